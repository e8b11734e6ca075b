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
  HttpRequestError,
  RawContractError,
  RpcRequestError,
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
 * A revert is the chain's "no"; anything else (transport, timeout, an error or an odd reply) is
 * no answer, said as what it was: a host that could not be reached, or one that replied without
 * answering. Only the validator's yes says that a contract wallet is at the address: the result
 * then records the account as proven by `contract`, and nothing else here says what is there.
 */
export async function verifyContractSignature(parameters: VerifyContractSignatureParameters): Promise<SignatureCheck> {
  const { message, address, signature, chainId, client, timeoutMs, notOwnKey } = parameters
  const question = `whether the wallet’s contract on chain ${chainId} accepts this signature, which is not from ${address}’s own key`
  const noAnswer = (why: string): SignatureCheck => ({
    status: 'unverifiable',
    message: `${client.rpcHost} did not answer ${question}: ${why}. Try again later.`,
  })
  let reply: { data?: Hex | undefined }
  try {
    const data = encodeDeployData({
      abi: erc6492SignatureValidatorAbi,
      args: [address, hashMessage(message), signature],
      bytecode: erc6492SignatureValidatorByteCode,
    })
    reply = await withTimeout(client.call({ data }), timeoutMs, () => new TimeoutReached())
  } catch (error) {
    if (isContractRejection(error))
      return {
        status: 'invalid',
        message: `${notOwnKey}, and on chain ${chainId} the contract-wallet check rejected it (asked ${client.rpcHost}).`,
      }
    // Said in words that name the host: the transport's own error is for developers, not readers.
    if (repliedWithError(error)) return noAnswer('it replied with an error')
    return {
      status: 'unverifiable',
      message: `Could not reach ${client.rpcHost} to ask ${question}${error instanceof TimeoutReached ? ' (no answer in time)' : ''}. Try again later.`,
    }
  }
  let accepted: boolean
  try {
    accepted = hexToBool(reply.data ?? '0x00')
  } catch {
    return noAnswer('its reply was neither a yes nor a no')
  }
  if (accepted)
    return {
      status: 'valid',
      message: `The smart-contract wallet ${address} on chain ${chainId} accepted the signature (EIP-1271 / ERC-6492), as reported by ${client.rpcHost}, the RPC this site asks. This verdict is only as true as that host's answer.`,
      checkedBy: { method: 'contract', chainId, rpcHost: client.rpcHost },
    }
  return {
    status: 'invalid',
    message: `${notOwnKey}, and on chain ${chainId} the address does not accept it as a contract wallet either (asked ${client.rpcHost}).`,
  }
}

/**
 * Whether the host was reached and replied with an error rather than an answer: a JSON-RPC error
 * (a method refused, a rate limit) or an HTTP status. A request that never got a reply (a refused
 * connection, no network, a timeout) is not one.
 */
function repliedWithError(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  const replied = error.walk(
    (cause) => cause instanceof RpcRequestError || (cause instanceof HttpRequestError && cause.status !== undefined),
  )
  return replied !== null
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
