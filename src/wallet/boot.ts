import { presentAccounts, type Account } from '../stores/account'
import { $remembered, $session } from '../stores/connection'
import { restoreRememberedAccounts } from './actions'
import { isAppKitRequested } from './appkit/loadAppKit'
import { restoreBrowserWallets } from './browser/restoreBrowserWallets'

let booted = false
/** Accounts being reconnected on this page, by namespace, wallet and address: each is asked once. */
const restoring = new Set<string>()

const key = (account: Account) => `${account.namespace}:${account.walletId ?? ''}:${account.address}`

/**
 * Reconnects what is remembered and not yet confirmed on this page, at load and whenever another
 * tab connects: browser wallets through the direct layer (no prompt, no AppKit), mobile wallets
 * (WalletConnect sessions) through AppKit, which only they need.
 */
function restore(): void {
  const { confirmed, connecting } = $session.get()
  // A connection the visitor is making here is confirmed by the attempt itself.
  if (connecting) return
  const waiting = presentAccounts($remembered.get().accounts).filter(
    (account) => confirmed[account.namespace] !== account.address && !restoring.has(key(account)),
  )
  const browser = waiting.filter((account) => account.walletId !== undefined)
  if (browser.length > 0) {
    browser.forEach((account) => restoring.add(key(account)))
    void restoreBrowserWallets(browser).finally(() => browser.forEach((account) => restoring.delete(key(account))))
  }
  if (waiting.some((account) => account.walletId === undefined) && !isAppKitRequested()) {
    void restoreRememberedAccounts()
  }
}

export function bootWallet(): void {
  if (booted || typeof window === 'undefined') return
  booted = true
  restore()
  $remembered.listen(restore)
}
