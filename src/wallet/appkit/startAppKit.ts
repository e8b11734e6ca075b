import { createWalletKit, type WalletKit } from './appkit'
import { bridgeWalletToStores } from './bridge'
import { openWalletConnectQr } from './openWalletConnectQr'
import type { Namespace } from '../../stores/account'
import { walletReachabilityChanged } from '../../stores/connection'
import { watchWalletConnectRelay } from './watchRelay'
import { followPageTheme } from './followPageTheme'
import { createWalletConnectLink, openWalletApp } from '../phone/walletApps'
import type { WcWallet } from '@reown/appkit-controllers'
import { NO_PHONE_MESSAGES, watchPhoneMessages } from './phoneMessages'
import type { SessionNews } from './sessionReading'

/** AppKit, connected to the stores: WalletConnect, its catalogue, and the connections they make. */
export type StartedAppKit = WalletKit & {
  openWalletConnectQr(namespace?: Namespace): Promise<void>
  /** A network switch this page is making for a mobile wallet's account (./sessionReading.ts). */
  switching: SessionNews['switching']
  /** A phone's wallet apps (./walletApps.ts). */
  walletApps: {
    open(wallet: WcWallet, namespace: Namespace | undefined): Promise<void>
    createLink(): ReturnType<typeof createWalletConnectLink>
  }
}

/** Creates AppKit and connects it to the stores; called once, through `loadAppKit()`. */
export async function startAppKit(): Promise<StartedAppKit> {
  const kit = await createWalletKit()
  const provider = await kit.appKit.getUniversalProvider()
  const messages = provider ? watchPhoneMessages(provider) : NO_PHONE_MESSAGES
  const { switching } = bridgeWalletToStores(kit.appKit, messages, kit.wagmiAdapter.wagmiConfig)
  // Marks that AppKit runs on this page, for tests and for anyone debugging a page.
  document.documentElement.dataset.walletEngine = 'ready'
  followPageTheme((mode) => kit.appKit.setThemeMode(mode))
  // A mobile wallet's session outlives a relay outage: say so while it lasts.
  if (provider) watchWalletConnectRelay(provider, walletReachabilityChanged)
  return {
    ...kit,
    switching,
    openWalletConnectQr: (namespace) => openWalletConnectQr(kit.appKit, namespace),
    walletApps: {
      open: (wallet, namespace) => openWalletApp(kit.appKit, wallet, namespace),
      createLink: createWalletConnectLink,
    },
  }
}
