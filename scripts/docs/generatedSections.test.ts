import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../src/build/security/policy'
import { STORED_KEYS } from '../../src/config/storedKeys'
import { cspHostsTable, policyHosts } from './cspHostsSection'
import { storedKeysTable } from './storedKeysSection'
import { GENERATED_SECTIONS } from './generatedSections'
import { readMarkedSection } from './markedSection'
import { resolvePolicyConfig } from '../../test/config/policyConfig'

describe('generated sections of the docs', () => {
  it.each(GENERATED_SECTIONS.map((section) => [`${section.file} ${section.name}`, section] as const))(
    '%s matches the code it comes from (node scripts/docs/write-generated-docs.ts rewrites it)',
    (_, { file, name, render }) => {
      expect(readMarkedSection(readFileSync(file, 'utf8'), name)).toBe(render())
    },
  )
})

describe('the CSP host table', () => {
  const config = resolvePolicyConfig({})
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
    const own = resolvePolicyConfig({
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

describe('the stored-keys table', () => {
  it('has a row for each entry of the inventory, naming its storage and key', () => {
    const rows = storedKeysTable(STORED_KEYS).split('\n').slice(2)
    expect(rows).toHaveLength(STORED_KEYS.length)
    expect(rows.find((row) => row.startsWith('| localStorage | `sigil:requests` | Sigil |'))).toBeDefined()
    expect(rows.find((row) => row.includes('`wc@2:…` (every key it starts)'))).toBeDefined()
    expect(rows.find((row) => row.startsWith('| indexedDB | `WALLET_CONNECT_V2_INDEXED_DB` |'))).toBeDefined()
  })

  it('keeps a cell in its column when the text holds a bar or a line break', () => {
    const [entry] = STORED_KEYS
    if (!entry) throw new Error('the inventory is empty')
    const row = storedKeysTable([{ ...entry, holds: 'a | b\nc' }]).split('\n')[2]
    expect(row).toContain('| a \\| b c |')
  })
})
