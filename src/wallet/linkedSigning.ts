/**
 * /prove/, several addresses at once: every chosen account signs its own message, one
 * after the other, each message naming the whole set. An EVM wallet signs only with the account it
 * has selected, so for a part of another account the person is asked to switch in the wallet, and
 * signing goes on when the wallet reports that account.
 */
import { presentAccounts, type Account, type Namespace } from '../stores/account'
import { $connection, type Connection } from '../stores/connection'
import type { WalletError } from './errors'

export type PartStatus = 'pending' | 'switch' | 'signing' | 'signed' | 'declined'

export type LinkedPart = {
  account: Account
  message: string
  status: PartStatus
  signature?: string
  error?: WalletError
}

/** Two accounts are one when their namespace and address agree (EVM addresses in any case). */
export function accountKey(account: Pick<Account, 'namespace' | 'address'>): string {
  return `${account.namespace}:${account.namespace === 'eip155' ? account.address.toLowerCase() : account.address}`
}

/** The account the wallet has confirmed on this page for `namespace`, if it is `address`. */
export function walletIsOn(connection: Connection, namespace: Namespace, address: string): Account | undefined {
  const current = connection.confirmed[namespace] ? connection.accounts[namespace] : undefined
  return current && accountKey(current) === accountKey({ namespace, address }) ? current : undefined
}

/**
 * Resolves with the wallet's account once it is `account` (at once if it already is); `signal`
 * stops the wait (the person dropped the part or left).
 */
export function waitForAccount(account: Account, signal: AbortSignal): Promise<Account | undefined> {
  return new Promise((resolve) => {
    let settled = false
    // Called from a microtask, never during subscribe(), so `stop` is always assigned by then.
    const finish = (found: Account | undefined) => {
      if (settled) return
      settled = true
      stop()
      signal.removeEventListener('abort', abort)
      resolve(found)
    }
    const abort = () => queueMicrotask(() => finish(undefined))
    signal.addEventListener('abort', abort)
    const stop = $connection.subscribe((connection) => {
      const current = walletIsOn(connection, account.namespace, account.address)
      if (current) queueMicrotask(() => finish(current))
    })
    if (signal.aborted) abort()
  })
}

/** `collected` plus the accounts the wallet confirms now, each once, in the order they appeared. */
export function withConfirmed(collected: readonly Account[], connection: Connection): readonly Account[] {
  const seen = new Set(collected.map(accountKey))
  const added = presentAccounts(connection.accounts).filter(
    (account) => connection.confirmed[account.namespace] === true && !seen.has(accountKey(account)),
  )
  return added.length ? [...collected, ...added] : collected
}
