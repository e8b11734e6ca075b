/**
 * Native balances of connected accounts, read by Sigil itself (see src/chains/readBalance.ts).
 * Keyed by CAIP-10 account ID (`eip155:10:0x…`), so a chain or account change is a new
 * entry and an answer for the old one can never land on the new one. Not persisted:
 * each tab reads for itself.
 */
import { map } from 'nanostores'
import type { Account } from './account'
import { supportedNetwork } from '../config/networks'
import { formatBalance } from '../chains/formatBalance'

export type BalanceState =
  /** Reading; `formatted` is the last value, kept on screen while a refresh is under way. */
  | { status: 'loading'; value?: bigint; formatted?: string }
  | { status: 'ready'; value: bigint; formatted: string }
  /** The RPC failed or timed out; the connection itself is fine. */
  | { status: 'error'; detail: string }
  /** A network Sigil does not support: nothing is read. */
  | { status: 'unsupported' }

type BalanceAccount = Pick<Account, 'namespace' | 'address' | 'chainId'>

export const $balances = map<Record<string, BalanceState>>({})

/** CAIP-10: the chain and the address. */
export function balanceKey(account: BalanceAccount): string {
  return `${account.chainId}:${account.address}`
}

const inFlight = new Map<string, Promise<void>>()

/**
 * Reads the account's balance now. A read already under way for the same account and
 * chain is joined rather than repeated (two islands, a double click).
 */
export function refreshBalance(account: BalanceAccount): Promise<void> {
  const key = balanceKey(account)
  const running = inFlight.get(key)
  if (running) return running
  const network = supportedNetwork(account.chainId)
  if (!network) {
    $balances.setKey(key, { status: 'unsupported' })
    return Promise.resolve()
  }
  const { symbol: currency, decimals } = network.nativeCurrency
  const previous = $balances.get()[key]
  $balances.setKey(
    key,
    previous?.status === 'ready'
      ? { status: 'loading', value: previous.value, formatted: previous.formatted }
      : { status: 'loading' },
  )
  const read = import('../chains/readBalance')
    .then(({ readBalance }) => readBalance(account))
    .then(
      (value) =>
        $balances.setKey(key, {
          status: 'ready',
          value,
          formatted: formatBalance({ value, decimals, symbol: currency }),
        }),
      (error: unknown) => {
        console.warn('[sigil] balance read failed', error)
        $balances.setKey(key, { status: 'error', detail: error instanceof Error ? error.message : String(error) })
      },
    )
    .finally(() => inFlight.delete(key))
  inFlight.set(key, read)
  return read
}
