import { verifyEd25519Strict, type Ed25519Rule } from './ed25519Strict.js'
import { decodeBase58 } from './parseSiwsMessage.js'
import type { SignatureCheck, VerifySolanaSignatureParameters } from './signatureCheck.js'
import { registerSignatureCheck } from './signatureRegistry.js'

/** Why a signature is refused, by the rule it breaks (ed25519Strict.ts), in the reader's words. */
function refusal(rule: Ed25519Rule, address: string): string {
  switch (rule) {
    case 'key-length':
      return 'The address is not a Solana public key.'
    case 'signature-length':
      return 'The signature is not 64 bytes of base58.'
    case 'key-encoding':
      return `${address} is not the one encoding of an Ed25519 public key, so no private key signs for it.`
    case 'key-small-order':
      return `${address} is a key of small order: no private key belongs to it, and a forged signature checks for any message.`
    case 'key-torsion-free':
      return `${address} is another key with a point of small order added: no private key belongs to it.`
    case 's-canonical':
    case 'r-encoding':
    case 'r-small-order':
    case 'r-torsion-free':
      return 'The signature is not a well-formed Ed25519 signature (RFC 8032): its R or S is out of range.'
    case 'equation':
      return `The signature was not made by the private key of ${address} over this message.`
  }
}

/**
 * Checks an ed25519 signature over the exact UTF-8 bytes of the message (or the bytes given) with
 * the public key the message names (or a plain message's address), by RFC 8032's strict rules
 * (ed25519Strict.ts). Solana has no contract wallets for off-chain messages, so the answer is always
 * definite and needs no network.
 */
export async function verifySolanaSignature(parameters: VerifySolanaSignatureParameters): Promise<SignatureCheck> {
  const publicKey = decodeBase58(parameters.address) ?? new Uint8Array()
  const signature =
    (typeof parameters.signature === 'string' ? decodeBase58(parameters.signature) : parameters.signature) ??
    new Uint8Array()
  const bytes =
    typeof parameters.message === 'string' ? new TextEncoder().encode(parameters.message) : parameters.message
  const verdict = await verifyEd25519Strict(publicKey, signature, bytes)
  return verdict.valid
    ? {
        status: 'valid',
        message: `Signed with the private key of ${parameters.address}.`,
        checkedBy: { method: 'key' },
      }
    : { status: 'invalid', message: refusal(verdict.broken, parameters.address) }
}

registerSignatureCheck('solana', verifySolanaSignature)
