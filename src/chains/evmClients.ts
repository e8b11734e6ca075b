import { createPublicClient, http, type Chain, type PublicClient } from 'viem'
import { base, mainnet } from 'viem/chains'
import { siteConfig } from '../config/builtSiteConfig'

/** How long a read may take before Sigil says the network is unavailable. */
export const RPC_TIMEOUT_MS = 8_000

const chains: Partial<Record<number, { chain: Chain; url: () => string }>> = {
  [mainnet.id]: { chain: mainnet, url: () => siteConfig.rpcUrls.ethereum },
  [base.id]: { chain: base, url: () => siteConfig.rpcUrls.base },
}

const clients = new Map<number, PublicClient>()

/** One public client per configured chain, reading from the site's RPC URLs; undefined for others. */
export function getEvmPublicClient(chainId: number): PublicClient | undefined {
  const entry = chains[chainId]
  if (!entry) return undefined
  let client = clients.get(chainId)
  if (!client) {
    client = createPublicClient({
      chain: entry.chain,
      transport: http(entry.url(), { timeout: RPC_TIMEOUT_MS, retryCount: 0 }),
    })
    clients.set(chainId, client)
  }
  return client
}
