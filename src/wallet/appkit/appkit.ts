/**
 * The only module that creates AppKit. It is imported dynamically by `loadAppKit()`,
 * so its weight (AppKit, wagmi, viem, web3.js) never delays a page's first paint.
 */
import { createAppKit, type AppKit } from '@reown/appkit'
import { solana, type AppKitNetwork } from '@reown/appkit/networks'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { SolanaAdapter } from '@reown/appkit-adapter-solana'
import { OptionsController } from '@reown/appkit-controllers'
import { http } from '@wagmi/core'
import { siteConfig } from '../../config/builtSiteConfig'
import { EVM_NETWORKS, SOLANA_NETWORK } from '../../config/networks'
import { evmChainOf } from '../evmChainOf'
import { siteUrl } from '../../util/sitePath'
import { currentPageTheme } from './followPageTheme'

export type WalletKit = {
  appKit: AppKit
  wagmiAdapter: WagmiAdapter
}

async function createUniversalProvider(relayUrl: string) {
  // Same package and version AppKit pins, so there is one copy in the bundle.
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  return UniversalProvider.init({
    projectId: siteConfig.projectId,
    relayUrl,
    metadata: siteMetadata(),
  })
}

function siteMetadata() {
  const origin = window.location.origin
  return {
    name: 'Sigil',
    description: 'Connect your wallet and prove you own it.',
    url: origin,
    icons: [siteUrl('favicon.svg', origin)],
  }
}

/** The site's EVM networks as the chains AppKit's wagmi adapter takes (viem's chain shape, from their entries). */
const evmChains = EVM_NETWORKS.map(evmChainOf)

// AppKit 1.8's network type predates viem 2.57's chain hook signatures; the values are
// viem chains and AppKit's own Solana network, so only the declared types disagree.
const networks = [...evmChains, solana] as unknown as [AppKitNetwork, ...AppKitNetwork[]]

export async function createWalletKit(): Promise<WalletKit> {
  const wagmiAdapter = new WagmiAdapter({
    networks: evmChains as unknown as AppKitNetwork[],
    projectId: siteConfig.projectId,
    transports: Object.fromEntries(EVM_NETWORKS.map((network) => [network.chainId, http(network.rpcUrl)])),
    ssr: false,
  })
  const solanaAdapter = new SolanaAdapter()
  // AppKit 1.8.24 never copies `enableBaseAccount` into its options state, so the wagmi adapter
  // adds the Base Account connector anyway, whose SDK injects an inline telemetry script (blocked
  // by Sigil's CSP) and phones home. Setting the state directly honours the option.
  OptionsController.setEnableBaseAccount(false)
  const universalProvider = siteConfig.relayUrl ? await createUniversalProvider(siteConfig.relayUrl) : undefined

  const appKit = createAppKit({
    adapters: [wagmiAdapter, solanaAdapter],
    networks,
    projectId: siteConfig.projectId,
    metadata: siteMetadata(),
    ...(universalProvider ? { universalProvider } : {}),
    customRpcUrls: Object.fromEntries(
      [...EVM_NETWORKS, SOLANA_NETWORK].map((network) => [network.caip2, [{ url: network.rpcUrl }]]),
    ),
    enableCoinbase: false,
    enableBaseAccount: false,
    enableWalletGuide: false,
    allowUnsupportedChain: true,
    // Lets AppKit's alert state carry configuration errors (APKT…), which Sigil mirrors.
    debug: true,
    themeMode: currentPageTheme(),
    // The system font: no font download from a third-party host before the dialog can render.
    themeVariables: {
      '--w3m-font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      '--w3m-accent': '#3346c8',
    },
    features: {
      analytics: false,
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      send: false,
      history: false,
      pay: false,
      reownAuthentication: false,
      connectMethodsOrder: ['wallet'],
    },
  })
  await appKit.ready()
  return { appKit, wagmiAdapter }
}
