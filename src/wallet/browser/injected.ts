/**
 * The wallets already in this page, found without AppKit: EIP-6963 announcements for EVM
 * wallets and Wallet Standard registrations for Solana ones. Names and icons are the wallets'
 * own, cleaned like any wallet-supplied text. Wallets announce before any island wakes and
 * again on request, so the list is complete by the time anyone reaches for Connect.
 * @see https://eips.ethereum.org/EIPS/eip-6963
 * @see https://github.com/wallet-standard/wallet-standard
 */
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { StandardConnectFeature } from '@wallet-standard/features'
import { atom } from 'nanostores'
import { cleanWalletIcon, cleanWalletName } from '../../stores/account'

/** The part of EIP-1193 Sigil calls directly. */
export type Eip1193Provider = {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on(event: string, listener: () => void): void
  removeListener(event: string, listener: () => void): void
}

type Common = {
  /** Stable across page loads: the EIP-6963 `rdns`, or the Wallet Standard name. */
  id: string
  name: string
  icon?: string
}
export type InjectedEvmWallet = Common & { namespace: 'eip155'; provider: Eip1193Provider }
export type InjectedSolanaWallet = Common & { namespace: 'solana'; wallet: Wallet }
export type InjectedWallet = InjectedEvmWallet | InjectedSolanaWallet

/** In the order the wallets arrived; one entry per id (a repeated announcement replaces the first). */
export const $injectedWallets = atom<readonly InjectedWallet[]>([])

let discovering = false

/** Starts listening (once per page) and asks every wallet to announce itself. */
export function discoverInjectedWallets(): void {
  if (discovering || typeof window === 'undefined') return
  discovering = true
  window.addEventListener('eip6963:announceProvider', (event) => {
    const wallet = evmWalletFrom((event as CustomEvent<unknown>).detail)
    if (wallet) add(wallet)
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))

  const standard = getWallets()
  const addStandard = (...wallets: Wallet[]) => {
    for (const wallet of wallets) {
      const found = solanaWalletFrom(wallet)
      if (found) add(found)
    }
  }
  addStandard(...standard.get())
  standard.on('register', addStandard)
  standard.on('unregister', (...gone) => {
    $injectedWallets.set($injectedWallets.get().filter((w) => w.namespace !== 'solana' || !gone.includes(w.wallet)))
  })
}

/** The injected wallet an id names, if it is in the page. */
export function findInjectedWallet<N extends InjectedWallet['namespace']>(
  namespace: N,
  id: string,
): Extract<InjectedWallet, { namespace: N }> | undefined {
  return $injectedWallets
    .get()
    .find(
      (wallet): wallet is Extract<InjectedWallet, { namespace: N }> =>
        wallet.namespace === namespace && wallet.id === id,
    )
}

function add(wallet: InjectedWallet): void {
  const wallets = $injectedWallets.get()
  const index = wallets.findIndex((w) => w.namespace === wallet.namespace && w.id === wallet.id)
  $injectedWallets.set(index === -1 ? [...wallets, wallet] : wallets.map((w, i) => (i === index ? wallet : w)))
}

/** An EIP-6963 announcement's detail, if it is well formed; anything a page script forged badly is ignored. */
export function evmWalletFrom(detail: unknown): InjectedEvmWallet | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined
  const { info, provider } = detail as { info?: unknown; provider?: unknown }
  if (typeof info !== 'object' || info === null) return undefined
  if (typeof provider !== 'object' || provider === null || typeof (provider as Eip1193Provider).request !== 'function')
    return undefined
  const { rdns, name, icon } = info as { rdns?: unknown; name?: unknown; icon?: unknown }
  const cleanName = cleanWalletName(name)
  if (typeof rdns !== 'string' || !/^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/i.test(rdns) || !cleanName) return undefined
  const wallet: InjectedEvmWallet = {
    namespace: 'eip155',
    id: rdns,
    name: cleanName,
    provider: provider as Eip1193Provider,
  }
  const cleanIcon = cleanWalletIcon(icon)
  if (cleanIcon) wallet.icon = cleanIcon
  return wallet
}

/** A Wallet Standard wallet that can connect and sign messages on Solana. */
export function solanaWalletFrom(wallet: Wallet): InjectedSolanaWallet | undefined {
  const name = cleanWalletName(wallet.name)
  const solana = wallet.chains.some((chain) => chain.startsWith('solana:'))
  const features = Object.keys(wallet.features)
  if (!name || !solana || !features.includes('standard:connect') || !features.includes('solana:signMessage'))
    return undefined
  const found: InjectedSolanaWallet = { namespace: 'solana', id: name, name, wallet }
  const icon = cleanWalletIcon(wallet.icon)
  if (icon) found.icon = icon
  return found
}

/** The wallet's `standard:connect` (every wallet `solanaWalletFrom` accepts declares one). */
export function standardConnect(wallet: Wallet): StandardConnectFeature['standard:connect'] | undefined {
  return (wallet.features as Partial<StandardConnectFeature>)['standard:connect']
}
