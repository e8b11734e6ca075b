import { verifyMessageSignature } from '@solana/wallet-standard-util'
import { decodeBase58 } from './parseSiwsMessage.js'
import type { SignatureCheck } from './verifyEvmSignature.js'

/**
 * Checks an ed25519 signature over the exact UTF-8 bytes of the message with the public key the
 * message names. Solana has no contract wallets for off-chain messages, so the answer is always
 * definite and needs no network.
 */
export function verifySolanaSignature(parameters: {
  message: string
  address: string
  signature: string
}): SignatureCheck {
  const publicKey = decodeBase58(parameters.address)
  const signature = decodeBase58(parameters.signature)
  if (publicKey?.length !== 32) return { status: 'invalid', message: 'The address is not a Solana public key.' }
  if (signature?.length !== 64) return { status: 'invalid', message: 'The signature is not 64 bytes of base58.' }
  const bytes = new TextEncoder().encode(parameters.message)
  let ok = false
  try {
    ok = verifyMessageSignature({ message: bytes, signedMessage: bytes, signature, publicKey })
  } catch {
    ok = false // malformed curve points throw
  }
  return ok
    ? { status: 'valid', message: `Signed with the private key of ${parameters.address}.` }
    : {
        status: 'invalid',
        message: `The signature was not made by the private key of ${parameters.address} over this message.`,
      }
}
