import { useEffect, useState } from 'react'
import type { Account } from '../../stores/account'
import type { Connection } from '../../stores/connection'
import { withConfirmed } from '../../wallet/linkedSigning'

/**
 * Every account the wallet confirmed while this page was open: an EVM wallet shows one account at a
 * time, so switching accounts in it is how a second one of the same wallet becomes available.
 */
export function useSeenAccounts(connection: Connection): readonly Account[] {
  const [seen, setSeen] = useState<readonly Account[]>(() => withConfirmed([], connection))
  useEffect(() => setSeen((current) => withConfirmed(current, connection)), [connection])
  return seen
}
