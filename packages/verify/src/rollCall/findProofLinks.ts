/**
 * Every proof link in any text (a chat export, a spreadsheet column, an email): the payloads after
 * `#proof=`, in the order they appear, each once. Bounded before any reading: a text over
 * `MAX_PASTED_TEXT_LENGTH` or holding more than `MAX_ANSWERS_AT_ONCE` links is refused whole.
 *
 * Every `#proof=` is a link, whether or not a payload can be read after it: one with none (the
 * text after it is not base64url) or one too long to be a proof is listed in `links` with why, so
 * that no link is left out without a word.
 */
import { MAX_LINK_LENGTH } from '../decodeProofFragment.js'
import { quoteInMessage } from '../display/quoteInMessage.js'

/** About 10 MB: a thousand linked proofs of five addresses, with room for the chat around them. */
export const MAX_PASTED_TEXT_LENGTH = 10_000_000

/** More answers than one paste needs; a bigger roll call is pasted in parts. */
export const MAX_ANSWERS_AT_ONCE = 2_000

const MARK = '#proof='
const PAYLOAD = /[A-Za-z0-9_-]*/y

/**
 * One `#proof=` in the text: the payload after it (the base64url characters that follow), and,
 * when that cannot be a proof, why it cannot be read.
 */
export type FoundProofLink = { payload: string; unreadable?: string | undefined }

export type FindProofLinksReturnType =
  | {
      ok: true
      /** The payloads that can be read, each once, in order. */
      payloads: string[]
      /** Every link, in order: each payload that can be read (once), and each `#proof=` after which none can. */
      links: FoundProofLink[]
      /** How many links were the same as one found before them. */
      repeated: number
    }
  | { ok: false; message: string }

/** How much of what follows an unreadable `#proof=` its message quotes. */
const QUOTED_AFTER_MARK = 16

export function findProofLinks(text: string): FindProofLinksReturnType {
  if (text.length > MAX_PASTED_TEXT_LENGTH)
    return {
      ok: false,
      message: `This text is too long to read (${formatMillions(text.length)} characters; at most ${formatMillions(MAX_PASTED_TEXT_LENGTH)}). Paste it in parts.`,
    }
  const payloads: string[] = []
  const links: FoundProofLink[] = []
  const seen = new Set<string>()
  let repeated = 0
  // indexOf, not one big regular expression: it skips megabytes of chat in a few milliseconds.
  for (let at = text.indexOf(MARK); at !== -1; at = text.indexOf(MARK, at + MARK.length)) {
    const start = at + MARK.length
    PAYLOAD.lastIndex = start
    const payload = PAYLOAD.exec(text)?.[0] ?? ''
    const unreadable = whyUnreadable(payload, text.slice(start, start + QUOTED_AFTER_MARK + 1))
    if (unreadable !== undefined) links.push({ payload, unreadable })
    else if (seen.has(payload)) {
      repeated += 1
      continue
    } else {
      seen.add(payload)
      payloads.push(payload)
      links.push({ payload })
    }
    if (links.length > MAX_ANSWERS_AT_ONCE)
      return {
        ok: false,
        message: `This text holds more than ${MAX_ANSWERS_AT_ONCE.toLocaleString('en')} proof links. Paste it in parts.`,
      }
  }
  return { ok: true, payloads, links, repeated }
}

/** Why no proof can be read after a `#proof=`, or undefined when one may be. */
function whyUnreadable(payload: string, after: string): string | undefined {
  if (payload.length > MAX_LINK_LENGTH)
    return `This link cannot be read: its proof is ${payload.length.toLocaleString('en')} characters long, longer than a proof link may be (${MAX_LINK_LENGTH.toLocaleString('en')}).`
  if (payload !== '') return undefined
  const word = after.split(/\s/, 1)[0] ?? ''
  if (word === '') return 'This link cannot be read: nothing follows its “#proof=”.'
  return `This link cannot be read: what follows its “#proof=”, ${quoteInMessage(word, QUOTED_AFTER_MARK)}, is not a proof (a proof is written in letters, digits, “-” and “_”).`
}

function formatMillions(length: number): string {
  return length >= 1_000_000 ? `${(length / 1_000_000).toFixed(1)} million` : length.toLocaleString('en')
}
