import { describe, expect, test } from 'vitest'
import { checkRequestAnswer, type RequestRecord } from './checkRequestAnswer'
import type { ProofMessageFields } from './messageFields'
import type { ProofRequest } from './requestLink'
import { evmAccount, otherEvmAccount, solanaAddress } from '../../../test/proof/testing.ts'
import type { VerifiedResult } from './verifiedResult'
import type { Verdict, VerifyProofReturnType } from './verifyProof'

const made = '2030-01-01T00:00:00.000Z'
const request: ProofRequest = {
  v: 1,
  want: 'eip155',
  addresses: [evmAccount.address],
  statement: 'I am alice',
  nonce: 'sigilAbCdEfGhIjKlMnOpQ',
  expires: '2030-01-01T01:00:00.000Z',
}

function fields(overrides: Partial<ProofMessageFields> = {}): ProofMessageFields {
  return {
    namespace: 'eip155',
    domain: 'sigil.example',
    address: evmAccount.address,
    statement: 'I am alice',
    uri: 'https://sigil.example/',
    version: '1',
    chainId: 1,
    nonce: request.nonce,
    issuedAt: '2030-01-01T00:05:00.000Z',
    expirationTime: '2030-01-01T01:00:00.000Z',
    ...overrides,
  } as ProofMessageFields
}

/** A verified Sign-In as verification would give it: proven only when valid. */
function signIn(overrides: Partial<ProofMessageFields> = {}, verdict: Verdict = 'valid'): VerifyProofReturnType {
  const signed = fields(overrides)
  return {
    kind: 'sign-in',
    verdict,
    reasons: [],
    fields: signed,
    domainMatches: signed.domain === 'sigil.example',
    proven:
      verdict === 'valid'
        ? [{ namespace: signed.namespace, address: signed.address, checkedBy: { method: 'key' } }]
        : [],
    evidence: { message: JSON.stringify(signed), signature: '0x00' },
  } as VerifyProofReturnType
}

function linked(parts: VerifyProofReturnType[]): VerifiedResult {
  return {
    kind: 'linked',
    verdict: parts.every((part) => part.verdict === 'valid') ? 'valid' : 'invalid',
    parts,
    reasons: [],
    accounts: parts.map((part) => `${part.fields?.caip2 ?? ''}:${part.fields?.address ?? ''}`),
    domainMatches: parts.every((part) => part.domainMatches),
    proven: parts.flatMap((part) => part.proven),
  } as VerifiedResult
}

const now = new Date('2030-01-01T00:06:00.000Z')
const host = 'sigil.example'

function broken(result: VerifiedResult, record: Partial<RequestRecord> = {}, at = now): string[] {
  const checked = checkRequestAnswer({ request, made, ...record }, result, { now: at, host })
  expect(checked.answers).toBe(checked.rules.every((r) => r.ok))
  return checked.rules.filter((r) => !r.ok).map((r) => r.rule)
}

