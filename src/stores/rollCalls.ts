/**
 * The answers each roll call collected: this browser's own list per request, kept in its
 * `localStorage` beside the requests themselves (`sigil:requests`), read back strictly. Plain
 * functions, no framework: the request page and the verify page (both plain DOM) use them.
 */
import { MAX_LIST_LENGTH } from '../proof/rollCall/rollCallFile'
import type { RollCallAnswer } from '../proof/rollCall/types'
import { requestStorage } from './requests'
import { nextTask } from '../util/nextTask'

export const ROLL_CALLS_KEY = 'sigil:roll-calls'

type Lists = Record<string, RollCallAnswer[]>

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

function readLists(storage: Storage): Lists {
  try {
    const value: unknown = JSON.parse(storage.getItem(ROLL_CALLS_KEY) ?? '{}')
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
    const lists: Lists = {}
    for (const [nonce, list] of Object.entries(value as Record<string, unknown>))
      if (Array.isArray(list)) lists[nonce] = list.filter(isAnswer)
    return lists
  } catch {
    return {}
  }
}

/** The answers listed for the roll call with this nonce, in the order they came. */
export function readRollCall(nonce: string, storage: Storage | undefined = requestStorage()): RollCallAnswer[] {
  return storage ? (readLists(storage)[nonce] ?? []) : []
}

/**
 * Adds answers to a roll call's list; a proof already listed is not listed again. Returns the list
 * as stored, or `undefined` when this browser would not store it (its storage is full or blocked).
 */
export async function addToRollCall(
  nonce: string,
  answers: readonly RollCallAnswer[],
): Promise<RollCallAnswer[] | undefined> {
  const storage = requestStorage()
  if (!storage) return undefined
  const lists = readLists(storage)
  const list = lists[nonce] ?? []
  const listed = new Set(list.map((answer) => answer.link))
  for (const answer of answers)
    if (!listed.has(answer.link) && list.length < MAX_LIST_LENGTH) {
      listed.add(answer.link)
      list.push(answer)
    }
  lists[nonce] = list
  const text = JSON.stringify(lists)
  // A thousand answers are megabytes: writing them is a task apart from making them.
  await nextTask()
  return write(storage, text) ? list : undefined
}

/** Empties a roll call's list, or forgets it with its request. */
export function clearRollCall(nonce: string): void {
  const storage = requestStorage()
  if (!storage) return
  write(storage, Object.fromEntries(Object.entries(readLists(storage)).filter(([listed]) => listed !== nonce)))
}

function write(storage: Storage, lists: Lists | string): boolean {
  try {
    storage.setItem(ROLL_CALLS_KEY, typeof lists === 'string' ? lists : JSON.stringify(lists))
    return true
  } catch {
    return false
  }
}
