/**
 * Sigil's security headers, computed at build time from the site's configuration:
 * the CSP allows exactly the wallet infrastructure and RPC endpoints this build uses.
 */
import type { SiteConfig } from '../../config/siteConfig'
import type { SiteNetworks } from '../../config/evmNetwork'
import { SERVICE_WORKER_FILE } from '../../config/serviceWorkerFile'

/** What the headers are computed from: the site's settings and the networks it offers. */
export type PolicyConfig = SiteConfig & { networks: SiteNetworks }

/** Reown / WalletConnect hosts AppKit talks to (dialog data, RPC proxy, relay, verify, analytics). */
export const REOWN_CONNECT = [
  'https://api.web3modal.org',
  'https://rpc.walletconnect.org',
  'https://rpc.walletconnect.com',
  'https://pulse.walletconnect.org',
  'https://pulse.walletconnect.com',
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
  'https://explorer-api.walletconnect.com',
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
] as const

export const REOWN_FRAMES = ['https://verify.walletconnect.org', 'https://verify.walletconnect.com'] as const

type Directives = Array<[string, string[]]>

function origin(url: string): string {
  return new URL(url).origin
}

/** web3.js opens its subscription socket on the RPC host: same port+1 for explicit ports. */
export function solanaSocketOrigin(rpcUrl: string): string {
  const url = new URL(rpcUrl)
  const protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  const port = url.port ? `:${Number(url.port) + 1}` : ''
  return `${protocol}//${url.hostname}${port}`
}

function connectSources(config: PolicyConfig): string[] {
  const sources = new Set<string>(["'self'", ...REOWN_CONNECT])
  for (const network of config.networks.evm) sources.add(origin(network.rpcUrl))
  sources.add(origin(config.networks.solana.rpcUrl))
  sources.add(solanaSocketOrigin(config.networks.solana.rpcUrl))
  if (config.relayUrl) {
    const relay = new URL(config.relayUrl)
    sources.add(`${relay.protocol}//${relay.host}`)
  }
  return [...sources]
}

function directives(config: PolicyConfig, scriptHashes: readonly string[]): Directives {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)]],
    // AppKit's web components set inline style attributes; scripts stay strict.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:', 'https://fonts.reown.com']],
    ['connect-src', connectSources(config)],
    ['frame-src', [...REOWN_FRAMES]],
    // The roll call's worker and the offline reader's (sw.js), both files of the site.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ]
}

function serialize(list: Directives): string {
  return list.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** The full policy, for the `Content-Security-Policy` header. */
export function contentSecurityPolicy(config: PolicyConfig, scriptHashes: readonly string[]): string {
  return `${serialize(directives(config, scriptHashes))}; frame-ancestors 'none'`
}

/** The same policy without what a <meta> tag cannot carry (frame-ancestors), for hosts without headers. */
export function metaContentSecurityPolicy(config: PolicyConfig, scriptHashes: readonly string[]): string {
  return serialize(directives(config, scriptHashes))
}

export const OTHER_HEADERS: ReadonlyArray<[string, string]> = [
  ['Referrer-Policy', 'no-referrer'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()'],
  // Wallet and explorer links open new windows; they must not get a handle on this one.
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ['X-Frame-Options', 'DENY'],
]

/** Every header each response gets: the policy and the others. */
export function securityHeaderList(config: PolicyConfig, scriptHashes: readonly string[]): Array<[string, string]> {
  return [['Content-Security-Policy', contentSecurityPolicy(config, scriptHashes)], ...OTHER_HEADERS]
}

/** Built files have a content hash in their names: they never change, so they may be cached for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'

/**
 * The offline reader's worker is asked of the host on every check for a deploy (the browser bypasses its
 * HTTP cache for it too, but a CDN's cache would still answer with an old one): it must never be kept.
 */
export const WORKER_CACHE = 'no-cache'

/** The web app manifest's type, which some hosts (nginx's own list among them) do not know. */
export const MANIFEST_TYPE = 'application/manifest+json'

/** `_headers` (Netlify / Cloudflare Pages format) for every path under the site's base. */
export function headersFile(config: PolicyConfig, scriptHashes: readonly string[]): string {
  const lines = [`${config.basePath}*`]
  for (const [name, value] of securityHeaderList(config, scriptHashes)) lines.push(`  ${name}: ${value}`)
  lines.push(`${config.basePath}_astro/*`, `  Cache-Control: ${IMMUTABLE_CACHE}`)
  lines.push(`${config.basePath}${SERVICE_WORKER_FILE}`, `  Cache-Control: ${WORKER_CACHE}`)
  lines.push(`${config.basePath}manifest.webmanifest`, `  Content-Type: ${MANIFEST_TYPE}`)
  return `${lines.join('\n')}\n`
}
