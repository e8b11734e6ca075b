import { loadOnce } from '../util/loadOnce'
import type { StartedWallet } from './start'

let requested = false
// A failed load (chunk fetch, bad config) is tried again at the next call, not cached.
const startOnce = loadOnce(() => import('./start').then((m) => m.startWallet()))

/**
 * Loads and creates AppKit once per page. Browser only: the static build never runs it, so the
 * build needs no network.
 */
export function loadWallet(): Promise<StartedWallet> {
  if (import.meta.env.SSR) return Promise.reject(new Error('loadWallet() is browser-only'))
  requested = true
  return startOnce().catch((error: unknown) => {
    requested = false
    throw error
  })
}

/** Whether AppKit has been requested on this page (and has not failed to load). */
export function isWalletRequested(): boolean {
  return requested
}

/** Starts loading without waiting: called on intent (pointer over, focus, touch). */
export function prefetchWallet(): void {
  loadWallet().catch(() => {
    // Errors surface when the user actually acts; a prefetch stays silent.
  })
}
