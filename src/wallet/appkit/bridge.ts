/**
 * Translates AppKit's events into store actions, for the connections AppKit holds: mobile
 * wallets (WalletConnect), whose authority it is, and a browser wallet chosen in its own dialog,
 * which it confirms and hands to the direct layer (../browser/evmEngine.ts, ../browser/solanaDirect.ts),
 * the owner of every browser wallet. The stores are the authority on what the UI shows.
 *
 * The bridge is a few followers, each with one job: the accounts AppKit reports (here), what other
 * tabs changed (./followOtherTabs.ts, given the accounts' view), its dialog closing (./followDialog.ts), the
 * errors it reports (./followWalletErrors.ts) and its verdict on the app's configuration
 * (./followConfigAlert.ts).
 */
import type { AppKit } from '@reown/appkit'
import { StorageUtil } from '@reown/appkit-controllers'
import { getConnection, watchConnection, type Config } from '@wagmi/core'
import { getAddress } from 'viem'
import {
  NAMESPACES,
  cleanWalletIcon,
  cleanWalletName,
  isAddress,
  isChainId,
  type Account,
  type Namespace,
} from '../../stores/account'
import { $remembered, $session, confirmAccount, forgetAccount, reportWalletError } from '../../stores/connection'
import { walletError } from '../errors'
import { getSolanaStandardWallet, watchStandardWallet, type StandardWallet } from '../browser/solanaWallet'
import { discoverInjectedWallets, findInjectedWallet } from '../browser/injected'
import { followConfirmedBrowserWallet } from '../browser/restoreBrowserWallets'
import { followConfigAlert } from './followConfigAlert'
import { followDialog } from './followDialog'
import { followOtherTabs, letGoOfEndedPhoneAccounts } from './followOtherTabs'
import { followWalletErrors } from './followWalletErrors'
import { createSessionNews, type SessionNews } from './sessionReading'
import type { PhoneMessages } from './phoneMessages'

type AccountState = ReturnType<AppKit['getAccount']>
type WalletInfo = { name?: unknown; icon?: unknown } | undefined

function accountFrom(namespace: Namespace, state: AccountState, wallet: WalletInfo): Account | undefined {
  if (!state?.isConnected || !state.caipAddress) return undefined
  const parts = state.caipAddress.split(':')
  if (parts.length !== 3) return undefined
  const [ns, reference, rawAddress] = parts as [string, string, string]
  if (ns !== namespace) return undefined
  let chainId = `${ns}:${reference}`
  if (!isChainId(namespace, chainId)) {
    // AppKit 1.8.24 puts an EVM wallet's unsupported chain on whichever namespace is active,
    // e.g. "solana:137" while a Solana account is active: keep the chain last confirmed.
    const last = $remembered.get().accounts[namespace]?.chainId
    if (!last) return undefined
    chainId = last
  }
  let address = rawAddress
  if (namespace === 'eip155') {
    try {
      address = getAddress(rawAddress)
    } catch {
      return undefined
    }
  }
  const account: Account = { namespace, address, chainId }
  const walletName = cleanWalletName(wallet?.name)
  const walletIcon = cleanWalletIcon(wallet?.icon)
  if (walletName) account.walletName = walletName
  if (walletIcon) account.walletIcon = walletIcon
  // AppKit names a browser wallet's connector by its rdns (EVM) or name (Solana); a connector
  // id that names no wallet in this page (WalletConnect, the generic injected one) is not kept.
  const connectorId = StorageUtil.getConnectedConnectorId(namespace)
  if (connectorId && findInjectedWallet(namespace, connectorId)) account.walletId = connectorId
  return account
}

/**
 * The EVM wallet's address and chain as wagmi has them. wagmi follows the wallet's own
 * `accountsChanged` / `chainChanged`; AppKit 1.8.24 does not always: it keeps the old chain
 * for the EVM account while a Solana account is its active one, and after a reload on a
 * chain it does not know (Polygon…) it reports chain 1 while the wallet is on 137.
 */
function withWagmiTruth(account: Account, config: Config | undefined): Account {
  if (!config) return account
  const connection = getConnection(config)
  if (!connection.isConnected || !connection.address || !connection.chainId) return account
  const chainId = `eip155:${connection.chainId}`
  return isChainId('eip155', chainId) ? { ...account, address: getAddress(connection.address), chainId } : account
}

/**
 * The Solana wallet's own account, for Wallet Standard wallets (AppKit misses their
 * account switches, see solanaWallet.ts). Null: the wallet says nothing is connected.
 */
function withWalletTruth(account: Account, wallet: StandardWallet | undefined): Account | null {
  if (!wallet) return account
  const address = wallet.accounts[0]?.address
  if (address === undefined) return null
  return isAddress('solana', address) ? { ...account, address } : account
}

/**
 * `messages`: the phone's messages this tab's WalletConnect client takes (./phoneMessages.ts). Returns
 * what the page's own network switches tell the bridge.
 */
