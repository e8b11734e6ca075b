/**
 * "Clear everything this site keeps", the privacy page's control. Every connected account is first
 * disconnected as the Disconnect button does it (a browser wallet is asked to forget the site, a
 * phone's session is ended), which also empties the shared connection store, so every other open
 * tab of the site follows to `disconnected` through its storage event, with no prompt. Then every
 * entry of ../config/storedKeys.ts is removed, the offline reader's copy with it (its worker first,
 * so nothing fills its caches again), and every other tab is told to empty its own sessionStorage
 * (../names/forgetNamesWhenCleared.ts), which this tab cannot reach.
 */
import { SITE_DATA_CLEARED_CHANNEL } from '../config/siteDataChannel'
import { STORED_KEYS, type StorageArea, type StoredKey } from '../config/storedKeys'
import { NAMESPACES, presentAccounts } from '../stores/account'
import { $remembered, forgetAccount } from '../stores/connection'
import {
  clearDatabase,
  removeStoredKeys,
  storedKeysOf,
  type DatabaseCleared,
  type KeyArea,
} from '../stores/siteStorage'
import { browserStorage } from '../stores/browserStorage'
import {
  deleteOfflineCaches,
  offlineCachesOf,
  unregisterWorkerOf,
  type CacheStore,
  type WorkerContainer,
} from '../stores/offlineCopyStorage'
import { disconnectAccount } from './actions'

export type ClearedEntry = {
  entry: StoredKey
  /** Keys removed, records in a database, or files in the offline copy (0: only its worker was there). */
  count: number
  /** A database emptied but still open in a page: the browser deletes it once that page closes it. */
  pending?: true
}

export type ClearReport = {
  /** What was there, and is gone. */
  cleared: ClearedEntry[]
  /** Storage the browser does not let this site use (nothing can have been kept there). */
  blocked: StorageArea[]
  /** Still there after clearing: written again meanwhile (another tab), or not removable. */
  remaining: StoredKey[]
  /** Accounts that were connected (or remembered) and are disconnected. */
  disconnected: number
  /** False when a wallet did not answer its disconnect in time: it may still list this site. */
  walletsAnswered: boolean
}

export type EndedConnections = { accounts: number; answered: boolean }

export type ClearSources = {
  entries: readonly StoredKey[]
  storage: (area: KeyArea) => Storage | undefined
  indexedDB: () => IDBFactory | undefined
  /** Cache Storage, where the browser offers it (a secure context). */
  cacheStorage: () => CacheStore | undefined
  /** The service workers' registrations, where the browser offers them. */
  serviceWorkers: () => WorkerContainer | undefined
  /** The site's base path (`/`, `/sigil/`): its offline caches are named for it. */
  basePath: string
  /** The site's base as a full URL: the scope of its worker. */
  workerScope: () => string
  /** Ends every wallet connection. */
  endConnections: () => Promise<EndedConnections>
  /** Tells the site's other open tabs that its data is cleared. */
  tellOtherTabs: () => void
}

/** Long enough for a phone's session to be ended over the relay, or AppKit to finish loading for it (not yet loaded on the privacy page). */
const CLEAR_DISCONNECT_WAIT_MS = 10_000

/** Disconnects every remembered account, one after the other (a phone's session may hold two), all within `waitMs`. */
export async function endConnections(waitMs = CLEAR_DISCONNECT_WAIT_MS): Promise<EndedConnections> {
  const namespaces = presentAccounts($remembered.get().accounts).map((account) => account.namespace)
  const deadline = Date.now() + waitMs
  let answered = true
  for (const namespace of namespaces) {
    if (!(await disconnectAccount(namespace, Math.max(0, deadline - Date.now())))) answered = false
  }
  // Nothing stays remembered, also an account another tab connected meanwhile.
  NAMESPACES.forEach(forgetAccount)
  return { accounts: namespaces.length, answered }
}

function browserIndexedDB(): IDBFactory | undefined {
  try {
    return typeof indexedDB === 'undefined' ? undefined : indexedDB
  } catch {
    return undefined
  }
}

function browserCaches(): CacheStore | undefined {
  try {
    return typeof caches === 'undefined' ? undefined : caches
  } catch {
    return undefined
  }
}

function browserServiceWorkers(): WorkerContainer | undefined {
  try {
    return 'serviceWorker' in navigator ? navigator.serviceWorker : undefined
  } catch {
    return undefined
  }
}

