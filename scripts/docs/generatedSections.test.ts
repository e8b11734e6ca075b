import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../src/build/security/policy'
import { resolveSiteConfig } from '../../src/config/siteConfig'
import { cspHostsTable, policyHosts } from './cspHostsSection'
import { GENERATED_SECTIONS } from './generatedSections'
import { readMarkedSection } from './markedSection'

describe('generated sections of the docs', () => {
  it.each(GENERATED_SECTIONS.map((section) => [`${section.file} ${section.name}`, section] as const))(
    '%s matches the code it comes from (node scripts/docs/write-generated-docs.ts rewrites it)',
    (_, { file, name, render }) => {
      expect(readMarkedSection(readFileSync(file, 'utf8'), name)).toBe(render())
    },
  )
})

describe('the CSP host table', () => {
  const config = resolveSiteConfig({})
  const policy = contentSecurityPolicy(config, ['sha256-abc'])

  it('lists every host the policy names, once, with the directives that allow it', () => {
    const table = cspHostsTable(policy, config)
    const hosts = [...policyHosts(policy).keys()]
    expect(hosts).toContain('wss://relay.walletconnect.org')
    expect(hosts).toContain('https://ethereum-rpc.publicnode.com')
    expect(hosts).toContain('wss://api.mainnet-beta.solana.com')
    for (const host of hosts) expect(table.split(`| \`${host}\` |`)).toHaveLength(2)
    expect(table).toContain('| `https://verify.walletconnect.org` | `connect-src`, `frame-src` |')
    expect(table).not.toMatch(/'self'|data:|`https:`/)
  })

  it('follows the configured endpoints', () => {
    const own = resolveSiteConfig({
      PUBLIC_ETHEREUM_RPC_URL: 'https://eth.rpc.example/key',
      PUBLIC_WALLETCONNECT_RELAY_URL: 'wss://relay.example',
    })
    const table = cspHostsTable(contentSecurityPolicy(own, []), own)
    expect(table).toContain('| `https://eth.rpc.example` | `connect-src` | `PUBLIC_ETHEREUM_RPC_URL`')
    expect(table).toContain('| `wss://relay.example` | `connect-src` | `PUBLIC_WALLETCONNECT_RELAY_URL`')
    expect(table).not.toContain('ethereum-rpc.publicnode.com')
  })

  it('refuses a host it cannot explain', () => {
    const widened = policy.replace('connect-src', 'connect-src https://tracker.example')
    expect(() => cspHostsTable(widened, config)).toThrow(
      /allows https:\/\/tracker\.example, and the docs do not say why/,
    )
  })
})
