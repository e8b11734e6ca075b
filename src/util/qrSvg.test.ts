import { generate } from 'lean-qr'
import { toSvgSource } from 'lean-qr/extras/svg'
import { describe, expect, it } from 'vitest'
import { qrSvgDataUrl, type QrModules } from './qrSvg'

/** The modules an SVG of ours paints black, read back from its path's runs. */
function darkModules(src: string, pad: number): Set<string> {
  const svg = atob(src.replace(/^data:image\/svg\+xml;base64,/, ''))
  const path = /<path d="([^"]*)"\/>/.exec(svg)?.[1] ?? ''
  const dark = new Set<string>()
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let i = 0; i < Number(run); i++) dark.add(`${Number(x) + i - pad},${Number(y) - pad}`)
  return dark
}

function modulesOf(code: QrModules): Set<string> {
  const dark = new Set<string>()
  for (let y = 0; y < code.size; y++) for (let x = 0; x < code.size; x++) if (code.get(x, y)) dark.add(`${x},${y}`)
  return dark
}

describe('qrSvgDataUrl', () => {
  const links = [
    'https://sigil.example/prove/#request=abc',
    `https://sigil.example/verify/#proof=${'eyJ2IjoxfQ'.repeat(80)}`,
  ]

  it.each(links)('paints exactly the modules lean-qr generates, and none of the quiet zone: %#', (link) => {
    const code = generate(link)
    expect(darkModules(qrSvgDataUrl(code, 4), 4)).toEqual(modulesOf(code))
  })

  it.each(links)('is as wide as lean-qr’s own SVG of the same code with the same quiet zone: %#', (link) => {
    const code = generate(link)
    const ours = atob(qrSvgDataUrl(code, 4).replace(/^data:image\/svg\+xml;base64,/, ''))
    const theirs = toSvgSource(code, { pad: 4 })
    const viewBox = (svg: string) => /viewBox="-?\d+ -?\d+ (\d+) (\d+)"/.exec(svg)?.slice(1).map(Number)
    expect(viewBox(ours)).toEqual(viewBox(theirs))
  })

  it('draws white under everything: the code reads in a dark theme', () => {
    const svg = atob(qrSvgDataUrl(generate('x'), 4).replace(/^data:image\/svg\+xml;base64,/, ''))
    expect(svg).toContain('<path fill="#fff" d="M0 0h29v29H0z"/>')
  })
})
