/**
 * The proof requests this browser made: remembered in its own `localStorage` only, since holding
 * the nonce is what lets a proof count for one request with no server. Plain functions, no
 * framework: the request page and the verify page (both plain DOM) read and write it.
 */
import { validateRequest, type ProofRequest } from '../proof/requestLink'

export const REQUESTS_KEY = 'sigil:requests'

/** More than anyone keeps open; the oldest go first. */
const MAX_REMEMBERED = 50

export type RequestState = 'open' | 'answered'

export type StoredRequest = {
  request: ProofRequest
  /** The link given to the prover. */
  link: string
  /** When it was made (ISO). */
  made: string
  state: RequestState
  /** When a proof answered it (ISO). */
  answered?: string
}

/**
 * The browser's own storage when it can be written, else `undefined` (private modes, blocked
 * cookies). A page-lifetime stand-in (../stores/storage.ts) does not count: a request kept there
 * would be forgotten before its answer comes.
 */
export function requestStorage(): Storage | undefined {
  try {
    const storage = window.localStorage
    if (!(storage instanceof Storage)) return undefined
    storage.setItem('__sigil_probe__', '1')
    storage.removeItem('__sigil_probe__')
    return storage
  } catch {
    return undefined
  }
}

/** A stored request as read back, checked as strictly as a request link; `undefined` when it is not one. */
function readStored(value: unknown): StoredRequest | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const record = value as Record<string, unknown>
  const request = record['request']
  // Stored as the request object, where "any address" is an empty list; a link leaves the list out.
  const asLink =
    typeof request === 'object' && request !== null && Array.isArray((request as { addresses?: unknown }).addresses)
      ? (request as { addresses: unknown[] }).addresses.length === 0
        ? { ...request, addresses: undefined }
        : request
      : request
  const checked = validateRequest(asLink)
  const { link, made, state, answered } = record
  if (
    !checked.ok ||
    typeof link !== 'string' ||
    typeof made !== 'string' ||
    (state !== 'open' && state !== 'answered') ||
    (answered !== undefined && typeof answered !== 'string')
  )
    return undefined
  return { request: checked.request, link, made, state, ...(answered === undefined ? {} : { answered }) }
}

/** Every remembered request, newest first; what cannot be read is left out. */
export function readRequests(storage: Storage | undefined = requestStorage()): StoredRequest[] {
  if (!storage) return []
  try {
    const value: unknown = JSON.parse(storage.getItem(REQUESTS_KEY) ?? '[]')
    return Array.isArray(value) ? value.flatMap((item) => readStored(item) ?? []) : []
  } catch {
    return []
  }
}

function write(storage: Storage, requests: readonly StoredRequest[]): boolean {
  try {
    storage.setItem(REQUESTS_KEY, JSON.stringify(requests.slice(0, MAX_REMEMBERED)))
    return true
  } catch {
    return false
  }
}

/** Remembers a new request; false when this browser cannot keep it. */
export function rememberRequest(stored: StoredRequest): boolean {
  const storage = requestStorage()
  return storage !== undefined && write(storage, [stored, ...readRequests(storage)])
}

export function forgetRequest(nonce: string): void {
  const storage = requestStorage()
  if (storage)
    write(
      storage,
      readRequests(storage).filter((r) => r.request.nonce !== nonce),
    )
}

/** The request with this nonce, if this browser made it. */
export function findRequest(nonce: string): StoredRequest | undefined {
  return readRequests().find((r) => r.request.nonce === nonce)
}

export function markAnswered(nonce: string, when: Date): void {
  const storage = requestStorage()
  if (!storage) return
  write(
    storage,
    readRequests(storage).map((r) =>
      r.request.nonce === nonce && r.state === 'open' ? { ...r, state: 'answered', answered: when.toISOString() } : r,
    ),
  )
}
