/**
 * The one step between text that came from a proof (a signed field, a statement, a quoted scheme
 * in a reason, a name) and a person: a terminal's line or a page's text. Nothing a proof holds is
 * shown raw. Every hidden character (`hiddenCharacters.ts`: controls, line and paragraph
 * separators, bidi controls and isolates, invisible and format characters, unusual spaces) is
 * written visibly; runs of combining marks are bounded (`markRuns.ts`); the length is capped,
 * and the cut is marked with how much was left out. The raw strings stay in the verified result
 * (and in JSON, which escapes them).
 */
import { codePointName, hasHiddenCharacter } from './hiddenCharacters.js'
import { boundMarkRuns, groupedCount, hasOverlongMarkRun, leftOutMarker } from './markRuns.js'

/**
 * `terminal`: each hidden character as `\u{1b}`, a backslash as `\\`, so the line is one line and
 * every escape is unambiguous. `page`: each as `⟨U+202E⟩` (a line feed as `↵`), for text set as a
 * text node; a multi-line signed text has its own view that marks the same characters.
 */
export type DisplayTarget = 'terminal' | 'page'

export type DisplayTextOptions = {
  target: DisplayTarget
  /** Characters shown at most (escapes and marks count as what they print), then a marked cut. */
  maxLength?: number
}

/** About three lines of a terminal: a field or a statement, not a document. */
export const DEFAULT_DISPLAY_LENGTH = 300

/** `text` as it may be shown on `target`. */
export function displayText(text: string, { target, maxLength = DEFAULT_DISPLAY_LENGTH }: DisplayTextOptions): string {
  const clean =
    !hasHiddenCharacter(text) && !hasOverlongMarkRun(text) && !(target === 'terminal' && text.includes('\\'))
  if (clean && text.length <= maxLength) return text

  let shown = ''
  let remaining = 0
  let full = false
  for (const piece of boundMarkRuns(text)) {
    if (typeof piece !== 'string') {
      const marker = leftOutMarker(piece.leftOut)
      if (!full && shown.length + marker.length <= maxLength) shown += marker
      else {
        full = true
        remaining += piece.leftOut
      }
      continue
    }
    for (const char of piece) {
      if (full) {
        remaining += 1
        continue
      }
      const out = shownAs(char, target)
      if (shown.length + out.length > maxLength) {
        full = true
        remaining += 1
      } else shown += out
    }
  }
  return remaining === 0 ? shown : `${shown}${cutMarker(remaining)}`
}

/** One character as `target` shows it. */
function shownAs(char: string, target: DisplayTarget): string {
  if (target === 'terminal') {
    if (char === '\\') return '\\\\'
    return hasHiddenCharacter(char) ? `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}` : char
  }
  if (!hasHiddenCharacter(char)) return char
  return char === '\n' ? '↵' : `⟨${codePointName(char)}⟩`
}

/** What ends a cut text: visible, and counting what was left out. */
export function cutMarker(leftOut: number): string {
  return `…⟨${groupedCount(leftOut)} more character${leftOut === 1 ? '' : 's'}⟩`
}
