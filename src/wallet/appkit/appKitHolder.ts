import type { Account } from '../../stores/account'
import type { AccountHolder } from '../holderType'
import { base58Signature } from '../base58Signature'
import { loadAppKit } from './loadAppKit'

type SolanaSigner = { signMessage(message: Uint8Array): Promise<Uint8Array | { signature: Uint8Array }> }

/** A mobile wallet (a WalletConnect session), or a wallet chosen in AppKit's catalogue: AppKit's wagmi and Solana adapters. */
export function appKitHolder(account: Account): AccountHolder {
  return {
    kind: 'appkit',
    async sign(message) {
      const { appKit, wagmiAdapter } = await loadAppKit()
      if (account.namespace === 'eip155') {
        const { signMessage } = await import('@wagmi/core')
        return signMessage(wagmiAdapter.wagmiConfig, { account: account.address as `0x${string}`, message })
      }
      const provider = appKit.getProvider<SolanaSigner>('solana')
      if (!provider) throw new Error('Wallet not found: no Solana wallet is connected.')
      const signed = await provider.signMessage(new TextEncoder().encode(message))
      return base58Signature(signed instanceof Uint8Array ? signed : signed.signature)
    },
    async switchChain(chainId, add) {
      const [{ wagmiAdapter, switching }, { switchChain }] = await Promise.all([loadAppKit(), import('@wagmi/core')])
      // The page's own switch: the other tabs follow it, though the phone sent nothing (./sessionReading.ts).
      switching('eip155', `eip155:${chainId}`)
      try {
        await switchChain(wagmiAdapter.wagmiConfig, { chainId, addEthereumChainParameter: add })
      } catch (error) {
        switching('eip155', undefined)
        throw error
      }
    },
    async disconnect() {
      const { appKit } = await loadAppKit()
      await appKit.disconnect(account.namespace)
    },
  }
}
