/**
 * Where a phone camera stops reading a QR code shown on a 320 px wide screen, and that the module
 * budget in ./qrCode.ts stays well clear of it.
 *
 * The camera: a frame holding the screen at about one camera pixel per CSS pixel (a 1280-pixel-wide
 * frame some 15 cm from a phone; ±10% for the hand), each pixel the average of the screen under it,
 * slightly out of focus (a Gaussian blur of half a pixel), tilted up to 2°, with a little sensor noise;
 * jsQR reads it. A scanner reads several frames a second: a code counts as read when one of 4 frames
 * gives back its link. Measured with 6 proof-like links a version, the code spanning 320 px:
 *
 *   version 21–28 (2.94–2.34 CSS px a module)   all read (version 27: 5 of 6)
 *   version 29–40 (2.27–1.73 px)                4 to 6 of 6
 *   version 21 drawn smaller: 1.65 px 4 of 6, 1.47 px 2 of 6, 1.28 px none
 *
 * (version 23 aside: jsQR's table misplaces one of its alignment patterns, so it reads none.)
 * The budget, 2.9 px a module, is 25% above the last size where every code read, and more than twice
 * the size where none does.
 */
import jsQR from 'jsqr'
import { correction, generate } from 'lean-qr'
import { describe, expect, it } from 'vitest'
import { largestScannableVersion, MIN_SCANNABLE_MODULE_PX, NARROWEST_QR_BOX_PX } from './qrCode'
import type { QrModules } from './qrSvg'

const QUIET_ZONE_MODULES = 4
const FRAMES = 4
const LINKS_A_VERSION = 3
/** jsQR's table places version 23's fourth alignment pattern at 74, not 78: it reads no version 23 code. */
const JSQR_MISREADS = new Set([23])

/** A seeded generator: the same frames every run. */
function randomOf(seed: number): () => number {
  let state = seed
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** The longest proof-like link (random base64url after `#proof=`) that fits `version` at low correction. */
function linkFilling(version: number, random: () => number): { link: string; code: QrModules } {
  const body = Array.from({ length: 3000 }, () => BASE64URL[Math.floor(random() * 64)]).join('')
  const linkOf = (length: number) => `https://sigil.example/verify/#proof=${body.slice(0, length)}`
  const options = {
    minCorrectionLevel: correction.L,
    maxCorrectionLevel: correction.L,
    minVersion: version,
    maxVersion: version,
  }
  let [fits, fails] = [0, body.length]
  while (fails - fits > 1) {
    const length = (fits + fails) >> 1
    try {
      generate(linkOf(length), options)
      fits = length
    } catch {
      fails = length
    }
  }
  return { link: linkOf(fits), code: generate(linkOf(fits), options) }
}

/** One camera frame of `code` drawn `boxPx` CSS pixels wide, quiet zone included, on a white page. */
function cameraFrame(code: QrModules, boxPx: number, random: () => number) {
  const modulePx = (boxPx * (0.9 + 0.2 * random())) / (code.size + 2 * QUIET_ZONE_MODULES)
  const side = Math.ceil(boxPx * 1.2)
  const centre = side / 2 + random()
  const angle = ((random() * 2 - 1) * 2 * Math.PI) / 180
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
  const samples = 3
  const light = new Float32Array(side * side)
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      let dark = 0
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const [dx, dy] = [x + (sx + 0.5) / samples - centre, y + (sy + 0.5) / samples - centre]
          const u = Math.floor((cos * dx + sin * dy) / modulePx + code.size / 2)
          const v = Math.floor((cos * dy - sin * dx) / modulePx + code.size / 2)
          if (u >= 0 && v >= 0 && u < code.size && v < code.size && code.get(u, v)) dark++
        }
      light[y * side + x] = 255 * (1 - dark / samples ** 2)
    }
  const blurred = blur(blur(light, side, 1, 0), side, 0, 1)
  const rgba = new Uint8ClampedArray(side * side * 4)
  for (let i = 0; i < side * side; i++) {
    const value = blurred[i]! + (random() - 0.5) * 12
    rgba[4 * i] = rgba[4 * i + 1] = rgba[4 * i + 2] = value
    rgba[4 * i + 3] = 255
  }
  return { rgba, side }
}

/** A Gaussian blur of half a pixel along one axis (dx, dy): a lens slightly out of focus. */
function blur(image: Float32Array, side: number, dx: number, dy: number): Float32Array {
  const weights = [-1, 0, 1].map((i) => Math.exp(-(i * i) / (2 * 0.5 ** 2)))
  const total = weights.reduce((a, b) => a + b)
  const out = new Float32Array(image.length)
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      let sum = 0
      for (let i = -1; i <= 1; i++) {
        const [sx, sy] = [Math.min(side - 1, Math.max(0, x + i * dx)), Math.min(side - 1, Math.max(0, y + i * dy))]
        sum += image[sy * side + sx]! * weights[i + 1]!
      }
      out[y * side + x] = sum / total
    }
  return out
}

/** How many of a few links that fill `version` a camera reads in the box, each within FRAMES frames. */
function readsAt(version: number, boxPx: number): number {
  const random = randomOf(version)
  let read = 0
  for (let n = 0; n < LINKS_A_VERSION; n++) {
    const { link, code } = linkFilling(version, random)
    for (let frame = 0; frame < FRAMES; frame++) {
      const { rgba, side } = cameraFrame(code, boxPx, random)
      if (jsQR(rgba, side, side, { inversionAttempts: 'dontInvert' })?.data === link) {
        read++
        break
      }
    }
  }
  return read
}

const BUDGET = largestScannableVersion(NARROWEST_QR_BOX_PX, MIN_SCANNABLE_MODULE_PX)
const modulePxOf = (version: number, boxPx: number) => boxPx / (17 + 4 * version + 2 * QUIET_ZONE_MODULES)

describe('a phone camera reading a QR code on a 320 px wide screen', () => {
  it('reads every code the budget lets the page draw, and codes with modules 25% smaller', { timeout: 120_000 }, () => {
    const margin = modulePxOf(BUDGET, NARROWEST_QR_BOX_PX) / 1.25
    expect(BUDGET).toBeGreaterThanOrEqual(21) // a Sign-In proof's link
    for (let version = BUDGET; modulePxOf(version, NARROWEST_QR_BOX_PX) >= margin; version++) {
      if (JSQR_MISREADS.has(version)) continue
      expect(readsAt(version, NARROWEST_QR_BOX_PX), `version ${version}`).toBe(LINKS_A_VERSION)
    }
  })

  it('reads none with modules 2.25 times smaller: the camera does not read just anything', { timeout: 60_000 }, () => {
    expect(readsAt(BUDGET, NARROWEST_QR_BOX_PX / 2.25)).toBe(0)
  })
})
