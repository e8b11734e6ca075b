/**
 * What standard input holds, parsed rather than scanned: a whole JSON document is read as what it
 * is (a roll call's file, or one signed-message proof judged on its own fields), so a link quoted
 * inside a JSON string is never taken for the proof; any other text is scanned, and every
 * `#proof=` in it is an input, whether a proof can be read after it or not.
 */
import { type FoundProofLink, findProofLinks, type FindProofLinksReturnType } from '../rollCall/findProofLinks.js'
import { readRollCallFile, ROLL_CALL_FILE_FORMAT } from '../rollCall/rollCallFile.js'

export type StandardInput =
  /** One proof: a JSON document (judged on its own fields), or text with no `#proof=` (a fragment such as `proof=…`). */
  | { kind: 'one'; text: string }
  /** Links checked one by one, in order: every `#proof=` of a text, or a roll call file's answers. */
  | { kind: 'links'; links: FoundProofLink[]; repeated: number }
  /** Nothing can be checked: why, in plain English. */
  | { kind: 'refused'; message: string }

export function parseStandardInput(text: string): StandardInput {
  const trimmed = text.trim()
  if (trimmed === '') return refused('There is no proof link on standard input.')
  const document = parseJson(trimmed)
  if (document.ok) return isRollCallFile(document.value) ? rollCallLinks(trimmed) : { kind: 'one', text: trimmed }
  if (trimmed.startsWith('{'))
    return refused(
      `Standard input starts as a JSON object but is not one JSON document (${document.message}). A signed-message JSON object is read whole, alone: give it with nothing before or after it.`,
    )
  const found: FindProofLinksReturnType = findProofLinks(text)
  if (!found.ok) return refused(found.message)
  if (found.links.length === 0) return { kind: 'one', text: trimmed }
  return { kind: 'links', links: found.links, repeated: found.repeated }
}

type ParseJsonReturnType = { ok: true; value: unknown } | { ok: false; message: string }

function parseJson(text: string): ParseJsonReturnType {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
}

function isRollCallFile(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<string, unknown>)['format'] === ROLL_CALL_FILE_FORMAT
  )
}

/** A roll call's file: each answer's link, in the file's order, a link given twice checked once. */
function rollCallLinks(text: string): StandardInput {
  const read = readRollCallFile(text)
  if (!read.ok)
    return refused(read.message.replace(/^This file cannot be imported: /, 'This roll call file cannot be read: '))
  const seen = new Set<string>()
  const links: FoundProofLink[] = []
  for (const { payload } of read.answers) {
    if (seen.has(payload)) continue
    seen.add(payload)
    links.push({ payload })
  }
  if (links.length === 0) return refused('This roll call file holds no answers.')
  return { kind: 'links', links, repeated: read.answers.length - links.length }
}

function refused(message: string): StandardInput {
  return { kind: 'refused', message }
}
