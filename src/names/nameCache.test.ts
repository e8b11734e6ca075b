import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { NAME_CACHE_KEY, NAME_CACHE_TTL_MS, readCachedName, writeCachedName } from './nameCache'

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

test('default', () => {
  writeCachedName(alice, entry, now)
  expect(readCachedName(alice, now + 1000)).toEqual(entry)
  writeCachedName('0x2222222222222222222222222222222222222222', null, now)
  expect(readCachedName('0x2222222222222222222222222222222222222222', now)).toBeNull()
  expect(readCachedName('0x3333333333333333333333333333333333333333', now)).toBeUndefined()
})

test('behavior: an entry is fresh for a few minutes, and never from the future', () => {
  writeCachedName(alice, entry, now)
  expect(readCachedName(alice, now + NAME_CACHE_TTL_MS + 1)).toBeUndefined()
  expect(readCachedName(alice, now - 1)).toBeUndefined()
})

test.each([
  ['a name that is not normalised', { name: 'Alice.eth', source: 'ens' }],
  ['an unknown source', { name: 'alice.eth', source: 'sns' }],
  ['an avatar Sigil would not load', { name: 'alice.eth', source: 'ens', avatar: 'javascript:alert(1)' }],
  ['no name field', { source: 'ens' }],
])('behavior: a stored entry with %s is ignored', (_, name) => {
  sessionStorage.setItem(NAME_CACHE_KEY, JSON.stringify({ [alice]: { at: now, name } }))
  expect(readCachedName(alice, now)).toBeUndefined()
})

test('behavior: malformed or blocked storage is not used, and nothing throws', () => {
  sessionStorage.setItem(NAME_CACHE_KEY, '{not json')
  expect(readCachedName(alice, now)).toBeUndefined()
  writeCachedName(alice, entry, now)
  expect(readCachedName(alice, now)).toEqual(entry)
  vi.stubGlobal('sessionStorage', {
    getItem: () => {
      throw new DOMException('blocked', 'SecurityError')
    },
    setItem: () => {
      throw new DOMException('blocked', 'SecurityError')
    },
  })
  expect(() => writeCachedName(alice, entry, now)).not.toThrow()
  expect(readCachedName(alice, now)).toBeUndefined()
})
