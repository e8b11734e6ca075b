/**
 * Which elliptic curve's own code a script carries, read from a constant only that curve's
 * definition holds, as the minifier may write it (hex or decimal). noble's shared modules (field
 * arithmetic, the generic curve checks) carry neither, so a chunk's name says nothing: only its
 * content does.
 */
const MARKERS = {
  // secp256k1's group order n.
  secp256k1: [
    'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141',
    String(BigInt('0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141')),
  ],
  // ed25519's field prime, 2^255 - 19.
  ed25519: ['7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffed', String(2n ** 255n - 19n)],
} as const

export type Curve = keyof typeof MARKERS

export function curvesIn(code: string): Curve[] {
  const lower = code.toLowerCase()
  return (Object.keys(MARKERS) as Curve[]).filter((curve) => MARKERS[curve].some((marker) => lower.includes(marker)))
}
