/**
 * Fixed local endpoints for the e2e run. The site's RPC and relay URLs are build-time
 * configuration, so the build points at these ports and global setup starts the
 * stand-ins on them: two anvil nodes, a litesvm-backed Solana RPC, a WalletConnect relay.
 */
export const E2E_PORT = Number(process.env.SIGIL_E2E_PORT ?? 4517)
/** Overridable so two runs on one machine (parallel work) do not build into each other's output. */
export const E2E_OUT_DIR = process.env.SIGIL_E2E_OUT_DIR ?? 'dist-e2e'

const PORT_BASE = Number(process.env.SIGIL_E2E_CHAIN_PORT_BASE ?? 18540)

export const LOCAL = {
  ethereumPort: PORT_BASE + 5,
  basePort: PORT_BASE + 6,
  /** web3.js uses port + 1 for the websocket. */
  solanaPort: PORT_BASE + 10,
  relayPort: PORT_BASE + 20,
} as const

export const LOCAL_URLS = {
  ethereum: `http://127.0.0.1:${LOCAL.ethereumPort}`,
  base: `http://127.0.0.1:${LOCAL.basePort}`,
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
