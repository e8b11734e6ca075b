/**
 * The hosts a build's Content-Security-Policy lets the page reach, as a Markdown table for
 * docs/going-live.md: read from the policy the build writes, with why each host is there.
 */
import { solanaSocketOrigin } from '../../src/build/security/policy.ts'
import type { PolicyConfig } from '../../src/build/security/policy.ts'
import { variablesOfChain } from '../../src/config/resolveSiteNetworks.ts'

/** Why a fixed host is allowed; a host the policy gains without an entry here fails the docs test. */
const REOWN_PURPOSES: Readonly<Record<string, string>> = {
  'https://api.web3modal.org': 'Reown: the *All wallets* catalogue, wallet images and the project check',
  'https://rpc.walletconnect.org': "Reown's RPC proxy, used by AppKit's dialog",
  'https://rpc.walletconnect.com': "Reown's RPC proxy, used by AppKit's dialog",
  'https://pulse.walletconnect.org': "Reown's event endpoint, called by AppKit",
  'https://pulse.walletconnect.com': "Reown's event endpoint, called by AppKit",
  'https://verify.walletconnect.org': "WalletConnect's Verify API: tells a phone wallet which site is asking",
  'https://verify.walletconnect.com': "WalletConnect's Verify API: tells a phone wallet which site is asking",
  'https://explorer-api.walletconnect.com': "WalletConnect's wallet directory",
  'wss://relay.walletconnect.org': "WalletConnect's relay: sessions with phone wallets",
  'wss://relay.walletconnect.com': "WalletConnect's relay: sessions with phone wallets",
  'https://fonts.reown.com': "The font of AppKit's dialog",
}

function configuredPurposes(config: PolicyConfig): Map<string, string> {
  const purposes = new Map<string, string>()
  const add = (source: string, purpose: string) => {
    const known = purposes.get(source)
    purposes.set(source, known ? `${known}; ${purpose}` : purpose)
  }
  const NAMES = { ens: 'ENS names', basename: 'Basenames' } as const
  for (const network of config.networks.evm) {
    const names = network.names ? `${NAMES[network.names]}, ` : ''
    add(
      new URL(network.rpcUrl).origin,
      `\`${variablesOfChain(network.chainId).rpc}\`: balances, ${names}contract-wallet checks`,
    )
  }
  add(new URL(config.networks.solana.rpcUrl).origin, '`PUBLIC_SOLANA_RPC_URL`: balances')
  add(solanaSocketOrigin(config.networks.solana.rpcUrl), "`PUBLIC_SOLANA_RPC_URL`'s subscription socket")
  if (config.relayUrl) {
    const relay = new URL(config.relayUrl)
    add(`${relay.protocol}//${relay.host}`, '`PUBLIC_WALLETCONNECT_RELAY_URL`: sessions with phone wallets')
  }
  return purposes
}

/** Each directive's sources that name another host (no keywords, schemes or the page's own origin). */
export function policyHosts(policy: string): Map<string, string[]> {
  const hosts = new Map<string, string[]>()
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/)
    if (!name) continue
    for (const source of sources) {
      if (!/^(https?|wss?):\/\/[^/]+$/.test(source)) continue
      hosts.set(source, [...(hosts.get(source) ?? []), name])
    }
  }
  return hosts
}

/** The table: one row per host, the directives that allow it, and why. */
export function cspHostsTable(policy: string, config: PolicyConfig): string {
  const configured = configuredPurposes(config)
  const rows = [...policyHosts(policy)].map(([host, directives]) => {
    const purpose = configured.get(host) ?? REOWN_PURPOSES[host]
    if (!purpose)
      throw new Error(`the policy allows ${host}, and the docs do not say why: add it to cspHostsSection.ts`)
    return `| \`${host}\` | ${directives.map((name) => `\`${name}\``).join(', ')} | ${purpose} |`
  })
  return ['| Host | Allowed in | Why |', '| --- | --- | --- |', ...rows].join('\n')
}
