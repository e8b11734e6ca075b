import { expect, test } from 'vitest'
import { STORED_KEYS } from '../config/storedKeys'
import type { CacheStore, WorkerContainer, WorkerRegistration } from '../stores/offlineCopyStorage'
import { createMemoryStorage } from '../stores/storage'
import { clearSiteData, type ClearReport, type ClearSources, type EndedConnections } from './clearSiteData'

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
  offline: Partial<Pick<ClearSources, 'cacheStorage' | 'serviceWorkers'>> = {},
): ClearSources {
  return {
    entries: STORED_KEYS,
    storage: (area) => (area === 'localStorage' ? local : session),
    indexedDB: () => undefined,
    cacheStorage: offline.cacheStorage ?? (() => undefined),
    serviceWorkers: offline.serviceWorkers ?? (() => undefined),
    basePath: '/sigil/',
    workerScope: () => 'https://example.org/sigil/',
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

/** Cache Storage as the clear sees it: each cache's name and the URLs it holds. */
function cacheStore(held: Record<string, string[]>): CacheStore & { names: () => string[] } {
  const store = new Map(Object.entries(held))
  return {
    names: () => [...store.keys()],
    keys: () => Promise.resolve([...store.keys()]),
    open: (name) =>
      Promise.resolve({ keys: () => Promise.resolve((store.get(name) ?? []).map((url) => new Request(url))) }),
    delete: (name) => Promise.resolve(store.delete(name)),
  }
}

function workers(scopes: string[]): WorkerContainer & { unregistered: string[] } {
  const unregistered: string[] = []
  const registrations: WorkerRegistration[] = scopes.map((scope) => ({
    scope,
    unregister: () => {
      unregistered.push(scope)
      return Promise.resolve(true)
    },
  }))
  return { unregistered, getRegistrations: () => Promise.resolve(registrations) }
}

const offlineEntry = (report: ClearReport) => report.cleared.find((item) => item.entry.area === 'cacheStorage')

test("removes this site's offline caches and its worker, and leaves other sites' on the origin", async () => {
  const caches = cacheStore({
    'sigil-offline:/sigil/:v1': ['https://example.org/sigil/', 'https://example.org/sigil/verify/'],
    'sigil-offline:/sigil/:v2': ['https://example.org/sigil/'],
    'sigil-offline:/:v1': ['https://example.org/'],
    'sigil-offline:/sigil/other/:v1': ['https://example.org/sigil/other/'],
    'someone-else': ['https://example.org/x'],
  })
  const registered = workers(['https://example.org/', 'https://example.org/sigil/', 'https://example.org/sigil/other/'])
  const report = await clearSiteData(
    sources(storageWith({}), storageWith({}), undefined, {
      cacheStorage: () => caches,
      serviceWorkers: () => registered,
    }),
  )
  expect(offlineEntry(report)?.count).toBe(3)
  expect(caches.names()).toEqual(['sigil-offline:/:v1', 'sigil-offline:/sigil/other/:v1', 'someone-else'])
  expect(registered.unregistered).toEqual(['https://example.org/sigil/'])
  expect(report.remaining).toEqual([])
})

test('a worker without caches is removed and reported; with neither, the offline copy is not mentioned', async () => {
  const alone = await clearSiteData(
    sources(storageWith({}), storageWith({}), undefined, {
      cacheStorage: () => cacheStore({}),
      serviceWorkers: () => workers(['https://example.org/sigil/']),
    }),
  )
  expect(offlineEntry(alone)?.count).toBe(0)
  const none = await clearSiteData(
    sources(storageWith({}), storageWith({}), undefined, {
      cacheStorage: () => cacheStore({ 'someone-else': ['https://example.org/x'] }),
      serviceWorkers: () => workers(['https://example.org/']),
    }),
  )
  expect(offlineEntry(none)).toBeUndefined()
})

test('Cache Storage and service workers that refuse (an insecure context, blocked storage) stop nothing', async () => {
  const refused = () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'))
  const local = storageWith({ 'sigil:requests': '[]' })
  const report = await clearSiteData(
    sources(local, storageWith({}), undefined, {
      cacheStorage: () => ({ keys: refused, open: refused, delete: refused }),
      serviceWorkers: () => ({ getRegistrations: refused }),
    }),
  )
  expect(report.cleared.map((item) => item.entry.name)).toEqual(['sigil:requests'])
  expect(report.remaining).toEqual([])
  expect(report.blocked).toEqual(['indexedDB'])
})

test('an offline cache written again while clearing is reported as remaining', async () => {
  const caches = cacheStore({ 'sigil-offline:/sigil/:v1': ['https://example.org/sigil/'] })
  caches.delete = () => Promise.resolve(false)
  const report = await clearSiteData(
    sources(storageWith({}), storageWith({}), undefined, { cacheStorage: () => caches }),
  )
  expect(report.remaining.map((entry) => entry.area)).toEqual(['cacheStorage'])
})
