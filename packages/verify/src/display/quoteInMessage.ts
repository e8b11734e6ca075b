/**
 * A piece of a proof quoted inside the verifier's own words ("“htp” is not a valid URI scheme."):
 * at most `QUOTED_LENGTH` characters, runs of combining marks bounded, the cut marked. A reason's
 * message is then bounded whatever the proof holds, so no view can be held by laying out a quoted
 * field of 64 000 characters. The characters themselves stay as signed; the display step
 * (`displayText.ts`) makes hidden ones visible when the message is shown.
 */
import { withMarkRunsBounded } from './markRuns.js'

/** Enough to recognise a field; too short to pass for a paragraph of the verifier's own. */
export const QUOTED_LENGTH = 60

export function quoteInMessage(text: string, maxLength: number = QUOTED_LENGTH): string {
  const chars = Array.from(text.length > maxLength * 4 ? text.slice(0, maxLength * 4) : text)
  const clipped = chars.length > maxLength ? `${chars.slice(0, maxLength).join('')}…` : text
  return `“${withMarkRunsBounded(clipped)}”`
}
