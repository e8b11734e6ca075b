import type { ProofPublicClient } from '../proof'
import { isSupportedChain } from '../wallet/networks'

/**
 * The contract-wallet check's RPC client (EIP-1271 / ERC-6492), with viem's client and
 * transport code fetched only at its first call: an ordinary signature recovers offline, so a
 * reader of such a proof never loads it. Undefined for a chain Sigil does not read.
 */
export function lazyEvmPublicClient(chainId: number): ProofPublicClient | undefined {
  if (!isSupportedChain(`eip155:${chainId}`)) return undefined
  return {
    async call(parameters) {
      const { getEvmPublicClient } = await import('./evm-clients')
      const client = getEvmPublicClient(chainId)
      if (!client) throw new Error(`No RPC client for chain ${chainId}`)
      return client.call(parameters)
    },
  }
}
