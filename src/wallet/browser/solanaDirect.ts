/**
 * The direct layer's Solana side: a Wallet Standard wallet driven through its own features,
 * without AppKit. `standard:connect` (silent on reconnect), `solana:signMessage`,
 * `standard:disconnect` where the wallet has it, and its `standard:events` `change` event for
 * an account switched or a site disconnected in the wallet.
 */
import type { WalletAccount } from '@wallet-standard/base'
import type { StandardDisconnectFeature } from '@wallet-standard/features'
import { $remembered, confirmAccount, forgetAccount } from '../../stores/connection'
import { standardConnect, type InjectedSolanaWallet } from './injected'
import { watchStandardWallet } from './solanaWallet'
import { markDirectlyHeld } from './browserWallet'

/** Solana mainnet, the one Solana network Sigil supports (CAIP-2). */
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

type SignMessageFeature = {
  'solana:signMessage': {
    signMessage(input: { account: WalletAccount; message: Uint8Array }): Promise<readonly { signature: Uint8Array }[]>
  }
}

const watched = new Map<InjectedSolanaWallet['wallet'], () => void>()

/** Follows the wallet's own account changes for as long as it is the remembered Solana wallet. */
export function followSolanaWallet(wallet: InjectedSolanaWallet): void {
  markDirectlyHeld('solana', true)
  if (watched.has(wallet.wallet)) return
  const onChange = (): void => {
    const remembered = $remembered.get().accounts.solana
    // Another tab disconnected, or another wallet holds the Solana place: not this wallet's to say.
    if (remembered?.walletId !== wallet.id) return
    const address = wallet.wallet.accounts[0]?.address
    markDirectlyHeld('solana', address !== undefined)
    if (address === undefined) forgetAccount('solana')
    else if (address !== remembered.address) confirmAccount({ ...remembered, address })
  }
  watched.set(wallet.wallet, watchStandardWallet(wallet.wallet, onChange))
}

/** The wallet's account object for `address`, connecting silently when this page has none yet. */
async function walletAccount(wallet: InjectedSolanaWallet, address: string): Promise<WalletAccount> {
  const find = (accounts: readonly WalletAccount[]) => accounts.find((a) => a.address === address)
  const present = find(wallet.wallet.accounts)
  if (present) return present
  const connect = standardConnect(wallet.wallet)
  const connected = connect ? find((await connect.connect({ silent: true })).accounts) : undefined
  if (!connected) throw new Error('Wallet not connected: it no longer shares this account.')
  return connected
}

/** Signs the message's UTF-8 bytes; resolves the 64-byte ed25519 signature. */
export async function signSolanaMessage(
  wallet: InjectedSolanaWallet,
  address: string,
  message: string,
): Promise<Uint8Array> {
  const feature = (wallet.wallet.features as Partial<SignMessageFeature>)['solana:signMessage']
  if (!feature) throw new Error('Wallet not ready: it cannot sign messages.')
  const account = await walletAccount(wallet, address)
  const [output] = await feature.signMessage({ account, message: new TextEncoder().encode(message) })
  if (!output) throw new Error('The wallet returned no signature.')
  return output.signature
}

/** Ends the site's connection in the wallet where the wallet offers it (`standard:disconnect`). */
export async function disconnectSolanaWallet(wallet: InjectedSolanaWallet): Promise<void> {
  markDirectlyHeld('solana', false)
  const feature = (wallet.wallet.features as Partial<StandardDisconnectFeature>)['standard:disconnect']
  await feature?.disconnect()
}
