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
 * The QR code of a link, as an SVG data URL: medium error correction (survives a smudge or a
 * glare) when the link fits, low when only that fits, `undefined` when it is too long for any.
 * Black on white, so a camera reads it in either theme. The encoder (lean-qr, ~4 KB gzip) is
 * fetched only here, when a code is first drawn.
 */
export async function qrCodeOf(link: string): Promise<QrImage | undefined> {
  const [{ generate, correction }, { toSvgDataURL }] = await Promise.all([
    import('lean-qr'),
    import('lean-qr/extras/svg'),
  ])
  for (const minCorrectionLevel of [correction.M, correction.L]) {
    let code
    try {
      code = generate(link, { minCorrectionLevel })
    } catch {
      continue // too much data at this level: try the next
    }
    const modules = code.size + 2 * QUIET_ZONE_MODULES
    const width = modules * Math.max(MIN_MODULE_PX, Math.ceil(MIN_WIDTH_PX / modules))
    return { src: toSvgDataURL(code, { on: '#000', off: '#fff', pad: QUIET_ZONE_MODULES }), width }
  }
  return undefined
}
