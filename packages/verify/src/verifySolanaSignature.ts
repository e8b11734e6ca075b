import { loadOnce } from './util/loadOnce.js'
import { decodeBase58 } from './parseSiwsMessage.js'
import type { SignatureCheck, VerifySolanaSignatureParameters } from './signatureCheck.js'
import { registerSignatureCheck } from './signatureRegistry.js'

/** Copies into a fresh ArrayBuffer-backed view, the shape Web Crypto takes. */
function own(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes)
}

/**
 * The browser's own Ed25519 (Web Crypto): no curve code to fetch and no tables to build, so a
 * reader's verdict does not wait on them. Trusted only for a yes: RFC 8032 verification is
 * stricter than the library's (ZIP 215 rules), so every signature it accepts the library accepts
 * too. A no, or a browser without Ed25519, is decided by the library.
 */
async function acceptedByPlatform(publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array) {
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

async function acceptedByLibrary(publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array) {
  const ed25519 = await loadLibrary()
  try {
    return ed25519.verify(signature, message, publicKey)
  } catch {
    return false // malformed curve points throw
  }
}

/**
 * Checks an ed25519 signature over the exact UTF-8 bytes of the message (or the bytes given) with
 * the public key the message names (or a plain message's address). Solana has no contract wallets for off-chain messages, so the answer is always
 * definite and needs no network.
 */
export async function verifySolanaSignature(parameters: VerifySolanaSignatureParameters): Promise<SignatureCheck> {
  const publicKey = decodeBase58(parameters.address)
  const signature = typeof parameters.signature === 'string' ? decodeBase58(parameters.signature) : parameters.signature
  if (publicKey?.length !== 32) return { status: 'invalid', message: 'The address is not a Solana public key.' }
  if (signature?.length !== 64) return { status: 'invalid', message: 'The signature is not 64 bytes of base58.' }
  const bytes =
    typeof parameters.message === 'string' ? new TextEncoder().encode(parameters.message) : parameters.message
  const ok =
    (await acceptedByPlatform(publicKey, signature, bytes)) || (await acceptedByLibrary(publicKey, signature, bytes))
  return ok
    ? {
        status: 'valid',
        message: `Signed with the private key of ${parameters.address}.`,
        checkedBy: { method: 'key' },
      }
    : {
        status: 'invalid',
        message: `The signature was not made by the private key of ${parameters.address} over this message.`,
      }
}

registerSignatureCheck('solana', verifySolanaSignature)
