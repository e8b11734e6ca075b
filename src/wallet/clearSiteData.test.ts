import { expect, test } from 'vitest'
import { STORED_KEYS } from '../config/storedKeys'
import { createMemoryStorage } from '../stores/storage'
import { clearSiteData, type ClearSources, type EndedConnections } from './clearSiteData'

/** A Storage instance as the browser's own checks see it: not the page-lifetime stand-in. */
function storageWith(entries: Record<string, string>): Storage {
  const storage = createMemoryStorage()
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value)
  return storage
}

function sources(
  local: Storage | undefined,
  session: Storage | undefined,
  endConnections: () => Promise<EndedConnections> = () => Promise.resolve({ accounts: 0, answered: true }),
): ClearSources {
  return {
    entries: STORED_KEYS,
    storage: (area) => (area === 'localStorage' ? local : session),
    indexedDB: () => undefined,
    endConnections,
    tellOtherTabs: () => {
      told += 1
    },
  }
}

/** How many times the other tabs were told of a clear. */
let told = 0

test("removes every entry's keys and leaves other sites' keys alone", async () => {
  const local = storageWith({
    'sigil:requests': '[]',
    '@appkit/connection_status': 'connected',
    '@appkit/connections': '{}',
    'wagmi.store': '{}',
    WALLETCONNECT_DEEPLINK_CHOICE: '{}',
    'wc@2:core:0.3:keychain': '{}',
    unrelated: 'kept',
  })
  const session = storageWith({ 'sigil:names': '{}', unrelated: 'kept' })
  told = 0
  const report = await clearSiteData(sources(local, session))
  expect(told).toBe(1)
  expect(report.cleared.map((item) => [item.entry.name, item.count])).toEqual([
    ['sigil:requests', 1],
    ['sigil:names', 1],
    ['@appkit/', 2],
    ['WALLETCONNECT_DEEPLINK_CHOICE', 1],
    ['wagmi.', 1],
    ['wc@2:', 1],
  ])
  expect(report.remaining).toEqual([])
  expect(local.length).toBe(1)
  expect(session.length).toBe(1)
})

test('the connection removed by the disconnect itself is reported as cleared', async () => {
  const local = storageWith({ 'sigil:connection': '{"accounts":{}}' })
  const report = await clearSiteData(
    sources(local, storageWith({}), () => {
      local.removeItem('sigil:connection')
      return Promise.resolve({ accounts: 1, answered: true })
    }),
  )
  expect(report.cleared.map((item) => item.entry.name)).toEqual(['sigil:connection'])
  expect(report.disconnected).toBe(1)
})

test('the disconnect runs before the keys go, and a wallet that did not answer is reported', async () => {
  const local = storageWith({ 'sigil:requests': '[]' })
  let seenDuringDisconnect: string | null = null
  const report = await clearSiteData(
    sources(local, storageWith({}), () => {
      seenDuringDisconnect = local.getItem('sigil:requests')
      return Promise.resolve({ accounts: 1, answered: false })
    }),
  )
  expect(seenDuringDisconnect).toBe('[]')
  expect(report.walletsAnswered).toBe(false)
  expect(local.getItem('sigil:requests')).toBeNull()
})

test('blocked storage is reported, not thrown', async () => {
  const report = await clearSiteData(sources(undefined, undefined))
  expect(report.blocked).toEqual(['localStorage', 'sessionStorage', 'indexedDB'])
  expect(report.cleared).toEqual([])
})

test('a key that comes back while clearing is reported as remaining', async () => {
  // Removal does not hold here, as when another open tab writes the key again at once.
  const stubborn = storageWith({ '@appkit/connection_status': 'connected' })
  stubborn.removeItem = () => undefined
  const report = await clearSiteData(sources(stubborn, storageWith({})))
  expect(report.remaining.map((entry) => entry.name)).toEqual(['@appkit/'])
})
