/**
 * Which engine drives an account. A browser wallet in this page (an EIP-6963 or Wallet Standard
 * wallet, named by the account's `walletId`) is driven directly, whoever connected it; anything
 * else (a mobile wallet through WalletConnect) belongs to AppKit.
 */
import type { Account, Namespace } from '../../stores/account'
import { findInjectedWallet, type InjectedWallet } from './injected'

/** The browser wallet behind an account, when that wallet is in this page. */
export function browserWalletOf(account: Account): InjectedWallet | undefined {
  return account.walletId === undefined ? undefined : findInjectedWallet(account.namespace, account.walletId)
}

/** What the store keeps of an account a browser wallet granted. */
export function browserWalletAccount(wallet: InjectedWallet, address: string, chainId: string): Account {
  const account: Account = {
    namespace: wallet.namespace,
    address,
    chainId,
    walletName: wallet.name,
    walletId: wallet.id,
  }
  if (wallet.icon) account.walletIcon = wallet.icon
  return account
}

/**
 * Marks on the page which namespaces' browser wallets the direct layer follows now
 * (`data-direct-wallets="eip155 solana"`), for tests and for anyone debugging a page.
 */
export function markDirectlyHeld(namespace: Namespace, held: boolean): void {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  const now = new Set((root.dataset.directWallets ?? '').split(' ').filter(Boolean))
  if (held) now.add(namespace)
  else now.delete(namespace)
  root.dataset.directWallets = [...now].sort().join(' ')
}
