import { loadOnce } from '../../util/loadOnce'
import type { StartedAppKit } from './startAppKit'

let requested = false
// A failed load (chunk fetch, bad config) is tried again at the next call, not cached.
const startOnce = loadOnce(() => import('./startAppKit').then((m) => m.startAppKit()))

/**
 * Loads and creates AppKit once per page. Browser only: the static build never runs it, so the
 * build needs no network.
 */
export function loadAppKit(): Promise<StartedAppKit> {
  if (import.meta.env.SSR) return Promise.reject(new Error('loadAppKit() is browser-only'))
  requested = true
  return startOnce().catch((error: unknown) => {
    requested = false
    throw error
  })
}

/** Whether AppKit has been requested on this page (and has not failed to load). */
export function isAppKitRequested(): boolean {
  return requested
}

/** Starts loading without waiting: called on intent (pointer over, focus, touch). */
export function prefetchAppKit(): void {
  loadAppKit().catch(() => {
    // Errors surface when the user actually acts; a prefetch stays silent.
  })
}
