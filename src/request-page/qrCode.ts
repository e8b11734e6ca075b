/**
 * The QR code of a link, as an SVG data URL: medium error correction (survives a smudge or a
 * glare) when the link fits, low when only that fits, `undefined` when it is too long for any.
 * The `qrcode` library is fetched only here, when a code is first drawn.
 */
export async function qrCodeOf(link: string): Promise<string | undefined> {
  const { default: QRCode } = await import('qrcode')
  for (const errorCorrectionLevel of ['M', 'L'] as const) {
    try {
      const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel, margin: 2 })
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
    } catch {
      // Too much data for this level: try the next.
    }
  }
  return undefined
}
