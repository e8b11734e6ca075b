import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { $names, nameOf, requestEvmName, type EvmName } from '../stores/names'
import type { Namespace } from '../stores/account'

/** The checked name of an account shown by an island (EVM only; Solana names are not resolved). */
export function useEvmName(account: { address: string; namespace: Namespace } | undefined): EvmName | undefined {
  const address = account?.namespace === 'eip155' ? account.address : undefined
  const names = useStore($names, { keys: address ? [address.toLowerCase()] : [] })
  useEffect(() => {
    if (address) requestEvmName(address)
  }, [address])
  return address ? nameOf(names, address) : undefined
}
