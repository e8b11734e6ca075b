import type { Namespace } from './namespaces'

/** The networks Sigil supports, by CAIP-2 ID. Kept free of AppKit so any island can import it. */
export const SUPPORTED_NETWORKS = {
  'eip155:1': { name: 'Ethereum', namespace: 'eip155', explorer: 'ethereum', currency: 'ETH', decimals: 18 },
  'eip155:8453': { name: 'Base', namespace: 'eip155', explorer: 'base', currency: 'ETH', decimals: 18 },
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': {
    name: 'Solana',
    namespace: 'solana',
    explorer: 'solana',
    currency: 'SOL',
    decimals: 9,
  },
} as const satisfies Record<
  string,
  { name: string; namespace: Namespace; explorer: 'ethereum' | 'base' | 'solana'; currency: string; decimals: number }
>

export type SupportedChainId = keyof typeof SUPPORTED_NETWORKS

export function isSupportedChain(chainId: string): chainId is SupportedChainId {
  return Object.hasOwn(SUPPORTED_NETWORKS, chainId)
}

export function networkName(chainId: string): string {
  return isSupportedChain(chainId) ? SUPPORTED_NETWORKS[chainId].name : `Unsupported network (${chainId})`
}
