/**
 * The answers each roll call collected: this browser's own list per request, kept in the IndexedDB
 * database `sigil-roll-calls` in records of up to a hundred answers, read back strictly. A thousand
 * answers are megabytes: IndexedDB writes them off the page's main thread, and each record is
 * cloned in a task of its own (a transaction's next request waits for the one before), so no read
 * or write holds the page for a long task, where localStorage would serialise and store the whole
 * list at once. Every change is told to the site's other tabs (`onRollCallChangedElsewhere`). Plain
 * functions, no framework: the request page and the verify page (both plain DOM) use them.
 */
import { MAX_LIST_LENGTH } from 'sigil-verify/rollCall/rollCallFile'
import type { RollCallAnswer } from 'sigil-verify/rollCall/types'
import { requestStorage } from './requests'

export const ROLL_CALLS_DATABASE = 'sigil-roll-calls'
/** The localStorage key a roll call's lists may sit under; moved into the database when it is opened. */
export const ROLL_CALLS_KEY = 'sigil:roll-calls'
const CHUNKS = 'chunks'
/** Answers per record: cloning one takes a few milliseconds. */
const CHUNK_LENGTH = 100
const CHANGES_CHANNEL = 'sigil:roll-call-changed'

/** One record: answers `index * CHUNK_LENGTH` onwards of the roll call with this nonce. */
type Chunk = { nonce: string; index: number; answers: RollCallAnswer[] }

function isAnswer(value: unknown): value is RollCallAnswer {
  if (typeof value !== 'object' || value === null) return false
  const { link, checkedAt, addresses, signedAt, kept, broken } = value as Record<string, unknown>
  return (
    typeof link === 'string' &&
    typeof checkedAt === 'string' &&
    Array.isArray(addresses) &&
    addresses.every((address) => typeof address === 'string') &&
    (signedAt === undefined || typeof signedAt === 'string') &&
    typeof kept === 'boolean' &&
    (broken === undefined ||
      (typeof broken === 'object' &&
        broken !== null &&
        typeof (broken as Record<string, unknown>)['rule'] === 'string' &&
        typeof (broken as Record<string, unknown>)['message'] === 'string'))
  )
}

/** The answers of a list as read: only what is an answer (another script's, or a damaged record, is left out). */
function answersIn(list: unknown): RollCallAnswer[] {
  return Array.isArray(list) ? list.filter(isAnswer) : []
}

/** `list` with `answers` appended: a proof already listed is not listed again, and the list stops at its bound. */
function appended(list: RollCallAnswer[], answers: readonly RollCallAnswer[]): RollCallAnswer[] {
  const listed = new Set(list.map((answer) => answer.link))
  for (const answer of answers)
    if (!listed.has(answer.link) && list.length < MAX_LIST_LENGTH) {
      listed.add(answer.link)
      list.push(answer)
    }
  return list
}

const chunksOf = (nonce: string) => IDBKeyRange.bound([nonce, 0], [nonce, Infinity])

function settled(transaction: IDBTransaction): Promise<boolean> {
  return new Promise((resolve) => {
    transaction.oncomplete = () => resolve(true)
    transaction.onabort = () => resolve(false)
  })
}

/** A roll call's answers, in order, read one record per task within `transaction`. */
function readChunks(store: IDBObjectStore, nonce: string): Promise<RollCallAnswer[]> {
  return new Promise((resolve) => {
    const answers: RollCallAnswer[] = []
    const cursor = store.openCursor(chunksOf(nonce))
    cursor.onsuccess = () => {
      const at = cursor.result
      if (!at) {
        resolve(answers)
        return
      }
      answers.push(...answersIn((at.value as Partial<Chunk> | undefined)?.answers))
      at.continue()
    }
    cursor.onerror = () => resolve(answers)
  })
}

/**
 * Writes `list` as a roll call's records, from the record holding answer `from` on, one record per
 * task: each put is made when the one before has succeeded.
 */
function writeChunks(store: IDBObjectStore, nonce: string, list: readonly RollCallAnswer[], from: number): void {
  const put = (index: number) => {
    const start = index * CHUNK_LENGTH
    if (start >= list.length) return
    const chunk: Chunk = { nonce, index, answers: list.slice(start, start + CHUNK_LENGTH) }
    store.put(chunk).onsuccess = () => put(index + 1)
  }
  put(Math.floor(from / CHUNK_LENGTH))
}

let opened: Promise<IDBDatabase | undefined> | undefined

