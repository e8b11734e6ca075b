import { decodeBase58 } from './parseSiwsMessage.js'
import type { SignatureCheck } from './verifyEvmSignature.js'
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

async function acceptedByLibrary(publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array) {
  const { verifyMessageSignature } = await import('@solana/wallet-standard-util')
  try {
    return verifyMessageSignature({ message, signedMessage: message, signature, publicKey })
  } catch {
    return false // malformed curve points throw
  }
}

/**
 * Checks an ed25519 signature over the exact UTF-8 bytes of the message with the public key the
 * message names. Solana has no contract wallets for off-chain messages, so the answer is always
 * definite and needs no network.
 */
export async function verifySolanaSignature(parameters: {
  message: string
  address: string
  signature: string
}): Promise<SignatureCheck> {
  const publicKey = decodeBase58(parameters.address)
  const signature = decodeBase58(parameters.signature)
  if (publicKey?.length !== 32) return { status: 'invalid', message: 'The address is not a Solana public key.' }
  if (signature?.length !== 64) return { status: 'invalid', message: 'The signature is not 64 bytes of base58.' }
  const bytes = new TextEncoder().encode(parameters.message)
  const ok =
    (await acceptedByPlatform(publicKey, signature, bytes)) || (await acceptedByLibrary(publicKey, signature, bytes))
  return ok
    ? { status: 'valid', message: `Signed with the private key of ${parameters.address}.` }
    : {
        status: 'invalid',
        message: `The signature was not made by the private key of ${parameters.address} over this message.`,
      }
}

registerSignatureCheck('solana', verifySolanaSignature)
