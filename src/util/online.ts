/**
 * Whether the browser has a network, as far as it can tell: `navigator.onLine` false is sure (no
 * network at all), true is only "maybe" (a network, not necessarily the internet). So only
 * "offline" is acted on, and a browser that cannot tell counts as online.
 */

/** Whether the browser says it has no network. */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && 'onLine' in navigator && !navigator.onLine
}

/** Calls `listener` with `browserOffline()` each time the browser goes offline or back online; returns the stop. */
export function onOfflineChange(listener: (offline: boolean) => void): () => void {
  const changed = () => listener(browserOffline())
  addEventListener('online', changed)
  addEventListener('offline', changed)
  return () => {
    removeEventListener('online', changed)
    removeEventListener('offline', changed)
  }
}
