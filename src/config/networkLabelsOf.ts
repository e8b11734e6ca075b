import type { SiteNetworks } from './evmNetwork'

/** Build time: each network's name and RPC host, by CAIP-2 id, as ./networkLabels.ts reads them. */
export function networkLabelsOf(networks: SiteNetworks): Record<string, [string, string]> {
  return Object.fromEntries(
    [...networks.evm, networks.solana].map((network) => [network.caip2, [network.name, new URL(network.rpcUrl).host]]),
  )
}
