/**
 * The proof requests this browser made: remembered in its own `localStorage` only, since holding
 * the nonce is what lets a proof count for one request with no server. Plain functions, no
 * framework: the request page and the verify page (both plain DOM) read and write it.
 */
import type { RequestAnswerRecord, RequestRecord } from 'sigil-verify/checkRequestAnswer'
import { validateRequest, type ProofRequest } from 'sigil-verify/requestLink'
import { browserStorage } from './browserStorage'

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
  /** The proof that answered it: only that one answers it again. */
  answer?: RequestAnswerRecord
}

/**
 * The browser's own localStorage when it can be written, else `undefined`: a request kept in the
 * page-lifetime stand-in would be forgotten before its answer comes.
 */
export function requestStorage(): Storage | undefined {
  return browserStorage('localStorage')
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
  const { link, made, state, answered, answer } = record
  if (
    !checked.ok ||
    typeof link !== 'string' ||
    typeof made !== 'string' ||
    (state !== 'open' && state !== 'answered') ||
    (answered !== undefined && typeof answered !== 'string') ||
    (answer !== undefined && !isAnswerRecord(answer))
  )
    return undefined
  return {
    request: checked.request,
    link,
    made,
    state,
    ...(answered === undefined ? {} : { answered }),
    ...(answer === undefined ? {} : { answer }),
  }
}

function isAnswerRecord(value: unknown): value is RequestAnswerRecord {
  if (typeof value !== 'object' || value === null) return false
  const { at, by, evidence } = value as Record<string, unknown>
  const texts = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string')
  return typeof at === 'string' && texts(by) && texts(evidence)
}

/**
 * The request as its answer is checked against it. An answered request whose answer was not kept
 * (no `answer`) is answered by no proof again: its first answer cannot be told from another.
 */
export function requestRecord(stored: StoredRequest): RequestRecord {
  const first =
    stored.answer ??
    (stored.state === 'answered' ? { at: stored.answered ?? stored.made, by: [], evidence: [] } : undefined)
  return { request: stored.request, made: stored.made, answer: first }
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

/** Records the first answer to an open request; a request already answered keeps its first answer. */
export function markAnswered(nonce: string, answer: RequestAnswerRecord): void {
  const storage = requestStorage()
  if (!storage) return
  write(
    storage,
    readRequests(storage).map((r) =>
      r.request.nonce === nonce && r.state === 'open' ? { ...r, state: 'answered', answered: answer.at, answer } : r,
    ),
  )
}