describe('checkRequestAnswer', () => {
  test('an answer whose proof is not valid says why in words, for a roll call’s list that keeps this line alone', () => {
    const because = (check: 'expired' | 'signature' | 'envelope', message: string) => {
      const result = { ...signIn({}, 'invalid'), reasons: [{ check, ok: false, message }] }
      const rule = checkRequestAnswer({ request, made }, result, { now, host }).rules.find(
        (r) => r.rule === 'signatures',
      )
      return rule?.message
    }
    expect(because('expired', 'This proof expired at 2030-01-01T00:10:00Z.')).toBe('It has expired.')
    expect(because('signature', 'The signature was not made by the private key of 0x….')).toBe(
      'It was signed by someone else, not by the address it names.',
    )
    expect(because('envelope', 'The link’s address does not match the signed message, so the link was altered.')).toBe(
      'Its link was altered: it does not match the signed message.',
    )
    const elsewhere = checkRequestAnswer({ request, made }, signIn({ nonce: 'sigilAnotherRequest0000' }), { now, host })
    expect(elsewhere.rules.find((r) => r.rule === 'nonce')?.message).toMatch(/another request/)
  })

  test('a roll call: every answer that keeps the rules is recorded; no first-answer rule, and the window still holds', () => {
    const rollCall = { ...request, v: 2 as const, addresses: [] }
    const first = { at: made, by: [otherEvmAccount.address], evidence: ['another proof'] }
    const checked = checkRequestAnswer({ request: rollCall, made, answer: first }, signIn(), { now, host })
    expect(checked.answers).toBe(true)
    expect(checked.rules.map((r) => r.rule)).not.toContain('first-answer')
    expect(checked.record?.by).toEqual([evmAccount.address])
    const late = new Date('2030-01-01T01:00:01.000Z')
    expect(broken(signIn(), { request: rollCall }, late)).toEqual(['window'])
  })

  test('an answer keeps every rule, and is the one to record', () => {
    expect(broken(signIn())).toEqual([])
    const checked = checkRequestAnswer({ request, made }, signIn(), { now, host })
    expect(checked.record).toEqual({
      at: now.toISOString(),
      by: [evmAccount.address],
      evidence: [JSON.stringify(fields())],
    })
  })

  test('each rule, broken alone', () => {
    expect(broken(signIn({ nonce: 'sigilZZZZZZZZZZZZZZZZZ' }))).toEqual(['nonce'])
    expect(broken(signIn({ address: otherEvmAccount.address }))).toEqual(['accounts'])
    expect(broken(signIn({ statement: 'I am bob' }))).toEqual(['statement'])
    expect(broken(signIn({ statement: undefined }))).toEqual(['statement'])
    expect(broken(signIn({ expirationTime: '2030-01-01T00:04:00.000Z' }))).toEqual(['time-order'])
    expect(broken(signIn({ notBefore: '2030-01-01T01:00:00.000Z' }))).toEqual(['time-order'])
    expect(broken(signIn({ expirationTime: '2030-01-02T00:00:00.000Z' }))).toEqual(['window'])
    expect(broken(signIn({ issuedAt: '2029-12-31T00:00:00.000Z' }))).toEqual(['window'])
    expect(broken(signIn({ domain: 'evil.example' }))).toEqual(['site'])
    expect(broken(signIn({}, 'invalid'))).toEqual(['signatures'])
    expect(broken(signIn({}, 'unverifiable'))).toEqual(['signatures'])
    expect(broken(signIn(), {}, new Date('2030-01-01T01:00:01.000Z'))).toEqual(['window'])
  })

  test('a result whose messages could not all be read breaks every rule from nonce to signatures', () => {
    // What verification gives for a message it could not read: no fields, never valid.
    const unread: VerifyProofReturnType = { kind: 'sign-in', verdict: 'invalid', reasons: [], proven: [] }
    const fromNonceToSignatures = ['nonce', 'accounts', 'statement', 'time-order', 'window', 'site', 'signatures']
    expect(broken(unread)).toEqual(fromNonceToSignatures)
    const linkedRequest: ProofRequest = { ...request, want: 'linked', addresses: [] }
    const oneUnread = linked([signIn(), unread])
    expect(broken(oneUnread, { request: linkedRequest })).toEqual(fromNonceToSignatures)
    expect(
      broken(linked([signIn(), signIn({ namespace: 'solana', address: solanaAddress })]), { request: linkedRequest }),
    ).toEqual([])
  })

  test('window: a message without an Issued At, or without an Expiration Time, breaks it', () => {
    const solanaRequest: ProofRequest = { ...request, want: 'solana', addresses: [solanaAddress] }
    const solana = { namespace: 'solana', address: solanaAddress, chainId: 'mainnet' } as const
    expect(broken(signIn(solana), { request: solanaRequest })).toEqual([])
    // Sign-In with Solana may leave out the Issued At; EIP-4361 and SIWS alike, the Expiration Time.
    expect(broken(signIn({ ...solana, issuedAt: undefined }), { request: solanaRequest })).toEqual(['window'])
    expect(broken(signIn({ expirationTime: undefined }))).toEqual(['window'])
  })

  test('the family and shape asked for', () => {
    const anySolana: ProofRequest = { ...request, want: 'solana', addresses: [] }
    expect(broken(signIn(), { request: anySolana })).toEqual(['accounts'])
    expect(broken(signIn({ namespace: 'solana', address: solanaAddress }), { request: anySolana })).toEqual([])
    const linkedRequest: ProofRequest = { ...request, want: 'linked', addresses: [evmAccount.address, solanaAddress] }
    const both = [signIn(), signIn({ namespace: 'solana', address: solanaAddress })]
    expect(broken(linked(both), { request: linkedRequest })).toEqual([])
    expect(
      broken(linked([both[0]!, signIn({ address: otherEvmAccount.address })]), { request: linkedRequest }),
    ).toEqual(['accounts'])
    expect(broken(both[0]!, { request: linkedRequest })).toEqual(['accounts'])
  })

  test('the family is said in plain words: an Ethereum-style address, never "EVM"', () => {
    const words = (result: VerifiedResult, asked: ProofRequest) =>
      checkRequestAnswer({ request: asked, made }, result, { now, host }).rules.find((r) => r.rule === 'accounts')
        ?.message
    const anyEvm: ProofRequest = { ...request, addresses: [] }
    const anySolana: ProofRequest = { ...request, want: 'solana', addresses: [] }
    const solanaSignIn = signIn({ namespace: 'solana', address: solanaAddress })
    expect(words(signIn(), anyEvm)).toBe('It names what you asked for: any Ethereum-style address.')
    expect(words(solanaSignIn, anyEvm)).toBe('You asked for an Ethereum-style address; this names a Solana address.')
    expect(words(signIn(), anySolana)).toBe('You asked for a Solana address; this names an Ethereum-style address.')
  })

  test('a plain signed message answers nothing, whatever its text says', () => {
    const plain: VerifiedResult = {
      kind: 'plain',
      verdict: 'valid',
      reasons: [],
      namespace: 'eip155',
      address: evmAccount.address,
      signed: { kind: 'text', text: JSON.stringify(fields()) },
      proven: [{ namespace: 'eip155', address: evmAccount.address, checkedBy: { method: 'key' } }],
      evidence: {
        v: 3,
        namespace: 'eip155',
        address: evmAccount.address,
        message: JSON.stringify(fields()),
        signature: '0x00',
      },
    }
    expect(broken(plain)).toEqual(['kind'])
  })

  test('only the first answer answers: the same proof again does, another does not', () => {
    const first = checkRequestAnswer({ request, made }, signIn(), { now, host }).record
    if (!first) throw new Error('the first answer was not recorded')
    const later = new Date('2030-01-01T00:30:00.000Z')
    expect(broken(signIn(), { answer: first }, later)).toEqual([])
    expect(checkRequestAnswer({ request, made, answer: first }, signIn(), { now: later, host }).record).toBeUndefined()
    // Even after the request closes, the proof that answered it still does.
    expect(broken(signIn(), { answer: first }, new Date('2030-01-02T00:00:00.000Z'))).toEqual([])
    const another = signIn({ issuedAt: '2030-01-01T00:07:00.000Z' })
    expect(broken(another, { answer: first }, later)).toEqual(['first-answer'])
    const message = checkRequestAnswer({ request, made, answer: first }, another, { now: later, host }).rules.at(-1)
    expect(message?.message).toContain(evmAccount.address)
  })
})
