import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { decodeBase64url, encodeBase64url } from './base64url.js'
import { decodeProofFragment, MAX_LINK_LENGTH } from './decodeProofFragment.js'
import { encodeProofLink, encodeProofPayload } from './encodeProofLink.js'
import { makeEvmProof, makeSolanaProof } from '../../../test/proof/testing.ts'
import type { Proof } from './types.js'

const evmProof = await makeEvmProof()

/** The same proof with its keys in the reverse of the documented order. */
function reversedKeys(proof: Proof) {
  const { v, namespace, chainId, address, message, signature } = proof
  return { signature, message, address, chainId, namespace, v } as const
}
const solanaProof = makeSolanaProof()
const origin = 'https://sigil.example'

/** A link whose payload is the given JSON value, bypassing the typed encoder. */
const linkFor = (value: unknown) =>
  `${origin}/verify/#proof=${encodeBase64url(new TextEncoder().encode(JSON.stringify(value)))}`

test('default', () => {
  const link = encodeProofLink(evmProof, origin)
  expect(link.startsWith('https://sigil.example/verify/#proof=')).toBe(true)
  expect(decodeProofFragment(link)).toEqual({ ok: true, proof: evmProof })
})

test('behavior: under a base path the link points at that copy of the site, with the same payload', () => {
  const atRoot = encodeProofLink(evmProof, origin)
  for (const siteRoot of ['https://user.github.io/sigil/', 'https://user.github.io/sigil']) {
    const link = encodeProofLink(evmProof, siteRoot)
    expect(link.startsWith('https://user.github.io/sigil/verify/#proof=')).toBe(true)
    expect(new URL(link).hash).toBe(new URL(atRoot).hash)
  }
})

describe('behavior: round trip', () => {
  test.each([
    ['EVM', evmProof],
    ['Solana', solanaProof],
  ])('%s proof through the full link, the hash, and proof=…', (_, proof: Proof) => {
    const link = encodeProofLink(proof, `${origin}/`)
    expect(link).not.toContain('//verify')
    const hash = link.slice(link.indexOf('#'))
    for (const input of [link, hash, hash.slice(1), `  ${link}\n`, `${link}&utm=x`])
      expect(decodeProofFragment(input)).toEqual({ ok: true, proof })
  })

  test('the link is short and URL-safe', () => {
    const link = encodeProofLink(evmProof, origin)
    expect(link.length).toBeLessThan(1200)
    expect(link.split('#proof=')[1]).toMatch(/^[A-Za-z0-9_-]+$/)
  })

  test('the same proof always gives the same link, whatever the key order', () => {
    expect(encodeProofPayload(reversedKeys(evmProof))).toBe(encodeProofPayload(evmProof))
  })

  test('base64url round-trips every length and byte', () => {
    for (let length = 0; length < 70; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + length) & 0xff)
      expect(decodeBase64url(encodeBase64url(bytes))).toEqual(bytes)
    }
  })

  test('non-ASCII text in a message survives', () => {
    const proof = { ...evmProof, message: `${evmProof.message} — ünïcødé 👋` }
    expect(decodeProofFragment(encodeProofLink(proof, origin))).toEqual({ ok: true, proof })
  })
})