function tellOtherTabs(): void {
  try {
    const channel = new BroadcastChannel(SITE_DATA_CLEARED_CHANNEL)
    channel.postMessage('cleared')
    channel.close()
  } catch {
    // No BroadcastChannel: another tab's names go when that tab closes.
  }
}

const BROWSER: ClearSources = {
  entries: STORED_KEYS,
  storage: browserStorage,
  indexedDB: browserIndexedDB,
  cacheStorage: browserCaches,
  serviceWorkers: browserServiceWorkers,
  basePath: import.meta.env.BASE_URL,
  workerScope: () => new URL(import.meta.env.BASE_URL, location.origin).href,
  endConnections: () => endConnections(),
  tellOtherTabs,
}

const isKeyArea = (area: StorageArea): area is KeyArea => area === 'localStorage' || area === 'sessionStorage'

/**
 * Removes the offline copy: the worker first, then its caches; the files they held, or `undefined`
 * when there was none. A browser that refuses either (an insecure context, blocked storage) kept
 * nothing there, so a refusal only means less to remove.
 */
async function clearOfflineCopy(sources: ClearSources): Promise<number | undefined> {
  let unregistered = false
  const workers = sources.serviceWorkers()
  if (workers) {
    try {
      unregistered = await unregisterWorkerOf(workers, sources.workerScope())
    } catch {
      // No registration could be read: none was made.
    }
  }
  let files: number | undefined
  const caches = sources.cacheStorage()
  if (caches) {
    try {
      const names = await offlineCachesOf(caches, sources.basePath)
      if (names.length > 0) files = await deleteOfflineCaches(caches, sources.basePath)
    } catch {
      // Cache Storage refused here: nothing was kept in it.
    }
  }
  return files ?? (unregistered ? 0 : undefined)
}

async function offlineCopyRemains(sources: ClearSources): Promise<boolean> {
  const caches = sources.cacheStorage()
  if (!caches) return false
  try {
    return (await offlineCachesOf(caches, sources.basePath)).length > 0
  } catch {
    return false
  }
}

export async function clearSiteData(sources: ClearSources = BROWSER): Promise<ClearReport> {
  const areas: KeyArea[] = ['localStorage', 'sessionStorage']
  const storages = new Map<KeyArea, Storage>()
  for (const area of areas) {
    const storage = sources.storage(area)
    if (storage) storages.set(area, storage)
  }
  const factory = sources.indexedDB()
  const blocked: StorageArea[] = [
    ...areas.filter((area) => !storages.has(area)),
    ...(factory ? [] : ['indexedDB' as const]),
  ]

  // Taken before the disconnect, which itself removes the connection's keys.
  const before = new Map(
    sources.entries.flatMap((entry) => {
      const storage = isKeyArea(entry.area) ? storages.get(entry.area) : undefined
      return storage ? [[entry, storedKeysOf(storage, entry)] as const] : []
    }),
  )
  const ended = await sources.endConnections()

  const cleared: ClearedEntry[] = []
  for (const entry of sources.entries) {
    if (isKeyArea(entry.area)) {
      const storage = storages.get(entry.area)
      if (!storage) continue
      const earlier = before.get(entry) ?? []
      const removed = removeStoredKeys(storage, entry, earlier)
      const count = Math.max(removed, earlier.length)
      if (count > 0) cleared.push({ entry, count })
    } else if (entry.area === 'cacheStorage') {
      const files = await clearOfflineCopy(sources)
      if (files !== undefined) cleared.push({ entry, count: files })
    } else if (factory) {
      let database: DatabaseCleared | undefined
      try {
        database = await clearDatabase(factory, entry.name)
      } catch {
        // A browser that refuses IndexedDB here (some private modes) kept nothing in it.
        if (!blocked.includes('indexedDB')) blocked.push('indexedDB')
      }
      if (database) cleared.push({ entry, count: database.records, ...(database.deleted ? {} : { pending: true }) })
    }
  }

  sources.tellOtherTabs()

  const remaining: StoredKey[] = []
  for (const entry of sources.entries) {
    const storage = isKeyArea(entry.area) ? storages.get(entry.area) : undefined
    const kept =
      entry.area === 'cacheStorage'
        ? await offlineCopyRemains(sources)
        : storage !== undefined && storedKeysOf(storage, entry).length > 0
    if (kept) remaining.push(entry)
  }
  return { cleared, blocked, remaining, disconnected: ended.accounts, walletsAnswered: ended.answered }
}
