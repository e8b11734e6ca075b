import type { Account } from '../../stores/account'
import type { AccountHolder } from '../holderType'
import { base58Signature } from '../base58Signature'
import type { InjectedSolanaWallet } from './injected'
import { disconnectSolanaWallet, signSolanaMessage } from './solanaDirect'

/** A browser Solana wallet, driven through the Wallet Standard (./solanaDirect.ts). */
export function browserSolanaHolder(wallet: InjectedSolanaWallet, account: Account): AccountHolder {
  return {
    kind: 'browser-solana',
    async sign(message) {
      return base58Signature(await signSolanaMessage(wallet, account.address, message))
    },
    switchChain() {
      return Promise.reject(new Error('A Solana account has no network to switch.'))
    },
    disconnect() {
      return disconnectSolanaWallet(wallet)
    },
  }
}