describe('behavior: malformed links give a plain-English error and never throw', () => {
  const payload = encodeProofPayload(evmProof)
  const cases: Array<[string, unknown, string, string?]> = [
    ['empty input', '', 'no-proof'],
    ['a link without a fragment', `${origin}/verify/`, 'no-proof'],
    ['a fragment without proof=', `${origin}/verify/#other=1`, 'no-proof'],
    ['an empty proof=', `${origin}/verify/#proof=`, 'no-proof'],
    ['a non-string', 42, 'no-proof'],
    ['characters outside base64url', `#proof=${payload.slice(0, 40)}+/${payload.slice(42)}`, 'bad-base64'],
    ['padding', `#proof=${payload}==`, 'bad-base64'],
    ['a cut that leaves an impossible length', `#proof=${payload.slice(0, 4 * 50 + 1)}`, 'bad-base64'],
    ['non-zero trailing bits', `#proof=${encodeBase64url(new Uint8Array([1])).slice(0, 1)}B`, 'bad-base64'],
    ['a cut in the middle of the JSON', `#proof=${payload.slice(0, 400)}`, 'bad-json'],
    ['bytes that are not UTF-8', `#proof=${encodeBase64url(new Uint8Array([0xff, 0xfe, 0x7b]))}`, 'bad-json'],
    ['JSON that is not an object', linkFor([1, 2, 3]), 'not-an-object'],
    ['JSON null', linkFor(null), 'not-an-object'],
    ['a JSON string', linkFor('proof'), 'not-an-object'],
    ['no version', linkFor({ ...evmProof, v: undefined }), 'missing-field', 'v'],
    ['an unknown version', linkFor({ ...evmProof, v: 4 }), 'unsupported-version', 'v'],
    ['a version given as text', linkFor({ ...evmProof, v: '1' }), 'unsupported-version', 'v'],
    ['a missing message', linkFor({ ...evmProof, message: undefined }), 'missing-field', 'message'],
    ['a missing signature', linkFor({ ...evmProof, signature: undefined }), 'missing-field', 'signature'],
    ['an extra field', linkFor({ ...evmProof, note: 'hi' }), 'invalid-field', 'note'],
    ['an unknown namespace', linkFor({ ...evmProof, namespace: 'bip122' }), 'invalid-field', 'namespace'],
    [
      'a chain of the other namespace',
      linkFor({ ...evmProof, chainId: solanaProof.chainId }),
      'invalid-field',
      'chainId',
    ],
    ['a numeric chain id', linkFor({ ...evmProof, chainId: 1 }), 'invalid-field', 'chainId'],
    ['an EVM chain id of zero', linkFor({ ...evmProof, chainId: 'eip155:0' }), 'invalid-field', 'chainId'],
    [
      'an EVM chain id with a leading zero',
      linkFor({ ...evmProof, chainId: 'eip155:08453' }),
      'invalid-field',
      'chainId',
    ],
    [
      'an EVM chain id above 2^53 − 1',
      linkFor({ ...evmProof, chainId: 'eip155:9007199254740992' }),
      'invalid-field',
      'chainId',
    ],
    [
      'an address of the wrong kind',
      linkFor({ ...evmProof, address: solanaProof.address }),
      'invalid-field',
      'address',
    ],
    ['an empty message', linkFor({ ...evmProof, message: '' }), 'invalid-field', 'message'],
    ['a message that is not text', linkFor({ ...evmProof, message: ['a'] }), 'invalid-field', 'message'],
    [
      'a truncated EVM signature',
      linkFor({ ...evmProof, signature: evmProof.signature.slice(0, 100) }),
      'invalid-signature',
      'signature',
    ],
    [
      'an odd-length EVM signature',
      linkFor({ ...evmProof, signature: `${evmProof.signature}0` }),
      'invalid-signature',
      'signature',
    ],
    [
      'an EVM signature without 0x',
      linkFor({ ...evmProof, signature: evmProof.signature.slice(2) }),
      'invalid-signature',
      'signature',
    ],
    [
      'a truncated Solana signature',
      linkFor({ ...solanaProof, signature: solanaProof.signature.slice(0, 40) }),
      'invalid-signature',
      'signature',
    ],
    [
      'a Solana signature with 0',
      linkFor({ ...solanaProof, signature: `0${solanaProof.signature.slice(1)}` }),
      'invalid-signature',
      'signature',
    ],
    [
      'a Solana signature in hex',
      linkFor({ ...solanaProof, signature: evmProof.signature }),
      'invalid-signature',
      'signature',
    ],
    ['a numeric signature', linkFor({ ...solanaProof, signature: 5 }), 'invalid-signature', 'signature'],
  ]

  test.each(cases)('%s', (_, input, code, field) => {
    const result = decodeProofFragment(input as string)
    expect(result).toMatchObject({ ok: false, error: { code } })
    if (result.ok) return
    expect(result.error.field).toBe(field)
    expect(result.error.message).toMatch(/^[A-Z].{15,}[.)]$/)
  })

  test('a 10 MB paste is refused at once', () => {
    const huge = `#proof=${'A'.repeat(10 * 1024 * 1024)}`
    const started = performance.now()
    expect(decodeProofFragment(huge)).toMatchObject({ ok: false, error: { code: 'too-large' } })
    expect(performance.now() - started).toBeLessThan(100) // O(1): a length check
  })

  test('the cap sits at 64 KB', () => {
    expect(MAX_LINK_LENGTH).toBe(65_536)
    const justUnder = `#proof=${'A'.repeat(MAX_LINK_LENGTH - 8)}`
    expect(decodeProofFragment(justUnder)).not.toMatchObject({ error: { code: 'too-large' } })
  })

  test('an EVM chain id of 2^53 − 1, the largest number JavaScript holds exactly, is read', () => {
    const proof = { ...evmProof, chainId: 'eip155:9007199254740991' }
    expect(decodeProofFragment(linkFor(proof))).toEqual({ ok: true, proof })
  })

  test('hostile JSON keys do not leak into the proof', () => {
    const json = `{"__proto__":{"polluted":1},${JSON.stringify(evmProof).slice(1)}`
    const result = decodeProofFragment(`#proof=${encodeBase64url(new TextEncoder().encode(json))}`)
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-field', field: '__proto__' } })
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })
})

