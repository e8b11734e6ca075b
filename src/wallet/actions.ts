/**
 * What islands can ask of the wallet. Each action loads AppKit on demand, so an
 * island importing this module stays light.
 */
import type { Namespace } from '../stores/account'
import {
  $remembered,
  clearWalletError,
  connectionEnded,
  connectionStarted,
  forgetAccount,
  reportWalletError,
} from '../stores/connection'
import { classifyWalletError, walletError } from './errors'
import { loadWallet } from './load'
import { withTimeout } from '../util/withTimeout'

/** A reconnect that has not finished by then has failed (long enough for the wallet chunk on a slow
 * mobile connection); the page must not stay `reconnecting` forever. */
export const RESTORE_TIMEOUT_MS = 30_000

/** Where AppKit's own dialog takes over: WalletConnect's QR code, or its full catalogue with search. */
export type AppKitView = 'qr' | 'catalogue'

/** Opens AppKit's dialog on `view`. `namespace` narrows it to one ecosystem. */
export async function openAppKitDialog(view: AppKitView, namespace?: Namespace): Promise<void> {
  clearWalletError()
  connectionStarted()
  try {
    const kit = await loadWallet()
    if (view === 'qr') await kit.openWalletConnectQr(namespace)
    else await kit.appKit.open(namespace ? { view: 'AllWallets', namespace } : { view: 'AllWallets' })
  } catch (error) {
    connectionEnded(classifyWalletError(error, 'load'))
  }
}

export async function disconnectAccount(namespace: Namespace): Promise<void> {
  clearWalletError()
  try {
    const { appKit } = await loadWallet()
    await appKit.disconnect(namespace)
  } catch (error) {
    // The wallet may already be gone; the user asked to forget it either way.
    console.warn('[sigil] disconnect failed', error)
  } finally {
    forgetAccount(namespace)
  }
}

/** Confirms remembered accounts with the wallet; a wallet that does not answer in time is forgotten. */
export async function restoreRememberedAccounts(): Promise<void> {
  const remembered = Object.keys($remembered.get().accounts) as Namespace[]
  if (remembered.length === 0) return
  try {
    await withTimeout(
      loadWallet(),
      RESTORE_TIMEOUT_MS,
      () => new Error(`Timed out after ${RESTORE_TIMEOUT_MS / 1000} s`),
    )
  } catch (error) {
    for (const namespace of remembered) forgetAccount(namespace)
    reportWalletError(
      error instanceof Error && /Timed out/.test(error.message)
        ? walletError('failure', 'reconnect', error.message)
        : classifyWalletError(error, 'reconnect'),
    )
  }
}

/** Moves the EVM account to Ethereum or Base (adding Base to the wallet when it lacks it). */
export { switchEvmNetwork } from './switchNetwork'
