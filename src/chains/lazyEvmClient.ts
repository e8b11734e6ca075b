import type { ProofPublicClient } from 'sigil-verify'
import { rpcHostOf } from '../config/networkLabels'

/**
 * The contract-wallet check's RPC client (EIP-1271 / ERC-6492), with viem's client and
 * transport code fetched only at its first call: an ordinary signature recovers offline, so a
 * reader of such a proof never loads it. Undefined for a chain Sigil does not read.
 */
export function lazyEvmPublicClient(chainId: number): ProofPublicClient | undefined {
  const rpcHost = rpcHostOf(`eip155:${chainId}`)
  if (rpcHost === undefined) return undefined
  return {
    rpcHost,
    async call(parameters) {
      const { getEvmPublicClient } = await import('./evmClients')
      const client = getEvmPublicClient(chainId)
      if (!client) throw new Error(`No RPC client for chain ${chainId}`)
      return client.call(parameters)
    },
  }
}
