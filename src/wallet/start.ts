import { createWalletKit, type WalletKit } from './appkit'
import { bridgeWalletToStores } from './bridge'
import { walletReachabilityChanged } from '../stores/connection'
import { watchWalletConnectRelay } from './watchRelay'

/** Creates AppKit and connects it to the stores; called once, through `loadWallet()`. */
export async function startWallet(): Promise<WalletKit> {
  const kit = await createWalletKit()
  bridgeWalletToStores(kit.appKit, kit.wagmiAdapter.wagmiConfig)
  // A page can show `connected` before AppKit has taken the connection over (the wallet answered
  // directly); this marks the hand-over, for tests and for anyone debugging a page.
  document.documentElement.dataset.walletEngine = 'ready'
  // A mobile wallet's session outlives a relay outage: say so while it lasts.
  void kit.appKit.getUniversalProvider().then((provider) => {
    if (provider) watchWalletConnectRelay(provider, walletReachabilityChanged)
  })
  return kit
}
