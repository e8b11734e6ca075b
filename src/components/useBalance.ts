import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { Account } from '../stores/account'
import { $balances, balanceKey, refreshBalance, type BalanceState } from '../stores/balances'

/**
 * The account's balance, read when the account or its chain changes and when the tab
 * comes back into view (the person may have just sent funds from their wallet).
 * `enabled` waits for the wallet to confirm the account: a remembered hint is not read.
 */
export function useBalance(account: Account, enabled: boolean): BalanceState | undefined {
  const key = balanceKey(account)
  const balances = useStore($balances, { keys: [key] })
  const { namespace, address, chainId } = account
  useEffect(() => {
    if (!enabled) return
    const target = { namespace, address, chainId }
    void refreshBalance(target)
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshBalance(target)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [namespace, address, chainId, enabled])
  return balances[key]
}
