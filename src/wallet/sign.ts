/**
 * Asks the connected wallet to sign a proof message. Loaded with the wallet chunk;
 * the message itself is built by `src/proof/`, which knows nothing of wallets.
 */
import type { Account } from '../stores/account'
import { classifyWalletError, walletError, type WalletError } from './errors'
import { loadWallet } from './load'
import { withTimeout } from '../util/withTimeout'

/** A wallet that never answers (closed, removed, asleep) must not leave the page waiting forever. */
export const SIGN_TIMEOUT_MS = 120_000

export type SignMessageResult = { ok: true; signature: string } | { ok: false; error: WalletError }

type SolanaSigner = { signMessage(message: Uint8Array): Promise<Uint8Array | { signature: Uint8Array }> }

async function signWithWallet(account: Account, message: string): Promise<SignMessageResult> {
  const { appKit, wagmiAdapter } = await loadWallet()
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
  const bytes = signed instanceof Uint8Array ? signed : signed.signature
  const { default: bs58 } = await import('bs58')
  return { ok: true, signature: bs58.encode(bytes) }
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
