/**
 * docs/testing.md names every end-to-end spec, as `name` for e2e/name.spec.ts, and no spec that is
 * gone: a spec added without a word on what it shows fails here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

const SPECS = readdirSync('e2e')
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => file.slice(0, -'.spec.ts'.length))
const TESTING = readFileSync('docs/testing.md', 'utf8')

describe('docs/testing.md', () => {
  test.each(SPECS)('names the spec %s', (spec) => {
    expect(TESTING).toContain(`\`${spec}\``)
  })

  test('names no spec that is not in e2e/', () => {
    const named = [...TESTING.matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1] ?? '')
    const looksLikeSpec = (name: string) => /^[a-z0-9]+(-[a-z0-9]+)+$|^[a-z0-9]+$/.test(name)
    const unknown = named.filter(
      (name) => looksLikeSpec(name) && !SPECS.includes(name) && TESTING.includes(`\`${name}\` (`),
    )
    expect(unknown).toEqual([])
  })
})
