import type { NetworkMark } from './networkMark'

/** Which primary names are read on a network (src/names/): ENS on Ethereum, Basenames on Base. */
export type NameSource = 'ens' | 'basename'

/**
 * One EVM network the site offers, as the build resolved it from the catalogue
 * (./evmNetworkCatalogue.ts) and the operator's variables (named by `networkVariables`). Plain data, as small
 * as it can be: every page carries it.
 */
export type EvmNetwork = {
  chainId: number
  /** CAIP-2: `eip155:<chainId>`. */
  caip2: `eip155:${number}`
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** The site's own RPC for reads (balances, names, contract-wallet checks). */
  rpcUrl: string
  /** The public RPC a wallet that lacks the chain is asked to add: never the site's, which may carry a key. */
  publicRpcUrl: string
  explorer: { name: string; url: string }
  mark: NetworkMark
  /** The names read on this network, if any. */
  names: NameSource | undefined
}

/** Solana mainnet, the one Solana network the site offers. */
export type SolanaNetwork = {
  caip2: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  name: 'Solana'
  nativeCurrency: { name: 'Solana'; symbol: 'SOL'; decimals: 9 }
  rpcUrl: string
  explorer: { name: string; url: string }
  mark: NetworkMark
}

/** Every network this build offers: the operator's EVM networks in their order, then Solana. */
export type SiteNetworks = { evm: readonly EvmNetwork[]; solana: SolanaNetwork }
