/**
 * Site configuration, resolved once at build time from `PUBLIC_*` variables and
 * embedded in the bundle. A bad value fails the build with the variable's name,
 * so a misconfigured deployment never reaches users.
 */

import { ConfigError, readVariable as read, urlVariable as url, type Env } from './configVariables.ts'

/** Reown's public demo project ID: it only works on localhost origins. */
export const DEMO_PROJECT_ID = 'b56e18d47c72ab683b10814fe9495694'

/** The site's settings apart from its networks (./resolveSiteNetworks.ts). */
export type SiteConfig = {
  projectId: string
  /** True when the project ID is Reown's localhost-only demo ID. */
  usesDemoProjectId: boolean
  /** A custom WalletConnect relay (wss://…); undefined means Reown's relay. */
  relayUrl: string | undefined
  /** Where the site lives on its host: `/` at the root, `/sigil/` in a sub-folder (Astro's `base`). */
  basePath: string
  /** An IPFS gateway for `ipfs://` avatars (`https://…`); undefined: such avatars are not shown. */
  ipfsGateway: string | undefined
  /** The canonical origin (`https://sigil.example`), for canonical and Open Graph links; optional. */
  siteUrl: string | undefined
}

/** A URL path segment: RFC 3986 unreserved characters only, so it needs no escaping anywhere. */
const PATH_SEGMENT = /^[A-Za-z0-9._~-]+$/

function basePath(env: Env): string {
  const name = 'PUBLIC_BASE_PATH'
  const raw = read(env, name)
  if (raw === undefined) return '/'
  if (!raw.startsWith('/') || !raw.endsWith('/')) {
    throw new ConfigError(name, `must start and end with "/", like /sigil/ (got "${raw}")`)
  }
  if (raw === '/') return raw
  for (const segment of raw.slice(1, -1).split('/')) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw new ConfigError(name, `must not contain empty, "." or ".." segments (got "${raw}")`)
    }
    if (!PATH_SEGMENT.test(segment)) {
      throw new ConfigError(name, `may only use letters, digits and . _ ~ - between its slashes (got "${raw}")`)
    }
  }
  return raw
}

function siteUrl(env: Env): string | undefined {
  const name = 'PUBLIC_SITE_URL'
  const raw = url(env, name, undefined, { protocols: ['https:', 'http:'] })
  if (raw === undefined) return undefined
  const parsed = new URL(raw)
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new ConfigError(
      name,
      `must be an origin only, like https://sigil.example; put a sub-path in PUBLIC_BASE_PATH (got "${raw}")`,
    )
  }
  return parsed.origin
}

/** @throws {ConfigError} naming the first variable whose value is unusable. */
export function resolveSiteConfig(env: Env): SiteConfig {
  const projectId = read(env, 'PUBLIC_REOWN_PROJECT_ID') ?? DEMO_PROJECT_ID
  if (!/^[0-9a-f]{32}$/i.test(projectId)) {
    throw new ConfigError(
      'PUBLIC_REOWN_PROJECT_ID',
      `must be the 32 hexadecimal characters shown in the Reown dashboard (got ${projectId.length} characters)`,
    )
  }
  return {
    projectId: projectId.toLowerCase(),
    usesDemoProjectId: projectId.toLowerCase() === DEMO_PROJECT_ID,
    relayUrl: url(env, 'PUBLIC_WALLETCONNECT_RELAY_URL', undefined, { protocols: ['wss:'], plainOnLoopback: 'ws:' }),
    ipfsGateway: url(env, 'PUBLIC_IPFS_GATEWAY_URL', undefined, { protocols: ['https:'] }),
    basePath: basePath(env),
    siteUrl: siteUrl(env),
  }
}

/** Whether an origin is one Reown's demo project ID accepts. */
export function isLocalOrigin(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost')
}
