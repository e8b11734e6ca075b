/**
 * Ed25519 by RFC 8032's strict rules, the same whichever answerer checks the equation. The
 * equation alone, as a lenient verifier checks it (ZIP 215, the library's default), accepts
 * "signatures" no private key made: with a key of small order (the all-zero key that Solana
 * spells `11111111111111111111111111111111`, the identity, and six more), R = identity and S = 0
 * satisfy it for every message. So each rule below is checked here first, on the bytes.
 */
import { equationHoldsByLibrary, equationHoldsByPlatform } from './ed25519Equation.js'
import {
  decodePoint,
  GROUP_ORDER,
  hasSmallOrder,
  isTorsionFree,
  littleEndian,
  type EdwardsPoint,
} from './edwards25519.js'

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
  const checked = rulesBesidesRTorsion(publicKey, signature)
  if (checked.broken) return checked.broken
  return isTorsionFree(checked.r) ? undefined : 'r-torsion-free'
}

type Checked =
  { broken: Exclude<Ed25519Rule, 'equation' | 'r-torsion-free'>; r?: never } | { broken?: never; r: EdwardsPoint }

/** Every rule before the equation but R's torsion, in their order; R decoded when they hold. */
function rulesBesidesRTorsion(publicKey: Uint8Array, signature: Uint8Array): Checked {
  if (publicKey.length !== 32) return { broken: 'key-length' }
  if (signature.length !== 64) return { broken: 'signature-length' }
  if (littleEndian(signature.subarray(32)) >= GROUP_ORDER) return { broken: 's-canonical' }
  // A key that kept every key rule before is not decoded again: the rules below about R come first
  // in the order, and every rule about the key holds.
  const id = String.fromCharCode(...publicKey)
  const known = goodKeys.has(id)
  const key = known ? undefined : decodePoint(publicKey)
  if (!known && !key) return { broken: 'key-encoding' }
  if (key && hasSmallOrder(key)) return { broken: 'key-small-order' }
  const r = decodePoint(signature.subarray(0, 32))
  if (!r) return { broken: 'r-encoding' }
  if (hasSmallOrder(r)) return { broken: 'r-small-order' }
  // Last: a multiplication by L, the costliest rule, for what the cheap ones let through.
  if (key) {
    if (!isTorsionFree(key)) return { broken: 'key-torsion-free' }
    remember(id)
  }
  return { r }
}

/**
 * Keys that kept every key rule (encoding, small order, torsion), by their bytes: a back end sees
 * one key sign again and again. Bounded: the oldest is forgotten first.
 */
const goodKeys = new Set<string>()
const MAX_REMEMBERED_KEYS = 1_024

function remember(id: string): void {
  if (goodKeys.size >= MAX_REMEMBERED_KEYS) goodKeys.delete(goodKeys.values().next().value ?? '')
  goodKeys.add(id)
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
  if (answerer === platformThenLibrary && (await platformIsExact()))
    return verifyOnExactPlatform(publicKey, signature, message)
  const broken = brokenEd25519Rule(publicKey, signature)
  if (broken) return { valid: false, broken }
  return (await answerer(publicKey, signature, message)) ? { valid: true } : { valid: false, broken: 'equation' }
}

let checks = 0
let exactPlatform: Promise<boolean> | undefined

/**
 * Whether the platform is known to check the equation exactly (ed25519PlatformProbe.ts): asked from
 * a process's second signature on, so a proof link's reader, which checks one, loads nothing more.
 */
function platformIsExact(): Promise<boolean> | false {
  if (++checks < 2) return false
  exactPlatform ??= import('./ed25519PlatformProbe.js').then(
    ({ platformChecksWithoutCofactor }) => platformChecksWithoutCofactor(equationHoldsByPlatform),
    () => false,
  )
  return exactPlatform
}

/**
 * The same rules, the same verdict and the same first rule broken, with R's multiplication by L
 * left out when the platform says yes: on a platform that checks the exact equation, a yes for a
 * torsion-free key means R = [S]B − [k]A, a point of the base point's subgroup. When it says no, R's
 * torsion is checked before the library is asked, as everywhere else.
 */
async function verifyOnExactPlatform(
  publicKey: Uint8Array,
  signature: Uint8Array,
  message: Uint8Array,
): Promise<Ed25519Verdict> {
  const checked = rulesBesidesRTorsion(publicKey, signature)
  if (checked.broken) return { valid: false, broken: checked.broken }
  if (await equationHoldsByPlatform(publicKey, signature, message)) return { valid: true }
  if (!isTorsionFree(checked.r)) return { valid: false, broken: 'r-torsion-free' }
  return (await equationHoldsByLibrary(publicKey, signature, message))
    ? { valid: true }
    : { valid: false, broken: 'equation' }
}