export function bridgeWalletToStores(
  appKit: AppKit,
  messages: PhoneMessages,
  wagmiConfig?: Config,
): Pick<SessionNews, 'switching'> {
  discoverInjectedWallets()
  /** Until AppKit's initial reconnect is over, a "disconnected" only means "not yet". */
  let initialised = false
  /**
   * Namespaces another tab disconnected that this tab's AppKit is still letting go of. Until it
   * has, its account events must not confirm them again: that would bring the account back in
   * every tab, and tabs that learn of a WalletConnect session's end at different moments would
   * pass it back and forth.
   */
  const leaving = new Set<Namespace>()
  let watchedSolana: { wallet: StandardWallet; stop: () => void } | undefined

  /** Subscribes to the Solana wallet behind AppKit's provider, following it when it changes. */
  const solanaWallet = (): StandardWallet | undefined => {
    const wallet = getSolanaStandardWallet(appKit)
    if (wallet !== watchedSolana?.wallet) {
      watchedSolana?.stop()
      watchedSolana = wallet ? { wallet, stop: watchStandardWallet(wallet, () => sync('solana')) } : undefined
    }
    return wallet
  }

  /**
   * Whether AppKit speaks for the namespace's remembered account: a mobile wallet's only. A
   * browser wallet is the direct layer's, even one chosen in AppKit's own dialog (handed over
   * below), so AppKit's "not connected" (it may never have held it) says nothing about it.
   */
  const speaksFor = (namespace: Namespace): boolean => $remembered.get().accounts[namespace]?.walletId === undefined
  /** Browser wallets AppKit connected on this page, already handed to the direct layer. */
  const handedOver = new Set<string>()

  let aligningTo: string | undefined
  /** Brings this tab's view of the session to the phone's chain: local, nothing is sent to the phone. */
  const alignSessionChain = (chainId: string): void => {
    if (aligningTo === chainId) return
    aligningTo = chainId
    void appKit
      .getUniversalProvider()
      .then((provider) => provider?.setDefaultChain(chainId))
      .catch(() => undefined)
      .finally(() => (aligningTo = undefined))
  }
  /** This tab's view of its mobile-wallet sessions against what the tabs recorded (./sessionReading.ts). */
  const news = createSessionNews(messages, () => $remembered.get(), alignSessionChain)

  /** The account as this tab's AppKit, wagmi and Solana wallet see it; null: the wallet says none. */
  const viewOf = (namespace: Namespace): Account | null | undefined => {
    let account: Account | null | undefined = accountFrom(
      namespace,
      appKit.getAccount(namespace),
      appKit.getWalletInfo(namespace),
    )
    if (account && namespace === 'eip155') account = withWagmiTruth(account, wagmiConfig)
    if (account && namespace === 'solana') account = withWalletTruth(account, solanaWallet())
    return account
  }

  const sync = (namespace: Namespace): void => {
    const state = appKit.getAccount(namespace)
    let account = viewOf(namespace)
    if (account && account.walletId === undefined) account = news.read(account)
    if (account) {
      if (leaving.has(namespace)) return
      // AppKit's own reconnect finds every browser wallet that still trusts the site, also one the
      // visitor disconnected here (a wallet that cannot revoke); only an attempt in its dialog counts.
      const unasked = account.walletId !== undefined && !$remembered.get().accounts[namespace]
      if (unasked && !$session.get().connecting) return
      confirmAccount(account)
      const key = `${namespace}:${account.walletId ?? ''}`
      if (account.walletId !== undefined && !handedOver.has(key)) {
        handedOver.add(key)
        void followConfirmedBrowserWallet(account)
      }
    } else if (!speaksFor(namespace)) {
      return
    } else if (account === null) {
      // The wallet disconnected Sigil itself. Forgetting it also makes the $remembered
      // listener below disconnect AppKit, which would otherwise go on showing it connected.
      if ($session.get().confirmed[namespace] !== undefined) {
        // AppKit forgets its saved connection only once the wallet has answered its own
        // disconnect request; a reload before that would quietly reconnect. The wallet has
        // already ended it, so the saved connection goes now.
        StorageUtil.removeConnectedNamespace(namespace)
        StorageUtil.deleteConnectedConnectorId(namespace)
        forgetAccount(namespace)
      }
    } else if (initialised && (state?.status === 'disconnected' || state?.status === undefined)) {
      forgetAccount(namespace)
    }
  }

  for (const namespace of NAMESPACES) {
    appKit.subscribeAccount(() => sync(namespace), namespace)
    appKit.subscribeWalletInfo(() => sync(namespace), namespace)
  }
  appKit.subscribeNetwork(() => NAMESPACES.forEach(sync))
  appKit.subscribeProviders(() => sync('solana'))
  if (wagmiConfig) watchConnection(wagmiConfig, { onChange: () => sync('eip155') })

  followDialog(appKit)
  followWalletErrors(appKit)
  followConfigAlert()

  const accountsView = { sync, viewOf, news, leaving }
  followOtherTabs(appKit, accountsView)

  // AppKit's own reconnect is over (`ready()` awaited it): a remembered account it did not
  // restore is gone (locked, revoked, removed). Say so once, rather than going quiet.
  const rememberedAtStart = NAMESPACES.filter((ns) => $remembered.get().accounts[ns] && speaksFor(ns))
  initialised = true
  letGoOfEndedPhoneAccounts(appKit, accountsView)
  NAMESPACES.forEach(sync)
  const lost = rememberedAtStart.filter((ns) => !appKit.getAccount(ns)?.isConnected)
  lost.forEach(forgetAccount)
  if (lost.length > 0) reportWalletError(walletError('wallet-unavailable', 'reconnect'))
  return { switching: (namespace, chainId) => news.switching(namespace, chainId) }
}
