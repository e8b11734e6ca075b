/**
 * What to show for an account's network, from its CAIP-2 chain ID alone. AppKit-free,
 * so any island can use it. Any `eip155` chain is representable (a wallet can sit on
 * any chain); only this display logic decides whether Sigil supports it.
 */
import type { Namespace } from '../stores/account'
import { EVM_NETWORKS, supportedNetwork } from '../config/networks'
import type { NetworkMark } from '../config/networkMark'
import { SOLANA_CLUSTERS, type SolanaCluster } from 'sigil-verify/caip'

export type NetworkDescription = {
  chainId: string
  namespace: Namespace | undefined
  /** The numeric chain ID of an EVM chain. */
  evmChainId: number | undefined
  supported: boolean
  /** "Ethereum", "Base", "Solana"; for another chain its common name or "chain 137". */
  name: string
  /** The line to show: "Base", "Solana", "Unsupported network (Polygon, chain 137)". */
  label: string
  /** Which mark to draw. */
  icon: NetworkMark | 'unsupported'
}

/** Names of EVM chains people often leave their wallet on, so "unsupported" can say which one. */
const KNOWN_EVM_CHAINS: Readonly<Record<number, string>> = {
  10: 'OP Mainnet',
  56: 'BNB Smart Chain',
  100: 'Gnosis',
  137: 'Polygon',
  250: 'Fantom',
  324: 'zkSync Era',
  1101: 'Polygon zkEVM',
  5000: 'Mantle',
  42161: 'Arbitrum One',
  42220: 'Celo',
  43114: 'Avalanche',
  59144: 'Linea',
  81457: 'Blast',
  84532: 'Base Sepolia',
  534352: 'Scroll',
  7777777: 'Zora',
  11155111: 'Sepolia',
}

const CLUSTER_LABELS: Readonly<Record<SolanaCluster, string>> = {
  mainnet: 'Mainnet',
  devnet: 'Devnet',
  testnet: 'Testnet',
}

/** The display name of a Solana public cluster from its genesis-hash prefix (the CAIP-2 reference). */
function clusterLabel(reference: string): string | undefined {
  const cluster = (Object.keys(SOLANA_CLUSTERS) as SolanaCluster[]).find((name) => SOLANA_CLUSTERS[name] === reference)
  return cluster && CLUSTER_LABELS[cluster]
}

/** The EVM networks an account can be switched to, in the order the UI offers them. */
export const SWITCHABLE_EVM_CHAINS: readonly number[] = EVM_NETWORKS.map((network) => network.chainId)

export function isSwitchableEvmChain(chainId: number): boolean {
  return SWITCHABLE_EVM_CHAINS.includes(chainId)
}

function parse(chainId: string): { namespace: Namespace | undefined; reference: string } {
  const at = chainId.indexOf(':')
  const prefix = at < 0 ? '' : chainId.slice(0, at)
  const reference = at < 0 ? chainId : chainId.slice(at + 1)
  return { namespace: prefix === 'eip155' || prefix === 'solana' ? prefix : undefined, reference }
}

export function describeNetwork(chainId: string): NetworkDescription {
  const { namespace, reference } = parse(chainId)
  const evmChainId = namespace === 'eip155' && /^[1-9][0-9]{0,15}$/.test(reference) ? Number(reference) : undefined
  const network = supportedNetwork(chainId)
  if (network) {
    // The one Solana cluster the site offers is named by the network's name alone: "Mainnet Beta" says nothing to most.
    return {
      chainId,
      namespace,
      evmChainId,
      supported: true,
      name: network.name,
      label: network.name,
      icon: network.mark,
    }
  }
  let name: string
  if (evmChainId !== undefined) {
    const known = KNOWN_EVM_CHAINS[evmChainId]
    name = known ? `${known}, chain ${evmChainId}` : `chain ${evmChainId}`
  } else if (namespace === 'solana') {
    name = `Solana ${clusterLabel(reference) ?? reference}`
  } else {
    name = chainId
  }
  return {
    chainId,
    namespace,
    evmChainId,
    supported: false,
    name,
    label: `Unsupported network (${name})`,
    icon: 'unsupported',
  }
}

/** The CAIP-2 ID of an EVM chain. */
export function evmChainId(chainId: number): string {
  return `eip155:${chainId}`
}
