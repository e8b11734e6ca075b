import { ed25519 } from '@noble/curves/ed25519'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { decodePoint, GROUP_ORDER, hasSmallOrder, isTorsionFree } from './edwards25519.js'
import {
  hexBytes,
  NON_CANONICAL_SMALL_ORDER_ENCODINGS,
  SMALL_ORDER_POINTS,
  torsionPoint,
} from '../../../test/proof/smallOrderKeys.ts'

type LibraryPoint = ReturnType<typeof ed25519.Point.fromBytes>

/** The library's strict (RFC 8032) reading of an encoding, or undefined where it throws. */
function libraryPoint(bytes: Uint8Array): LibraryPoint | undefined {
  try {
    return ed25519.Point.fromBytes(bytes, false)
  } catch {
    return undefined
  }
}

/** Encodings near every edge: random bytes, y just below and above p, each with either sign bit. */
function encodings(): Uint8Array[] {
  const random = Array.from({ length: 400 }, () => crypto.getRandomValues(new Uint8Array(32)))
  const nearP = Array.from({ length: 24 }, (_, i) => {
    const bytes = hexBytes('e0ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f')
    bytes[0] = 0xe0 + i // y = p − 13 … p + 10
    return bytes
  })
  const all = [...random, ...nearP, ...SMALL_ORDER_POINTS.map((point) => hexBytes(point.hex))]
  return [...all, ...all.map((bytes) => Uint8Array.of(...bytes.subarray(0, 31), (bytes[31] ?? 0) ^ 0x80))]
}

describe('edwards25519', () => {
  test('L is the library’s group order', () => {
    expect(GROUP_ORDER).toBe(ed25519.Point.CURVE().n)
  })

  test('decodes exactly the encodings the library reads by RFC 8032, to the same point', () => {
    for (const bytes of encodings()) {
      const ours = decodePoint(bytes)
      const theirs = libraryPoint(bytes)
      expect(ours === undefined, Buffer.from(bytes).toString('hex')).toBe(theirs === undefined)
      if (ours && theirs) expect([ours.X, ours.Y]).toEqual([theirs.x, theirs.y])
    }
  })

  test('refuses every other spelling of a small-order point, and any length but 32', () => {
    for (const encoding of NON_CANONICAL_SMALL_ORDER_ENCODINGS)
      expect(decodePoint(hexBytes(encoding.hex))).toBeUndefined()
    expect(decodePoint(new Uint8Array(31))).toBeUndefined()
    expect(decodePoint(new Uint8Array(33))).toBeUndefined()
  })

  test('small order and torsion-free as the library says, for points of every order', () => {
    const base = ed25519.getPublicKey(new Uint8Array(32).fill(5))
    const points = [
      base,
      ...SMALL_ORDER_POINTS.map((point) => hexBytes(point.hex)),
      ...([2, 4, 8] as const).map((order) => ed25519.Point.fromBytes(base).add(torsionPoint(order)).toBytes()),
      ...encodings().slice(0, 60),
    ]
    let mixed = 0
    for (const bytes of points) {
      const ours = decodePoint(bytes)
      const theirs = libraryPoint(bytes)
      if (!ours || !theirs) continue
      expect(hasSmallOrder(ours)).toBe(theirs.isSmallOrder())
      expect(isTorsionFree(ours)).toBe(theirs.isTorsionFree())
      if (!theirs.isTorsionFree() && !theirs.isSmallOrder()) mixed++
    }
    expect(mixed).toBeGreaterThanOrEqual(3)
  })
})

describe('edwards25519 against the library, on random points with every part of small order', () => {
  test('k·B + T: torsion-free exactly when T is the identity; decoded as the library decodes it', () => {
    const torsion = SMALL_ORDER_POINTS.map((point) => ed25519.Point.fromBytes(hexBytes(point.hex)))
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: GROUP_ORDER - 1n }), fc.nat(7), (k, which) => {
        const t = torsion[which]!
        const point = ed25519.Point.BASE.multiply(k).add(t)
        const bytes = point.toBytes()
        const ours = decodePoint(bytes)
        expect(ours && ed25519.Point.fromAffine({ x: ours.X, y: ours.Y }).equals(point)).toBe(true)
        expect(isTorsionFree(ours!)).toBe(t.is0())
        expect(hasSmallOrder(ours!)).toBe(false)
      }),
      { numRuns: 400 },
    )
  })
})
