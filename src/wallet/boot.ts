import { $connection, $remembered } from '../stores/connection'
import { restoreRememberedAccounts } from './actions'
import { isWalletRequested } from './load'

let booted = false

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1500 })
  else setTimeout(run, 200)
}

/**
 * Loads AppKit without user intent only when a remembered account needs the
 * wallet's confirmation: at idle on page load, or when another tab connects.
 */
export function bootWallet(): void {
  if (booted || typeof window === 'undefined') return
  booted = true
  const needsWallet = () => $connection.get().status === 'reconnecting' && !isWalletRequested()
  if (needsWallet()) whenIdle(() => void restoreRememberedAccounts())
  $remembered.listen(() => {
    if (needsWallet()) void restoreRememberedAccounts()
  })
}
