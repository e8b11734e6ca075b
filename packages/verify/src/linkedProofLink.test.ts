import { describe, expect, test } from 'vitest'
import { decodeBase64url, encodeBase64url } from './base64url.js'
import { decodeProofFragment } from './decodeProofFragment.js'
import { encodeProofLink, encodeProofPayload } from './encodeProofLink.js'
import { makeEvmProof, makeLinkedProof, otherEvmAccount } from '../../../test/proof/testing.ts'
import type { LinkedProof } from './types.js'

const origin = 'https://sigil.example'
const linked = await makeLinkedProof({
  accounts: [{ kind: 'evm' }, { kind: 'evm', account: otherEvmAccount, chainId: 'eip155:8453' }, { kind: 'solana' }],
})
const [evmPart, , solanaPart] = linked.parts as [LinkedProof['parts'][0], unknown, LinkedProof['parts'][0]]

const jsonOf = (link: string) =>
  new TextDecoder().decode(decodeBase64url(link.slice(link.indexOf('#proof=') + '#proof='.length)))
const linkFor = (value: unknown) =>
  `${origin}/verify/#proof=${encodeBase64url(new TextEncoder().encode(JSON.stringify(value)))}`

test('default', () => {
  const link = encodeProofLink(linked, origin)
  expect(link.startsWith('https://sigil.example/verify/#proof=')).toBe(true)
  expect(decodeProofFragment(link)).toEqual({ ok: true, proof: linked })
})

describe('behavior: the v2 payload', () => {
  test('keys in a fixed order, parts in link order, whatever the input order', () => {
    const shuffled = {
      parts: linked.parts.map(({ signature, message, address, chainId, namespace }) => ({
        signature,
        message,
        address,
        chainId,
        namespace,
      })),
      v: 2,
    } as const
    expect(encodeProofPayload(shuffled)).toBe(encodeProofPayload(linked))
    const json = jsonOf(encodeProofLink(linked, origin))
    expect(json.startsWith('{"v":2,"parts":[{"namespace":"eip155","chainId":"eip155:1","address":"0x')).toBe(true)
    expect(JSON.parse(json)).toEqual(linked)
  })

  test('round trip through the link, the hash and proof=…', () => {
    const link = encodeProofLink(linked, `${origin}/`)
    const hash = link.slice(link.indexOf('#'))
    for (const input of [link, hash, hash.slice(1), `  ${link}\n`, `${link}&utm=x`])
      expect(decodeProofFragment(input)).toEqual({ ok: true, proof: linked })
    expect(link.split('#proof=')[1]).toMatch(/^[A-Za-z0-9_-]+$/)
  })

  test('five parts fit in a link well under the cap', async () => {
    const solana = (n: number) => ({ kind: 'solana' as const, seed: Uint8Array.from({ length: 32 }, () => n) })
    const five = await makeLinkedProof({ accounts: [1, 2, 3, 4, 5].map(solana) })
    const link = encodeProofLink(five, origin)
    expect(link.length).toBeLessThan(16_000)
    expect(decodeProofFragment(link)).toEqual({ ok: true, proof: five })
  })
})

test('behavior: a linked proof spelled another way (key order, white space, escapes) reads as the same proof; a key given twice keeps its last value', () => {
  // The envelope is not what is signed: any spelling of one set leads to the same signed messages.
  const written = JSON.stringify(linked)
  const spellings = [
    JSON.stringify({ parts: linked.parts.map(reversedKeys), v: 2 }, null, '\t'),
    written.replace('"parts":', '"\\u0070arts":'),
    `{"parts":[],${written.slice(1)}`,
  ]
  for (const text of spellings) {
    expect(text).not.toBe(written)
    const link = `#proof=${encodeBase64url(new TextEncoder().encode(text))}`
    expect(decodeProofFragment(link)).toEqual({ ok: true, proof: linked })
  }
})

function reversedKeys<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).reverse()) as T
}

