import { createClient, http } from 'viem'
import { call } from 'viem/actions'
import type { ProofPublicClient } from './signatureCheck.js'

/**
 * `eth_call` through one RPC URL: viem's bare client with its `call` action, the same request a
 * `PublicClient` makes, without the public actions' decorator (a third of the code). No retries:
 * a contract wallet's check has its own time limit, and no answer is reported as no answer.
 */
export function createRpcCall(url: string): ProofPublicClient['call'] {
  const client = createClient({ transport: http(url, { retryCount: 0 }) })
  return (parameters) => call(client, parameters)
}
