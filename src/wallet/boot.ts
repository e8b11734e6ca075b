import { $connection, $remembered } from '../stores/connection'
import { restoreRememberedAccounts } from './actions'
import { confirmRememberedDirectly } from './confirmRemembered'
import { isWalletRequested } from './load'

let booted = false

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1500 })
  else setTimeout(run, 200)
}

/**
 * Confirms a remembered account with its browser wallet directly, then loads AppKit without
 * user intent only when a remembered account needs it: at idle on page load, or when another
 * tab connects.
 */
export function bootWallet(): void {
  if (booted || typeof window === 'undefined') return
  booted = true
  const needsWallet = () => $connection.get().status === 'reconnecting' && !isWalletRequested()
  if (needsWallet()) {
    // The wallet itself answers first; AppKit follows at idle to take the connection over.
    void confirmRememberedDirectly()
    whenIdle(() => void restoreRememberedAccounts())
  }
  $remembered.listen(() => {
    if (needsWallet()) void restoreRememberedAccounts()
  })
}
