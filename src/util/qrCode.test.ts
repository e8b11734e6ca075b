import { describe, expect, it } from 'vitest'
import { largestScannableVersion, MIN_SCANNABLE_MODULE_PX, NARROWEST_QR_BOX_PX, qrCodeOf } from './qrCode'

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
    const image = await qrCodeOf(`https://sigil.example/verify/#proof=${'x'.repeat(880)}`)
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

describe('largestScannableVersion', () => {
  it('gives version 21 at 2.9 px a module on a 320 px wide screen: a Sign-In proof’s link, the largest code drawn', async () => {
    expect(largestScannableVersion(NARROWEST_QR_BOX_PX, MIN_SCANNABLE_MODULE_PX)).toBe(21)
    // The longest link that version holds is drawn, 101 modules a side; one character more is too dense to scan.
    const link = (length: number) => `https://sigil.example/verify/#proof=${'x'.repeat(length - 36)}`
    expect(modulesOf((await qrCodeOf(link(929)))!.src)).toBe(17 + 4 * 21 + 8)
    expect(await qrCodeOf(link(930))).toBeUndefined()
  })

  it('counts the quiet zone: 109 modules (version 21 and 4 each side) need 327 px at 3 px, 326 px give version 20', () => {
    expect(largestScannableVersion(327, 3)).toBe(21)
    expect(largestScannableVersion(326, 3)).toBe(20)
  })

  it('gives 0 for a box too small for any code, and never more than version 40', () => {
    expect(largestScannableVersion(50, 3)).toBe(0)
    expect(largestScannableVersion(2000, 2)).toBe(40)
  })
})
