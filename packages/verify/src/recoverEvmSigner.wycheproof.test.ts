/**
 * Project Wycheproof's ECDSA secp256k1 / SHA-256 vectors in IEEE P1363 form
 * (test/wycheproof/ecdsa_secp256k1_sha256_p1363_test.json, unchanged), decided by the recovery
 * recoverEvmSigner uses: digest = SHA-256(msg), signature = r ‖ s (64 bytes; any other length is
 * refused), a key recovered with each recovery id Ethereum's v can carry (0 and 1); accepted when
 * one of the two is the vector's public key.
 */
import { readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1'
import { describe, expect, test } from 'vitest'
import { recoverPublicKey, uncompressedHex } from './recoverEvmSigner.js'

type Vector = { tcId: number; comment: string; flags: string[]; msg: string; sig: string; result: string }
type VectorFile = {
  numberOfTests: number
  testGroups: { publicKey: { uncompressed: string }; tests: Vector[] }[]
}

const file = JSON.parse(
  readFileSync(new URL('../../../test/wycheproof/ecdsa_secp256k1_sha256_p1363_test.json', import.meta.url), 'utf8'),
) as VectorFile
const vectors = file.testGroups.flatMap((group) =>
  group.tests.map((vector) => ({ ...vector, publicKey: group.publicKey.uncompressed })),
)

/**
 * Valid signatures this recovery cannot decide as valid: R's x is r + n, not r (r < p − n), so
 * only the recovery ids 2 and 3 reach R, and Ethereum's v names 0 and 1 alone. Refused here, as
 * `ecrecover` refuses them; an Ethereum wallet never gives one, since it would not recover.
 */
const UNREACHABLE: Record<number, string> = {
  115: 'k·G has a large x-coordinate: R.x = r + n',
  247: 'r = 2, x = n + 2 is the smallest possible x with a reduction: R.x = r + n',
}

const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'))
const digestOf = (message: string) => createHash('sha256').update(hex(message)).digest()

/** Whether a vector's signature recovers its public key by recovery id 0 or 1. */
function accepted(vector: (typeof vectors)[number]): boolean {
  const signature = hex(vector.sig)
  if (signature.length !== 64) return false
  const r = BigInt(`0x${vector.sig.slice(0, 64)}`)
  const s = BigInt(`0x${vector.sig.slice(64)}`)
  const digest = digestOf(vector.msg)
  return ([0, 1] as const).some((bit) => {
    const key = recoverPublicKey(r, s, bit, digest)
    return key !== undefined && uncompressedHex(key) === `0x${vector.publicKey}`
  })
}

describe('Wycheproof ecdsa_secp256k1_sha256_p1363_test.json', () => {
  test('the vendored file: every vector read, none "acceptable"', () => {
    expect(vectors).toHaveLength(file.numberOfTests)
    expect(vectors.filter((vector) => vector.result !== 'valid' && vector.result !== 'invalid')).toEqual([])
  })

  test.each(vectors.map((vector) => [vector.tcId, vector.result, vector.comment, vector]))(
    'tcId %i, %s: %s',
    (tcId, result, _, vector) => {
      expect(accepted(vector)).toBe(result === 'valid' && !(tcId in UNREACHABLE))
    },
  )

  test.each(Object.entries(UNREACHABLE))(
    'tcId %s is valid, and its R has x = r + n, which recovery ids 0 and 1 do not reach: %s',
    (tcId) => {
      const vector = vectors.find((candidate) => candidate.tcId === Number(tcId))!
      expect(vector.result).toBe('valid')
      const signature = hex(vector.sig)
      const digest = digestOf(vector.msg)
      expect(secp256k1.verify(signature, digest, hex(vector.publicKey), { prehash: false, lowS: false })).toBe(true)
      // R = u1·G + u2·Q, as ECDSA verification computes it.
      const { n } = secp256k1.Point.CURVE()
      const r = BigInt(`0x${vector.sig.slice(0, 64)}`)
      const sInverse = secp256k1.Point.Fn.inv(BigInt(`0x${vector.sig.slice(64)}`))
      const e = BigInt(`0x${Buffer.from(digest).toString('hex')}`) % n
      const R = secp256k1.Point.BASE.multiply((e * sInverse) % n).add(
        secp256k1.Point.fromHex(vector.publicKey).multiply((r * sInverse) % n),
      )
      expect(R.x).toBe(r + n)
    },
  )
})
