/** The Solana key and signature decoder (parseSiwsMessage.ts) held to @scure/base's base58 on every kind of input. */
import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { decodeBase58 } from './parseSiwsMessage.js'

/** @scure/base's answer, with the decoder's own bounds: nothing for empty text or more than 88 characters. */
function library(value: string): Uint8Array | undefined {
  if (value.length === 0 || value.length > 88) return undefined
  try {
    return base58.decode(value)
  } catch {
    return undefined
  }
}

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const base58Text = fc.string({ unit: fc.constantFrom(...Array.from(ALPHABET)), minLength: 0, maxLength: 90 })

describe('decodeBase58', () => {
  test('the bytes @scure/base decodes, for base58 text of every length, leading 1s (zero bytes) included', () => {
    fc.assert(
      fc.property(fc.nat(6), base58Text, (ones, text) => {
        const value = '1'.repeat(ones) + text
        expect(decodeBase58(value)).toEqual(library(value))
      }),
      { numRuns: 3_000 },
    )
  })

  test('keys and signatures round-trip; text with any character outside the alphabet is refused', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 64 }), (bytes) => {
        const text = base58.encode(bytes)
        if (text.length > 0 && text.length <= 88) expect(decodeBase58(text)).toEqual(bytes)
      }),
      { numRuns: 2_000 },
    )
    for (const bad of ['0', 'O', 'I', 'l', ' 1', '1 ', '+', 'é', '😀', '1\u0000', '2'.repeat(89)])
      expect([bad, decodeBase58(bad)]).toEqual([bad, library(bad)])
    fc.assert(
      fc.property(fc.string({ maxLength: 90 }), (text) => {
        expect(decodeBase58(text)).toEqual(library(text))
      }),
      { numRuns: 2_000 },
    )
  })
})
