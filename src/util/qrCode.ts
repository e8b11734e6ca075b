import { qrSvgDataUrl } from './qrSvg'

/** A QR code drawn for the page: its image, and the width that gives every module whole CSS pixels. */
export type QrImage = { src: string; width: number }

/** The standard quiet zone around the code, in modules: a camera needs it to find the code. */
const QUIET_ZONE_MODULES = 4
/**
 * Each module gets at least this many CSS pixels, and the code at least this width: a long link's
 * dense code stays readable by a phone's camera on a desktop screen with one device pixel per CSS pixel.
 */
const MIN_MODULE_PX = 3
const MIN_WIDTH_PX = 220

/**
 * Above this version (57 modules a side) medium error correction's extra modules cost more than they
 * save: a dense code is what a camera fails on, far more often than a smudge.
 */
const MEDIUM_UP_TO_VERSION = 10

/**
 * The QR code of a link, as an SVG data URL: medium error correction (survives a smudge or a
 * glare) while the code stays small; for a longer link, such as a proof's, low, the fewest and
 * largest modules (lean-qr raises it again when the higher level fits in the same size); `undefined`
 * when it is too long for any. Black on white, so a camera reads it in either theme. The encoder
 * (lean-qr, ~4 KB gzip) is fetched only here, when a code is first drawn.
 */
export async function qrCodeOf(link: string): Promise<QrImage | undefined> {
  const { generate, correction } = await import('lean-qr')
  const tries = [
    { minCorrectionLevel: correction.M, maxVersion: MEDIUM_UP_TO_VERSION },
    { minCorrectionLevel: correction.L },
  ]
  for (const options of tries) {
    let code
    try {
      code = generate(link, options)
    } catch {
      continue // too much data at this level: try the next
    }
    const modules = code.size + 2 * QUIET_ZONE_MODULES
    const width = modules * Math.max(MIN_MODULE_PX, Math.ceil(MIN_WIDTH_PX / modules))
    return { src: qrSvgDataUrl(code, QUIET_ZONE_MODULES), width }
  }
  return undefined
}
