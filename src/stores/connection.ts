import { atom, computed } from 'nanostores'
import { persistentAtom } from '@nanostores/persistent'
import { choosePersistentEngine } from './storage'
import { NAMESPACES, withoutNamespace, type Account, type Namespace } from './account'
import { NOTHING_REMEMBERED, REMEMBERED_KEY, decodeRemembered, encodeRemembered, type Remembered } from './remembered'
import type { WalletError } from '../wallet/errors'

export type Status = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

export type Connection = {
  status: Status
  /** The account actions apply to by default; always one of `accounts`. */
  active?: Namespace
  accounts: Partial<Record<Namespace, Account>>
  /** Which accounts the wallet has confirmed on this page (the rest are remembered hints). */
  confirmed: Partial<Record<Namespace, boolean>>
  /**
   * 'lost': the active account is connected, but its wallet cannot be reached right now (a
   * mobile wallet whose WalletConnect relay is down). Absent while it can be.
   */
  transport?: 'lost'
  error?: WalletError
}

/** This page's live view of the wallet; never persisted. */
type Session = {
  /** A connection the user started is under way. */
  connecting: boolean
  /** Address per namespace that the wallet itself confirmed on this page. */
  confirmed: Partial<Record<Namespace, string>>
  /** Namespaces whose wallet cannot be reached right now (see `walletReachabilityChanged`). */
  unreachable?: Namespace[]
  error?: WalletError
}

choosePersistentEngine()

/** Shared by every tab: a change in one reaches the others through the `storage` event. */
export const $remembered = persistentAtom<Remembered>(REMEMBERED_KEY, NOTHING_REMEMBERED, {
  encode: encodeRemembered,
  decode: decodeRemembered,
})

export const $session = atom<Session>({ connecting: false, confirmed: {} })

export const $connection = computed([$remembered, $session], (remembered, session): Connection => {
  const { accounts } = remembered
  const confirmed: Connection['confirmed'] = {}
  for (const namespace of NAMESPACES) {
    const account = accounts[namespace]
    if (account && session.confirmed[namespace] === account.address) confirmed[namespace] = true
  }
  const present = NAMESPACES.filter((ns) => accounts[ns])
  const active = remembered.active && accounts[remembered.active] ? remembered.active : present[0]
  const status: Status =
    active && confirmed[active]
      ? 'connected'
      : session.connecting
        ? 'connecting'
        : active
          ? 'reconnecting'
          : 'disconnected'
  const connection: Connection = { status, accounts, confirmed }
  if (active) connection.active = active
  if (status === 'connected' && active && session.unreachable?.includes(active)) connection.transport = 'lost'
  if (session.error) connection.error = session.error
  return connection
})

function updateSession(change: Partial<Session>): void {
  $session.set({ ...$session.get(), ...change })
}

function setRemembered(next: Remembered): void {
  const current = $remembered.get()
  if (JSON.stringify(current) !== JSON.stringify(next)) $remembered.set(next)
}

/** The user asked to connect; cleared by `confirmAccount`, `connectionEnded` or an error. */
export function connectionStarted(): void {
  updateSession({ connecting: true })
}

/** The user's connection attempt ended without a new account (dialog closed, declined…). */
export function connectionEnded(error?: WalletError): void {
  const { error: _previous, ...rest } = $session.get()
  $session.set(error ? { ...rest, connecting: false, error } : { ...rest, connecting: false })
}

/**
 * The wallet confirmed this account on this page: remember it and show it as connected.
 * A namespace connected just now becomes the active one; a confirmed hint keeps the choice.
 */
export function confirmAccount(account: Account): void {
  const remembered = $remembered.get()
  const accounts = { ...remembered.accounts, [account.namespace]: account }
  const isNew = !remembered.accounts[account.namespace]
  const active = isNew || !remembered.active || !accounts[remembered.active] ? account.namespace : remembered.active
  setRemembered({ active, accounts })
  const session = $session.get()
  const newlyConfirmed = session.confirmed[account.namespace] !== account.address
  if (!newlyConfirmed && !session.connecting) return
  // A new confirmation is the "next successful action" that clears the last error;
  // AppKit re-announcing an account it already had is not.
  const { error: _cleared, ...rest } = session
  const next = newlyConfirmed ? rest : session
  $session.set({
    ...next,
    connecting: false,
    confirmed: { ...session.confirmed, [account.namespace]: account.address },
  })
}

/** The wallet no longer has this namespace connected (disconnect, revoke, reconnect failed). */
export function forgetAccount(namespace: Namespace): void {
  const remembered = $remembered.get()
  if (remembered.accounts[namespace]) {
    const accounts = withoutNamespace(remembered.accounts, namespace)
    const left = NAMESPACES.filter((ns) => accounts[ns])
    const active = remembered.active && accounts[remembered.active] ? remembered.active : left[0]
    setRemembered(active ? { active, accounts } : { accounts })
  }
  const session = $session.get()
  if (session.confirmed[namespace] !== undefined) {
    $session.set({ ...session, confirmed: withoutNamespace(session.confirmed, namespace) })
  }
}

export function setActiveNamespace(namespace: Namespace): void {
  const remembered = $remembered.get()
  if (remembered.accounts[namespace] && remembered.active !== namespace)
    setRemembered({ ...remembered, active: namespace })
}

/**
 * Which connected namespaces' wallet cannot be reached now ([] when all can): a mobile wallet
 * stays connected while its relay is down, and the page says the connection is lost until it
 * is back. Display only; nothing is forgotten.
 */
export function walletReachabilityChanged(unreachable: readonly Namespace[]): void {
  const { unreachable: _previous, ...rest } = $session.get()
  const next = NAMESPACES.filter((ns) => unreachable.includes(ns))
  $session.set(next.length > 0 ? { ...rest, unreachable: next } : rest)
}

export function reportWalletError(error: WalletError): void {
  updateSession({ error, connecting: false })
}

export function clearWalletError(): void {
  const { error: _cleared, ...rest } = $session.get()
  $session.set(rest)
}
