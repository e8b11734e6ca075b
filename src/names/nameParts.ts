/** What a reader sees as characters (an emoji with modifiers is one), so nothing is cut in half. */
export function graphemes(text: string): string[] {
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), ({ segment }) => segment)
}

/** A suffix longer than this may itself be cut; only the last label is then kept whole. */
const MAX_KEPT_SUFFIX = 16

/**
 * A name in two parts for display: `end` is never cut (the suffix, `.eth` or `.base.eth`, says whose
 * name it is), `start` gives way with an ellipsis when space runs out (CSS, so it fits any width).
 */
export function nameParts(name: string): { start: string; end: string } {
  const last = name.lastIndexOf('.')
  if (last <= 0) return { start: name, end: '' }
  const beforeLast = name.lastIndexOf('.', last - 1)
  const cut = beforeLast > 0 && name.length - beforeLast <= MAX_KEPT_SUFFIX ? beforeLast : last
  return { start: name.slice(0, cut), end: name.slice(cut) }
}