describe('behavior: the payload’s text', () => {
  const json = new TextEncoder().encode(JSON.stringify(evmProof))
  const byteOrderMark = [0xef, 0xbb, 0xbf]
  const linkOfBytes = (bytes: readonly number[]) => `#proof=${encodeBase64url(Uint8Array.from(bytes))}`

  test('a byte-order mark at the start of a link’s payload is dropped', () => {
    expect(decodeProofFragment(linkOfBytes([...byteOrderMark, ...json]))).toEqual({ ok: true, proof: evmProof })
    // One mark is the decoder's to drop; a second is text, and JSON does not start with it.
    expect(decodeProofFragment(linkOfBytes([...byteOrderMark, ...byteOrderMark, ...json]))).toMatchObject({
      ok: false,
      error: { code: 'bad-json' },
    })
  })

  test('a proof spelled another way (key order, white space, escapes) reads as the same proof; a key given twice keeps its last value', () => {
    // The envelope is not what is signed: any spelling of one proof leads to the same signed message.
    const spellings = [
      JSON.stringify(reversedKeys(evmProof), null, 2),
      JSON.stringify(evmProof).replace('"namespace":"eip155"', '"\\u006eamespace":"eip\\u0031\\u0035\\u0035"'),
      `{"message":"overwritten",${JSON.stringify(evmProof).slice(1)}`,
    ]
    for (const text of spellings) {
      expect(text).not.toBe(JSON.stringify(evmProof))
      const link = `#proof=${encodeBase64url(new TextEncoder().encode(text))}`
      expect(decodeProofFragment(link)).toEqual({ ok: true, proof: evmProof })
    }
  })
})

test('behavior: any string decodes to a result without throwing', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string({ unit: 'binary' }),
        fc.string().map((s) => `#proof=${s}`),
      ),
      (input) => {
        const result = decodeProofFragment(input)
        expect(typeof result.ok).toBe('boolean')
      },
    ),
    { numRuns: 500, seed: 42 },
  )
}, 30_000)

test('behavior: base64url decoding inverts encoding for any bytes', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
      expect(decodeBase64url(encodeBase64url(bytes))).toEqual(bytes)
    }),
    { seed: 42 },
  )
}, 30_000)

test('behavior: base64url has one encoding per byte string (any one-character edit changes the bytes or fails)', () => {
  const alphabet = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')
  fc.assert(
    fc.property(
      fc.uint8Array({ minLength: 1, maxLength: 40 }),
      fc.nat(),
      fc.constantFrom(...alphabet),
      (bytes, at, replacement) => {
        const encoded = encodeBase64url(bytes)
        const index = at % encoded.length
        fc.pre(encoded[index] !== replacement)
        const edited = `${encoded.slice(0, index)}${replacement}${encoded.slice(index + 1)}`
        const decoded = decodeBase64url(edited)
        expect(decoded === undefined || !decoded.every((byte, i) => byte === bytes[i])).toBe(true)
      },
    ),
    { seed: 7, numRuns: 2000 },
  )
})
