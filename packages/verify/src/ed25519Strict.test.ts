/**
 * Each of Ed25519's strict rules (ed25519Strict.ts) by name, on a case that breaks that rule and
 * no earlier one: where the equation itself holds, the rule alone refuses, through either answerer.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { equationHoldsByLibrary, equationHoldsByPlatform } from './ed25519Equation.js'
import { brokenEd25519Rule, verifyEd25519Strict, type Ed25519Answerer } from './ed25519Strict.js'
import {
  hexBytes,
  NON_CANONICAL_SMALL_ORDER_ENCODINGS,
  SMALL_ORDER_POINTS,
  signAsTorsionTwin,
  signWithIdentityR,
  signWithTorsionInR,
  torsionTwin,
} from '../../../test/proof/smallOrderKeys.ts'
import { solanaAddress, solanaSeed } from '../../../test/proof/testing.ts'

const L = ed25519.Point.CURVE().n
const text = 'I control this address.'
const message = new TextEncoder().encode(text)
const publicKey = base58.decode(solanaAddress)
const signature = ed25519.sign(message, solanaSeed)

/** `signature` with its S replaced. */
function withS(s: bigint): Uint8Array {
  return Uint8Array.of(...signature.subarray(0, 32), ...hexBytes(s.toString(16).padStart(64, '0')).reverse())
}

/** `signature` with its R replaced. */
function withR(r: Uint8Array): Uint8Array {
  return Uint8Array.of(...r, ...signature.subarray(32))
}

const S = BigInt(`0x${Buffer.from(signature.subarray(32)).reverse().toString('hex')}`)

const answerers: [string, Ed25519Answerer | undefined][] = [
  ['the platform, then the library', undefined],
  ['the platform alone', equationHoldsByPlatform],
  ['the library alone', equationHoldsByLibrary],
]

/** The rule broken, as each answerer decides it: the same for all three. */
async function brokenRules(key: Uint8Array, sig: Uint8Array, signed: Uint8Array = message) {
  return Promise.all(
    answerers.map(async ([, answerer]) => {
      const verdict = await verifyEd25519Strict(key, sig, signed, answerer)
      return verdict.valid ? 'valid' : verdict.broken
    }),
  )
}

const everyAnswerer = (answer: string) => answerers.map(() => answer)

describe('Ed25519 strict rules', () => {
  test('valid: a signature by the key, over the message', async () => {
    expect(await brokenRules(publicKey, signature)).toEqual(everyAnswerer('valid'))
  })

  test('key-length: a public key of 32 bytes exactly', async () => {
    for (const key of [publicKey.subarray(0, 31), Uint8Array.of(...publicKey, 0), new Uint8Array()])
      expect(await brokenRules(key, signature)).toEqual(everyAnswerer('key-length'))
  })

  test('signature-length: a signature of 64 bytes exactly', async () => {
    for (const sig of [signature.subarray(0, 63), Uint8Array.of(...signature, 0), new Uint8Array()])
      expect(await brokenRules(publicKey, sig)).toEqual(everyAnswerer('signature-length'))
  })

  test('s-canonical: S below L; S + L, L and 2^256 − 1 refused', async () => {
    expect(S < L).toBe(true)
    for (const s of [S + L, L, 2n ** 256n - 1n])
      expect(await brokenRules(publicKey, withS(s))).toEqual(everyAnswerer('s-canonical'))
    expect(brokenEd25519Rule(publicKey, withS(L - 1n))).toBeUndefined()
  })

  test('key-encoding: the other spellings of small-order points, y ≥ p, and a y with no x refused', async () => {
    const offCurve = Array.from({ length: 32 }, () => 0)
    offCurve[0] = 2 // y = 2: (y² − 1)/(d·y² + 1) has no square root
    const keys = [
      ...NON_CANONICAL_SMALL_ORDER_ENCODINGS.map((encoding) => hexBytes(encoding.hex)),
      hexBytes('f0ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'), // y = p + 3
      Uint8Array.from(offCurve),
    ]
    expect(ed25519.utils.isValidPublicKey(Uint8Array.from(offCurve), true)).toBe(false)
    for (const key of keys) expect(await brokenRules(key, signature)).toEqual(everyAnswerer('key-encoding'))
  })

  test('key-small-order: none of the eight points of small order is a key', async () => {
    for (const point of SMALL_ORDER_POINTS)
      expect(await brokenRules(hexBytes(point.hex), signature), point.hex).toEqual(everyAnswerer('key-small-order'))
  })

  test('r-encoding: an R that is another spelling of a point, or no point, refused', async () => {
    const rs = [
      ...NON_CANONICAL_SMALL_ORDER_ENCODINGS.map((encoding) => hexBytes(encoding.hex)),
      hexBytes('0200000000000000000000000000000000000000000000000000000000000000'),
    ]
    for (const r of rs) expect(await brokenRules(publicKey, withR(r))).toEqual(everyAnswerer('r-encoding'))
  })

  test('r-small-order: R = identity with S = k·a satisfies the equation, and is refused', async () => {
    const identityR = signWithIdentityR(text)
    // The library alone takes it; Node's OpenSSL refuses it of itself, which another engine need not.
    expect(await equationHoldsByLibrary(publicKey, identityR, message)).toBe(true)
    expect(await brokenRules(publicKey, identityR)).toEqual(everyAnswerer('r-small-order'))
    for (const point of SMALL_ORDER_POINTS)
      expect(await brokenRules(publicKey, withR(hexBytes(point.hex)))).toEqual(everyAnswerer('r-small-order'))
  })

  test.each([2, 4, 8] as const)(
    'key-torsion-free: A + T (T of order %i) refused, though its signature satisfies the exact equation',
    async (order) => {
      const twin = base58.decode(torsionTwin(solanaAddress, order))
      const twinSignature = base58.decode(signAsTorsionTwin(text, solanaSeed, order))
      expect(await equationHoldsByPlatform(twin, twinSignature, message)).toBe(true)
      expect(await brokenRules(twin, twinSignature)).toEqual(everyAnswerer('key-torsion-free'))
    },
  )

  test('equation: another message, or another key, refused', async () => {
    expect(await brokenRules(publicKey, signature, new TextEncoder().encode(`${text}.`))).toEqual(
      everyAnswerer('equation'),
    )
    const other = ed25519.getPublicKey(new Uint8Array(32).fill(9))
    expect(await brokenRules(other, signature)).toEqual(everyAnswerer('equation'))
  })

  test('r-torsion-free: R = r·B + T, which the library’s RFC 8032 mode (multiplied by 8) takes and the platform does not, refused by both', async () => {
    const torsionR = signWithTorsionInR(text)
    expect(ed25519.verify(torsionR, message, publicKey, { zip215: false })).toBe(true)
    expect(await equationHoldsByPlatform(publicKey, torsionR, message)).toBe(false)
    expect(await brokenRules(publicKey, torsionR)).toEqual(everyAnswerer('r-torsion-free'))
  })
})
