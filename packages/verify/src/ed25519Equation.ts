/**
 * RFC 8032's verification equation, [S]B = R + [k]A with k = SHA-512(R ‖ A ‖ M), checked exactly
 * (cofactorless) by either of two answerers. Each is asked only about a key and signature that
 * have kept ed25519Strict.ts's rules, which the equation alone does not hold them to.
 */
import { loadOnce } from './util/loadOnce.js'

/** Copies into a fresh ArrayBuffer-backed view, the shape Web Crypto takes. */
function own(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes)
}

/**
 * The browser's own Ed25519 (Web Crypto): no curve code to fetch and no tables to build, so a
 * reader's verdict does not wait on them. Its engines (BoringSSL in Chrome, OpenSSL in Node) check
 * the equation without the cofactor, as the library below is made to. Only a yes is taken from
 * here: an engine may refuse more than the rules do (OpenSSL refuses an R of small order, which
 * the rules refuse before), and a no, or a browser without Ed25519, is decided by the library.
 */
export async function equationHoldsByPlatform(publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array) {
  try {
    const key = await crypto.subtle.importKey('raw', own(publicKey), { name: 'Ed25519' }, false, ['verify'])
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, own(signature), own(message))
  } catch {
    return false
  }
}

/**
 * The library multiplies by the base point through a table it builds on first use: with its
 * default 8-bit windows that is one task of 50 to 100 ms before the first verdict; 4-bit windows
 * build in a quarter of the time, and a check takes as long as before.
 */
const BASE_POINT_WINDOW_BITS = 4

type Ed25519 = (typeof import('@noble/curves/ed25519'))['ed25519']

/** The library's Ed25519, its table set to small windows once (setting it again would drop the table). */
const loadLibrary = loadOnce(() =>
  import('@noble/curves/ed25519').then(({ ed25519 }): Ed25519 => {
    ed25519.Point.BASE.precompute(BASE_POINT_WINDOW_BITS)
    return ed25519
  }),
)

/**
 * The library's answer. Its RFC 8032 mode (`zip215: false`) checks the equation multiplied by the
 * cofactor 8, which also holds when R is off by a point of small order; neither A nor R has such a
 * part (rules of ed25519Strict.ts), and for such points the two equations are one.
 */
export async function equationHoldsByLibrary(publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array) {
  const ed25519 = await loadLibrary()
  try {
    return ed25519.verify(signature, message, publicKey, { zip215: false })
  } catch {
    return false // malformed curve points throw
  }
}
