/**
 * The verdict's sign: a shape per verdict in a ring (a tick, a cross, a question mark, an arrow
 * pointing away), so the verdict reads without its colour, for a colour-blind reader and in forced
 * colours, where the page's colours give way to the system's. Drawn in `currentColor` by verdict.css.
 */
export type VerdictLook = 'valid' | 'invalid' | 'unverifiable' | 'other-site'

/** Each shape's name and its mark inside the ring, in a 24-unit box. */
const SHAPES: Record<VerdictLook, [string, string]> = {
  valid: ['check', 'M7 12.5l3 3 7-7'],
  invalid: ['cross', 'M8 8l8 8m0-8l-8 8'],
  unverifiable: ['question', 'M9 9a3 3 0 1 1 4 3c-.7.4-1 1-1 2m0 3v.1'],
  'other-site': ['elsewhere', 'M8 16l8-8m-6 0h6v6'],
}

/** The sign for `look`, hidden from screen readers: the headline says the same in words. */
export function verdictIcon(look: VerdictLook): SVGSVGElement {
  const [name, d] = SHAPES[look]
  // Markup of this module's own constants only: the shortest way to an SVG element.
  const holder = document.createElement('i')
  holder.innerHTML = `<svg class="verdict__icon" viewBox="0 0 24 24" aria-hidden="true" data-icon="${name}"><circle cx="12" cy="12" r="10"/><path d="${d}"/></svg>`
  return holder.firstChild as SVGSVGElement
}
