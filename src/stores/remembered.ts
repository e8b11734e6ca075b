import { NAMESPACES, isNamespace, parseAccount, type Account, type Namespace } from './account'

/**
 * The persisted display hint: which accounts were connected, so the next page
 * can show them at once as `reconnecting`. It is never trusted for anything but
 * display: the wallet must confirm an account before it is `connected`.
 */
export type Remembered = {
  active?: Namespace
  accounts: Partial<Record<Namespace, Account>>
}

export const REMEMBERED_KEY = 'sigil:connection'
export const NOTHING_REMEMBERED: Remembered = Object.freeze({ accounts: Object.freeze({}) })
/** Far above any honest value; a larger one is tampering and not worth parsing. */
const MAX_ENCODED = 128 * 1024

export function encodeRemembered(value: Remembered): string | undefined {
  return Object.keys(value.accounts).length === 0 ? undefined : JSON.stringify(value)
}

/** Parses the stored hint; anything malformed or tampered becomes "nothing remembered". */
export function decodeRemembered(raw: unknown): Remembered {
  if (typeof raw !== 'string' || raw.length > MAX_ENCODED) return NOTHING_REMEMBERED
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return NOTHING_REMEMBERED
  }
  if (typeof data !== 'object' || data === null) return NOTHING_REMEMBERED
  const rawAccounts = (data as Record<string, unknown>)['accounts']
  if (typeof rawAccounts !== 'object' || rawAccounts === null) return NOTHING_REMEMBERED
  const accounts: Remembered['accounts'] = {}
  for (const namespace of NAMESPACES) {
    const account = parseAccount(namespace, (rawAccounts as Record<string, unknown>)[namespace])
    if (account) accounts[namespace] = account
  }
  if (Object.keys(accounts).length === 0) return NOTHING_REMEMBERED
  const active = (data as Record<string, unknown>)['active']
  return isNamespace(active) && accounts[active] ? { active, accounts } : { accounts }
}
