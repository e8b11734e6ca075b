/** What Sigil knows about a connected account: display data only, never a secret. */

import { NAMESPACES, type Namespace } from '../config/namespaces'

export { NAMESPACES, isNamespace, type Namespace } from '../config/namespaces'

export type Account = {
  namespace: Namespace
  address: string
  /** CAIP-2 chain ID, e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: string
  walletName?: string
  /**
   * The browser wallet that confirmed it: its EIP-6963 `rdns` (EVM) or Wallet Standard name
   * (Solana), so the next page can ask that wallet directly. Absent for a mobile wallet.
   */
  walletId?: string
  /** A `data:image/…` or `https:` URL; anything else is dropped. */
  walletIcon?: string
  /** A mobile wallet's account: where its address and chain stand in the phone's messages. */
  news?: AccountNews
}

/**
 * For a mobile wallet's account (a WalletConnect session): the session, and for the address and for
 * the chain the id of the phone's newest message behind the value, 0 when none was heard. The phone
 * numbers its messages in the order it sends them, so tabs compare what they recorded by these ids
 * (src/wallet/appkit/sessionReading.ts).
 */
export type AccountNews = { session: string; address: number; chain: number }

export const MAX_WALLET_NAME = 64
export const MAX_WALLET_ICON = 48 * 1024

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const CAIP2 = { eip155: /^eip155:[1-9][0-9]{0,15}$/, solana: /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/ }

export function isAddress(namespace: Namespace, value: unknown): value is string {
  return typeof value === 'string' && (namespace === 'eip155' ? EVM_ADDRESS : SOLANA_ADDRESS).test(value)
}

/** The accounts a record holds, in namespace order. */
export function presentAccounts(accounts: Partial<Record<Namespace, Account>>): Account[] {
  return NAMESPACES.flatMap((namespace) => accounts[namespace] ?? [])
}

/** A record without one namespace's account. */
export function withoutNamespace<T>(
  record: Partial<Record<Namespace, T>>,
  namespace: Namespace,
): Partial<Record<Namespace, T>> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== namespace))
}

export function isChainId(namespace: Namespace, value: unknown): value is string {
  return typeof value === 'string' && CAIP2[namespace].test(value)
}

/** A wallet name safe to show: printable, trimmed, capped. */
export function cleanWalletName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  // Control and bidi-override characters can disguise one wallet as another.
  const cleaned = value.replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, '').trim()
  if (!cleaned) return undefined
  return cleaned.length > MAX_WALLET_NAME ? `${cleaned.slice(0, MAX_WALLET_NAME - 1)}…` : cleaned
}

/** A wallet icon safe to put in `<img src>`: a raster/SVG data URI or an https URL, capped. */
export function cleanWalletIcon(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_WALLET_ICON) return undefined
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value)) return value
  try {
    return new URL(value).protocol === 'https:' ? value : undefined
  } catch {
    return undefined
  }
}

const SESSION_TOPIC = /^[0-9a-f]{64}$/
const isMessageId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0

function parseNews(value: unknown): AccountNews | undefined {
  const { session, address, chain } = (value ?? {}) as Record<string, unknown>
  return typeof session === 'string' && SESSION_TOPIC.test(session) && isMessageId(address) && isMessageId(chain)
    ? { session, address, chain }
    : undefined
}

/** Validates an untrusted value (storage, another tab) into an Account, or undefined. */
export function parseAccount(namespace: Namespace, value: unknown): Account | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const v = value as Record<string, unknown>
  if (v['namespace'] !== namespace || !isAddress(namespace, v['address']) || !isChainId(namespace, v['chainId'])) {
    return undefined
  }
  const account: Account = { namespace, address: v['address'], chainId: v['chainId'] }
  const walletName = cleanWalletName(v['walletName'])
  const walletIcon = cleanWalletIcon(v['walletIcon'])
  if (walletName) account.walletName = walletName
  if (walletIcon) account.walletIcon = walletIcon
  const walletId = cleanWalletName(v['walletId'])
  if (walletId) account.walletId = walletId
  const news = walletId === undefined ? parseNews(v['news']) : undefined
  if (news) account.news = news
  return account
}

export function shortAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}
