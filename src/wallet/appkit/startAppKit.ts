import { createWalletKit, type WalletKit } from './appkit'
import { bridgeWalletToStores } from './bridge'
import { openWalletConnectQr } from './openWalletConnectQr'
import type { Namespace } from '../../stores/account'
import { $remembered, walletReachabilityChanged } from '../../stores/connection'
import { watchWalletConnectRelay } from './watchRelay'
import { followPageTheme } from './followPageTheme'
import { createWalletConnectLink, openWalletApp } from '../phone/walletApps'
import type { WcWallet } from '@reown/appkit-controllers'

/** AppKit, connected to the stores: WalletConnect, its catalogue, and the connections they make. */
export type StartedAppKit = WalletKit & {
  openWalletConnectQr(namespace?: Namespace): Promise<void>
  /** A phone's wallet apps (./walletApps.ts). */
  walletApps: {
    open(wallet: WcWallet, namespace: Namespace | undefined): Promise<void>
    createLink(): ReturnType<typeof createWalletConnectLink>
  }
}

/** Creates AppKit and connects it to the stores; called once, through `loadAppKit()`. */
export async function startAppKit(): Promise<StartedAppKit> {
  // Taken before AppKit reads the session from storage: another tab may move it meanwhile.
  const startedWith = $remembered.get()
  const kit = await createWalletKit()
  bridgeWalletToStores(kit.appKit, kit.wagmiAdapter.wagmiConfig, startedWith)
  // Marks that AppKit runs on this page, for tests and for anyone debugging a page.
  document.documentElement.dataset.walletEngine = 'ready'
  followPageTheme((mode) => kit.appKit.setThemeMode(mode))
  // A mobile wallet's session outlives a relay outage: say so while it lasts.
  void kit.appKit.getUniversalProvider().then((provider) => {
    if (provider) watchWalletConnectRelay(provider, walletReachabilityChanged)
  })
  return {
    ...kit,
    openWalletConnectQr: (namespace) => openWalletConnectQr(kit.appKit, namespace),
    walletApps: {
      open: (wallet, namespace) => openWalletApp(kit.appKit, wallet, namespace),
      createLink: createWalletConnectLink,
    },
  }
}
