import { useEffect } from 'react'
import type { Namespace } from '../../stores/account'
import { accountInFragment } from './accountFragment'

/**
 * Calls `choose` with the account the page's `#account=…` fragment names, on arrival and whenever
 * the fragment changes (the wallet menu's "Prove this address" on the prove page itself only
 * changes the fragment).
 */
export function useFragmentAccount(choose: (namespace: Namespace) => void): void {
  useEffect(() => {
    const follow = () => {
      const namespace = accountInFragment(location.hash)
      if (namespace) choose(namespace)
    }
    follow()
    addEventListener('hashchange', follow)
    return () => removeEventListener('hashchange', follow)
  }, [choose])
}
