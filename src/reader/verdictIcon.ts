/**
 * The verdict's sign: a shape per verdict (a tick, a cross, a question mark, an arrow leaving a box),
 * so the verdict reads without its colour, for a colour-blind reader and in forced colours, where
 * the page's colours give way to the system's. Drawn in `currentColor` with strokes only.
 */
export type VerdictLook = 'valid' | 'invalid' | 'unverifiable' | 'other-site'

const SVG = 'http://www.w3.org/2000/svg'

/** Each shape's strokes in a 24-unit box: a ring, then what sets it apart. */
const SHAPES: Record<VerdictLook, { name: string; paths: string[] }> = {
  valid: { name: 'check', paths: ['M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20', 'M7 12.5l3.2 3.2L17 9'] },
  invalid: { name: 'cross', paths: ['M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20', 'M8.5 8.5l7 7M15.5 8.5l-7 7'] },
  unverifiable: {
    name: 'question',
    paths: [
      'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20',
      'M9.3 9.2a2.8 2.8 0 1 1 3.9 2.6c-.8.4-1.2 1-1.2 1.9v.6',
      'M12 17.2v.1',
    ],
  },
  'other-site': {
    name: 'elsewhere',
    paths: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
  },
}

/** The sign for `look`, hidden from screen readers: the headline says the same in words. */
export function verdictIcon(look: VerdictLook, className = 'verdict__icon', size = '1.4em'): SVGSVGElement {
  const shape = SHAPES[look]
  const svg = document.createElementNS(SVG, 'svg')
  for (const [name, value] of Object.entries({
    class: className,
    viewBox: '0 0 24 24',
    'aria-hidden': 'true',
    focusable: 'false',
    'data-icon': shape.name,
    // Drawn and sized here rather than in the page's stylesheet, which the page's first load carries.
    width: size,
    height: size,
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2.2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  }))
    svg.setAttribute(name, value)
  for (const d of shape.paths) {
    const path = document.createElementNS(SVG, 'path')
    path.setAttribute('d', d)
    svg.append(path)
  }
  return svg
}
