import { describe, expect, test } from 'vitest'
import { buildProofMessage } from './buildProofMessage.js'
import { encodeProofLink, encodeProofPayload } from './encodeProofLink.js'
import type { RequestRecord } from './checkRequestAnswer.js'
import { DURING, linksByOthers } from '../../../test/proof/linksByOthers.ts'
import { myCryptoJson, validPlainCases } from '../../../test/proof/plainMessageFixtures.ts'
import { during, evmAccount, makeEvmProof, makeLinkedProof } from '../../../test/proof/testing.ts'
import { verify } from './verify.js'

const links = await linksByOthers()
const now = new Date(DURING)
const strict = { domains: 'sigil.example', now }

describe('verify: one entry for anything handed over', () => {
  test('a link, its fragment, and the fragment without #, all alike', async () => {
    const fragment = links.evm.slice(links.evm.indexOf('#'))
    for (const input of [links.evm, fragment, fragment.slice(1), `  ${links.evm}\n`]) {
      const result = await verify(input, strict)
      expect(result).toMatchObject({ kind: 'sign-in', verdict: 'valid', domainMatches: true })
      expect(result.proven).toEqual([{ namespace: 'eip155', address: links.evmAddress, checkedBy: { method: 'key' } }])
    }
  })

  test('a Solana Sign-In made by other implementations is valid', async () => {
    expect((await verify(links.solana, strict)).verdict).toBe('valid')
  })

  test('a linked proof is checked as one, against the domains', async () => {
    const linked = encodeProofLink(await makeLinkedProof(), 'https://sigil.example/')
    const result = await verify(linked, { domains: 'sigil.example', now: during })
    expect(result).toMatchObject({ kind: 'linked', verdict: 'valid', domainMatches: true })
    expect(result.proven).toHaveLength(2)
    expect((await verify(linked, { domains: 'elsewhere.example', now: during })).verdict).toBe('invalid')
  })

  test('a Sign-In pasted as message and signature, with or without the address it claims', async () => {
    const proof = await makeEvmProof()
    expect(
      (await verify({ message: proof.message, signature: proof.signature }, { ...strict, now: during })).verdict,
    ).toBe('valid')
    const wrong = await verify(
      { message: proof.message, signature: proof.signature, address: links.evmAddress },
      { ...strict, now: during },
    )
    expect(wrong.verdict).toBe('invalid')
  })

  test('a plain signed message, as a link, as MyCrypto JSON, or as text, signature and address: no domain needed', async () => {
    const [viem] = await validPlainCases()
    const proof = viem!.proof
    const inputs = [
      encodeProofLink(proof, 'https://sigil.example/'),
      myCryptoJson(proof),
      { message: myCryptoJson(proof), signature: '' },
      { message: proof.message, signature: proof.signature, address: proof.address },
    ]
    for (const input of inputs) expect(await verify(input)).toMatchObject({ kind: 'plain', verdict: 'valid' })
  })
})

describe('verify: strict about the site', () => {
  test('another site’s Sign-In is invalid, its domain check failed', async () => {
    const result = await verify(links.otherSite, strict)
    expect(result).toMatchObject({ verdict: 'invalid', domainMatches: false })
    expect(result.reasons.find((reason) => !reason.ok)?.check).toBe('domain')
  })

  test('any of several domains, in any letter case; reported against the one the message names', async () => {
    const result = await verify(links.evm, { domains: ['a.example', 'SIGIL.EXAMPLE'], now })
    expect(result.verdict).toBe('valid')
    const other = await verify(links.otherSite, { domains: ['a.example', 'b.example'], now })
    expect(other.reasons.find((reason) => reason.check === 'domain')?.message).toContain(
      'not for this site (a.example)',
    )
  })

  test('no domain: a valid Sign-In is never valid, and says which site it names; a forgery stays invalid', async () => {
    for (const domains of [undefined, [], '  ']) {
      const result = await verify(links.evm, { domains, now })
      expect(result.verdict).toBe('unverifiable')
      expect(result.reasons.at(-1)).toEqual({
        check: 'domain',
        ok: false,
        message:
          'It was made for sigil.example, and no site was given to hold it to: a Sign-In proves a sign-in only at the site that asked for it.',
      })
    }
    expect((await verify(links.solanaFlipped, { now })).verdict).toBe('invalid')
  })
})

