import fc from 'fast-check'
import { secp256k1 } from '@noble/curves/secp256k1'
import { getAddress as viemGetAddress, hashMessage, isAddress as viemIsAddress, type Hex } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { eip191Hash } from './eip191Hash.js'
import { getAddress, isAddress } from './evmAddress.js'
import { addressOfPublicKey } from './recoverEvmSigner.js'

const toHex = (bytes: Uint8Array) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`

describe('eip191Hash', () => {
  test('property: the digest viem’s hashMessage gives, for any text and for any bytes given raw or as hex', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expect(toHex(eip191Hash(text))).toBe(hashMessage(text))
      }),
      { numRuns: 1_000 },
    )
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3 * 136 + 2 }), (bytes) => {
        expect(toHex(eip191Hash({ raw: bytes }))).toBe(hashMessage({ raw: bytes }))
        expect(toHex(eip191Hash({ raw: toHex(bytes) as Hex }))).toBe(hashMessage({ raw: toHex(bytes) as Hex }))
      }),
      { numRuns: 1_000 },
    )
  })
})

describe('addressOfPublicKey', () => {
  test('property: the address viem gives the same key', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (secret) => {
        fc.pre(secret.some((byte) => byte !== 0))
        const point = secp256k1.Point.fromHex(secp256k1.getPublicKey(secret, false)).toAffine()
        expect(addressOfPublicKey(point)).toBe(publicKeyToAddress(toHex(secp256k1.getPublicKey(secret, false)) as Hex))
      }),
      { numRuns: 300 },
    )
  })
})

describe('EVM addresses (EIP-55)', () => {
  const address = fc
    .tuple(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }))
    .map(
      ([bytes, upper]) => `0x${Array.from(toHex(bytes).slice(2), (c, i) => (upper[i] ? c.toUpperCase() : c)).join('')}`,
    )

  test('property: getAddress and isAddress answer as viem’s do, in any letter case', () => {
    fc.assert(
      fc.property(address, (given) => {
        expect(getAddress(given)).toBe(viemGetAddress(given))
        expect(isAddress(given)).toBe(viemIsAddress(given))
        expect(isAddress(given, { strict: false })).toBe(viemIsAddress(given, { strict: false }))
        expect(isAddress(viemGetAddress(given))).toBe(true)
      }),
      { numRuns: 2_000 },
    )
  })

  test.each(['', '0x', '0x123', `0x${'g'.repeat(40)}`, ` 0x${'a'.repeat(40)}`, `0x${'a'.repeat(41)}`])(
    '%j is no address: isAddress is false and getAddress throws, as viem’s',
    (given) => {
      expect(isAddress(given)).toBe(false)
      expect(viemIsAddress(given)).toBe(false)
      expect(() => getAddress(given)).toThrow()
    },
  )
})