/** The database, opened once per page; `undefined` where this browser will not keep one. */
function database(): Promise<IDBDatabase | undefined> {
  opened ??= new Promise<IDBDatabase | undefined>((resolve) => {
    let request: IDBOpenDBRequest
    try {
      request = indexedDB.open(ROLL_CALLS_DATABASE, 1)
    } catch {
      resolve(undefined)
      return
    }
    request.onupgradeneeded = () => request.result.createObjectStore(CHUNKS, { keyPath: ['nonce', 'index'] })
    request.onsuccess = () => {
      const opening = request.result
      // Clearing the site's data deletes the database: this page lets go, and opens it afresh when next asked.
      opening.onversionchange = () => {
        opening.close()
        opened = undefined
      }
      resolve(opening)
    }
    request.onerror = () => resolve(undefined)
  })
    .then((opening) => (opening ? takeStoredLists(opening).then(() => opening) : undefined))
    .then((opening) => {
      if (!opening) opened = undefined
      return opening
    })
  return opened
}

/** Lists kept under the localStorage key: appended to the database's, then the key is removed. */
async function takeStoredLists(opening: IDBDatabase): Promise<void> {
  const storage = requestStorage()
  const text = storage?.getItem(ROLL_CALLS_KEY)
  if (!storage || text == null) return
  let lists: [string, RollCallAnswer[]][] = []
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      lists = Object.entries(value as Record<string, unknown>).map(([nonce, list]) => [nonce, answersIn(list)])
  } catch {
    // Not a list Sigil wrote: nothing to take.
  }
  const transaction = opening.transaction(CHUNKS, 'readwrite')
  const store = transaction.objectStore(CHUNKS)
  for (const [nonce, answers] of lists)
    void readChunks(store, nonce).then((listed) => writeChunks(store, nonce, appended(listed, answers), listed.length))
  if (await settled(transaction)) storage.removeItem(ROLL_CALLS_KEY)
}

/** The answers listed for each of these roll calls, in the order they came; none where nothing is kept. */
export async function readRollCalls(nonces: readonly string[]): Promise<Map<string, RollCallAnswer[]>> {
  const lists = new Map<string, RollCallAnswer[]>(nonces.map((nonce) => [nonce, []]))
  const opening = nonces.length > 0 ? await database() : undefined
  if (!opening) return lists
  try {
    const store = opening.transaction(CHUNKS, 'readonly').objectStore(CHUNKS)
    for (const nonce of nonces) lists.set(nonce, await readChunks(store, nonce))
  } catch {
    // A database deleted meanwhile: nothing is listed.
  }
  return lists
}

/** The answers listed for the roll call with this nonce, in the order they came. */
export async function readRollCall(nonce: string): Promise<RollCallAnswer[]> {
  return (await readRollCalls([nonce])).get(nonce) ?? []
}

/**
 * Adds answers to a roll call's list; a proof already listed is not listed again. Returns the list
 * as stored, or `undefined` when this browser would not store it (its storage is full or blocked).
 */
export async function addToRollCall(
  nonce: string,
  answers: readonly RollCallAnswer[],
): Promise<RollCallAnswer[] | undefined> {
  const opening = await database()
  if (!opening) return undefined
  let list: RollCallAnswer[] = []
  try {
    const transaction = opening.transaction(CHUNKS, 'readwrite')
    const store = transaction.objectStore(CHUNKS)
    const wrote = settled(transaction)
    const listed = await readChunks(store, nonce)
    list = appended([...listed], answers)
    writeChunks(store, nonce, list, listed.length)
    if (!(await wrote)) return undefined
  } catch {
    return undefined
  }
  announceChange(nonce)
  return list
}

/** Empties a roll call's list, or forgets it with its request. */
export async function clearRollCall(nonce: string): Promise<void> {
  const opening = await database()
  if (!opening) return
  try {
    const transaction = opening.transaction(CHUNKS, 'readwrite')
    transaction.objectStore(CHUNKS).delete(chunksOf(nonce))
    if (await settled(transaction)) announceChange(nonce)
  } catch {
    // A database deleted meanwhile holds no list to clear.
  }
}

function changesChannel(): BroadcastChannel | undefined {
  try {
    return new BroadcastChannel(CHANGES_CHANNEL)
  } catch {
    return undefined
  }
}

/** This page, among the site's: a channel delivers to every other channel of its name, this page's too. */
const THIS_PAGE = Math.random().toString(36).slice(2)

type Change = { nonce: string; page: string }

function announceChange(nonce: string): void {
  const channel = changesChannel()
  channel?.postMessage({ nonce, page: THIS_PAGE } satisfies Change)
  channel?.close()
}

/**
 * Calls `listener` with a roll call's nonce whenever another page of the site (a verify page, a
 * request page, in any tab) changes its list. Returns a function that stops listening.
 */
export function onRollCallChangedElsewhere(listener: (nonce: string) => void): () => void {
  const channel = changesChannel()
  if (!channel) return () => undefined
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const { nonce, page } = (typeof event.data === 'object' && event.data !== null ? event.data : {}) as Partial<Change>
    if (typeof nonce === 'string' && page !== THIS_PAGE) listener(nonce)
  }
  return () => channel.close()
}
