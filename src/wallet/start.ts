import { createWalletKit, type WalletKit } from './appkit'
import { bridgeWalletToStores } from './bridge'
import { adoptInjectedConnection } from './adoptInjected'
import { openWalletConnectQr } from './openWalletConnectQr'
import type { Namespace } from '../stores/account'
import { walletReachabilityChanged } from '../stores/connection'
import { watchWalletConnectRelay } from './watchRelay'

/** AppKit, connected to the stores, and able to take over a connection Sigil's list started. */
export type StartedWallet = WalletKit & {
  adoptInjectedConnection(namespace: Namespace, walletId: string): Promise<boolean>
  openWalletConnectQr(namespace?: Namespace): Promise<void>
}

/** Creates AppKit and connects it to the stores; called once, through `loadWallet()`. */
export async function startWallet(): Promise<StartedWallet> {
  const kit = await createWalletKit()
  bridgeWalletToStores(kit.appKit, kit.wagmiAdapter.wagmiConfig)
  // A page can show `connected` before AppKit has taken the connection over (the wallet answered
  // directly); this marks the hand-over, for tests and for anyone debugging a page.
  document.documentElement.dataset.walletEngine = 'ready'
  // A mobile wallet's session outlives a relay outage: say so while it lasts.
  void kit.appKit.getUniversalProvider().then((provider) => {
    if (provider) watchWalletConnectRelay(provider, walletReachabilityChanged)
  })
  return {
    ...kit,
    adoptInjectedConnection: (namespace, walletId) =>
      adoptInjectedConnection(kit.appKit, kit.wagmiAdapter.wagmiConfig, namespace, walletId),
    openWalletConnectQr: (namespace) => openWalletConnectQr(kit.appKit, namespace),
  }
}
