/**
 * A piece of a proof quoted inside the verifier's own words ("“htp” is not a valid URI scheme."):
 * at most `QUOTED_LENGTH` characters, runs of combining marks bounded (each counted whole), a
 * quotation mark of its own written as its code point so the quote cannot close early, the cut
 * marked. A reason's message is then bounded whatever the proof holds, so no view can be held by
 * laying out a quoted field of 64 000 characters. Other characters stay as signed; the display
 * step (`displayText.ts`) makes hidden ones visible when the message is shown.
 */
import { boundMarkRuns, leftOutMarker } from './markRuns.js'

/** Enough to recognise a field; too short to pass for a paragraph of the verifier's own. */
export const QUOTED_LENGTH = 60

export function quoteInMessage(text: string, maxLength: number = QUOTED_LENGTH): string {
  let quoted = ''
  let shown = 0
  for (const piece of boundMarkRuns(text)) {
    if (shown >= maxLength) return `“${quoted}…”`
    if (typeof piece !== 'string') {
      quoted += leftOutMarker(piece.leftOut)
      shown += 1
      continue
    }
    for (const char of piece) {
      if (shown >= maxLength) return `“${quoted}…”`
      quoted += char === '“' || char === '”' ? (char === '“' ? '⟨U+201C⟩' : '⟨U+201D⟩') : char
      shown += 1
    }
  }
  return `“${quoted}”`
}
