/**
 * A returning visitor's browser wallets, reconnected by the direct layer without a prompt and
 * without AppKit: first the quick ask (./confirmRemembered.ts), which shows `connected` as soon
 * as the wallet answers, then the adoption that follows the wallet's own events from then on
 * (wagmi's reconnect for EVM, the wallet's `standard:events` for Solana). An account the wallet
 * no longer shares, a wallet that is gone from the browser, or one that never answers ends
 * `disconnected` with the reason, never `reconnecting` forever.
 */
import type { Account, Namespace } from '../../stores/account'
import { $remembered, confirmAccount, forgetAccount, reportWalletError } from '../../stores/connection'
import { withTimeout } from '../../util/withTimeout'
import { browserWalletAccount } from './browserWallet'
import { confirmRememberedDirectly, injectedWallet, type Answer } from './confirmRemembered'
import { walletError, type WalletError } from '../errors'
import { standardConnect, type InjectedWallet } from './injected'
import { loadEvmEngine } from './loadEvmEngine'
import { SOLANA_MAINNET, followSolanaWallet } from './solanaDirect'

/** Wallets announce themselves at once; one that has not by then is not in this browser. */
export const ANNOUNCE_TIMEOUT_MS = 3_000
/** A wallet still waking (a service worker, a locked vault) gets this long before the page gives up. */
export const RESTORE_TIMEOUT_MS = 30_000

class NotAnswered extends Error {}

/** Reconnects each account; resolves when every one is connected or forgotten. */
export async function restoreBrowserWallets(accounts: readonly Account[]): Promise<void> {
  const answers = await confirmRememberedDirectly(undefined, accounts)
  // A wallet that said it no longer shares the account was forgotten by the quick ask already.
  const kept = accounts.flatMap((account, index) =>
    answers[index] === 'revoked' ? [] : [{ account, answer: answers[index] }],
  )
  await Promise.all(kept.map(({ account, answer }) => follow(account, answer)))
}

/**
 * Follows a browser wallet's account that the wallet has just confirmed elsewhere (in AppKit's own
 * dialog): the direct layer takes it over without a prompt, as after a reload.
 */
export function followConfirmedBrowserWallet(account: Account): Promise<void> {
  return follow(account, 'confirmed')
}

async function follow(account: Account, answer: Answer | undefined): Promise<void> {
  const id = account.walletId
  if (id === undefined) return
  let failure: WalletError | undefined
  try {
    const wallet = await withTimeout(
      injectedWallet(account.namespace, id),
      ANNOUNCE_TIMEOUT_MS,
      () => new NotAnswered(),
    )
    const adopted = await withTimeout(adopt(wallet, answer), RESTORE_TIMEOUT_MS, () => new NotAnswered())
    if (!adopted) failure = walletError('wallet-unavailable', 'reconnect')
  } catch (error) {
    failure =
      error instanceof NotAnswered
        ? walletError('wallet-unavailable', 'reconnect', `${account.walletName ?? 'The wallet'} did not answer`)
        : walletError('wallet-unavailable', 'reconnect', error instanceof Error ? error.message : String(error))
  }
  if (failure && stillWanted(account.namespace, id)) {
    forgetAccount(account.namespace)
    reportWalletError(failure)
  }
}

/** Another tab may have disconnected, or chosen another wallet, while this one waited. */
function stillWanted(namespace: Namespace, walletId: string): boolean {
  return $remembered.get().accounts[namespace]?.walletId === walletId
}

async function adopt(wallet: InjectedWallet, answer: Answer | undefined): Promise<boolean> {
  if (wallet.namespace === 'eip155') return (await loadEvmEngine()).adoptEvmWallet(wallet)
  if (answer !== 'confirmed') {
    // Slow, or another account than remembered: the wallet's own answer, asked again silently.
    const connect = standardConnect(wallet.wallet)
    const address = connect ? (await connect.connect({ silent: true })).accounts[0]?.address : undefined
    if (address === undefined || !stillWanted('solana', wallet.id)) return address !== undefined
    confirmAccount(browserWalletAccount(wallet, address, SOLANA_MAINNET))
  }
  followSolanaWallet(wallet)
  return true
}
