/**
 * What a tab records for a mobile wallet's account when its AppKit reports one.
 *
 * Every tab of the site is one WalletConnect client to the relay, which hands each of the
 * phone's events (a chain change, an account switch) to that client once. A tab that starts
 * AppKit for a session another tab already holds reads the session from storage; if the phone
 * changed something while it was starting, the tab that took the event has recorded the news,
 * and this tab reports what the phone has left. Recording that would move every tab back.
 *
 * So each field (the address, the chain) is read against `stale`: its value remembered when this
 * tab started AppKit, kept until the tab's own view moves off it. A report of exactly that value,
 * while the remembered one has moved on, is the stale reading, and the remembered value stands.
 * Anything else is the tab's own news. A tab whose view is live can miss an event too (its relay
 * socket was reconnecting): what another tab then records marks this tab's view as behind.
 */
import type { Account, Namespace } from '../../stores/account'
import type { Remembered } from '../../stores/remembered'

export type SessionReading = {
  /** The value to record. */
  value: string
  /** Still behind another tab: the value this tab's view is stuck on, else undefined. */
  stale: string | undefined
}

export function readSinceStart(
  reported: string,
  stale: string | undefined,
  remembered: string | undefined,
): SessionReading {
  if (stale !== undefined && reported === stale && remembered !== undefined && remembered !== stale) {
    return { value: remembered, stale }
  }
  return { value: reported, stale: undefined }
}

type Behind = { address: string | undefined; chainId: string | undefined }

/** One tab's reading of its mobile-wallet sessions against what other tabs recorded. */
export type SessionNews = {
  /** The account to record when this tab's AppKit reports `account` for a mobile wallet. */
  read(account: Account): Account
  /**
   * Another tab recorded `wanted` while this tab's view is `seen`: the phone's news reached the
   * site through that tab, and this tab's view is behind on every field that differs.
   */
  behind(seen: Account, wanted: Account): void
}

/**
 * `startedWith`: what was remembered when this tab started AppKit. `align`: moves this tab's own
 * view of the session to a chain, locally (nothing is sent to the phone).
 */
export function createSessionNews(
  startedWith: Remembered | undefined,
  remembered: () => Remembered,
  align: (chainId: string) => void,
): SessionNews {
  const stale = new Map<Namespace, Behind>()
  for (const account of Object.values(startedWith?.accounts ?? {})) {
    if (account.walletId === undefined)
      stale.set(account.namespace, { address: account.address, chainId: account.chainId })
  }

  return {
    read(account) {
      const behind = stale.get(account.namespace)
      if (!behind) return account
      const known = remembered().accounts[account.namespace]
      const live = known?.walletId === undefined ? known : undefined
      const address = readSinceStart(account.address, behind.address, live?.address)
      const chain = readSinceStart(account.chainId, behind.chainId, live?.chainId)
      if (address.stale === undefined && chain.stale === undefined) stale.delete(account.namespace)
      else stale.set(account.namespace, { address: address.stale, chainId: chain.stale })
      if (address.value === account.address && chain.value === account.chainId) return account
      if (account.namespace === 'eip155' && chain.value !== account.chainId) align(chain.value)
      return { ...account, address: address.value, chainId: chain.value }
    },

    behind(seen, wanted) {
      const address = seen.address === wanted.address ? undefined : seen.address
      const chainId = seen.chainId === wanted.chainId ? undefined : seen.chainId
      if (address === undefined && chainId === undefined) return
      stale.set(seen.namespace, { address, chainId })
      if (seen.namespace === 'eip155' && chainId !== undefined) align(wanted.chainId)
    },
  }
}
