/**
 * Whether this platform's Ed25519 (Web Crypto) checks RFC 8032's equation exactly, without the
 * cofactor 8, as BoringSSL, OpenSSL and the other engines browsers and servers use do. Asked once,
 * with a signature that only the equation multiplied by 2, 4 or 8 accepts: its R is r·B plus the
 * point of order 2, and S = r + k·a for that R. An engine that multiplies by the cofactor takes it;
 * one that checks [S]B = R + [k]A exactly refuses it.
 *
 * What hangs on the answer (ed25519Strict.ts): when the key is torsion-free and the exact equation
 * holds, R = [S]B − [k]A lies in the base point's subgroup, so R's own torsion check can be left out.
 * Loaded only by a process that checks more than one Ed25519 signature.
 */

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0))

/** The key of the seed 07…07, the message, and its signature with the torsioned R. */
const KEY = fromBase64('6kpsY+KcUgq+9VB7Ey7F+ZVHdq6+vnuSQh7qaRRG0iw=')
const TORSIONED_R_MESSAGE = new TextEncoder().encode('A torsioned R, which only an equation multiplied by 8 accepts.')
const SIGNATURE = fromBase64('H/fKKhEMosKOa2+711TmEc9IlQMapnfExMq9ZrG9ULoldcjf/PNlz4pbl7d4gyhOW9+7wkdInBWTOWsXJnEnBQ==')

export const TORSIONED_R_PROBE = { publicKey: KEY, signature: SIGNATURE, message: TORSIONED_R_MESSAGE }

/**
 * True when `equation` (the platform's, ed25519Equation.ts: passed in, so this module imports
 * nothing and a bundler keeps the platform's check in the chunk that needs it first) refuses the
 * probe: its yes to any signature is then a yes to the exact equation.
 */
export async function platformChecksWithoutCofactor(
  equation: (publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array) => Promise<boolean>,
): Promise<boolean> {
  return !(await equation(KEY, SIGNATURE, TORSIONED_R_MESSAGE))
}
