/**
 * A roll call's list as CSV (RFC 4180): one row per answer. Every cell goes through the display step
 * for a terminal (`displayText`): a hidden character (a control, a line break, a bidi override) is
 * written as its escape, so no cell reorders or splits what a spreadsheet shows, and every answer is
 * one line. Every cell is quoted, and a cell a spreadsheet would run as a formula (starting with `=`,
 * `+`, `-` or `@`, even after spaces, or with a tab or a carriage return, as OWASP's CSV injection
 * guidance lists) is written with a leading apostrophe, so a signed statement or a name such as
 * `=HYPERLINK(…)` stays text.
 */
import { displayText } from '../display/displayText.js'
import type { ListedAnswer } from './types.js'

/** A rule's message at most: the verifier's words and a quoted field. A link or an address is never cut. */
const WHY_LENGTH = 1_000

const HEADER = ['Position', 'Addresses', 'Signed at', 'Checked at', 'Result', 'Rule broken', 'Why', 'Proof link']

export function rollCallCsv(listed: readonly ListedAnswer[]): string {
  const rows = listed.map((answer, index) => [
    String(index + 1),
    shown(answer.addresses.join(' ')),
    shown(answer.signedAt ?? ''),
    shown(answer.checkedAt),
    answer.duplicateOf !== undefined ? `duplicate of ${answer.duplicateOf + 1}` : answer.kept ? 'kept' : 'broken',
    shown(answer.broken?.rule ?? ''),
    shown(answer.broken?.message ?? '', WHY_LENGTH),
    shown(answer.link),
  ])
  return [HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** A cell's text with every hidden character escaped; cut (and the cut marked) only past `maxLength`. */
function shown(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  return displayText(text, { target: 'terminal', maxLength })
}

export function csvCell(value: string): string {
  const safe = /^\s*[=+\-@]|^[\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}
