/**
 * u1·G + u2·R on secp256k1, the one multiplication a public key's recovery needs, in about half
 * the additions and doublings of the scalars' bits taken one by one:
 * - each scalar is split by the curve's endomorphism φ(x, y) = (β·x, y) = λ·(x, y) into two
 *   halves of at most 128 bits, u = k1 + k2·λ (GLV; the lattice basis is the one libsecp256k1 and
 *   @noble/curves use), so the four halves share 128 doublings instead of 256;
 * - each half is written in width-w NAF, a non-zero digit at most once in w + 1 bits, and added
 *   from a table of its point's odd multiples (Straus: one pass for the four).
 * G's table is built once: small (8 multiples) for a process's first signature, as a proof link's
 * reader checks one; 64 multiples, and so fewer additions, once a process checks a second.
 */
import {
  addAffine,
  double,
  G,
  INFINITY,
  N,
  P,
  toAffine,
  type AffinePoint,
  type JacobianPoint,
} from './secp256k1Points.js'

/** β, a cube root of unity mod P: φ(x, y) = (β·x, y) is λ·(x, y) for every point. */
const BETA = 0x7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501een
/** The basis (a1, b1), (a2, b2 = a1) of the lattice of (k1, k2) with k1 + k2·λ ≡ 0 (mod N). */
const A1 = 0x3086d221a7d46bcde86c90e49284eb15n
const B1 = -0xe4437ed6010e88286f547fa90abfe4c3n
const A2 = 0x114ca50f7a8e2f3f657c1108d9d44cfd8n

/** The nearest integer to a non-negative numerator over N. */
const nearest = (numerator: bigint) => (numerator + (N >> 1n)) / N

/** k ∈ [0, N) as k1 + k2·λ (mod N), |k1| and |k2| below 2^128. */
export function splitScalar(k: bigint): [bigint, bigint] {
  const c1 = nearest(A1 * k)
  const c2 = nearest(-B1 * k)
  return [k - c1 * A1 - c2 * A2, -c1 * B1 - c2 * A1]
}

/** |k| in width-`width` NAF, least significant digit first, each digit signed as k is. */
function nafDigits(k: bigint, width: number): number[] {
  const sign = k < 0n ? -1 : 1
  let rest = k < 0n ? -k : k
  const size = 1 << width
  const mask = BigInt(size - 1)
  const digits: number[] = []
  while (rest > 0n) {
    let digit = 0
    if (rest & 1n) {
      digit = Number(rest & mask)
      if (digit >= size >> 1) digit -= size
      rest -= BigInt(digit)
    }
    digits.push(sign * digit)
    rest >>= 1n
  }
  return digits
}

/** point, 3·point, 5·point, … up to (2^(width−1) − 1)·point, affine. */
function oddMultiples(point: AffinePoint, width: number): AffinePoint[] {
  // A point of prime order N times a number below 2^width is never the point at infinity.
  const twice = toAffine([double({ X: point.x, Y: point.y, Z: 1n })])[0] as AffinePoint
  const multiples: JacobianPoint[] = [{ X: point.x, Y: point.y, Z: 1n }]
  for (let i = 1; i < 1 << (width - 2); i++) multiples.push(addAffine(multiples[i - 1] as JacobianPoint, twice))
  return toAffine(multiples) as AffinePoint[]
}

/** φ applied to each point of a table: the table of φ(point)'s multiples, at one multiplication each. */
function endomorphic(table: readonly AffinePoint[]): AffinePoint[] {
  return table.map(({ x, y }) => ({ x: (x * BETA) % P, y }))
}

export type Table = { width: number; points: AffinePoint[]; endomorphic: AffinePoint[] }

/** A point's table of odd multiples for NAF digits of `width` bits, and φ's of the same. */
export function tableOf(point: AffinePoint, width: number): Table {
  const points = oddMultiples(point, width)
  return { width, points, endomorphic: endomorphic(points) }
}

const FIRST_G_WIDTH = 5
const G_WIDTH = 8
const R_WIDTH = 5

let gTable: Table | undefined
let sums = 0

function baseTable(): Table {
  sums++
  if (!gTable || (sums > 1 && gTable.width < G_WIDTH)) gTable = tableOf(G, sums > 1 ? G_WIDTH : FIRST_G_WIDTH)
  return gTable
}

type Term = { digits: number[]; table: AffinePoint[] }

function termsOf(k: bigint, table: Table): Term[] {
  const [k1, k2] = splitScalar(k)
  return [
    { digits: nafDigits(k1, table.width), table: table.points },
    { digits: nafDigits(k2, table.width), table: table.endomorphic },
  ]
}

/** u1·G + u2·R for u1, u2 in [0, N); undefined when the sum is the point at infinity. */
export function sumOfMultiples(u1: bigint, r: AffinePoint, u2: bigint): AffinePoint | undefined {
  return sumOfMultiplesWith(u1, baseTable(), u2, tableOf(r, R_WIDTH))
}

/** u1·A + u2·B from the two points' tables (exported for the tests, which hold each table width to the library). */
export function sumOfMultiplesWith(u1: bigint, a: Table, u2: bigint, b: Table): AffinePoint | undefined {
  const terms = [...termsOf(u1, a), ...termsOf(u2, b)]
  let sum = INFINITY
  for (let i = Math.max(...terms.map((term) => term.digits.length)) - 1; i >= 0; i--) {
    sum = double(sum)
    for (const { digits, table } of terms) {
      const digit = digits[i]
      if (!digit) continue
      const point = table[(Math.abs(digit) - 1) >> 1] as AffinePoint
      sum = addAffine(sum, digit > 0 ? point : { x: point.x, y: P - point.y })
    }
  }
  return toAffine([sum])[0]
}
