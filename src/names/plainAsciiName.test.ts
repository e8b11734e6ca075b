import { describe, expect, test } from 'vitest'
import { normalize } from 'viem/ens'
import { isPlainAsciiName } from './plainAsciiName'

function normalOrError(name: string): string | Error {
  try {
    return normalize(name)
  } catch (error) {
    return error as Error
  }
}

/** Deterministic, so a failure names a case that can be run again. */
function* randomAsciiNames(count: number, seed = 0x5167): Generator<string> {
  const alphabet = 'abcxyz019-_.$AZ \'"!~'
  let state = seed
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    return state
  }
  for (let i = 0; i < count; i++) {
    const length = 1 + (next() % 12)
    yield Array.from({ length }, () => alphabet[next() % alphabet.length]).join('')
  }
}

describe('isPlainAsciiName', () => {
  test('default', () => {
    expect(isPlainAsciiName('alice.eth')).toBe(true)
    expect(isPlainAsciiName('carol.base.eth')).toBe(true)
    expect(isPlainAsciiName('_dmarc.a-b-c.0x42.eth')).toBe(true)
  })

  test.each([
    ['an upper-case letter', 'Alice.eth'],
    ['an empty label', 'alice..eth'],
    ['a leading dot', '.eth'],
    ['an underscore after the start', 'al_ice.eth'],
    ['a label extension', 'xn--nxasmq6b.eth'],
    ['a space', 'ali ce.eth'],
    ['a non-ASCII letter', 'p\u0430ypal.eth'],
    ['an emoji', '🦊.eth'],
  ])('behavior: a name with %s is left to the full normaliser', (_, name) => {
    expect(isPlainAsciiName(name)).toBe(false)
  })

  test('behavior: every name it vouches for is its own ENSIP-15 normal form', () => {
    const vouched = [...randomAsciiNames(20_000)].filter(isPlainAsciiName)
    expect(vouched.length).toBeGreaterThan(1_000)
    for (const name of vouched) expect(normalOrError(name), name).toBe(name)
  })
})
