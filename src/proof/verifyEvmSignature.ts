import type { Hex, SignableMessage } from 'viem'
import type { CheckedBy } from './provenAccount.js'
import { recoverEvmSigner } from './recoverEvmSigner.js'
import { registerSignatureCheck } from './signatureRegistry.js'

/**
 * What verification needs from an RPC client: `eth_call`. Every viem `PublicClient` fits,
 * whatever its chain (a `PublicClient` typed for Base or OP, with their own formatters, is not
 * assignable to plain `PublicClient`, so that type is not asked for here).
 */
export type ProofPublicClient = {
  call(parameters: { data: Hex }): Promise<{ data?: Hex | undefined }>
  /** The host that answers (`eth.example.com`): a contract wallet's verdict is only as true as it, so the verdict names it. */
  rpcHost: string
}

export type SignatureCheck =
  | { status: 'valid'; message: string; checkedBy: CheckedBy }
  | { status: 'invalid'; message: string }
  | { status: 'unverifiable'; message: string }

export type VerifyEvmSignatureParameters = {
  /** The signed text, or `{ raw }` bytes (a plain message a wallet signed as hex). */
  message: SignableMessage
  /** Checksummed address from the message (or given with a plain one). */
  address: Hex
  signature: Hex
  /** EIP-155 chain id from the message; contract wallets live on one chain. */
  chainId: number
  getPublicClient?: ((chainId: number) => ProofPublicClient | undefined) | undefined
  /** Skip the network even if a client exists (the proof already failed another check). */
  offline?: boolean | undefined
  timeoutMs: number
}

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
  const { message, address, signature, chainId, getPublicClient, offline, timeoutMs } = parameters

  // Not a recoverable ECDSA signature (undefined), or someone else's: a contract wallet may still accept it.
  const recovered = recoverEvmSigner(message, signature)
  if (recovered !== undefined && recovered.toLowerCase() === address.toLowerCase())
    return { status: 'valid', message: `Signed with the private key of ${address}.`, checkedBy: { method: 'key' } }

  const notOwnKey = `The signature was not made by the private key of ${address}`
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
  if (!client)
    return {
      status: 'unverifiable',
      message: `${notOwnKey}, so it could come from a smart-contract wallet (EIP-1271). That cannot be checked without reaching the network for chain ${chainId}.`,
    }

  // The ERC-6492 validator's bytecode and viem's error classes: loaded for this case only.
  const { verifyContractSignature } = await import('./verifyContractSignature.js')
  return verifyContractSignature({ message, address, signature, chainId, client, timeoutMs, notOwnKey })
}

registerSignatureCheck('eip155', verifyEvmSignature)
