/**
 * The hand-written secp256k1 arithmetic (secp256k1Points.ts, secp256k1SumOfMultiples.ts) held to
 * @noble/curves on random scalars and points, on the scalars at the edges of the GLV split and the
 * NAF windows, and on the points whose sums meet the exceptional cases of the addition formulas
 * (a point added to itself or to its negation, on the way or at the end).
 */
import { secp256k1 } from '@noble/curves/secp256k1'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { G, N, P, pointWithX, type AffinePoint } from './secp256k1Points.js'
import { splitScalar, sumOfMultiples, sumOfMultiplesWith, tableOf } from './secp256k1SumOfMultiples.js'

type LibraryPoint = ReturnType<typeof secp256k1.Point.fromAffine>

const BASE = secp256k1.Point.BASE
const LAMBDA = 0x5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72n

const ours = (point: LibraryPoint): AffinePoint => point.toAffine()
const multiple = (point: LibraryPoint, k: bigint) => point.multiplyUnsafe(k % N)

/** u1·A + u2·B by the library, as an affine point or undefined for the point at infinity. */
function expected(u1: bigint, a: LibraryPoint, u2: bigint, b: LibraryPoint): AffinePoint | undefined {
  const sum = multiple(a, u1).add(multiple(b, u2))
  return sum.is0() ? undefined : sum.toAffine()
}

const scalar = fc.bigInt({ min: 0n, max: N - 1n })
const EDGE_SCALARS = [
  0n,
  1n,
  2n,
  3n,
  N - 1n,
  N - 2n,
  N >> 1n,
  (N >> 1n) + 1n,
  LAMBDA,
  N - LAMBDA,
  (LAMBDA * LAMBDA) % N,
  2n ** 128n - 1n,
  2n ** 128n,
  2n ** 128n + 1n,
  2n ** 255n,
  // Around the NAF windows' edges (5 and 8 bits): digits at ±(2^(w−1) − 1), and carries.
  15n,
  16n,
  17n,
  127n,
  128n,
]

/** Points whose multiples meet G's and each other's: G itself, its negation, its small multiples, φ(G). */
const RELATED = [1n, N - 1n, 2n, 17n, LAMBDA, N - LAMBDA, (LAMBDA * LAMBDA) % N].map((k) => BASE.multiply(k))

describe('secp256k1 arithmetic against @noble/curves', () => {
  test('the GLV split: k1 + k2·λ ≡ k (mod n), both halves below 2^128', () => {
    const check = (k: bigint) => {
      const [k1, k2] = splitScalar(k)
      expect((((k1 + k2 * LAMBDA) % N) + N) % N).toBe(k)
      expect(k1 < 2n ** 128n && -k1 < 2n ** 128n && k2 < 2n ** 128n && -k2 < 2n ** 128n).toBe(true)
    }
    EDGE_SCALARS.forEach(check)
    fc.assert(fc.property(scalar, check), { numRuns: 2_000 })
  })

  test('the point with a given x and parity, or none: as the library decodes 02/03 ‖ x', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: P - 1n }), fc.boolean(), (x, odd) => {
        let theirs: AffinePoint | undefined
        try {
          theirs = secp256k1.Point.fromHex(`${odd ? '03' : '02'}${x.toString(16).padStart(64, '0')}`).toAffine()
        } catch {
          theirs = undefined
        }
        expect(pointWithX(x, odd)).toEqual(theirs)
      }),
      { numRuns: 1_000 },
    )
  })

  test('u1·G + u2·R for random scalars and random points, with every table width', () => {
    fc.assert(
      fc.property(scalar, scalar, fc.bigInt({ min: 1n, max: N - 1n }), (u1, u2, k) => {
        const r = BASE.multiply(k)
        const want = expected(u1, BASE, u2, r)
        expect(sumOfMultiples(u1, ours(r), u2)).toEqual(want)
        for (const [gWidth, rWidth] of [
          [5, 5],
          [8, 5],
          [3, 4],
          [8, 8],
        ] as const)
          expect(sumOfMultiplesWith(u1, tableOf(G, gWidth), u2, tableOf(ours(r), rWidth))).toEqual(want)
      }),
      { numRuns: 150 },
    )
  }, 60_000)

  test('edge scalars, and points whose sums meet: P + P, P + (−P), the sum at infinity', { timeout: 60_000 }, () => {
    const gTables = [tableOf(G, 5), tableOf(G, 8)]
    for (const r of RELATED) {
      const rTable = tableOf(ours(r), 5)
      EDGE_SCALARS.forEach((u1, i) =>
        EDGE_SCALARS.forEach((u2, j) => {
          const gTable = gTables[(i + j) % 2]!
          expect(sumOfMultiplesWith(u1, gTable, u2, rTable), `${u1}·G + ${u2}·R`).toEqual(expected(u1, BASE, u2, r))
        }),
      )
    }
  })

  test('sums that cancel: u2·R = −u1·G for R a multiple of G, at infinity; u1·G + u2·R = 2·(u1·G) doubles', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: N - 1n }), fc.bigInt({ min: 1n, max: N - 1n }), (u1, k) => {
        const r = BASE.multiply(k)
        // u2 with u2·k ≡ −u1: the sum is the point at infinity.
        const kInverse = secp256k1.Point.Fn.inv(k)
        const cancel = (((N - u1) % N) * kInverse) % N
        expect(sumOfMultiplesWith(u1, tableOf(G, 8), cancel, tableOf(ours(r), 5))).toBeUndefined()
        // u2 with u2·k ≡ u1: the two halves are one point, the sum its double.
        const same = (u1 * kInverse) % N
        expect(sumOfMultiplesWith(u1, tableOf(G, 5), same, tableOf(ours(r), 5))).toEqual(expected(u1, BASE, same, r))
      }),
      { numRuns: 200 },
    )
  }, 60_000)
})
