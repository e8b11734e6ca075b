/**
 * Asks the connected wallet to sign a proof message: a browser wallet directly (wagmi's
 * `signMessage` for EVM, `solana:signMessage` for Solana), a mobile wallet through AppKit.
 * The message itself is built by `src/proof/`, which knows nothing of wallets.
 */
import type { Account } from '../stores/account'
import { classifyWalletError, walletError, type WalletError } from './errors'
import { loadAppKit } from './appkit/loadAppKit'
import { browserWalletOf } from './browser/browserWallet'
import { loadEvmEngine } from './browser/loadEvmEngine'
import { signSolanaMessage } from './browser/solanaDirect'
import { withTimeout } from '../util/withTimeout'

/** A wallet that never answers (closed, removed, asleep) must not leave the page waiting forever. */
export const SIGN_TIMEOUT_MS = 120_000

export type SignMessageResult = { ok: true; signature: string } | { ok: false; error: WalletError }

type SolanaSigner = { signMessage(message: Uint8Array): Promise<Uint8Array | { signature: Uint8Array }> }

async function base58(bytes: Uint8Array): Promise<string> {
  const { base58: codec } = await import('@scure/base')
  return codec.encode(bytes)
}

async function signWithWallet(account: Account, message: string): Promise<SignMessageResult> {
  const wallet = browserWalletOf(account)
  if (wallet?.namespace === 'eip155') {
    const { signEvmMessage } = await loadEvmEngine()
    return { ok: true, signature: await signEvmMessage(wallet, account.address, message) }
  }
  if (wallet?.namespace === 'solana') {
    return { ok: true, signature: await base58(await signSolanaMessage(wallet, account.address, message)) }
  }
  if (account.walletId !== undefined) {
    return {
      ok: false,
      error: walletError('wallet-unavailable', 'sign', `${account.walletName ?? 'The wallet'} is not in this browser`),
    }
  }
  const { appKit, wagmiAdapter } = await loadAppKit()
  if (account.namespace === 'eip155') {
    const { signMessage } = await import('@wagmi/core')
    const signature = await signMessage(wagmiAdapter.wagmiConfig, {
      account: account.address as `0x${string}`,
      message,
    })
    return { ok: true, signature }
  }
  const provider = appKit.getProvider<SolanaSigner>('solana')
  if (!provider) return { ok: false, error: walletError('wallet-unavailable', 'sign', 'No Solana wallet is connected') }
  const signed = await provider.signMessage(new TextEncoder().encode(message))
  return { ok: true, signature: await base58(signed instanceof Uint8Array ? signed : signed.signature) }
}

export async function signProofMessage(account: Account, message: string): Promise<SignMessageResult> {
  try {
    return await withTimeout(
      signWithWallet(account, message),
      SIGN_TIMEOUT_MS,
      () => new Error(`The wallet did not answer within ${SIGN_TIMEOUT_MS / 1000} seconds (timeout)`),
    )
  } catch (error) {
    return { ok: false, error: classifyWalletError(error, 'sign') }
  }
}
