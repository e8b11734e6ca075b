/**
 * What islands can ask of the wallet. A browser wallet's actions go to the direct layer; AppKit
 * is loaded on demand only for its own dialog and for mobile wallets, so an island importing
 * this module stays light.
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
import { isAppKitRequested, loadAppKit } from './appkit/loadAppKit'
import { presentAccounts } from '../stores/account'
import { appKitHolder } from './appkit/appKitHolder'
import { holderOf } from './accountHolder'
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
    const kit = await loadAppKit()
    if (view === 'qr') await kit.openWalletConnectQr(namespace)
    else await kit.appKit.open(namespace ? { view: 'AllWallets', namespace } : { view: 'AllWallets' })
  } catch (error) {
    connectionEnded(classifyWalletError(error, 'load'))
  }
}

/** Ends the account's connection with its holder, and with AppKit too when this page started it. */
async function endConnection(namespace: Namespace): Promise<void> {
  const account = $remembered.get().accounts[namespace]
  if (!account) return
  const holder = holderOf(account)
  await holder.disconnect()
  // A browser wallet chosen in AppKit's catalogue is held by AppKit too.
  if (holder.kind !== 'appkit' && isAppKitRequested()) await appKitHolder(account).disconnect()
}

/**
 * How long Disconnect waits for the wallet to end the connection before the account is forgotten
 * anyway: a wallet that stopped answering, or a phone behind a relay that is down, never does.
 */
const DISCONNECT_WAIT_MS = 5_000

/**
 * Ends the account's connection and forgets it, whatever the wallet does: the person asked. Resolves
 * whether the wallet confirmed the end within `waitMs` (false also when it failed); one that answers
 * later still ends it then.
 */
export async function disconnectAccount(namespace: Namespace, waitMs = DISCONNECT_WAIT_MS): Promise<boolean> {
  clearWalletError()
  try {
    await withTimeout(endConnection(namespace), waitMs, () => new Error('The wallet did not answer its disconnect'))
    return true
  } catch (error) {
    // The wallet may already be gone; the person asked to forget it either way.
    console.warn('[sigil] disconnect failed', error)
    return false
  } finally {
    forgetAccount(namespace)
  }
}

/**
 * Confirms remembered mobile-wallet accounts (WalletConnect sessions) through AppKit; one whose
 * session does not come back in time is forgotten. Browser wallets are the direct layer's.
 */
export async function restoreRememberedAccounts(): Promise<void> {
  const remembered = presentAccounts($remembered.get().accounts)
    .filter((account) => account.walletId === undefined)
    .map((account) => account.namespace)
  if (remembered.length === 0) return
  try {
    await withTimeout(
      loadAppKit(),
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

/** Moves the EVM account to another network the site offers (adding it to the wallet when it lacks it). */
export { switchEvmNetwork } from './switchNetwork'
