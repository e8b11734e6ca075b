import type { Account } from '../../stores/account'
import type { AccountHolder } from '../holderType'
import type { InjectedEvmWallet } from './injected'
import { loadEvmEngine } from './loadEvmEngine'

/** A browser EVM wallet, driven through the direct layer's wagmi config (./evmEngine.ts, loaded on first use). */
export function browserEvmHolder(wallet: InjectedEvmWallet, account: Account): AccountHolder {
  return {
    kind: 'browser-evm',
    async sign(message) {
      return (await loadEvmEngine()).signEvmMessage(wallet, account.address, message)
    },
    async switchChain(chainId, add) {
      await (await loadEvmEngine()).switchEvmChain(wallet, chainId, add)
    },
    async disconnect() {
      await (await loadEvmEngine()).disconnectEvmWallet(wallet)
    },
  }
}
