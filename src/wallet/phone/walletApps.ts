/**
 * Wallet apps on a phone, through AppKit's own connecting flow: for a wallet of the catalogue
 * (./walletCatalogue.ts), the same path a tap in AppKit's dialog takes
 * (`ConnectorController.selectWalletConnector`): its WalletConnect view, which on a phone opens
 * the wallet app with the pairing link (deep link or universal link, built by AppKit) and reports
 * a refusal. And a bare pairing link for any other app. Lives in AppKit's chunk (../appkit/startAppKit.ts).
 */
import type { AppKit } from '@reown/appkit'
import { ChainController, ConnectionController, ConnectorController, type WcWallet } from '@reown/appkit-controllers'
import type { Namespace } from '../../stores/account'

/** Opens AppKit's connecting view for a catalogue wallet: on a phone it opens the app. */
export async function openWalletApp(appKit: AppKit, wallet: WcWallet, namespace: Namespace | undefined): Promise<void> {
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
