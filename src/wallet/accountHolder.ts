/**
 * Who holds an account, and the one place actions ask it: signing (./sign.ts), switching
 * (./switchNetwork.ts) and disconnecting (./actions.ts) each take the account's holder and call it,
 * as wagmi's actions call a connector. A browser wallet in this page is held directly (EVM through
 * wagmi, Solana through the Wallet Standard), whoever connected it; a mobile wallet by AppKit.
 */
import type { Account } from '../stores/account'
import { browserWalletOf } from './browser/browserWallet'
import { browserEvmHolder } from './browser/browserEvmHolder'
import { browserSolanaHolder } from './browser/browserSolanaHolder'
import { appKitHolder } from './appkit/appKitHolder'
import type { AccountHolder } from './holderType'

/** Thrown for an account whose browser wallet is not in this page (removed, disabled, another browser). */
export class HolderMissingError extends Error {
  override name = 'HolderMissingError'
}

/** @throws {HolderMissingError} when the account's browser wallet is not in this page. */
export function holderOf(account: Account): AccountHolder {
  const wallet = browserWalletOf(account)
  if (wallet?.namespace === 'eip155') return browserEvmHolder(wallet, account)
  if (wallet?.namespace === 'solana') return browserSolanaHolder(wallet, account)
  if (account.walletId !== undefined) {
    throw new HolderMissingError(`Wallet not found: ${account.walletName ?? 'the wallet'} is not in this browser.`)
  }
  return appKitHolder(account)
}
