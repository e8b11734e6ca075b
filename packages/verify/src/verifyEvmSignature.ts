import { recoverEvmSigner } from './recoverEvmSigner.js'
import type { ProofPublicClient, SignatureCheck, VerifyEvmSignatureParameters } from './signatureCheck.js'
import { registerSignatureCheck } from './signatureRegistry.js'
import { rpcNotGivenMessage } from './rpcNotGiven.js'

/**
 * Checks an EIP-191 `personal_sign` signature over a sign-in message.
 *
 * First offline: recover the signer (recovery byte 27/28 or 0/1, as viem reads it) and compare.
 * If that is not the address, the address may be a smart-contract wallet (EIP-1271) or a
 * not-yet-deployed one (ERC-6492), which only the chain can answer. That question goes to
 * the ERC-6492 universal validator through a deployless `eth_call`, the same contract viem's
 * `verifyMessage` action uses. viem's action is not called directly: it returns `false` both
 * when the contract rejects the signature and when the RPC cannot be reached (it folds the
 * transport error into its "call failed" branch), and Sigil must never call a proof forged
 * when it merely could not ask.
 */
export async function verifyEvmSignature(parameters: VerifyEvmSignatureParameters): Promise<SignatureCheck> {
  const { message, address, signature, chainId, getPublicClient, offline, contractWallets, timeoutMs } = parameters

  // Not a recoverable ECDSA signature (undefined), or someone else's: a contract wallet may still accept it.
  const recovered = recoverEvmSigner(message, signature)
  if (recovered !== undefined && recovered.toLowerCase() === address.toLowerCase())
    return { status: 'valid', message: `Signed with the private key of ${address}.`, checkedBy: { method: 'key' } }

  const notOwnKey = `The signature was not made by the private key of ${address}`
  // The caller knows its users hold plain keys: another key's signature is then a forgery, whatever the chain would say.
  if (contractWallets === false)
    return {
      status: 'invalid',
      message: `${notOwnKey}, and contract wallets are not accepted by this verifier, so no chain was asked.`,
    }
  if (offline)
    return {
      status: 'invalid',
      message: `${notOwnKey}. (A contract-wallet check was skipped because the proof already failed.)`,
    }

  let client: ProofPublicClient | undefined
  try {
    client = getPublicClient?.(chainId)
  } catch {
    client = undefined
  }
  if (!client) {
    const rpcNotGiven = { address, chainId }
    return { status: 'unverifiable', message: rpcNotGivenMessage(rpcNotGiven, 'rpcUrls'), rpcNotGiven }
  }

  // The ERC-6492 validator's bytecode and viem's error classes: loaded for this case only.
  const { verifyContractSignature } = await import('./verifyContractSignature.js')
  return verifyContractSignature({ message, address, signature, chainId, client, timeoutMs, notOwnKey })
}

registerSignatureCheck('eip155', verifyEvmSignature)
