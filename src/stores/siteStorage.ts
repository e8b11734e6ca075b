/**
 * The browser storage that ../config/storedKeys.ts lists, found and removed: keys in localStorage
 * and sessionStorage, whole IndexedDB databases. Storage the browser blocks (private modes,
 * cookies off) is reported as blocked, never thrown.
 */
import { isStoredKey, type StoredKey } from '../config/storedKeys'

export type KeyArea = 'localStorage' | 'sessionStorage'

function keysOf(storage: Storage): string[] {
  const keys: string[] = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key !== null) keys.push(key)
  }
  return keys
}

/** The keys of `storage` that belong to `entry`. */
export function storedKeysOf(storage: Storage, entry: StoredKey): string[] {
  return keysOf(storage).filter((key) => isStoredKey(entry, key))
}

/** Removes `keys` and every key of `entry` still in `storage`; returns how many keys went. */
export function removeStoredKeys(storage: Storage, entry: StoredKey, keys: readonly string[] = []): number {
  const all = new Set([...keys, ...storedKeysOf(storage, entry)])
  let removed = 0
  for (const key of all) {
    if (storage.getItem(key) === null) continue
    storage.removeItem(key)
    removed++
  }
  return removed
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

/** Whether the database exists; `undefined` when the browser cannot say (no `databases()`). */
async function databaseExists(factory: IDBFactory, name: string): Promise<boolean | undefined> {
  if (typeof factory.databases !== 'function') return undefined
  return (await factory.databases()).some((database) => database.name === name)
}

/** Opens an existing database; `undefined` when there is none (the open would have made one: it is undone). */
function openExisting(factory: IDBFactory, name: string): Promise<IDBDatabase | undefined> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name)
    let created = false
    request.onupgradeneeded = () => {
      created = true
      request.transaction?.abort()
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => (created ? resolve(undefined) : reject(request.error ?? new Error('IndexedDB open failed')))
  })
}

/** Empties every object store of `database`; returns how many records it held. */
async function emptyDatabase(database: IDBDatabase): Promise<number> {
  const names = [...database.objectStoreNames]
  if (names.length === 0) return 0
  const transaction = database.transaction(names, 'readwrite')
  const done = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onabort = transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB clear failed'))
  })
  // Requests run in the order they are made: each store is counted, then cleared.
  const counted = names.map((name) => {
    const store = transaction.objectStore(name)
    const count = settle(store.count())
    store.clear()
    return count
  })
  const counts = await Promise.all(counted)
  await done
  return counts.reduce((sum, count) => sum + count, 0)
}

export type DatabaseCleared = {
  /** Records the database held. */
  records: number
  /** False while a page still has it open (another tab, or this page's WalletConnect): emptied, and
   * deleted by the browser once that page closes it. */
  deleted: boolean
}

/** How long a deletion may wait on the pages that hold the database open before it is reported as pending. */
const DELETE_WAIT_MS = 1000

/**
 * Empties, then deletes, the database `name`; `undefined` when it does not exist. Emptied first: a page
 * holding it open (WalletConnect keeps its connection) delays the deletion until it closes.
 */
export async function clearDatabase(factory: IDBFactory, name: string): Promise<DatabaseCleared | undefined> {
  if ((await databaseExists(factory, name)) === false) return undefined
  const database = await openExisting(factory, name)
  if (!database) return undefined
  let records: number
  try {
    records = await emptyDatabase(database)
  } finally {
    database.close()
  }
  const deleted = await new Promise<boolean>((resolve) => {
    const request = factory.deleteDatabase(name)
    const timer = setTimeout(() => resolve(false), DELETE_WAIT_MS)
    const end = (value: boolean) => () => {
      clearTimeout(timer)
      resolve(value)
    }
    request.onsuccess = end(true)
    request.onerror = end(false)
    request.onblocked = end(false)
  })
  return { records, deleted }
}
