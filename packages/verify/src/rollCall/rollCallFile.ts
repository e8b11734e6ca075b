/**
 * A roll call as a file the verifier keeps: the request (so its nonce, which is what lets anyone
 * holding the file check answers to it), when it was made, and every proof link with the time it
 * was checked. What the list said of each answer is written for people reading the file, and never
 * read back: an imported file's answers are checked again, each at its own time.
 */
import { decodeRequestFragment, encodeRequestPayload, type ProofRequest } from '../requestLink.js'
import { parseRfc3339 } from '../rfc3339.js'
import { MAX_LINK_LENGTH } from '../decodeProofFragment.js'
import type { ListedAnswer } from './types.js'

export const ROLL_CALL_FILE_FORMAT = 'sigil-roll-call'
export const ROLL_CALL_FILE_VERSION = 1
/** A list of `MAX_LIST_LENGTH` linked proofs of five addresses, and the words around them. */
export const MAX_ROLL_CALL_FILE_LENGTH = 50_000_000
/** The most answers a list keeps. */
export const MAX_LIST_LENGTH = 5_000

export type RollCallFileAnswer = { payload: string; checkedAt: string }

export type ReadRollCallFileReturnType =
  { ok: true; request: ProofRequest; made: string; answers: RollCallFileAnswer[] } | { ok: false; message: string }

export function writeRollCallFile(request: ProofRequest, made: string, listed: readonly ListedAnswer[]): string {
  return JSON.stringify(
    {
      format: ROLL_CALL_FILE_FORMAT,
      version: ROLL_CALL_FILE_VERSION,
      note: 'Whoever holds this file can check answers to this request: it carries the request’s nonce.',
      request: encodeRequestPayload(request),
      made,
      answers: listed.map((answer) => ({
        link: answer.link,
        checkedAt: answer.checkedAt,
        addresses: answer.addresses,
        signedAt: answer.signedAt ?? null,
        result: answer.duplicateOf !== undefined ? 'duplicate' : answer.kept ? 'kept' : 'broken',
        ruleBroken: answer.broken?.rule ?? null,
      })),
    },
    null,
    2,
  )
}

export function readRollCallFile(text: string): ReadRollCallFileReturnType {
  if (text.length > MAX_ROLL_CALL_FILE_LENGTH) return refuse('it is too large to be a roll call Sigil wrote')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return refuse('it is not a roll call file (it is not JSON)')
  }
  if (typeof value !== 'object' || value === null) return refuse('it is not a roll call file')
  const file = value as Record<string, unknown>
  if (file['format'] !== ROLL_CALL_FILE_FORMAT) return refuse('it is not a roll call file')
  if (file['version'] !== ROLL_CALL_FILE_VERSION) return refuse('it is of a version this page cannot read')
  const request = decodeRequestFragment(`#request=${String(file['request'])}`)
  if (!request.ok) return refuse(`its request cannot be read: ${request.error.message}`)
  const made = file['made']
  if (!isTime(made)) return refuse('the time its request was made cannot be read')
  const answers = file['answers']
  if (!Array.isArray(answers)) return refuse('it holds no list of answers')
  if (answers.length > MAX_LIST_LENGTH) return refuse(`it holds more than ${MAX_LIST_LENGTH} answers`)
  const read: RollCallFileAnswer[] = []
  for (const answer of answers as unknown[]) {
    const { link, checkedAt } = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>
    const payload =
      typeof link === 'string' && link.length <= MAX_LINK_LENGTH ? /#proof=([\w-]+)$/.exec(link)?.[1] : undefined
    if (payload === undefined || !isTime(checkedAt))
      return refuse(`answer ${read.length + 1} is not a proof link and a time`)
    read.push({ payload, checkedAt })
  }
  return { ok: true, request: request.request, made, answers: read }
}

function isTime(value: unknown): value is string {
  return typeof value === 'string' && parseRfc3339(value) !== undefined
}

function refuse(why: string): ReadRollCallFileReturnType {
  return { ok: false, message: `This file cannot be imported: ${why.replace(/\.$/, '')}.` }
}
