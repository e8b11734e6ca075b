import { describe, expect, test } from 'vitest'
import { readFileSync } from 'node:fs'
import { DEFAULT_EVM_NETWORKS, EVM_NETWORK_CATALOGUE } from './evmNetworkCatalogue'
import { EVM_NETWORKS_VARIABLE, networkVariables, resolveSiteNetworks } from './resolveSiteNetworks'

const DRAWN = ['ethereum', 'base', 'solana']

describe('EVM_NETWORK_CATALOGUE', () => {
  test.each(EVM_NETWORK_CATALOGUE.map((entry) => [entry.chain.name, entry] as const))(
    '%s is complete: a key, a public https RPC, an https explorer, a mark',
    (_, { chain, key, publicRpcUrl, mark }) => {
      expect(key).toMatch(/^[A-Z][A-Z0-9]*$/)
      expect(new URL(publicRpcUrl ?? chain.rpcUrls.default.http[0] ?? '').protocol).toBe('https:')
      expect(new URL(chain.blockExplorers?.default.url ?? '').protocol).toBe('https:')
      expect(chain.blockExplorers?.default.name).toMatch(/\S/)
      if ('drawn' in mark) expect(DRAWN).toContain(mark.drawn)
      else expect(mark.color).toMatch(/^#[0-9a-f]{6}$/i)
    },
  )

  test('one entry per chain and per key; each kind of name read on one network', () => {
    const ids = EVM_NETWORK_CATALOGUE.map(({ chain }) => chain.id)
    const keys = EVM_NETWORK_CATALOGUE.map(({ key }) => key)
    const names = EVM_NETWORK_CATALOGUE.flatMap(({ names }) => (names ? [names] : []))
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(keys).size).toBe(keys.length)
    expect(new Set(names).size).toBe(names.length)
  })

  test('every network’s variables are in .env.example and the README, and each resolves on its own', () => {
    const example = readFileSync('.env.example', 'utf8')
    const readme = readFileSync('README.md', 'utf8')
    for (const entry of EVM_NETWORK_CATALOGUE) {
      const { chain } = entry
      for (const variable of Object.values(networkVariables(entry))) {
        expect(example).toMatch(new RegExp(`^${variable}=https://`, 'm'))
        expect(readme).toContain(`\`${variable}\``)
      }
      expect(readme).toMatch(new RegExp(`\`${chain.id}\` ${chain.name}`))
      const [network] = resolveSiteNetworks({ [EVM_NETWORKS_VARIABLE]: String(chain.id) }).evm
      expect(network?.caip2).toBe(`eip155:${chain.id}`)
    }
  })

  test('the default offers Ethereum and Base', () => {
    expect(DEFAULT_EVM_NETWORKS).toBe('1,8453')
  })
})
