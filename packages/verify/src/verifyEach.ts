/**
 * Every proof link in a text (a roll call's answers, a chat log, a spreadsheet column), each
 * checked as `verify` checks one, in the order they appear. A link pasted twice is checked once.
 */
import { findProofLinks } from './rollCall/findProofLinks.js'
import { nextTask } from './util/nextTask.js'
import { settingsOf, type VerifyOptions, type VerifyReturnType, verifyWithSettings } from './verify.js'

export type VerifiedLink = {
  /** Its place among the links found (0-based), in the text's order. */
  index: number
  /** What follows `#proof=` in the text. */
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
 * Same options as `verify`, with one clock for every link (the current time when left out).
 * Never rejects for any text; rejects with a TypeError for a malformed `rpcUrls` entry, as `verify` does.
 */
export async function verifyEach(text: string, options: VerifyOptions = {}): Promise<VerifyEachReturnType> {
  const settings = settingsOf(options)
  const found = findProofLinks(text)
  if (!found.ok) return found
  const links: VerifiedLink[] = []
  let sliceStart = Date.now()
  for (const [index, payload] of found.payloads.entries()) {
    links.push({ index, payload, result: await verifyWithSettings(`#proof=${payload}`, settings) })
    if (Date.now() - sliceStart > SLICE_MS) {
      await nextTask()
      sliceStart = Date.now()
    }
  }
  return { ok: true, links, repeated: found.repeated }
}
