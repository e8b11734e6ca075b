/**
 * A piece of a proof quoted inside the verifier's own words ("“htp” is not a valid URI scheme."):
 * at most `QUOTED_LENGTH` characters, the cut marked, and a quotation mark of its own written as
 * its code point so the quote cannot close early. A reason's message is then bounded whatever the
 * proof holds, so no view can be held by laying out a quoted field of 64 000 characters. The
 * characters stay as signed; the display step (`displayText.ts`) makes hidden ones visible and
 * bounds runs of marks when the message is shown. Kept apart from that step: the message parsers,
 * which /prove/ loads too, need only this.
 */

/** Enough to recognise a field; too short to pass for a paragraph of the verifier's own. */
export const QUOTED_LENGTH = 60

export function quoteInMessage(text: string, maxLength: number = QUOTED_LENGTH): string {
  // Twice the length in UTF-16 units holds one more character than is shown, whenever there is one.
  const chars = Array.from(text.slice(0, 2 * maxLength + 1))
  const shown = chars
    .slice(0, maxLength)
    .join('')
    .replace(/[“”]/g, (mark) => (mark === '“' ? '⟨U+201C⟩' : '⟨U+201D⟩'))
  return `“${shown}${chars.length > maxLength ? '…' : ''}”`
}
