import { defineConfig, type ViteUserConfig } from 'vitest/config'
import { resolveSiteNetworks } from './src/config/resolveSiteNetworks.ts'
import { networkLabelsOf } from './src/config/networkLabelsOf.ts'
import { resolveSiteConfig } from './src/config/siteConfig.ts'
import { VERIFY_SOURCE_ALIASES } from './src/build/verifySource.ts'

export const TESTS = [
  'src/**/*.test.ts',
  'packages/*/src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'e2e/support/**/*.test.ts',
]

/** The plain-DOM parts' tests (`*.dom.test.ts`): each in a document of its own, under happy-dom. */
export const DOM_TESTS = ['src/**/*.dom.test.ts']

/**
 * Test files that change the process for the modules they import (stubbed globals, mocked modules, a
 * changed working directory): each runs in a fresh module graph of its own. A file that stubs a global
 * or mocks a module belongs here.
 */
export const ALONE = [
  'packages/verify/src/fieldLimits.test.ts',
  'scripts/lint-rules.test.ts',
  'src/chains/ethCall.test.ts',
  'src/islands/afterRelease.test.ts',
  'src/names/basenameRecords.test.ts',
  'src/names/nameCache.test.ts',
  'src/names/universalResolver.test.ts',
  'src/reader/visibleText.test.ts',
  'src/stores/balances.test.ts',
  'src/util/afterFirstPaint.test.ts',
  'src/util/isMobileDevice.test.ts',
  'src/util/whenIdle.test.ts',
  'src/wallet/browser/confirmRemembered.test.ts',
  'src/wallet/browser/connectInjected.test.ts',
  'src/wallet/browser/evmEngine.test.ts',
  'src/wallet/browser/injected.test.ts',
  'src/wallet/switchNetwork.test.ts',
  'src/wallet/accountHolder.test.ts',
]

const shared: ViteUserConfig = {
  define: {
    __SIGIL_CONFIG__: JSON.stringify(resolveSiteConfig({})),
    __SIGIL_PROJECT_ID__: JSON.stringify(resolveSiteConfig({}).projectId),
    __SIGIL_NETWORKS__: JSON.stringify(resolveSiteNetworks({})),
    __SIGIL_NETWORK_LABELS__: JSON.stringify(networkLabelsOf(resolveSiteNetworks({}))),
    __SIGIL_EVM_CHAINS__: JSON.stringify(resolveSiteNetworks({}).evm.map((network) => network.caip2)),
  },
  // The verifier package from its TypeScript source, as the site builds it (src/build/verifySource.ts).
  resolve: { alias: VERIFY_SOURCE_ALIASES },
}

export default defineConfig({
  ...shared,
  test: {
    environment: 'node',
    // Every core: Vitest's default leaves one to its main process, which on a 2-core machine is a test file
    // at a time (49 s against 35–39 s for the unit tests, measured side by side).
    maxWorkers: '100%',
    projects: [
      // The rest share each worker's imports (viem, the curves, the verifier): imported once a worker,
      // not once a file, which was half of the unit tests' time.
      { ...shared, test: { name: 'shared', include: TESTS, exclude: [...ALONE, ...DOM_TESTS], isolate: false } },
      { ...shared, test: { name: 'alone', include: ALONE } },
      { ...shared, test: { name: 'dom', include: DOM_TESTS, environment: 'happy-dom' } },
    ],
  },
})
