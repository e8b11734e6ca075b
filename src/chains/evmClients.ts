import { createPublicClient, http, type PublicClient } from 'viem'
import { evmNetwork } from '../config/networks'
import { evmChainOf } from '../wallet/evmChainOf'

/** How long a read may take before Sigil says the network is unavailable. */
export const RPC_TIMEOUT_MS = 8_000

const clients = new Map<number, PublicClient>()

/** One public client per network the site offers, reading from the site's RPC; undefined for others. */
export function getEvmPublicClient(chainId: number): PublicClient | undefined {
  const network = evmNetwork(chainId)
  if (!network) return undefined
  let client = clients.get(chainId)
  if (!client) {
    client = createPublicClient({
      chain: evmChainOf(network),
      transport: http(network.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0 }),
    })
    clients.set(chainId, client)
  }
  return client
}
