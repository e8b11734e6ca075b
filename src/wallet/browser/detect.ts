import { atom } from 'nanostores'
import { $injectedWallets, discoverInjectedWallets } from './injected'

/**
 * Whether this browser has any wallet Sigil can talk to, found without loading
 * AppKit: an EIP-6963 announcement, a Solana Wallet Standard wallet, or a legacy
 * `window.ethereum`. Undefined until the first look is done.
 */
export const $walletDetected = atom<boolean | undefined>(undefined)

let started = false

export function detectWallets(settleMs = 600): void {
  if (started || typeof window === 'undefined') return
  started = true
  discoverInjectedWallets()
  const found = () => $walletDetected.set(true)
  if ($injectedWallets.get().length > 0 || (window as { ethereum?: unknown }).ethereum) {
    found()
    return
  }
  const stop = $injectedWallets.listen((wallets) => {
    if (wallets.length === 0) return
    found()
    stop()
  })
  setTimeout(() => {
    if ($walletDetected.get() === undefined) $walletDetected.set(false)
  }, settleMs)
}
