import { describe, expect, it } from 'vitest'
import { qrCodeOf } from './qrCode'

/** The code's width in modules, quiet zone included, read from its SVG's view box. */
function modulesOf(src: string): number {
  const svg = atob(src.replace(/^data:image\/svg\+xml;base64,/, ''))
  return Number(/viewBox="-?\d+ -?\d+ (\d+) \1"/.exec(svg)?.[1])
}

describe('qrCodeOf', () => {
  it('draws a short link at least 220 px wide, in whole pixels per module', async () => {
    const image = await qrCodeOf('https://sigil.example/prove/#request=abc')
    expect(image?.src).toMatch(/^data:image\/svg\+xml/)
    const modules = modulesOf(image!.src)
    expect(modules).toBeGreaterThan(21)
    expect(image!.width).toBeGreaterThanOrEqual(220)
    expect(image!.width % modules).toBe(0)
  })

  it('gives a long link at least 3 px per module, so a camera can read it off a 1× screen', async () => {
    const image = await qrCodeOf(`https://sigil.example/verify/#proof=${'x'.repeat(1200)}`)
    expect(image!.width).toBe(modulesOf(image!.src) * 3)
  })

  it('draws a proof-length link with low error correction, its fewest modules: 101 a side for 900 characters', async () => {
    const image = await qrCodeOf(`https://sigil.example/verify/#proof=${'x'.repeat(900 - 36)}`)
    expect(modulesOf(image!.src)).toBe(101 + 8)
  })

  it('keeps medium error correction for a short link: 41 modules a side for 100 characters', async () => {
    const image = await qrCodeOf(`https://sigil.example/verify/#proof=${'x'.repeat(100 - 36)}`)
    expect(modulesOf(image!.src)).toBe(41 + 8)
  })

  it('returns undefined for a link no QR code can hold', async () => {
    expect(await qrCodeOf(`https://sigil.example/verify/#proof=${'x'.repeat(3000)}`)).toBeUndefined()
  })
})
