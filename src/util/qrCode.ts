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
 * The narrowest box a proof's code is shown in: a 320 px wide phone's whole width, where the code spans
 * the screen past the page's and the card's padding (its own white quiet zone is margin enough; prove.css).
 */
export const NARROWEST_QR_BOX_PX = 320

/**
 * The fewest CSS pixels a module may have for a phone camera to read the code off another phone's
 * screen. ./qrScanning.test.ts measures it with a camera frame holding the page at about one pixel per
 * CSS pixel (a 1280-pixel-wide frame some 15 cm from the screen): codes in a 320 px box read every time
 * down to 2.34 px a module (version 28), some fail from 2.27 px, most below 2 px. The budget keeps 25%
 * above the last size where all read: a Sign-In proof's link (version 21, 2.94 px) is drawn; a linked
 * proof's or a long statement's is not.
 */
export const MIN_SCANNABLE_MODULE_PX = 2.9

/**
 * The largest QR version (17 + 4 × version modules a side) whose modules, quiet zone included, each
 * get at least `minModulePx` CSS pixels in a box `boxPx` wide; 0 when not even version 1 does.
 */
export function largestScannableVersion(boxPx: number, minModulePx: number): number {
  const modules = Math.floor(boxPx / minModulePx) - 2 * QUIET_ZONE_MODULES
  return Math.max(0, Math.min(40, Math.floor((modules - 17) / 4)))
}

/**
 * A code above this version is too dense to scan where the page is narrowest: it is not drawn. It is
 * `largestScannableVersion(NARROWEST_QR_BOX_PX, MIN_SCANNABLE_MODULE_PX)`, written out so that the
 * function stays out of the page's code (./qrCode.test.ts holds the two equal).
 */
const SCANNABLE_VERSION = 21

/**
 * Above this version (57 modules a side) medium error correction's extra modules cost more than they
 * save: a dense code is what a camera fails on, far more often than a smudge.
 */
const MEDIUM_UP_TO_VERSION = 10

/**
 * The QR code of a link, as an SVG data URL: medium error correction (survives a smudge or a
 * glare) while the code stays small; for a longer link, such as a proof's, low, the fewest and
 * largest modules (lean-qr raises it again when the higher level fits in the same size); `undefined`
 * when the link needs a code too dense for a phone to scan (see SCANNABLE_VERSION). Black on white,
 * so a camera reads it in either theme. The encoder (lean-qr, ~4 KB gzip) is fetched only here, when
 * a code is first drawn.
 */
export async function qrCodeOf(link: string): Promise<QrImage | undefined> {
  const { generate, correction } = await import('lean-qr')
  const tries = [
    { minCorrectionLevel: correction.M, maxVersion: Math.min(MEDIUM_UP_TO_VERSION, SCANNABLE_VERSION) },
    { minCorrectionLevel: correction.L, maxVersion: SCANNABLE_VERSION },
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