describe('verify: what cannot be read', () => {
  test.each([
    ['a damaged link', () => links.damaged, 'The proof in this link is damaged'],
    ['text with no proof', () => 'hello', 'This link does not contain a proof'],
    ['JSON that is no signed message', () => '{"hello": 1}', 'neither a proof link'],
    ['a half-pasted JSON object', () => '{"address": "0x', 'not complete JSON'],
    ['a pasted message with no signature', () => ({ message: 'hi', signature: '' }), 'no signature'],
  ])('%s: unverifiable, with one input reason', async (_, input, message) => {
    const result = await verify(input(), strict)
    expect(result).toMatchObject({ kind: 'sign-in', verdict: 'unverifiable', proven: [] })
    expect(result.reasons).toHaveLength(1)
    expect(result.reasons[0]).toMatchObject({ check: 'input', ok: false })
    expect(result.reasons[0]!.message).toContain(message)
  })

  test('never rejects, whatever it is given', async () => {
    for (const input of [undefined, null, 42, {}, { message: 1, signature: 2 }, 'x'.repeat(200_000)])
      // @ts-expect-error -- untyped callers pass anything
      expect((await verify(input, strict)).verdict).toBe('unverifiable')
  })

  test('a malformed rpcUrls entry is a setting’s error: it rejects with a TypeError', async () => {
    await expect(verify(links.evm, { ...strict, rpcUrls: { mainnet: 'https://rpc.example' } })).rejects.toThrow(
      TypeError,
    )
    await expect(verify(links.evm, { ...strict, rpcUrls: { 'eip155:1': 'wss://rpc.example' } })).rejects.toThrow(
      /https:\/\//,
    )
  })
})

describe('verify: a request', () => {
  const request: RequestRecord = {
    request: {
      v: 1,
      want: 'eip155',
      addresses: [],
      statement: 'Me',
      nonce: 'sigilAnswer0000000001',
      expires: '2030-01-01T01:00:00.000Z',
    },
    made: '2030-01-01T00:00:00.000Z',
  }
  const answer = async (nonce: string) => {
    const message = buildProofMessage({
      namespace: 'eip155',
      address: evmAccount.address,
      chainId: 'eip155:1',
      domain: 'sigil.example',
      uri: 'https://sigil.example/',
      statement: 'Me',
      issuedAt: new Date('2030-01-01T00:05:00.000Z'),
      expirationTime: new Date(request.request.expires),
      nonce,
    })
    const signature = await evmAccount.signMessage({ message })
    const proof = { v: 1, namespace: 'eip155', chainId: 'eip155:1', address: evmAccount.address, message, signature }
    return `#proof=${encodeProofPayload(proof as Parameters<typeof encodeProofPayload>[0])}`
  }
  const at = new Date('2030-01-01T00:10:00.000Z')

  test('the answer: kept, with the record to keep', async () => {
    const result = await verify(await answer(request.request.nonce), { domains: 'sigil.example', now: at, request })
    expect(result.verdict).toBe('valid')
    expect(result.requestAnswer).toMatchObject({ answers: true, record: { by: [evmAccount.address] } })
  })

  test('another nonce: not an answer, the rule named', async () => {
    const result = await verify(await answer('someOtherNonce0001'), { domains: 'sigil.example', now: at, request })
    expect(result.verdict).toBe('valid')
    expect(result.requestAnswer?.answers).toBe(false)
    expect(result.requestAnswer?.rules.find((rule) => !rule.ok)?.rule).toBe('nonce')
  })

  test('no request given: no requestAnswer', async () => {
    expect(await verify(links.evm, strict)).not.toHaveProperty('requestAnswer')
  })
})
