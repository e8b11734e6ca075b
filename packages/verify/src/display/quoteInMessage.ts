/**
 * A piece of a proof quoted inside the verifier's own words ("“htp” is not a valid URI scheme."):
 * at most `QUOTED_LENGTH` UTF-16 units, the cut marked. A reason's message is then bounded whatever the
 * proof holds, so no view can be held by laying out a quoted field of 64 000 characters. The
 * characters stay as signed; the display step (`displayText.ts`) makes hidden ones visible and
 * bounds runs of marks when the message is shown. Kept apart from that step: the message parsers,
 * which /prove/ loads too, need only this.
 */

/** Enough to recognise a field; too short to pass for a paragraph of the verifier's own. */
export const QUOTED_LENGTH = 60

export function quoteInMessage(text: string, maxLength: number = QUOTED_LENGTH): string {
  return `“${text.length > maxLength ? `${text.slice(0, maxLength)}…` : text}”`
}
