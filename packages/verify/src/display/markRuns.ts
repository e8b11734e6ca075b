/**
 * Signed text as it may be laid out: runs of combining marks bounded. A letter can carry any number
 * of marks, and Chromium lays out such a run in time quadratic in its length (one letter with
 * 16 000 grave accents holds the page for a quarter of a second; Thai SARA AM or emoji skin tones
 * for seconds). No writing needs more than a few in a row, so at most `MAX_MARKS_IN_A_ROW` of a
 * run are shown and the rest are counted where they were, for the view to mark.
 */

/**
 * Marks shown in one run: Vietnamese stacks 2, Thai, Hindi and Myanmar 2 to 4, pointed and
 * chanted Hebrew and Tibetan stacks up to 5 or 6, “Zalgo-lite” a handful. Twice what real text
 * needs, far below what makes layout slow (measured linear up to a few dozen).
 */
export const MAX_MARKS_IN_A_ROW = 8

/**
 * A character that joins the one before it into one character on screen (UAX #29's
 * Grapheme_Cluster_Break Extend, SpacingMark and ZWJ): combining marks of every kind, emoji skin
 * tones, the two letters that are spacing marks (Thai SARA AM, Lao AM), and the zero-width joiner.
 */
const JOINS_PREVIOUS = /[\p{M}\p{Grapheme_Extend}\p{Emoji_Modifier}\u0E33\u0EB3\u200D]/u

/** Whether `char` (one code point) joins the character before it on screen. */
export function joinsPrevious(char: string): boolean {
  return JOINS_PREVIOUS.test(char)
}

/** A run longer than the bound somewhere: one linear scan, so text with none is returned as it is. */
const OVERLONG_RUN = new RegExp(`${JOINS_PREVIOUS.source}{${MAX_MARKS_IN_A_ROW + 1}}`, 'u')

/** A piece of shown text: text as signed, or how many marks of a run were left out at that place. */
export type ShownPiece = string | { leftOut: number }

/** `text` with every run of marks cut to `MAX_MARKS_IN_A_ROW`, each cut counted in its place. */
export function boundMarkRuns(text: string): ShownPiece[] {
  if (!OVERLONG_RUN.test(text)) return text === '' ? [] : [text]
  const pieces: ShownPiece[] = []
  let kept = ''
  let run = 0
  let leftOut = 0
  for (const char of text) {
    run = joinsPrevious(char) ? run + 1 : 0
    if (run > MAX_MARKS_IN_A_ROW) {
      leftOut++
      continue
    }
    if (leftOut > 0) {
      pieces.push(kept, { leftOut })
      kept = ''
      leftOut = 0
    }
    kept += char
  }
  if (kept !== '') pieces.push(kept)
  if (leftOut > 0) pieces.push({ leftOut })
  return pieces
}

/** Whether some run of marks in `text` is longer than is shown. */
export function hasOverlongMarkRun(text: string): boolean {
  return OVERLONG_RUN.test(text)
}

/** What stands in for the marks left out of a run: visible, and counting them. */
export function leftOutMarker(count: number): string {
  return `⟨${groupedCount(count)} combining mark${count === 1 ? '' : 's'} left out⟩`
}

/**
 * A whole number with its thousands grouped by commas (`15,992`), as `toLocaleString('en')` writes it, without
 * Intl: a page's first Intl format loads the browser's locale data, 20 to 65 ms of main thread, and a marker is
 * often that first format (the reason of a link that quotes a run of marks).
 */
export function groupedCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',')
}

/** `text` as plain text to show (a statement, a rule's message): each run bounded, the cut marked in words. */
export function withMarkRunsBounded(text: string): string {
  return boundMarkRuns(text)
    .map((piece) => (typeof piece === 'string' ? piece : leftOutMarker(piece.leftOut)))
    .join('')
}
