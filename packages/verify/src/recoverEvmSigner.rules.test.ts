/**
 * Each rule recoverEvmSigner.ts holds a secp256k1 signature to, by name, on the edge that decides
 * it: the inner recovery (r, s, recovery bit, digest) and the address it gives.
 */
import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex, hashMessage, hexToBytes, numberToHex, recoverMessageAddress, type Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { recoverEvmSigner, recoverPublicKey, uncompressedHex } from './recoverEvmSigner.js'
import { evmAccount } from '../../../test/proof/testing.ts'

const n = secp256k1.Point.CURVE().n
const message = 'I control this address.'
const digest = hexToBytes(hashMessage(message))
const signature = await evmAccount.signMessage({ message })
const r = BigInt(bytesToHex(hexToBytes(signature).subarray(0, 32)))
const s = BigInt(bytesToHex(hexToBytes(signature).subarray(32, 64)))
const v = hexToBytes(signature)[64]!

/** r ‖ s ‖ v as 65 bytes of hex. */
function encoded(rValue: bigint, sValue: bigint, vValue: number): Hex {
  return `${numberToHex(rValue, { size: 32 })}${numberToHex(sValue, { size: 32 }).slice(2)}${numberToHex(vValue, { size: 1 }).slice(2)}` as Hex
}

/** Whether a curve point has x = `x`. */
function isCurveX(x: bigint): boolean {
  try {
    secp256k1.Point.fromHex(`02${x.toString(16).padStart(64, '0')}`)
    return true
  } catch {
    return false
  }
}

/** Whether the key recovered with `bit` verifies (r, s) over the digest by plain ECDSA, high S allowed. */
function verifiesAsRecovered(rValue: bigint, sValue: bigint, bit: 0 | 1): boolean {
  const key = recoverPublicKey(rValue, sValue, bit, digest)
  if (!key) return false
  const compact = hexToBytes(`${numberToHex(rValue, { size: 32 })}${numberToHex(sValue, { size: 32 }).slice(2)}`)
  return secp256k1.verify(compact, digest, hexToBytes(uncompressedHex(key)), { prehash: false, lowS: false })
}

describe('secp256k1 rules', () => {
  test('r-range and s-range: r and s in [1, n − 1]; 0 and n refused, even where x = n is a curve point', () => {
    expect(isCurveX(1n) && isCurveX(n - 2n) && isCurveX(n)).toBe(true)
    for (const [rValue, sValue] of [
      [1n, s],
      [n - 2n, s],
      [r, 1n],
      [r, n - 1n],
    ] as const)
      expect(verifiesAsRecovered(rValue, sValue, 0)).toBe(true)
    for (const [rValue, sValue] of [
      [0n, s],
      [n, s],
      [r, 0n],
      [r, n],
      [n + r, s],
      [r, n + s],
    ] as const)
      for (const bit of [0, 1] as const) expect(recoverPublicKey(rValue, sValue, bit, digest)).toBeUndefined()
    expect(recoverEvmSigner(message, encoded(n, s, v))).toBeUndefined()
  })

  test('recovery-id: v is 0, 1, 27 or 28, and no other byte', () => {
    for (let byte = 0; byte < 256; byte++) {
      const signer = recoverEvmSigner(message, encoded(r, s, byte))
      if ([0, 1, 27, 28].includes(byte)) expect(signer, String(byte)).toBeDefined()
      else expect(signer, String(byte)).toBeUndefined()
    }
    expect(recoverEvmSigner(message, encoded(r, s, v))).toBe(evmAccount.address)
    expect(recoverEvmSigner(message, encoded(r, s, v - 27))).toBe(evmAccount.address)
  })

  test('high-s: (r, n − s) with the other v is accepted, and recovers the same key, as ecrecover and viem do', async () => {
    const high = encoded(r, n - s, v === 27 ? 28 : 27)
    expect(n - s > n / 2n).toBe(true)
    expect(recoverEvmSigner(message, high)).toBe(evmAccount.address)
    expect(await recoverMessageAddress({ message, signature: high })).toBe(evmAccount.address)
  })

  test('r-point: an r that is no curve point’s x is refused with either recovery bit', () => {
    expect(isCurveX(n - 1n)).toBe(false)
    for (const bit of [0, 1] as const) expect(recoverPublicKey(n - 1n, s, bit, digest)).toBeUndefined()
    expect(recoverEvmSigner(message, encoded(n - 1n, s, 27))).toBeUndefined()
  })

  test('key-not-infinity: R = (e/s)·G recovers the point at infinity, which is no key', async () => {
    const e = BigInt(hashMessage(message)) % n
    const sValue = 12345n
    const R = secp256k1.Point.BASE.multiply((e * secp256k1.Point.Fn.inv(sValue)) % n)
    const bit = R.y % 2n === 0n ? 0 : 1
    expect(R.x < n).toBe(true)
    expect(recoverPublicKey(R.x, sValue, bit, digest)).toBeUndefined()
    const forged = encoded(R.x, sValue, 27 + bit)
    expect(recoverEvmSigner(message, forged)).toBeUndefined()
    await expect(recoverMessageAddress({ message, signature: forged })).rejects.toThrow()
  })
})
