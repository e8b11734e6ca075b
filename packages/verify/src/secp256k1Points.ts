/**
 * Points of secp256k1 (SEC 2, 2.4.1: y² = x³ + 7 over the prime field of p), only what recovering
 * a public key from an ECDSA signature asks: the point with a given x, sums and doublings, and the
 * affine coordinates of a result. Written here rather than taken from a curve library so a proof
 * link's reader carries under a kilobyte of curve code (the libraries are 3 to 15 KB gzip), and in
 * Jacobian coordinates (x = X/Z², y = Y/Z³), whose doubling (2M + 5S, a = 0) and mixed addition
 * (7M + 4S) are about half the field multiplications of the complete projective formulas the
 * libraries use for every sum.
 *
 * Sums here are exact on every input: a sum of a point and itself is a doubling, of a point and its
 * negation the point at infinity (Z = 0), and the point at infinity is each sum's identity. The
 * scalars come from a signature someone else wrote, so no case can be assumed away.
 */

/** The field's prime, 2^256 − 2^32 − 977. */
export const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn
/** The group order (the curve has no cofactor). */
export const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** A point in Jacobian coordinates; Z = 0 is the point at infinity. */
export type JacobianPoint = { readonly X: bigint; readonly Y: bigint; readonly Z: bigint }

/** An affine point (Z = 1), what the tables hold: adding one costs a third less. */
export type AffinePoint = { readonly x: bigint; readonly y: bigint }

export const INFINITY: JacobianPoint = { X: 1n, Y: 1n, Z: 0n }

/** The base point G (SEC 2, 2.4.1). */
export const G: AffinePoint = {
  x: 0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n,
  y: 0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n,
}

/** value mod P, for a value that may be negative. */
function mod(value: bigint): bigint {
  const rest = value % P
  return rest < 0n ? rest + P : rest
}

/** base^exponent mod P, four bits at a time. */
function power(base: bigint, exponent: bigint): bigint {
  const powers = [1n, base]
  for (let i = 2; i < 16; i++) powers.push(((powers[i - 1] as bigint) * base) % P)
  let result = 1n
  for (let shift = 252n; shift >= 0n; shift -= 4n) {
    for (let square = 0; square < 4; square++) result = (result * result) % P
    result = (result * (powers[Number((exponent >> shift) & 15n)] as bigint)) % P
  }
  return result
}

/** The inverse of a non-zero value mod `modulus`, by the extended Euclidean algorithm. */
export function invert(value: bigint, modulus: bigint): bigint {
  let a = ((value % modulus) + modulus) % modulus
  let b = modulus
  let x = 0n
  let u = 1n
  while (a !== 0n) {
    const quotient = b / a
    ;[a, b] = [b - quotient * a, a]
    ;[u, x] = [x - quotient * u, u]
  }
  return x < 0n ? x + modulus : x
}

/**
 * The point with this x whose y is even (`odd` false) or odd, or undefined when x³ + 7 has no square
 * root mod P (no point has this x). x must be below P.
 */
export function pointWithX(x: bigint, odd: boolean): AffinePoint | undefined {
  const ySquared = (((x * x) % P) * x + 7n) % P
  // P ≡ 3 (mod 4): a square's root is its power (P + 1)/4.
  let y = power(ySquared, (P + 1n) >> 2n)
  if ((y * y) % P !== ySquared) return undefined
  if (((y & 1n) === 1n) !== odd) y = P - y
  return { x, y }
}

export function double(point: JacobianPoint): JacobianPoint {
  const { X, Y, Z } = point
  // No point of order 2 exists (y = 0 has no x: −7 is not a cube mod P), so only infinity doubles to it.
  if (Z === 0n) return INFINITY
  const A = (X * X) % P
  const B = (Y * Y) % P
  const C = (B * B) % P
  const D = mod(2n * ((X + B) ** 2n - A - C))
  const E = 3n * A
  const F = (E * E) % P
  const X3 = mod(F - 2n * D)
  return { X: X3, Y: mod(E * (D - X3) - 8n * C), Z: (2n * Y * Z) % P }
}

/** point + q, for a q in affine coordinates (mixed addition). */
export function addAffine(point: JacobianPoint, q: AffinePoint): JacobianPoint {
  const { X, Y, Z } = point
  if (Z === 0n) return { X: q.x, Y: q.y, Z: 1n }
  const ZZ = (Z * Z) % P
  const H = mod(q.x * ZZ - X)
  const r = mod(((q.y * ZZ) % P) * Z - Y)
  if (H === 0n) return r === 0n ? double(point) : INFINITY
  const HH = (H * H) % P
  const HHH = (H * HH) % P
  const V = (X * HH) % P
  const X3 = mod(r * r - HHH - 2n * V)
  return { X: X3, Y: mod(r * (V - X3) - Y * HHH), Z: (Z * H) % P }
}

/**
 * Jacobian points as affine ones, with one inversion for all (Montgomery's trick); undefined for
 * the point at infinity, which has no affine coordinates.
 */
export function toAffine(points: readonly JacobianPoint[]): (AffinePoint | undefined)[] {
  const prefix: bigint[] = []
  let product = 1n
  for (const { Z } of points) {
    prefix.push(product)
    if (Z !== 0n) product = (product * Z) % P
  }
  let inverse = invert(product, P)
  const affine: (AffinePoint | undefined)[] = points.map(() => undefined)
  for (let i = points.length - 1; i >= 0; i--) {
    const { X, Y, Z } = points[i] as JacobianPoint
    if (Z === 0n) continue
    const zInverse = (inverse * (prefix[i] as bigint)) % P
    inverse = (inverse * Z) % P
    const zz = (zInverse * zInverse) % P
    affine[i] = { x: (X * zz) % P, y: (((Y * zz) % P) * zInverse) % P }
  }
  return affine
}
