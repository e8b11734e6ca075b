/**
 * Which EVM chain a tab records for a mobile wallet's account when its AppKit reports one.
 *
 * Every tab of the site is one WalletConnect client to the relay, which hands each of the
 * phone's events to that client once. A tab that starts AppKit for a session another tab
 * already holds reads the session's chain from storage; if the phone changed chain while it
 * was starting, the tab that took the event has recorded the new chain, and this tab reports
 * the old one. Recording it would move every tab back to a chain the phone has left.
 *
 * `stale` is the chain remembered when this tab started AppKit, kept until the tab's own view
 * has caught up. A report of exactly that chain, while the remembered one has moved on, is the
 * stale reading: the remembered chain stands. Anything else is the tab's own news.
 */
export type SessionChainReading = {
  /** The chain to record. */
  chainId: string
  /** Still behind another tab: the chain this tab's view is stuck on, else undefined. */
  stale: string | undefined
}

export function readSessionChain(
  reported: string,
  stale: string | undefined,
  remembered: string | undefined,
): SessionChainReading {
  if (stale !== undefined && reported === stale && remembered !== undefined && remembered !== stale) {
    return { chainId: remembered, stale }
  }
  return { chainId: reported, stale: undefined }
}