test('behavior: a v1 payload is unchanged byte for byte', async () => {
  const proof = await makeEvmProof()
  const json = jsonOf(encodeProofLink(proof, origin))
  expect(json).toBe(
    `{"v":1,"namespace":"eip155","chainId":"eip155:8453","address":"${proof.address}","message":${JSON.stringify(proof.message)},"signature":"${proof.signature}"}`,
  )
  expect(decodeProofFragment(encodeProofLink(proof, origin))).toEqual({ ok: true, proof })
})

describe('behavior: malformed linked links give a plain-English error and never throw', () => {
  const parts = linked.parts
  const cases: Array<[string, unknown, string, string?]> = [
    ['one part', { v: 2, parts: parts.slice(0, 1) }, 'part-count', 'parts'],
    ['no parts', { v: 2, parts: [] }, 'part-count', 'parts'],
    ['seven parts', { v: 2, parts: [...parts, ...parts, evmPart] }, 'part-count', 'parts'],
    ['parts that are not a list', { v: 2, parts: { 0: evmPart } }, 'part-count', 'parts'],
    ['no parts field', { v: 2 }, 'missing-field', 'parts'],
    ['an extra field', { v: 2, parts, note: 'hi' }, 'invalid-field', 'note'],
    ['a v1 field beside the parts', { ...evmPart, v: 2, parts }, 'invalid-field', 'namespace'],
    ['a part that is not an object', { v: 2, parts: [evmPart, 'x'] }, 'not-an-object', 'parts.1'],
    ['a part that is null', { v: 2, parts: [null, evmPart] }, 'not-an-object', 'parts.0'],
    ['a part with a version', { v: 2, parts: [evmPart, { ...solanaPart, v: 1 }] }, 'invalid-field', 'parts.1.v'],
    [
      'a part without a signature',
      { v: 2, parts: [evmPart, { ...solanaPart, signature: undefined }] },
      'missing-field',
      'parts.1.signature',
    ],
    [
      'a part with an extra field',
      { v: 2, parts: [{ ...evmPart, note: 1 }, solanaPart] },
      'invalid-field',
      'parts.0.note',
    ],
    [
      'a part with a truncated signature',
      { v: 2, parts: [evmPart, { ...solanaPart, signature: solanaPart.signature.slice(0, 30) }] },
      'invalid-signature',
      'parts.1.signature',
    ],
    [
      'a part whose chain is another family’s',
      { v: 2, parts: [{ ...evmPart, chainId: solanaPart.chainId }, solanaPart] },
      'invalid-field',
      'parts.0.chainId',
    ],
    ['an unknown version', { v: 4, parts }, 'unsupported-version', 'v'],
    ['a version given as text', { v: '2', parts }, 'unsupported-version', 'v'],
  ]

  test.each(cases)('%s', (_, value, code, field) => {
    const result = decodeProofFragment(linkFor(value))
    expect(result).toMatchObject({ ok: false, error: { code } })
    if (result.ok) return
    expect(result.error.field).toBe(field)
    expect(result.error.message).toMatch(/^[A-Z].{15,}[.)]$/)
  })

  test('the count is said plainly', () => {
    const result = decodeProofFragment(linkFor({ v: 2, parts: [...parts, ...parts, evmPart] }))
    expect(!result.ok && result.error.message).toBe('A linked proof needs 2 to 5 addresses; this link has 7.')
    const part = decodeProofFragment(linkFor({ v: 2, parts: [evmPart, { ...solanaPart, signature: 'x' }] }))
    expect(!part.ok && part.error.message).toMatch(/^In part 2 of this linked proof, the signature is /)
  })

  test('hostile JSON keys in a part do not leak', () => {
    const json = `{"v":2,"parts":[{"__proto__":{"polluted":1},${JSON.stringify(evmPart).slice(1)},${JSON.stringify(solanaPart)}]}`
    const result = decodeProofFragment(`#proof=${encodeBase64url(new TextEncoder().encode(json))}`)
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-field', field: 'parts.0.__proto__' } })
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })
})
