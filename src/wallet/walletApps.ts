/**
 * Wallet apps on a phone, through AppKit's own catalogue and connecting flow: the catalogue's
 * recommended wallets (what AppKit's dialog lists first), and for a chosen one, the same path a
 * tap in AppKit's dialog takes (`ConnectorController.selectWalletConnector`): its WalletConnect
 * view, which on a phone opens the wallet app with the pairing link (deep link or universal
 * link, built by AppKit) and reports a refusal. Lives in AppKit's chunk (./start.ts).
 */
import type { AppKit } from '@reown/appkit'
import {
  ApiController,
  AssetUtil,
  ChainController,
  ConnectionController,
  ConnectorController,
  type WcWallet,
} from '@reown/appkit-controllers'
import type { Namespace } from '../stores/account'

/** A wallet app as Sigil's list shows it. */
export type WalletApp = { id: string; name: string; icon: string | undefined }

function offersNamespace(wallet: WcWallet, namespace: Namespace | undefined): boolean {
  return !namespace || !wallet.chains || wallet.chains.some((chain) => chain.startsWith(`${namespace}:`))
}

/** Wallets the catalogue recommends that a phone can open (they have an app link). */
function recommended(namespace: Namespace | undefined): WcWallet[] {
  return ApiController.state.allRecommended.filter((w) => Boolean(w.mobile_link) && offersNamespace(w, namespace))
}

/**
 * The catalogue's recommended wallet apps, fetched once per page (AppKit memoises it, and its
 * dialog reuses the answer). Only the wallet list is asked for: the network and connector
 * images the dialog also wants are not on the way to the first app entry.
 */
export async function recommendedWalletApps(namespace: Namespace | undefined): Promise<WalletApp[]> {
  await ApiController.prefetch({
    fetchConnectorImages: false,
    fetchFeaturedWallets: false,
    fetchNetworkImages: false,
    fetchWalletRanks: false,
    fetchRecommendedWallets: true,
  })
  return recommended(namespace).map((w) => ({ id: w.id, name: w.name, icon: AssetUtil.getWalletImage(w) }))
}

/** Opens AppKit's connecting view for a recommended wallet: on a phone it opens the app. */
export async function openWalletApp(appKit: AppKit, id: string, namespace: Namespace | undefined): Promise<void> {
  const wallet = recommended(namespace).find((w) => w.id === id)
  if (!wallet) throw new Error(`The wallet catalogue has no app ${id}`)
  // As for the QR code (./openWalletConnectQr.ts): make the family active first, so AppKit does
  // not show its network switch and ask a wallet it does not hold.
  if (namespace && ChainController.state.activeChain !== namespace) ChainController.setActiveNamespace(namespace)
  await appKit.open(namespace ? { view: 'Connect', namespace } : { view: 'Connect' })
  ConnectorController.selectWalletConnector(wallet)
}

/**
 * A fresh WalletConnect pairing link for any other wallet app, and the pairing's outcome:
 * `link` resolves with the `wc:` URI, `paired` when the wallet approved (the bridge then
 * confirms the accounts) or rejects with the wallet's refusal.
 */
export function createWalletConnectLink(): { link: Promise<string>; paired: Promise<void> } {
  ConnectionController.resetUri()
  let stop: () => void = () => undefined
  const link = new Promise<string>((resolve) => {
    stop = ConnectionController.subscribeKey('wcUri', (uri) => {
      if (uri) resolve(uri)
    })
  })
  const paired = ConnectionController.connectWalletConnect({ cache: 'never' })
  // The link never comes when pairing fails first; the caller hears it from `paired`.
  void paired.then(stop, stop)
  return { link, paired }
}
