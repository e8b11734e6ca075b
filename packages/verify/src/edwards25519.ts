/**
 * Points of edwards25519, the curve of Ed25519 (RFC 8032, 5.1): only what Ed25519's strict rules
 * ask of a point, which is to decode it as RFC 8032 5.1.3 allows and to know its order. A proof
 * link's reader checks those rules before every verdict; written here, they cost under a kilobyte,
 * where a curve library would be one more download before the browser's own Ed25519 answers.
 *
 * Points are in extended coordinates (x = X/Z, y = Y/Z, x·y = T/Z) and added with the complete
 * formulas of Hisil, Wong, Carter and Dawson (2008) for a = −1: no case of the sum needs a branch.
 */

/** The field's prime, 2^255 − 19. */
const P = 2n ** 255n - 19n
/** The order of the prime-order subgroup the base point generates (RFC 8032's L). */
export const GROUP_ORDER = 2n ** 252n + 27742317777372353535851937790883648493n

function mod(value: bigint): bigint {
  const rest = value % P
  return rest < 0n ? rest + P : rest
}

/** base^exponent mod P, four bits of the exponent at a time (a square root is 252 squarings and 63 products). */
function power(base: bigint, exponent: bigint): bigint {
  const powers = [1n, mod(base)]
  for (let i = 2; i < 16; i++) powers.push(((powers[i - 1] as bigint) * (powers[1] as bigint)) % P)
  let result = 1n
  for (let shift = BigInt(exponent.toString(2).length + 3) & ~3n; shift > 0n;) {
    shift -= 4n
    for (let square = 0; square < 4; square++) result = (result * result) % P
    result = (result * (powers[Number((exponent >> shift) & 15n)] as bigint)) % P
  }
  return result
}

/** The curve's constant d = −121665/121666. */
const D = mod(-121665n * power(121666n, P - 2n))
/** A square root of −1, for the square roots of RFC 8032 5.1.3. */
const SQRT_MINUS_ONE = power(2n, (P - 1n) / 4n)

export type EdwardsPoint = { readonly X: bigint; readonly Y: bigint; readonly Z: bigint; readonly T: bigint }

const IDENTITY: EdwardsPoint = { X: 0n, Y: 1n, Z: 1n, T: 0n }

/** Little-endian bytes as a number. */
export function littleEndian(bytes: Uint8Array): bigint {
  let value = 0n
  for (let i = bytes.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i] ?? 0)
  return value
}

/**
 * The point a 32-byte encoding names, or undefined unless it is the one encoding of a point
 * (RFC 8032 5.1.3): y below p, x a square root that exists, and no sign bit set on x = 0, whose
 * negation is itself (so such an encoding would be a second spelling of the point).
 */
export function decodePoint(bytes: Uint8Array): EdwardsPoint | undefined {
  if (bytes.length !== 32) return undefined
  const encoded = littleEndian(bytes)
  const y = encoded & ((1n << 255n) - 1n)
  const xIsOdd = encoded >> 255n === 1n
  if (y >= P) return undefined
  const y2 = (y * y) % P
  const u = mod(y2 - 1n)
  const v = mod(D * y2 + 1n)
  const v3 = (v * v * v) % P
  let x = (u * v3 * power(u * v3 * v3 * v, (P - 5n) / 8n)) % P
  const vx2 = (v * x * x) % P
  if (vx2 === mod(-u)) x = (x * SQRT_MINUS_ONE) % P
  else if (vx2 !== u) return undefined
  if (x === 0n && xIsOdd) return undefined
  if (((x & 1n) === 1n) !== xIsOdd) x = P - x
  return { X: x, Y: y, Z: 1n, T: (x * y) % P }
}

function add(a: EdwardsPoint, b: EdwardsPoint): EdwardsPoint {
  const A = (a.X * b.X) % P
  const B = (a.Y * b.Y) % P
  const C = (((a.T * D) % P) * b.T) % P
  const zz = (a.Z * b.Z) % P
  const E = mod((a.X + a.Y) * (b.X + b.Y) - A - B)
  const F = mod(zz - C)
  const G = (zz + C) % P
  const H = (B + A) % P
  return { X: (E * F) % P, Y: (G * H) % P, Z: (F * G) % P, T: (E * H) % P }
}

function double(a: EdwardsPoint): EdwardsPoint {
  const A = (a.X * a.X) % P
  const B = (a.Y * a.Y) % P
  const C = (2n * a.Z * a.Z) % P
  const E = mod((a.X + a.Y) * (a.X + a.Y) - A - B)
  const G = mod(B - A)
  const F = mod(G - C)
  const H = mod(-A - B)
  return { X: (E * F) % P, Y: (G * H) % P, Z: (F * G) % P, T: (E * H) % P }
}

function isIdentity(point: EdwardsPoint): boolean {
  return point.X === 0n && point.Y === point.Z
}

/**
 * The point doubled, in projective coordinates (T left out, a multiplication saved) unless `withT`:
 * a doubling followed by another needs no T, only one followed by an addition does.
 */
function doubleProjective(a: EdwardsPoint, withT: boolean): EdwardsPoint {
  const A = (a.X * a.X) % P
  const B = (a.Y * a.Y) % P
  const C = (2n * a.Z * a.Z) % P
  const sum = a.X + a.Y
  // Offsets of P keep every difference non-negative; G, F and H (each below 3P) are reduced by the
  // products they go into.
  const E = (sum * sum + 2n * P - A - B) % P
  const G = B + P - A
  const F = G + 2n * P - C
  const H = 2n * P - A - B
  return { X: (E * F) % P, Y: (G * H) % P, Z: (F * G) % P, T: withT ? (E * H) % P : 0n }
}

/** L in width-5 NAF, most significant digit first: a non-zero digit (odd, below 16 in size) in at most one bit of six. */
const L_DIGITS: number[] = (() => {
  const digits: number[] = []
  for (let rest = GROUP_ORDER; rest > 0n; rest >>= 1n) {
    let digit = 0
    if (rest & 1n) {
      digit = Number(rest & 31n)
      if (digit >= 16) digit -= 32
      rest -= BigInt(digit)
    }
    digits.push(digit)
  }
  return digits.reverse()
})()

function negate(point: EdwardsPoint): EdwardsPoint {
  return { X: (P - point.X) % P, Y: point.Y, Z: point.Z, T: (P - point.T) % P }
}

/** L·point through a table of point, 3·point, …, 15·point: 252 doublings and about 22 additions. */
function multiplyByGroupOrder(point: EdwardsPoint): EdwardsPoint {
  const twice = double(point)
  const odd = [point]
  for (let i = 1; i < 8; i++) odd.push(add(odd[i - 1] as EdwardsPoint, twice))
  let sum = IDENTITY
  for (let i = 0; i < L_DIGITS.length; i++) {
    const digit = L_DIGITS[i] ?? 0
    if (digit !== 0) {
      const multiple = odd[(Math.abs(digit) - 1) >> 1] as EdwardsPoint
      sum = add(sum, digit > 0 ? multiple : negate(multiple))
    }
    if (i + 1 < L_DIGITS.length) sum = doubleProjective(sum, L_DIGITS[i + 1] !== 0)
  }
  return sum
}

/** Whether 8·point is the identity: one of the eight points no private key makes. */
export function hasSmallOrder(point: EdwardsPoint): boolean {
  return isIdentity(double(double(double(point))))
}

/**
 * Whether L·point is the identity: the point lies in the subgroup of the base point, with no
 * part of small order added to it. Every key made from a private key does.
 */
export function isTorsionFree(point: EdwardsPoint): boolean {
  return isIdentity(multiplyByGroupOrder(point))
}
