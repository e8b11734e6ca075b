import { atom } from 'nanostores'

/**
 * Whether this browser has any wallet Sigil can talk to, found without loading
 * AppKit: EIP-6963 announcements, a legacy `window.ethereum`, or a registered
 * Wallet Standard wallet. Undefined until the first look is done.
 */
export const $walletDetected = atom<boolean | undefined>(undefined)

let started = false

export function detectWallets(settleMs = 600): void {
  if (started || typeof window === 'undefined') return
  started = true
  const found = () => $walletDetected.set(true)
  window.addEventListener('eip6963:announceProvider', found)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  // Wallet Standard: wallets register through the app's callback in response to this event.
  const register = () => (found(), () => undefined)
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: Object.freeze({ register }) }))
  } catch {
    // A hostile or broken wallet script must not break detection of the others.
  }
  window.addEventListener('wallet-standard:register-wallet', found)
  if ((window as { ethereum?: unknown }).ethereum) found()
  setTimeout(() => {
    if ($walletDetected.get() === undefined) $walletDetected.set(false)
  }, settleMs)
}
