/**
 * Every proof link in a text (a roll call's answers, a chat log, a spreadsheet column), each
 * checked as `verify` checks one, in the order they appear. A link pasted twice is checked once. A
 * `#proof=` after which no proof can be read is listed too, `unverifiable`, with an `input` reason
 * saying why: no link in the text is left out without a word.
 */
import { checkRequestAnswer } from './checkRequestAnswer.js'
import { type FoundProofLink, findProofLinks } from './rollCall/findProofLinks.js'
import { nextTask } from './util/nextTask.js'
import {
  settingsOf,
  type VerifyOptions,
  type VerifyReturnType,
  type VerifySettings,
  verifyWithSettings,
} from './verify.js'

export type VerifiedLink = {
  /** Its place among the links found (0-based), in the text's order. */
  index: number
  /** What follows `#proof=` in the text: its base64url characters (none, for a link with no proof after it). */
  payload: string
  result: VerifyReturnType
}

export type VerifyEachReturnType =
  /** `repeated`: how many links were the same as one found before them, and not checked again. */
  | { ok: true; links: VerifiedLink[]; repeated: number }
  /** The text was refused whole (longer than 10 000 000 characters, or more than 2 000 links): why, in plain English. */
  | { ok: false; message: string }

/** Checks of a browser page's length, after which the page gets a task of its own to paint and handle input. */
const SLICE_MS = 16

/**
 * Same options as `verify`, with one clock for every link (the current time when left out) and one
 * login's nonce, when given, for every link. Never rejects for any text; rejects with a TypeError for
 * an option `verify` refuses (an unknown option, a domain that is not a host, a `now` that is not a
 * valid `Date`, a nonce no Sign-In can carry, a malformed `rpcUrls` entry).
 */
export async function verifyEach(text: string, options: VerifyOptions = {}): Promise<VerifyEachReturnType> {
  const settings = settingsOf(options)
  const found = findProofLinks(text)
  if (!found.ok) return found
  return { ok: true, links: await verifyFoundLinks(found.links, settings), repeated: found.repeated }
}

/** Each link found, in order, checked with one set of settings. */
export async function verifyFoundLinks(
  found: readonly FoundProofLink[],
  settings: VerifySettings,
): Promise<VerifiedLink[]> {
  const links: VerifiedLink[] = []
  let sliceStart = Date.now()
  for (const [index, { payload, unreadable }] of found.entries()) {
    const result =
      unreadable === undefined
        ? await verifyWithSettings(`#proof=${payload}`, settings)
        : unreadableLink(unreadable, settings)
    links.push({ index, payload, result })
    if (Date.now() - sliceStart > SLICE_MS) {
      await nextTask()
      sliceStart = Date.now()
    }
  }
  return links
}

/** As `verify` answers input that is no proof: `unverifiable`, one `input` reason. */
function unreadableLink(message: string, { now, request }: VerifySettings): VerifyReturnType {
  const result: VerifyReturnType = {
    kind: 'sign-in',
    verdict: 'unverifiable',
    reasons: [{ check: 'input', ok: false, message }],
    proven: [],
  }
  return request ? { ...result, requestAnswer: checkRequestAnswer(request, result, { now, host: '' }) } : result
}
