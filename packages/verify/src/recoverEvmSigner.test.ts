import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex, hexToBytes, numberToHex, recoverMessageAddress, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { recoverEvmSigner } from './recoverEvmSigner.js'

/** The same signature with its last byte (v) replaced. */
function withV(signature: Hex, v: number): Hex {
  return `${signature.slice(0, 130)}${numberToHex(v, { size: 1 }).slice(2)}` as Hex
}

/** The same signature with r or s replaced (32 bytes each). */
function withRS(signature: Hex, part: 'r' | 's', value: bigint): Hex {
  const bytes = hexToBytes(signature)
  bytes.set(hexToBytes(numberToHex(value, { size: 32 })), part === 'r' ? 0 : 32)
  return bytesToHex(bytes)
}

describe('recoverEvmSigner', () => {
  test('agrees with viem’s recoverMessageAddress, for v as 27/28 and as 0/1', async () => {
    for (let i = 0; i < 24; i++) {
      const account = privateKeyToAccount(generatePrivateKey())
      const message = `example.org wants you to sign in\nNonce: ${i}\n${'…'.repeat(i)}`
      const signature = await account.signMessage({ message })
      const v = hexToBytes(signature)[64] ?? -1
      expect(recoverEvmSigner(message, signature)).toBe(account.address)
      expect(recoverEvmSigner(message, withV(signature, v - 27))).toBe(account.address)
      expect(await recoverMessageAddress({ message, signature })).toBe(account.address)
      // Another message, or the other recovery bit: another key, as viem says too.
      const other = recoverEvmSigner(`${message}.`, signature)
      expect(other).toBe(await recoverMessageAddress({ message: `${message}.`, signature }))
      expect(other).not.toBe(account.address)
      const flipped = withV(signature, v === 27 ? 28 : 27)
      expect(recoverEvmSigner(message, flipped)).not.toBe(account.address)
    }
  })

  test('a high-s signature (the same one, malleated) recovers as with viem', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const message = 'hello'
    const signature = await account.signMessage({ message })
    const bytes = hexToBytes(signature)
    const s = BigInt(bytesToHex(bytes.subarray(32, 64)))
    const v = bytes[64] ?? -1
    const malleated = withV(withRS(signature, 's', secp256k1.Point.CURVE().n - s), v === 27 ? 28 : 27)
    expect(recoverEvmSigner(message, malleated)).toBe(account.address)
    expect(await recoverMessageAddress({ message, signature: malleated })).toBe(account.address)
  })

  test('undefined for what is not a recoverable signature', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const message = 'hello'
    const signature = await account.signMessage({ message })
    const n = secp256k1.Point.CURVE().n
    const cases: Record<string, Hex> = {
      'v of 2': withV(signature, 2),
      'v of 29': withV(signature, 29),
      'r of 0': withRS(signature, 'r', 0n),
      's of 0': withRS(signature, 's', 0n),
      's of n': withRS(signature, 's', n),
      'r with no point on the curve': withRS(signature, 'r', 5n),
      '64 bytes': signature.slice(0, 130) as Hex,
      '66 bytes': `${signature}00`,
      'not hex': `${signature.slice(0, 131)}g` as Hex,
    }
    for (const [what, bad] of Object.entries(cases)) expect(recoverEvmSigner(message, bad), what).toBeUndefined()
  })

  test('random r and s: the same key as viem, or no key where viem finds none', async () => {
    const n = secp256k1.Point.CURVE().n
    for (let i = 0; i < 64; i++) {
      const r = BigInt(bytesToHex(crypto.getRandomValues(new Uint8Array(32)))) % n
      const s = BigInt(bytesToHex(crypto.getRandomValues(new Uint8Array(32)))) % n
      const signature =
        `${numberToHex(r, { size: 32 })}${numberToHex(s, { size: 32 }).slice(2)}${i % 2 ? '1b' : '1c'}` as Hex
      const message = `random ${i}`
      const viem = await recoverMessageAddress({ message, signature }).catch(() => undefined)
      expect(recoverEvmSigner(message, signature), signature).toBe(viem)
    }
  })
})
