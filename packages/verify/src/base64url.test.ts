/** The link's base64url decoder (base64url.ts) held to @scure/base's strict `base64urlnopad` on every kind of input. */
import { base64urlnopad } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { decodeBase64url, encodeBase64url } from './base64url.js'

function library(text: string): Uint8Array | undefined {
  try {
    return base64urlnopad.decode(text)
  } catch {
    return undefined
  }
}

const ALPHABET = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')

describe('decodeBase64url', () => {
  test('round-trips every byte string, and decodes text of the alphabet exactly as @scure/base (unused bits, lengths)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(decodeBase64url(encodeBase64url(bytes))).toEqual(bytes)
      }),
      { numRuns: 2_000 },
    )
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 40 }), (text) => {
        expect(decodeBase64url(text)).toEqual(library(text))
      }),
      { numRuns: 5_000 },
    )
  })

  test('refuses what @scure/base refuses: padding, the standard alphabet, spaces, any other character', () => {
    for (const text of ['', 'QQ==', 'QQ=', 'Q', 'QR', 'QQ', 'QUI', 'QUJ', 'a+b/', 'ab cd', 'ab\ncd', 'é', 'QUJD\u0000'])
      expect([text, decodeBase64url(text)]).toEqual([text, library(text)])
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        expect(decodeBase64url(text)).toEqual(library(text))
      }),
      { numRuns: 5_000 },
    )
  })
})
