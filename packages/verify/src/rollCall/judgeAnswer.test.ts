import { describe, expect, test } from 'vitest'
import { buildProofMessage } from '../buildProofMessage'
import { encodeProofPayload } from '../encodeProofLink'
import type { ProofRequest } from '../requestLink'
import type { Proof } from '../types'
import { evmAccount, otherEvmAccount, signSolana, solanaAddress } from '../../../../test/proof/testing.ts'
import { judgeAnswer } from './judgeAnswer'
import { judgeAnswers } from './judgeAnswers'

const request: ProofRequest = {
  v: 2,
  want: 'eip155',
  addresses: [],
  statement: 'I am on the list',
  nonce: 'sigilRollCall000000001',
  expires: '2030-01-01T01:00:00.000Z',
}
const record = { request, made: '2030-01-01T00:00:00.000Z' }
const parameters = {
  now: new Date('2030-01-01T00:10:00.000Z'),
  host: 'sigil.example',
  siteRoot: 'https://sigil.example/',
}

async function evmProof(
  overrides: { nonce?: string; domain?: string; statement?: string; signer?: typeof evmAccount } = {},
): Promise<Proof> {
  const message = buildProofMessage({
    namespace: 'eip155',
    address: evmAccount.address,
    chainId: 'eip155:1',
    domain: overrides.domain ?? 'sigil.example',
    uri: 'https://sigil.example/',
    statement: overrides.statement ?? 'I am on the list',
    issuedAt: new Date('2030-01-01T00:05:00.000Z'),
    expirationTime: new Date(request.expires),
    nonce: overrides.nonce ?? request.nonce,
  })
  const signature = await (overrides.signer ?? evmAccount).signMessage({ message })
  return { v: 1, namespace: 'eip155', chainId: 'eip155:1', address: evmAccount.address, message, signature }
}

describe('judgeAnswer', () => {
  test('an answer that keeps every rule is kept, with what it proves and when it was signed', async () => {
    const proof = await evmProof()
    expect(await judgeAnswer(encodeProofPayload(proof), record, parameters)).toEqual({
      link: `https://sigil.example/verify/#proof=${encodeProofPayload(proof)}`,
      checkedAt: parameters.now.toISOString(),
      addresses: [evmAccount.address],
      signedAt: '2030-01-01T00:05:00.000Z',
      kept: true,
      broken: undefined,
    })
  })

  test.each([
    ['another request’s nonce', { nonce: 'sigilAnotherRequest01' }, 'nonce'],
    ['another site', { domain: 'evil.example' }, 'site'],
    ['another statement', { statement: '=HYPERLINK(https://evil.example)' }, 'statement'],
    ['a signature by another key', { signer: otherEvmAccount }, 'signatures'],
  ] as const)('%s is never kept: the first rule broken is %s', async (_, overrides, rule) => {
    const judged = await judgeAnswer(encodeProofPayload(await evmProof(overrides)), record, parameters)
    expect(judged.kept).toBe(false)
    expect(judged.broken?.rule).toBe(rule)
    if (rule === 'signatures') expect(judged.addresses).toEqual([])
  })

  test('after the request closed, or for a Solana proof of an EVM roll call, nothing is kept', async () => {
    const payload = encodeProofPayload(await evmProof())
    const late = await judgeAnswer(payload, record, { ...parameters, now: new Date('2030-01-01T01:00:01.000Z') })
    expect(late.kept).toBe(false)
    const message = buildProofMessage({
      namespace: 'solana',
      address: solanaAddress,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      domain: 'sigil.example',
      uri: 'https://sigil.example/',
      statement: request.statement,
      issuedAt: new Date('2030-01-01T00:05:00.000Z'),
      expirationTime: new Date(request.expires),
      nonce: request.nonce,
    })
    const solana: Proof = {
      v: 1,
      namespace: 'solana',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: solanaAddress,
      message,
      signature: signSolana(message),
    }
    const judged = await judgeAnswer(encodeProofPayload(solana), record, parameters)
    expect(judged).toMatchObject({ kept: false, broken: { rule: 'accounts' } })
  })

  test('a link that cannot be read is broken, with its reason', async () => {
    expect(await judgeAnswer('AAAA', record, parameters)).toMatchObject({
      kept: false,
      addresses: [],
      broken: { rule: 'link' },
    })
  })

  test('many answers are judged in order, progress reported up to the last', async () => {
    const payloads = [encodeProofPayload(await evmProof()), 'AAAA']
    const progress: number[] = []
    const judged = await judgeAnswers(payloads, record, {
      ...parameters,
      nowFor: () => parameters.now,
      onProgress: (done) => progress.push(done),
    })
    expect(judged.map((answer) => answer.kept)).toEqual([true, false])
    expect(progress.at(-1)).toBe(2)
  })
})
