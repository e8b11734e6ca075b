/**
 * Asks the account's holder (./accountHolder.ts) to sign a proof message, within a time limit; any
 * failure becomes a WalletError. The message itself is built by the prove forms, which know nothing
 * of wallets.
 */
import type { Account } from '../stores/account'
import { classifyWalletError, type WalletError } from './errors'
import { holderOf } from './accountHolder'
import { withTimeout } from '../util/withTimeout'

/** A wallet that never answers (closed, removed, asleep) must not leave the page waiting forever. */
export const SIGN_TIMEOUT_MS = 120_000

export type SignMessageResult = { ok: true; signature: string } | { ok: false; error: WalletError }

export async function signProofMessage(account: Account, message: string): Promise<SignMessageResult> {
  try {
    const signature = await withTimeout(
      Promise.resolve().then(() => holderOf(account).sign(message)),
      SIGN_TIMEOUT_MS,
      () => new Error(`The wallet did not answer within ${SIGN_TIMEOUT_MS / 1000} seconds (timeout)`),
    )
    return { ok: true, signature }
  } catch (error) {
    return { ok: false, error: classifyWalletError(error, 'sign') }
  }
}
