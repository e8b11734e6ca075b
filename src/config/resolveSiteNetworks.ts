/**
 * The networks a build offers, resolved once at build time: the EVM networks the operator chose in
 * `PUBLIC_EVM_NETWORKS` (chain ids from the catalogue, in the order the site lists them), each with
 * its RPC and explorer variables, then Solana. A value that cannot be used fails the build naming
 * its variable.
 */
import { ConfigError, readVariable, urlVariable, type Env, type UrlRule } from './configVariables.ts'
import type { EvmNetwork, SiteNetworks, SolanaNetwork } from './evmNetwork'
import { DEFAULT_EVM_NETWORKS, EVM_NETWORK_CATALOGUE, type CatalogueEntry } from './evmNetworkCatalogue.ts'

export const EVM_NETWORKS_VARIABLE = 'PUBLIC_EVM_NETWORKS'

/** An RPC is called from the page: https, or plain http to this machine only. */
const RPC_URL: UrlRule = { protocols: ['https:'], plainOnLoopback: 'http:' }
/** An explorer is only linked to. */
const EXPLORER_URL: UrlRule = { protocols: ['https:', 'http:'] }

const CHAIN_ID = /^[1-9][0-9]{0,15}$/

function chosenEntries(env: Env): CatalogueEntry[] {
  const raw = readVariable(env, EVM_NETWORKS_VARIABLE) ?? DEFAULT_EVM_NETWORKS
  const known = EVM_NETWORK_CATALOGUE.map((entry) => entry.chain.id).join(', ')
  const entries: CatalogueEntry[] = []
  for (const item of raw.split(',').map((part) => part.trim())) {
    if (!CHAIN_ID.test(item)) {
      throw new ConfigError(
        EVM_NETWORKS_VARIABLE,
        `must be chain ids separated by commas, like ${DEFAULT_EVM_NETWORKS} (got "${raw}")`,
      )
    }
    const entry = EVM_NETWORK_CATALOGUE.find(({ chain }) => chain.id === Number(item))
    if (!entry) {
      throw new ConfigError(EVM_NETWORKS_VARIABLE, `names chain ${item}, which Sigil does not know; it knows ${known}`)
    }
    if (entries.includes(entry)) throw new ConfigError(EVM_NETWORKS_VARIABLE, `names chain ${item} twice`)
    entries.push(entry)
  }
  return entries
}

/** The explorer's own name for the default; an operator's explorer goes by its host. */
function explorerOf(url: string, known: { name: string; url: string }): { name: string; url: string } {
  return { name: url === known.url ? known.name : new URL(url).hostname.replace(/^www\./, ''), url }
}

/** The variables that set a catalogue network's RPC and explorer. */
export function networkVariables({ key }: Pick<CatalogueEntry, 'key'>): { rpc: string; explorer: string } {
  return { rpc: `PUBLIC_${key}_RPC_URL`, explorer: `PUBLIC_${key}_EXPLORER_URL` }
}

/** The variables of the offered network with this chain id. */
export function variablesOfChain(chainId: number): { rpc: string; explorer: string } {
  const entry = EVM_NETWORK_CATALOGUE.find(({ chain }) => chain.id === chainId)
  if (!entry) throw new Error(`chain ${chainId} is not in the catalogue`)
  return networkVariables(entry)
}

function evmNetwork(env: Env, entry: CatalogueEntry): EvmNetwork {
  const { chain, publicRpcUrl, mark, names } = entry
  const { rpc: rpcVariable, explorer: explorerVariable } = networkVariables(entry)
  const publicRpc = publicRpcUrl ?? chain.rpcUrls.default.http[0]
  const explorer = chain.blockExplorers?.default
  // The catalogue's test holds every entry to these; a build never runs with one missing.
  if (publicRpc === undefined || explorer === undefined) throw new Error(`The catalogue's ${chain.name} is incomplete`)
  const { name, symbol, decimals } = chain.nativeCurrency
  return {
    chainId: chain.id,
    caip2: `eip155:${chain.id}`,
    name: chain.name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrl: urlVariable(env, rpcVariable, publicRpc, RPC_URL),
    publicRpcUrl: publicRpc,
    explorer: explorerOf(urlVariable(env, explorerVariable, explorer.url, EXPLORER_URL), explorer),
    mark,
    names,
  }
}

export const DEFAULT_SOLANA_RPC_URL = 'https://api.mainnet-beta.solana.com'
export const DEFAULT_SOLANA_EXPLORER_URL = 'https://solscan.io'

function solanaNetwork(env: Env): SolanaNetwork {
  return {
    caip2: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrl: urlVariable(env, 'PUBLIC_SOLANA_RPC_URL', DEFAULT_SOLANA_RPC_URL, RPC_URL),
    explorer: explorerOf(urlVariable(env, 'PUBLIC_SOLANA_EXPLORER_URL', DEFAULT_SOLANA_EXPLORER_URL, EXPLORER_URL), {
      name: 'Solscan',
      url: DEFAULT_SOLANA_EXPLORER_URL,
    }),
    mark: { drawn: 'solana' },
  }
}

/** @throws {ConfigError} naming the first variable whose value is unusable. */
export function resolveSiteNetworks(env: Env): SiteNetworks {
  return { evm: chosenEntries(env).map((entry) => evmNetwork(env, entry)), solana: solanaNetwork(env) }
}
