/**
 * The browser wallet last connected from this browser, as `namespace:id` (../wallet-list/lastUsedFirst.ts).
 * Kept after a disconnect, unlike the connection's hint (./remembered.ts): it only orders the list.
 */
import { browserStorage } from './browserStorage'
import { MAX_WALLET_NAME, type Account } from './account'

export const LAST_WALLET_KEY = 'sigil:last-wallet'

const KEY_SHAPE = new RegExp(`^(eip155|solana):[^\\p{Cc}]{1,${MAX_WALLET_NAME}}$`, 'u')

/** The last wallet's key, or undefined when none was kept, storage is blocked, or the value is not one. */
export function readLastWallet(): string | undefined {
  const value = browserStorage('localStorage')?.getItem(LAST_WALLET_KEY)
  return value && KEY_SHAPE.test(value) ? value : undefined
}

/** Keeps the wallet of a confirmed account; a wallet reached through WalletConnect has no id and is not kept. */
export function keepLastWallet(account: Pick<Account, 'namespace' | 'walletId'>): void {
  if (!account.walletId) return
  const key = `${account.namespace}:${account.walletId}`
  const storage = browserStorage('localStorage')
  if (storage && storage.getItem(LAST_WALLET_KEY) !== key) storage.setItem(LAST_WALLET_KEY, key)
}
