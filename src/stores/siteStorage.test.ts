import { ROLL_CALLS_DATABASE, ROLL_CALLS_KEY } from './rollCalls'
import { describe, expect, test } from 'vitest'
import { LAST_WALLET_KEY } from './lastWallet'
import { STORED_KEYS, isStoredKey, type StoredKey } from '../config/storedKeys'
import { OFFLINE_CACHE_PREFIX } from '../config/offlineCache'
import { NAME_CACHE_KEY } from '../names/nameCacheKey'
import { REMEMBERED_KEY } from './remembered'
import { REQUESTS_KEY } from './requests'
import { removeStoredKeys, storedKeysOf } from './siteStorage'
import { createMemoryStorage } from './storage'

const entry = (name: string): StoredKey => {
  const found = STORED_KEYS.find((item) => item.name === name)
  if (!found) throw new Error(`${name} is not in the inventory`)
  return found
}

describe('the inventory', () => {
  test("lists Sigil's own keys under the names its stores use, each in its storage", () => {
    const own = STORED_KEYS.filter((item) => item.owner === 'Sigil').map((item) => [item.area, item.name])
    expect(own).toEqual([
      ['localStorage', REMEMBERED_KEY],
      ['localStorage', LAST_WALLET_KEY],
      // Written by the inline script of ../components/ThemeScript.astro, which can import nothing.
      ['localStorage', 'sigil:theme'],
      ['localStorage', REQUESTS_KEY],
      ['indexedDB', ROLL_CALLS_DATABASE],
      ['localStorage', ROLL_CALLS_KEY],
      ['sessionStorage', NAME_CACHE_KEY],
      ['cacheStorage', OFFLINE_CACHE_PREFIX],
    ])
  })

  test('names each entry once, and says what it holds and when it is written', () => {
    const names = STORED_KEYS.map((item) => `${item.area} ${item.name}`)
    expect(new Set(names).size).toBe(names.length)
    for (const item of STORED_KEYS) {
      expect(item.label, item.name).not.toBe('')
      expect(item.holds.length, item.name).toBeGreaterThan(20)
      expect(item.written.length, item.name).toBeGreaterThan(10)
    }
  })

  test('a prefix covers the keys that start with it, an exact name only itself', () => {
    expect(isStoredKey(entry('@appkit/'), '@appkit/connection_status')).toBe(true)
    expect(isStoredKey(entry('@appkit/'), '@appkit-wallet/x')).toBe(false)
    expect(isStoredKey(entry('wagmi.'), 'wagmi.store')).toBe(true)
    expect(isStoredKey(entry('sigil:requests'), 'sigil:requests')).toBe(true)
    expect(isStoredKey(entry('sigil:requests'), 'sigil:requests-old')).toBe(false)
  })
})

describe('keys in a storage', () => {
  function filled(): Storage {
    const storage = createMemoryStorage()
    for (const key of ['sigil:connection', '@appkit/active_namespace', '@appkit/connections', 'other-site-key'])
      storage.setItem(key, 'x')
    return storage
  }

  test("finds an entry's keys, and only them", () => {
    const storage = filled()
    expect(storedKeysOf(storage, entry('@appkit/'))).toEqual(['@appkit/active_namespace', '@appkit/connections'])
    expect(storedKeysOf(storage, entry('sigil:connection'))).toEqual(['sigil:connection'])
    expect(storedKeysOf(storage, entry('wc@2:'))).toEqual([])
  })

  test('removes them and says how many went, leaving every other key', () => {
    const storage = filled()
    expect(removeStoredKeys(storage, entry('@appkit/'))).toBe(2)
    expect(removeStoredKeys(storage, entry('sigil:connection'))).toBe(1)
    expect(removeStoredKeys(storage, entry('sigil:connection'))).toBe(0)
    expect(storage.getItem('other-site-key')).toBe('x')
    expect(storage.length).toBe(1)
  })

  test('keys named earlier and gone already are not counted twice', () => {
    const storage = filled()
    expect(removeStoredKeys(storage, entry('@appkit/'), ['@appkit/connections', '@appkit/gone'])).toBe(2)
  })
})
