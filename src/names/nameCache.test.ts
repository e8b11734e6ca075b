import { beforeAll, afterEach, beforeEach, expect, test, vi } from 'vitest'
import { NAME_CACHE_TTL_MS, readCachedName, writeCachedName } from './nameCache'
import { NAME_CACHE_KEY } from './nameCacheKey'

// The full normaliser is fetched on demand; its first load (transforming viem's tables) can be slow on a busy machine.
beforeAll(async () => {
  await import('./normalizeName')
}, 60_000)

const alice = '0x1111111111111111111111111111111111111111'
const entry = { name: 'alice.eth', source: 'ens' as const, avatar: 'https://example.com/a.png' }
const now = 1_800_000_000_000

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()))
afterEach(() => vi.unstubAllGlobals())

test('default', async () => {
  writeCachedName(alice, entry, now)
  expect(await readCachedName(alice, now + 1000)).toEqual(entry)
  writeCachedName('0x2222222222222222222222222222222222222222', null, now)
  expect(await readCachedName('0x2222222222222222222222222222222222222222', now)).toBeNull()
  expect(await readCachedName('0x3333333333333333333333333333333333333333', now)).toBeUndefined()
})

test('behavior: an entry is fresh for a few minutes, and never from the future', async () => {
  writeCachedName(alice, entry, now)
  expect(await readCachedName(alice, now + NAME_CACHE_TTL_MS + 1)).toBeUndefined()
  expect(await readCachedName(alice, now - 1)).toBeUndefined()
})

test.each([
  ['a name that is not normalised', { name: 'Alice.eth', source: 'ens' }],
  ['an unknown source', { name: 'alice.eth', source: 'sns' }],
  ['a name that reads as an address', { name: `${alice}.eth`, source: 'ens' }],
  ['a Basename not under base.eth', { name: 'alice.eth', source: 'basename' }],
  ['an avatar Sigil would not load', { name: 'alice.eth', source: 'ens', avatar: 'javascript:alert(1)' }],
  ['no name field', { source: 'ens' }],
])('behavior: a stored entry with %s is ignored', async (_, name) => {
  sessionStorage.setItem(NAME_CACHE_KEY, JSON.stringify({ [alice]: { at: now, name } }))
  expect(await readCachedName(alice, now)).toBeUndefined()
})

test('behavior: malformed or blocked storage is not used, and nothing throws', async () => {
  sessionStorage.setItem(NAME_CACHE_KEY, '{not json')
  expect(await readCachedName(alice, now)).toBeUndefined()
  writeCachedName(alice, entry, now)
  expect(await readCachedName(alice, now)).toEqual(entry)
  vi.stubGlobal('sessionStorage', {
    getItem: () => {
      throw new DOMException('blocked', 'SecurityError')
    },
    setItem: () => {
      throw new DOMException('blocked', 'SecurityError')
    },
  })
  expect(() => writeCachedName(alice, entry, now)).not.toThrow()
  expect(await readCachedName(alice, now)).toBeUndefined()
})
