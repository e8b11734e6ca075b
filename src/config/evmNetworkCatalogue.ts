/**
 * The EVM networks an operator can offer (`PUBLIC_EVM_NETWORKS`), each built on viem's chain
 * definition: its id, name, currency, public RPC and explorer come from viem. Build time only: a page
 * carries the resolved entries (./evmNetwork.ts), never viem's chain objects and their formatters.
 *
 * Adding a network here: its viem chain, a `key` (it names the network's variables), a mark, and the
 * names read on it if any; `evmNetworkCatalogue.test.ts` checks each entry is complete.
 */
import { arbitrum, base, mainnet, optimism, polygon, type Chain } from 'viem/chains'
import type { NameSource } from './evmNetwork'
import type { NetworkMark } from './networkMark'

export type CatalogueEntry = {
  chain: Chain
  /** Upper-case: the network's variables are `PUBLIC_<KEY>_RPC_URL` and `PUBLIC_<KEY>_EXPLORER_URL`. */
  key: string
  /** A public RPC to use instead of viem's default, where that one is slow or rate-limited. */
  publicRpcUrl?: string
  mark: NetworkMark
  names?: NameSource
}

export const EVM_NETWORK_CATALOGUE: readonly CatalogueEntry[] = [
  {
    chain: mainnet,
    key: 'ETHEREUM',
    publicRpcUrl: 'https://ethereum-rpc.publicnode.com',
    mark: { drawn: 'ethereum' },
    names: 'ens',
  },
  { chain: base, key: 'BASE', mark: { drawn: 'base' }, names: 'basename' },
  { chain: optimism, key: 'OPTIMISM', mark: { color: '#ff0420' } },
  { chain: arbitrum, key: 'ARBITRUM', mark: { color: '#213147' } },
  { chain: polygon, key: 'POLYGON', mark: { color: '#7b3fe4' } },
]

/** What a build offers when `PUBLIC_EVM_NETWORKS` is not set: Ethereum and Base. */
export const DEFAULT_EVM_NETWORKS = '1,8453'
