/**
 * Every proof link in any text (a chat export, a spreadsheet column, an email): the payloads after
 * `#proof=`, in the order they appear, each once. Bounded before any reading: a text over
 * `MAX_PASTED_TEXT_LENGTH` or holding more than `MAX_ANSWERS_AT_ONCE` links is refused whole.
 */
import { MAX_LINK_LENGTH } from '../decodeProofFragment.js'

/** About 10 MB: a thousand linked proofs of five addresses, with room for the chat around them. */
export const MAX_PASTED_TEXT_LENGTH = 10_000_000

/** More answers than one paste needs; a bigger roll call is pasted in parts. */
export const MAX_ANSWERS_AT_ONCE = 2_000

const MARK = '#proof='
const PAYLOAD = /[A-Za-z0-9_-]*/y

export type FindProofLinksReturnType =
  { ok: true; payloads: string[]; repeated: number } | { ok: false; message: string }

export function findProofLinks(text: string): FindProofLinksReturnType {
  if (text.length > MAX_PASTED_TEXT_LENGTH)
    return {
      ok: false,
      message: `This text is too long to read (${formatMillions(text.length)} characters; at most ${formatMillions(MAX_PASTED_TEXT_LENGTH)}). Paste it in parts.`,
    }
  const payloads: string[] = []
  const seen = new Set<string>()
  let repeated = 0
  // indexOf, not one big regular expression: it skips megabytes of chat in a few milliseconds.
  for (let at = text.indexOf(MARK); at !== -1; at = text.indexOf(MARK, at + MARK.length)) {
    PAYLOAD.lastIndex = at + MARK.length
    const payload = PAYLOAD.exec(text)?.[0] ?? ''
    if (payload === '' || payload.length > MAX_LINK_LENGTH) continue
    if (seen.has(payload)) {
      repeated += 1
      continue
    }
    seen.add(payload)
    payloads.push(payload)
    if (payloads.length > MAX_ANSWERS_AT_ONCE)
      return {
        ok: false,
        message: `This text holds more than ${MAX_ANSWERS_AT_ONCE.toLocaleString('en')} proof links. Paste it in parts.`,
      }
  }
  return { ok: true, payloads, repeated }
}

function formatMillions(length: number): string {
  return length >= 1_000_000 ? `${(length / 1_000_000).toFixed(1)} million` : length.toLocaleString('en')
}
