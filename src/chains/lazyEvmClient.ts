import type { ProofPublicClient } from 'sigil-verify'
import { isSupportedChain } from '../config/networks'
import type { SiteConfig } from '../config/siteConfig'

// Read from the build's constant, not through config/builtSiteConfig: importing that module moves the
// wallet list's chunk into every proof reader.
declare const __SIGIL_CONFIG__: SiteConfig

/**
 * The contract-wallet check's RPC client (EIP-1271 / ERC-6492), with viem's client and
 * transport code fetched only at its first call: an ordinary signature recovers offline, so a
 * reader of such a proof never loads it. Undefined for a chain Sigil does not read.
 */
export function lazyEvmPublicClient(chainId: number): ProofPublicClient | undefined {
  if (!isSupportedChain(`eip155:${chainId}`)) return undefined
  const url = chainId === 1 ? __SIGIL_CONFIG__.rpcUrls.ethereum : __SIGIL_CONFIG__.rpcUrls.base
  return {
    rpcHost: new URL(url).host,
    async call(parameters) {
      const { getEvmPublicClient } = await import('./evmClients')
      const client = getEvmPublicClient(chainId)
      if (!client) throw new Error(`No RPC client for chain ${chainId}`)
      return client.call(parameters)
    },
  }
}
