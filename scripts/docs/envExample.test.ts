import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { resolveSiteConfig } from '../../src/config/siteConfig'
import { networkVariables, resolveSiteNetworks } from '../../src/config/resolveSiteNetworks'
import { EVM_NETWORK_CATALOGUE } from '../../src/config/evmNetworkCatalogue'

/** `NAME=value` lines, as Vite's dotenv reads them (comments and blank lines skipped). */
function parseEnvFile(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=')
      return [line.slice(0, at), line.slice(at + 1)] as const
    })
  return Object.fromEntries(entries)
}

/** Every `PUBLIC_*` name the configuration resolvers read: their own, and each catalogue network's two. */
function variablesRead(): string[] {
  const named = ['src/config/siteConfig.ts', 'src/config/resolveSiteNetworks.ts'].flatMap(
    (file) =>
      readFileSync(file, 'utf8')
        .match(/'PUBLIC_[A-Z_]+'/g)
        ?.map((quoted) => quoted.slice(1, -1)) ?? [],
  )
  const perNetwork = EVM_NETWORK_CATALOGUE.flatMap((entry) => Object.values(networkVariables(entry)))
  return [...new Set([...named, ...perNetwork])].sort()
}

describe('.env.example', () => {
  const example = parseEnvFile(readFileSync('.env.example', 'utf8'))

  it('lists every variable the build reads, and no other', () => {
    expect(variablesRead().length).toBeGreaterThan(10)
    expect(Object.keys(example).sort()).toEqual(variablesRead())
  })

  it('holds the defaults: copied as it is, it builds what no .env builds', () => {
    expect(resolveSiteConfig(example)).toEqual(resolveSiteConfig({}))
    expect(resolveSiteNetworks(example)).toEqual(resolveSiteNetworks({}))
  })

  it('is what the README documents', () => {
    const readme = readFileSync('README.md', 'utf8')
    for (const name of variablesRead()) expect(readme).toContain(`\`${name}\``)
  })
})
