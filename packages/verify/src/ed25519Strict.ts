/**
 * Ed25519 by RFC 8032's strict rules, the same whichever answerer checks the equation. The
 * equation alone, as a lenient verifier checks it (ZIP 215, the library's default), accepts
 * "signatures" no private key made: with a key of small order (the all-zero key that Solana
 * spells `11111111111111111111111111111111`, the identity, and six more), R = identity and S = 0
 * satisfy it for every message. So each rule below is checked here first, on the bytes.
 */
import { equationHoldsByLibrary, equationHoldsByPlatform } from './ed25519Equation.js'
import { decodePoint, GROUP_ORDER, hasSmallOrder, isTorsionFree, littleEndian } from './edwards25519.js'

/**
 * Each rule by name, in the order checked (the cheap ones first):
 * - `key-length`: the public key A is exactly 32 bytes;
 * - `signature-length`: the signature is exactly 64 bytes, R ‖ S;
 * - `s-canonical`: S < L, the group order (RFC 8032 5.1.7), so no S + L spells a second signature;
 * - `key-encoding` and `r-encoding`: A and R are each the one encoding of a curve point (y < p, and
 *   no sign bit on x = 0; RFC 8032 5.1.3);
 * - `key-small-order` and `r-small-order`: 8·A and 8·R are not the identity (no private key
 *   gives such an A, and no signer's nonce such an R; libsodium refuses both too);
 * - `key-torsion-free`: L·A is the identity, so A has no part of small order and A + T (T of
 *   order 2, 4 or 8) is never a second key of A's holder;
 * - `r-torsion-free`: L·R is the identity. With A, R and S so held, the equation with and without
 *   the cofactor 8 are one: every answerer, whichever of the two its engine checks, gives one answer,
 *   and a key's holder cannot spell one signature eight ways (R + T);
 * - `equation`: [S]B = R + [k]A, k = SHA-512(R ‖ A ‖ M) mod L, exactly, not multiplied by 8.
 */
export type Ed25519Rule =
  | 'key-length'
  | 'signature-length'
  | 's-canonical'
  | 'key-encoding'
  | 'key-small-order'
  | 'r-encoding'
  | 'r-small-order'
  | 'key-torsion-free'
  | 'r-torsion-free'
  | 'equation'

/** The first rule before the equation that a key and signature break, or undefined when they keep them all. */
export function brokenEd25519Rule(
  publicKey: Uint8Array,
  signature: Uint8Array,
): Exclude<Ed25519Rule, 'equation'> | undefined {
  if (publicKey.length !== 32) return 'key-length'
  if (signature.length !== 64) return 'signature-length'
  if (littleEndian(signature.subarray(32)) >= GROUP_ORDER) return 's-canonical'
  const key = decodePoint(publicKey)
  if (!key) return 'key-encoding'
  if (hasSmallOrder(key)) return 'key-small-order'
  const r = decodePoint(signature.subarray(0, 32))
  if (!r) return 'r-encoding'
  if (hasSmallOrder(r)) return 'r-small-order'
  // Last: a multiplication by L each, the costliest rules, for what the cheap ones let through.
  if (!isTorsionFree(key)) return 'key-torsion-free'
  if (!isTorsionFree(r)) return 'r-torsion-free'
  return undefined
}

/** Who checks the equation: the browser's Web Crypto, the library, or the first then the second. */
export type Ed25519Answerer = (publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array) => Promise<boolean>

/** The platform's yes, else the library's answer: a browser without Ed25519 costs time, not a verdict. */
const platformThenLibrary: Ed25519Answerer = async (publicKey, signature, message) =>
  (await equationHoldsByPlatform(publicKey, signature, message)) ||
  (await equationHoldsByLibrary(publicKey, signature, message))

export type Ed25519Verdict = { valid: true } | { valid: false; broken: Ed25519Rule }

/**
 * Whether `signature` is `publicKey`'s over `message` by every rule, or the first rule it breaks.
 * `answerer` is for tests, which hold each answerer alone to the same rules.
 */
export async function verifyEd25519Strict(
  publicKey: Uint8Array,
  signature: Uint8Array,
  message: Uint8Array,
  answerer: Ed25519Answerer = platformThenLibrary,
): Promise<Ed25519Verdict> {
  const broken = brokenEd25519Rule(publicKey, signature)
  if (broken) return { valid: false, broken }
  return (await answerer(publicKey, signature, message)) ? { valid: true } : { valid: false, broken: 'equation' }
}
