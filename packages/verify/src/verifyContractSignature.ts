import {
  BaseError,
  ContractFunctionRevertedError,
  CounterfactualDeploymentFailedError,
  encodeDeployData,
  erc6492SignatureValidatorAbi,
  erc6492SignatureValidatorByteCode,
  ExecutionRevertedError,
  type Hex,
  hashMessage,
  hexToBool,
  RawContractError,
  type SignableMessage,
} from 'viem'
import { withTimeout } from './util/withTimeout.js'
import type { ProofPublicClient, SignatureCheck } from './signatureCheck.js'

export type VerifyContractSignatureParameters = {
  message: SignableMessage
  address: Hex
  signature: Hex
  chainId: number
  client: ProofPublicClient
  timeoutMs: number
  /** How the offline check's failure is put, so the two halves of the answer read as one. */
  notOwnKey: string
}

/**
 * Asks the chain whether `address` accepts `signature` as a smart-contract wallet (EIP-1271),
 * deployed or not yet (ERC-6492), through the universal validator in a deployless `eth_call`.
 * A revert is the chain's "no"; anything else (transport, timeout, odd reply) is no answer.
 */
export async function verifyContractSignature(parameters: VerifyContractSignatureParameters): Promise<SignatureCheck> {
  const { message, address, signature, chainId, client, timeoutMs, notOwnKey } = parameters
  try {
    const data = encodeDeployData({
      abi: erc6492SignatureValidatorAbi,
      args: [address, hashMessage(message), signature],
      bytecode: erc6492SignatureValidatorByteCode,
    })
    const result = await withTimeout(client.call({ data }), timeoutMs, () => new TimeoutReached())
    if (hexToBool(result.data ?? '0x00'))
      return {
        status: 'valid',
        message: `The smart-contract wallet ${address} on chain ${chainId} accepted the signature (EIP-1271 / ERC-6492), as reported by ${client.rpcHost}, the RPC this site asks. This verdict is only as true as that host's answer.`,
        checkedBy: { method: 'contract', chainId, rpcHost: client.rpcHost },
      }
    return {
      status: 'invalid',
      message: `${notOwnKey}, and on chain ${chainId} the address does not accept it as a contract wallet either (asked ${client.rpcHost}).`,
    }
  } catch (error) {
    if (isContractRejection(error))
      return {
        status: 'invalid',
        message: `${notOwnKey}, and on chain ${chainId} the contract-wallet check rejected it (asked ${client.rpcHost}).`,
      }
    // Said in words that name who could not be reached: the transport's own error is for developers, not readers.
    return {
      status: 'unverifiable',
      message: `Could not reach ${client.rpcHost} to ask whether the wallet’s contract on chain ${chainId} accepts this signature, which is not from ${address}’s own key${error instanceof TimeoutReached ? ' (no answer in time)' : ''}. Try again later.`,
    }
  }
}

function isContractRejection(error: unknown): boolean {
  if (error instanceof CounterfactualDeploymentFailedError) return true
  if (!(error instanceof BaseError)) return false
  const revert = error.walk(
    (cause) =>
      cause instanceof ExecutionRevertedError ||
      cause instanceof ContractFunctionRevertedError ||
      cause instanceof RawContractError,
  )
  return revert !== null
}

class TimeoutReached extends Error {}
