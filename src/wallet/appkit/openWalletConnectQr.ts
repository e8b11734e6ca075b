/**
 * Opens AppKit's WalletConnect QR code the way its own "WalletConnect" entry does: the Connect
 * view underneath, the WalletConnect connector active, then the QR view pushed on top. Opened
 * directly as a view, AppKit neither reports the phone's refusal nor leaves a way back; this
 * way a refusal is reported (USER_REJECTED) and "back" returns to AppKit's list.
 */
import type { AppKit } from '@reown/appkit'
import { ChainController, ConnectorController, RouterController } from '@reown/appkit-controllers'
import type { Namespace } from '../../stores/account'

export async function openWalletConnectQr(appKit: AppKit, namespace?: Namespace): Promise<void> {
  // Opened for another family than AppKit's active one (a Solana wallet added beside an EVM
  // account), AppKit would first show its "Switch network" view and ask a wallet it does not hold;
  // the family is made active first, which asks no wallet anything.
  if (namespace && ChainController.state.activeChain !== namespace) ChainController.setActiveNamespace(namespace)
  await appKit.open(namespace ? { view: 'Connect', namespace } : { view: 'Connect' })
  const walletConnect = ConnectorController.state.connectors.find((c) => c.id === 'walletConnect')
  if (walletConnect) ConnectorController.setActiveConnector(walletConnect)
  RouterController.push('ConnectingWalletConnect')
}
