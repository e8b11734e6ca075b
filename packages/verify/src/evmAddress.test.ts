import fc from 'fast-check'
import { getAddress as viemGetAddress, isAddress as viemIsAddress, keccak256 as viemKeccak256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { getAddress, isAddress } from './evmAddress.js'
import { keccak256 } from './keccak256.js'

const toHex = (bytes: Uint8Array) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`

describe('keccak256', () => {
  test('the known digests: the empty input, "abc", and 200 bytes of 0xa3 (two blocks)', () => {
    expect(toHex(keccak256(new Uint8Array()))).toBe(
      '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    )
    expect(toHex(keccak256(new TextEncoder().encode('abc')))).toBe(
      '0x4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    )
    expect(toHex(keccak256(new Uint8Array(200).fill(0xa3)))).toBe(viemKeccak256(new Uint8Array(200).fill(0xa3)))
  })

  test('property: the digest viem gives, for any bytes up to three blocks and around each block’s edge', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3 * 136 + 2 }), (bytes) => {
        expect(toHex(keccak256(bytes))).toBe(viemKeccak256(bytes))
      }),
      { numRuns: 2_000 },
    )
    for (const length of [135, 136, 137, 271, 272, 273])
      expect(toHex(keccak256(new Uint8Array(length).fill(length)))).toBe(
        viemKeccak256(new Uint8Array(length).fill(length)),
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
