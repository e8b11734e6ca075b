/**
 * The probe that tells a platform checking Ed25519's exact equation from one that multiplies it by
 * the cofactor, and the rules kept on the path it opens (ed25519Strict.ts leaves R's multiplication
 * by L out when such a platform says yes): every verdict and first rule broken as before.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { equationHoldsByLibrary, equationHoldsByPlatform } from './ed25519Equation.js'
import { platformChecksWithoutCofactor, TORSIONED_R_PROBE } from './ed25519PlatformProbe.js'
import { brokenEd25519Rule, verifyEd25519Strict } from './ed25519Strict.js'
import {
  signAsTorsionTwin,
  signWithIdentityR,
  signWithTorsionInR,
  torsionTwin,
} from '../../../test/proof/smallOrderKeys.ts'
import { solanaAddress, solanaSeed } from '../../../test/proof/testing.ts'

const { publicKey, signature, message } = TORSIONED_R_PROBE

describe('the exact-equation probe', () => {
  test('its signature: the equation multiplied by 8 holds, R has a part of order 2, the key is torsion-free', () => {
    expect(ed25519.verify(signature, message, publicKey, { zip215: false })).toBe(true)
    const r = ed25519.Point.fromBytes(signature.subarray(0, 32))
    expect(r.isTorsionFree()).toBe(false)
    // L·R is the point of order 2: not the identity, and twice it is.
    const lR = r.multiplyUnsafe(ed25519.Point.CURVE().n - 1n).add(r)
    expect([lR.is0(), lR.double().is0()]).toEqual([false, true])
    expect(ed25519.Point.fromBytes(publicKey).isTorsionFree()).toBe(true)
    expect(brokenEd25519Rule(publicKey, signature)).toBe('r-torsion-free')
  })

  test('this platform checks the exact equation; an engine that multiplies by the cofactor is told apart', async () => {
    expect(await platformChecksWithoutCofactor(equationHoldsByPlatform)).toBe(true)
    expect(await platformChecksWithoutCofactor(equationHoldsByLibrary)).toBe(false)
  })

  test('from the second signature on (the probe asked), the same verdict and the same first rule broken', async () => {
    const text = 'I control this address.'
    const signed = new TextEncoder().encode(text)
    const key = base58.decode(solanaAddress)
    const good = ed25519.sign(signed, solanaSeed)
    const cases: [Uint8Array, Uint8Array, Uint8Array, string][] = [
      [key, good, signed, 'valid'],
      [key, good, new TextEncoder().encode(`${text}.`), 'equation'],
      [key, signWithTorsionInR(text), signed, 'r-torsion-free'],
      [key, signWithIdentityR(text), signed, 'r-small-order'],
      [base58.decode(torsionTwin(solanaAddress)), base58.decode(signAsTorsionTwin(text)), signed, 'key-torsion-free'],
      [publicKey, signature, message, 'r-torsion-free'],
    ]
    for (let round = 0; round < 3; round++)
      for (const [k, sig, m, rule] of cases) {
        const verdict = await verifyEd25519Strict(k, sig, m)
        expect(verdict.valid ? 'valid' : verdict.broken).toBe(rule)
      }
    // The platform alone agrees where it answers yes.
    expect(await equationHoldsByPlatform(key, good, signed)).toBe(true)
  })
})
