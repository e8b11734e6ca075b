/**
 * Fixed local endpoints for the e2e run. The site's RPC and relay URLs are build-time
 * configuration, so the build points at these ports and global setup starts the
 * stand-ins on them: three anvil nodes (Ethereum, Base, and OP Mainnet for the build that offers it),
 * a litesvm-backed Solana RPC, a WalletConnect relay.
 */
export const E2E_PORT = Number(process.env.SIGIL_E2E_PORT ?? 4517)
/** Overridable so two runs on one machine (parallel work) do not build into each other's output. */
export const E2E_OUT_DIR = process.env.SIGIL_E2E_OUT_DIR ?? 'dist-e2e'

/**
 * A second build for a sub-path, served only under it by a server without headers
 * (as GitHub Pages or a plain bucket would), so the root build's suite stays as it is. Its operator
 * also offers a third EVM network, OP Mainnet, by configuration alone (e2e/operator-networks.spec.ts).
 */
export const DEPLOY_BASE_PATH = '/deploy/sigil/'
export const DEPLOY_PORT = E2E_PORT + 1
export const DEPLOY_OUT_DIR = `${E2E_OUT_DIR}-deploy`
/** Where the sub-path build lives: `http://127.0.0.1:<port>/deploy/sigil/`. */
export const DEPLOY_URL = `http://127.0.0.1:${DEPLOY_PORT}${DEPLOY_BASE_PATH}`

/**
 * A later deploy of the root build, as an operator would make it (one more EVM network): served by the
 * update spec on its own origin in place of the first, to see the offline reader's worker notice it.
 */
export const UPDATE_OUT_DIR = `${E2E_OUT_DIR}-update`

const PORT_BASE = Number(process.env.SIGIL_E2E_CHAIN_PORT_BASE ?? 18540)

export const LOCAL = {
  ethereumPort: PORT_BASE + 5,
  basePort: PORT_BASE + 6,
  optimismPort: PORT_BASE + 7,
  /** web3.js uses port + 1 for the websocket. */
  solanaPort: PORT_BASE + 10,
  relayPort: PORT_BASE + 20,
} as const

export const LOCAL_URLS = {
  ethereum: `http://127.0.0.1:${LOCAL.ethereumPort}`,
  base: `http://127.0.0.1:${LOCAL.basePort}`,
  optimism: `http://127.0.0.1:${LOCAL.optimismPort}`,
  solana: `http://127.0.0.1:${LOCAL.solanaPort}`,
  relay: `ws://127.0.0.1:${LOCAL.relayPort}`,
} as const

export function e2eBuildEnv(): Record<string, string> {
  return {
    SIGIL_OUT_DIR: E2E_OUT_DIR,
    ASTRO_TELEMETRY_DISABLED: '1',
    PUBLIC_ETHEREUM_RPC_URL: LOCAL_URLS.ethereum,
    PUBLIC_BASE_RPC_URL: LOCAL_URLS.base,
    PUBLIC_SOLANA_RPC_URL: LOCAL_URLS.solana,
    // Nothing listens here: each WalletConnect test forwards the page's socket to its own
    // relay (e2e/fixtures/walletconnect/route-relay.ts); other tests get it closed, as
    // they would Reown's relay (e2e/fixtures/reown-stubs.ts).
    PUBLIC_WALLETCONNECT_RELAY_URL: LOCAL_URLS.relay,
  }
}

export function e2eDeployBuildEnv(): Record<string, string> {
  return {
    ...e2eBuildEnv(),
    SIGIL_OUT_DIR: DEPLOY_OUT_DIR,
    PUBLIC_BASE_PATH: DEPLOY_BASE_PATH,
    PUBLIC_SITE_URL: new URL(DEPLOY_URL).origin,
    PUBLIC_EVM_NETWORKS: '1,8453,10',
    PUBLIC_OPTIMISM_RPC_URL: LOCAL_URLS.optimism,
  }
}

export function e2eUpdateBuildEnv(): Record<string, string> {
  return {
    ...e2eBuildEnv(),
    SIGIL_OUT_DIR: UPDATE_OUT_DIR,
    PUBLIC_EVM_NETWORKS: '1,8453,10',
    PUBLIC_OPTIMISM_RPC_URL: LOCAL_URLS.optimism,
  }
}
