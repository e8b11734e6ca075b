/**
 * The question Sigil asks Reown's wallet API for a phone's wallet apps: the query AppKit's own
 * dialog makes (ApiController.fetchRecommendedWallets in @reown/appkit-controllers 1.8). Part of
 * every page's first load, with no imports: the first-paint loader (src/wallet-list/earlyWalletList.ts)
 * sends the question at a phone's first touch toward Connect, while the list's own code is still on its
 * way; the list (./walletCatalogue.ts) then takes that answer instead of asking again.
 */
import type { Namespace } from '../../stores/account'

/**
 * The build's Reown project ID (../config/builtSiteConfig.ts has the whole configuration), defined apart by the
 * build: the first-paint loader sends this question, and carries nothing of the configuration but this.
 */
declare const __SIGIL_PROJECT_ID__: string
/** The CAIP-2 ids of the site's EVM networks (../config/networks.ts), defined apart for the same reason. */
declare const __SIGIL_EVM_CHAINS__: readonly string[]

export const CATALOGUE_API = 'https://api.web3modal.org'
/** What AppKit 1.8.24 with the wagmi and Solana adapters says it is (`st`, `sv`). */
export const SDK_TYPE = 'appkit'
export const SDK_VERSION = 'html-wagmi,solana-1.8.24'
/** How many AppKit's dialog recommends. */
const RECOMMENDED_ENTRIES = 4

/** The networks Sigil asks for, as AppKit lists them in the query. */
const CHAINS: Record<Namespace, readonly string[]> = {
  eip155: __SIGIL_EVM_CHAINS__,
  solana: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
}

/** The project and SDK, as every request to the API names them. */
export function catalogueUrl(path: string, params: Record<string, string> = {}): string {
  const url = new URL(`${CATALOGUE_API}/${path}`)
  const all = { projectId: __SIGIL_PROJECT_ID__, st: SDK_TYPE, sv: SDK_VERSION, ...params }
  for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value)
  return url.toString()
}

function recommendedWalletsUrl(namespace: Namespace | undefined): string {
  const chains = namespace ? CHAINS[namespace] : [...CHAINS.eip155, ...CHAINS.solana]
  return catalogueUrl('getWallets', { page: '1', entries: String(RECOMMENDED_ENTRIES), chains: chains.join(',') })
}

/** Answers already on their way, each handed to the first who asks for it. */
const early = new Map<string, Promise<Response>>()

const ask = (url: string): Promise<Response> => fetch(url, { referrerPolicy: 'no-referrer' })

/** Sends the question now, for a list about to open; no-op when it is already on its way. */
export function askForRecommendedWalletsEarly(namespace: Namespace | undefined): void {
  const url = recommendedWalletsUrl(namespace)
  if (early.has(url)) return
  const answer = ask(url)
  answer.catch(() => early.delete(url)) // asked again, by the list, when it opens
  early.set(url, answer)
}

/** The catalogue's answer for one family, or all: the one asked for early, else a new request. */
export function askForRecommendedWallets(namespace: Namespace | undefined): Promise<Response> {
  const url = recommendedWalletsUrl(namespace)
  const answer = early.get(url)
  early.delete(url)
  return answer ?? ask(url)
}
