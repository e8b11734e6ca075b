/**
 * The Solana wallet's own view of its accounts, through Wallet Standard. AppKit 1.8.24
 * misses two things a Solana wallet reports with its `standard:events` `change` event:
 * an account switch (its handler only acts for the EVM connector) and a disconnect made
 * in the wallet (a change with no accounts is ignored, so AppKit still shows it connected).
 * Sigil reads the wallet directly for both.
 */
import type { AppKit } from '@reown/appkit'

type StandardAccount = { readonly address: string }
type ChangeListener = (properties: { accounts?: readonly StandardAccount[] }) => void

/** The part of a Wallet Standard wallet Sigil reads. */
export type StandardWallet = {
  readonly accounts: readonly StandardAccount[]
  readonly features: Readonly<Record<string, unknown>>
}

function isStandardWallet(value: unknown): value is StandardWallet {
  if (typeof value !== 'object' || value === null) return false
  const { accounts, features } = value as { accounts?: unknown; features?: unknown }
  return Array.isArray(accounts) && typeof features === 'object' && features !== null
}

/**
 * The Wallet Standard wallet behind AppKit's Solana provider, or undefined when the
 * connection is not one (WalletConnect, none). AppKit's WalletStandardProvider keeps it
 * as `wallet`, public at runtime though not in its types.
 */
export function getSolanaStandardWallet(appKit: AppKit): StandardWallet | undefined {
  const provider = appKit.getProvider<{ wallet?: unknown }>('solana')
  return isStandardWallet(provider?.wallet) ? provider.wallet : undefined
}

/** Calls `onChange` on every `change` event of the wallet; returns the unsubscribe function. */
export function watchStandardWallet(wallet: StandardWallet, onChange: () => void): () => void {
  const events = wallet.features['standard:events'] as
    { on?: (event: 'change', listener: ChangeListener) => () => void } | undefined
  if (typeof events?.on !== 'function') return () => undefined
  try {
    return events.on('change', () => onChange())
  } catch {
    // A broken wallet must not break the page; AppKit's own events still arrive.
    return () => undefined
  }
}
