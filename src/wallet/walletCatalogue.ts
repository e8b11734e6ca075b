/**
 * The catalogue's recommended wallet apps for a phone, asked of Reown's wallet API directly,
 * with the query AppKit's own dialog makes (ApiController.fetchRecommendedWallets in
 * @reown/appkit-controllers 1.8). Not through AppKit: on a slow phone its code takes seconds to
 * arrive and start, then its dialog's scripts, then this question, then the icons; the list
 * would wait for all of it. The wallets are AppKit's own records, handed to its connecting flow
 * (./walletApps.ts) when one is chosen, which builds the link into the app.
 */
import type { WcWallet } from '@reown/appkit-controllers'
import type { Namespace } from '../stores/account'
import { siteConfig } from './site-config'

export const CATALOGUE_API = 'https://api.web3modal.org'
/** What AppKit 1.8.24 with the wagmi and Solana adapters says it is (`st`, `sv`). */
export const SDK_TYPE = 'appkit'
export const SDK_VERSION = 'html-wagmi,solana-1.8.24'
/** How many AppKit's dialog recommends. */
const RECOMMENDED_ENTRIES = 4

/** The networks Sigil asks for, as AppKit lists them in the query. */
const CHAINS: Record<Namespace, readonly string[]> = {
  eip155: ['eip155:1', 'eip155:8453'],
  solana: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
}

/** A wallet app as Sigil's list shows it, and the catalogue's record AppKit connects it with. */
export type WalletApp = { id: string; name: string; icon: string | undefined; wallet: WcWallet }

function sdkParams(): Record<string, string> {
  return { projectId: siteConfig.projectId, st: SDK_TYPE, sv: SDK_VERSION }
}

function imageUrl(imageId: string): string {
  const url = new URL(`${CATALOGUE_API}/getWalletImage/${encodeURIComponent(imageId)}`)
  for (const [key, value] of Object.entries(sdkParams())) url.searchParams.set(key, value)
  return url.toString()
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/** A record from the API, kept only when it is a wallet a phone can open. */
function walletApp(record: unknown): WalletApp | undefined {
  if (typeof record !== 'object' || record === null) return undefined
  const wallet = record as Partial<Record<keyof WcWallet, unknown>>
  if (!isText(wallet.id) || !isText(wallet.name) || !isText(wallet.mobile_link)) return undefined
  return {
    id: wallet.id,
    name: wallet.name.slice(0, 60),
    icon: isText(wallet.image_id) ? imageUrl(wallet.image_id) : undefined,
    wallet: record as WcWallet,
  }
}

/** The recommended wallet apps for one family, or all; rejects when the API does not answer. */
export async function fetchRecommendedWalletApps(namespace: Namespace | undefined): Promise<WalletApp[]> {
  const url = new URL(`${CATALOGUE_API}/getWallets`)
  const chains = namespace ? CHAINS[namespace] : [...CHAINS.eip155, ...CHAINS.solana]
  const params = { ...sdkParams(), page: '1', entries: String(RECOMMENDED_ENTRIES), chains: chains.join(',') }
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  const response = await fetch(url, { referrerPolicy: 'no-referrer' })
  if (!response.ok) throw new Error(`The wallet catalogue answered ${response.status}`)
  const body = (await response.json()) as { data?: unknown }
  const records = Array.isArray(body.data) ? (body.data as unknown[]) : []
  return records.map(walletApp).filter((app): app is WalletApp => app !== undefined)
}
