import type { StartedWallet } from './start'

let pending: Promise<StartedWallet> | undefined

/**
 * Loads and creates AppKit once per page (memoised). Browser only: the static
 * build never runs it, so the build needs no network.
 */
export function loadWallet(): Promise<StartedWallet> {
  if (import.meta.env.SSR) return Promise.reject(new Error('loadWallet() is browser-only'))
  pending ??= import('./start').then((m) => m.startWallet())
  // A failed load (chunk fetch, bad config) must be retryable, not cached forever.
  pending.catch(() => {
    pending = undefined
  })
  return pending
}

/** Whether AppKit has been requested on this page. */
export function isWalletRequested(): boolean {
  return pending !== undefined
}

/** Starts loading without waiting: called on intent (pointer over, focus, touch). */
export function prefetchWallet(): void {
  loadWallet().catch(() => {
    // Errors surface when the user actually acts; a prefetch stays silent.
  })
}
