/**
 * A network switch the user asked for: under way, or failed with a reason shown next to
 * the control it was asked from. Page state only, never persisted.
 */
import { atom, onMount } from 'nanostores'
import { $remembered } from './connection'
import type { WalletError } from '../wallet/errors'

/** Where the switch was asked for, so its outcome is shown there and not twice. */
export type SwitchSource = 'account-page' | 'menu'

export type NetworkSwitch =
  | { status: 'idle' }
  | { status: 'switching'; chainId: number; from: SwitchSource }
  | { status: 'failed'; chainId: number; from: SwitchSource; error: WalletError }

export const $networkSwitch = atom<NetworkSwitch>({ status: 'idle' })

export function networkSwitchStarted(chainId: number, from: SwitchSource): void {
  $networkSwitch.set({ status: 'switching', chainId, from })
}

/** The wallet answered: switched (no error) or not (the account stays on its old chain). */
export function networkSwitchEnded(error?: WalletError): void {
  const current = $networkSwitch.get()
  if (error && current.status !== 'idle')
    $networkSwitch.set({ status: 'failed', chainId: current.chainId, from: current.from, error })
  else $networkSwitch.set({ status: 'idle' })
}

export function clearNetworkSwitchError(): void {
  if ($networkSwitch.get().status === 'failed') $networkSwitch.set({ status: 'idle' })
}

// Once the wallet moves to another chain by itself, an earlier "switch declined" is stale.
onMount($networkSwitch, () => {
  let chain = $remembered.get().accounts.eip155?.chainId
  return $remembered.listen((remembered) => {
    const next = remembered.accounts.eip155?.chainId
    if (next !== chain) {
      chain = next
      clearNetworkSwitchError()
    }
  })
})
