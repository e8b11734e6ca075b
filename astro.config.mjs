// @ts-check
import { defineConfig } from 'astro/config'
import react from '@astrojs/react'
import { loadEnv } from 'vite'
import { resolveSiteConfig } from './src/config/siteConfig.ts'
import { resolveSiteNetworks } from './src/config/resolveSiteNetworks.ts'
import { networkLabelsOf } from './src/config/networkLabelsOf.ts'
import { ConfigError } from './src/config/configVariables.ts'
import { securityHeaders } from './src/build/security/integration.ts'
import { intentHydration } from './src/build/intentHydration.ts'
import { readerChunks } from './src/build/readerChunks.ts'
import { VERIFY_SOURCE_ALIASES } from './src/build/verifySource.ts'
import { offlineReader } from './src/build/offline/offlineReader.ts'

const env = { ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_'), ...process.env }

let siteConfig
let siteNetworks
try {
  siteConfig = resolveSiteConfig(env)
  siteNetworks = resolveSiteNetworks(env)
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`\n[sigil] Invalid configuration: ${error.message}\n`)
    process.exit(1)
  }
  throw error
}

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  output: 'static',
  // PUBLIC_BASE_PATH and PUBLIC_SITE_URL (src/config/siteConfig.ts): where the site is served from.
  base: siteConfig.basePath,
  site: siteConfig.siteUrl,
  outDir: process.env.SIGIL_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  // The offline reader last: its worker keeps the pages as the security headers' integration leaves them.
  integrations: [react(), intentHydration(), securityHeaders(siteConfig, siteNetworks), offlineReader()],
  // The stylesheet in each page (4.4 KB gzip): a cold page paints when its HTML has arrived, a round trip
  // sooner than with a second request, and a proof link's scripts cannot hold the stylesheet back by
  // sharing the connection with it (on a slow phone, /verify/ paints ~200 ms sooner: docs/performance.md).
  build: { inlineStylesheets: 'always' },
  vite: {
    // The networks apart from the rest (src/config/networks.ts reads them once; a verdict only their names and
    // RPC hosts, src/config/networkLabels.ts), and the project ID and EVM chain ids apart too: the first-load
    // code that asks Reown's catalogue needs nothing else, and a property of an inlined constant carries the
    // whole of it.
    define: {
      __SIGIL_CONFIG__: JSON.stringify(siteConfig),
      __SIGIL_NETWORKS__: JSON.stringify(siteNetworks),
      __SIGIL_NETWORK_LABELS__: JSON.stringify(networkLabelsOf(siteNetworks)),
      __SIGIL_EVM_CHAINS__: JSON.stringify(siteNetworks.evm.map((network) => network.caip2)),
      __SIGIL_PROJECT_ID__: JSON.stringify(siteConfig.projectId),
    },
    // The verifier package from its TypeScript source, as the site's own code (src/build/verifySource.ts).
    resolve: { alias: VERIFY_SOURCE_ALIASES },
    // The proof link's reader in a few chunks (src/build/readerChunks.ts) and the browser-wallet engine
    // in one (src/build/evmEngineChunk.ts), in the browser build only.
    plugins: [readerChunks()],
    // Every page's first JavaScript in a few files instead of ~20: React's runtime (cached across
    // deploys), the wallet list and the header islands with their imports. Home: 7 files instead of 21, 3.8 KB
    // less gzip (scripts/size-budget/js-weight.ts). AppKit's lazy chunks are left as they were.
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Tiny leaves that the wallet list, the header and the proof reader all use: in a chunk of
              // their own, so that none of them pulls another's chunk (and React) in to get them. The
              // statement rule too: the prove form checks it as you type, without fetching the reader; whether the browser is
              // offline, which the wallet list and a verdict both ask; and how a
              // time is written, which the request page and the reader's verdict share.
              {
                name: 'shared',
                test: /[\\/]src[\\/](util[\\/](element|sitePath|loadOnce|formatLocalTime|online)|config[\\/](networkLabels|namespaces)|reader[\\/]proofFragment)\.ts$|[\\/]packages[\\/]verify[\\/]src[\\/](validateStatement|caip|types|util[\\/](loadOnce|formatLocalTime))\.ts$/,
                priority: 5,
              },
              // The loader every page runs (earlyWalletList.ts) imports only this, not a chunk with React: the
              // bundler's preload helper, and what every page's first script shares with later code (three names,
              // and the catalogue's question a phone's first touch on Connect sends).
              {
                name: 'preload',
                test: /vite[\\/]preload-helper|[\\/]src[\\/](names[\\/]nameCacheKey|config[\\/](siteDataChannel|serviceWorkerFile)|wallet[\\/]phone[\\/]catalogueRequest)\.ts$/,
                priority: 4,
              },
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|@nanostores[\\/]react)[\\/]/,
                priority: 3,
              },
              // The wallet list and what it needs (stores, the wallets in the page): no React, so a
              // press before the page wakes shows the list without waiting for it.
              // With the networks the site offers (src/config/networks.ts), which the islands read; a verdict reads
              // only their names (networkLabels.ts, in the shared chunk).
              {
                name: 'wallet-list',
                test: /[\\/]src[\\/](wallet-list[\\/]walletPicker|config[\\/]networks)\.ts$/,
                priority: 2,
              },
              // A returning visitor's reconnect (src/wallet-list/reconnectBeforeIslands.ts): no React, so the wallet is
              // asked before the islands' code has arrived.
              { name: 'reconnect', test: /[\\/]src[\\/]wallet-list[\\/]reconnectBeforeIslands\.ts$/, priority: 1.5 },
              { name: 'site', test: /[\\/]src[\\/]components[\\/](WalletMenu|SiteNotice)\.tsx$/, priority: 1 },
            ],
          },
        },
      },
    },
  },
})
