/**
 * The catalogue's recommended wallet apps for a phone, asked of Reown's wallet API directly
 * (./catalogueRequest.ts), not through AppKit: on a slow phone its code takes seconds to
 * arrive and start, then its dialog's scripts, then this question, then the icons; the list
 * would wait for all of it. The wallets are AppKit's own records, handed to its connecting flow
 * (./walletApps.ts) when one is chosen, which builds the link into the app.
 */
import type { WcWallet } from '@reown/appkit-controllers'
import type { Namespace } from '../../stores/account'
import { askForRecommendedWallets, catalogueUrl } from './catalogueRequest'

/** A wallet app as Sigil's list shows it, and the catalogue's record AppKit connects it with. */
export type WalletApp = { id: string; name: string; icon: string | undefined; wallet: WcWallet }

function imageUrl(imageId: string): string {
  return catalogueUrl(`getWalletImage/${encodeURIComponent(imageId)}`)
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
  const response = await askForRecommendedWallets(namespace)
  if (!response.ok) throw new Error(`The wallet catalogue answered ${response.status}`)
  const body = (await response.json()) as { data?: unknown }
  const records = Array.isArray(body.data) ? (body.data as unknown[]) : []
  return records.map(walletApp).filter((app): app is WalletApp => app !== undefined)
}
