/**
 * A roll call's list as CSV (RFC 4180): one row per answer. Every cell is quoted, and a cell a
 * spreadsheet would run as a formula (starting with `=`, `+`, `-` or `@`, even after spaces, or with a
 * tab or a carriage return, as OWASP's CSV injection guidance lists) is written with a leading apostrophe, so a
 * signed statement or a name such as `=HYPERLINK(…)` stays text.
 */
import type { ListedAnswer } from './types.js'

const HEADER = ['Position', 'Addresses', 'Signed at', 'Checked at', 'Result', 'Rule broken', 'Why', 'Proof link']

export function rollCallCsv(listed: readonly ListedAnswer[]): string {
  const rows = listed.map((answer, index) => [
    String(index + 1),
    answer.addresses.join(' '),
    answer.signedAt ?? '',
    answer.checkedAt,
    answer.duplicateOf !== undefined ? `duplicate of ${answer.duplicateOf + 1}` : answer.kept ? 'kept' : 'broken',
    answer.broken?.rule ?? '',
    answer.broken?.message ?? '',
    answer.link,
  ])
  return [HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

export function csvCell(value: string): string {
  const safe = /^\s*[=+\-@]|^[\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}
