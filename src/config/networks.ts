/**
 * The networks this build offers (resolved by ./resolveSiteNetworks.ts from the operator's
 * variables), and what every island asks of them. Read from the build's constant once, here; a
 * proof's verdict needs only names and RPC hosts, which ./networkLabels.ts carries.
 */
import type { Namespace } from './namespaces'
import type { EvmNetwork, SiteNetworks, SolanaNetwork } from './evmNetwork'

declare const __SIGIL_NETWORKS__: SiteNetworks

export const SITE_NETWORKS: SiteNetworks = __SIGIL_NETWORKS__

/** The EVM networks the site offers, in the order it lists them. */
export const EVM_NETWORKS: readonly EvmNetwork[] = SITE_NETWORKS.evm

export const SOLANA_NETWORK: SolanaNetwork = SITE_NETWORKS.solana

/**
 * The EVM networks the site offers, named in a list: "Ethereum, Base", or with `last` before the last one
 * ("Ethereum & Base", "Ethereum, Base and OP Mainnet").
 */
export function evmNetworkNames(last = ', '): string {
  const names = EVM_NETWORKS.map((network) => network.name)
  const final = names.pop()
  return names.length > 0 ? `${names.join(', ')}${last}${final ?? ''}` : (final ?? '')
}

/** A network as the islands show it: by CAIP-2 id. */
export type SupportedNetwork = (EvmNetwork | SolanaNetwork) & { namespace: Namespace }

const BY_CAIP2 = new Map<string, SupportedNetwork>([
  ...EVM_NETWORKS.map((network) => [network.caip2, { ...network, namespace: 'eip155' as const }] as const),
  [SOLANA_NETWORK.caip2, { ...SOLANA_NETWORK, namespace: 'solana' as const }],
])

/** The network with this CAIP-2 id, when the site offers it. */
export function supportedNetwork(caip2: string): SupportedNetwork | undefined {
  return BY_CAIP2.get(caip2)
}

export function isSupportedChain(caip2: string): boolean {
  return BY_CAIP2.has(caip2)
}

/** The EVM network with this chain id, when the site offers it. */
export function evmNetwork(chainId: number): EvmNetwork | undefined {
  return EVM_NETWORKS.find((network) => network.chainId === chainId)
}

/** The network whose primary names of this kind are read on it (ENS: Ethereum; Basenames: Base), if offered. */
export function networkForNames(source: EvmNetwork['names'] & string): EvmNetwork | undefined {
  return EVM_NETWORKS.find((network) => network.names === source)
}
