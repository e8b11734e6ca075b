/** The dark modules of a QR code, as lean-qr's `generate` gives them. */
export type QrModules = { readonly size: number; get(x: number, y: number): boolean }

/**
 * A QR code as an SVG data URL: black modules on white, with a quiet zone of `pad` modules, one path of
 * each row's runs. Written here rather than with lean-qr's SVG extra: a proof's page fetches it right after
 * signing, and these few lines are 0.6 KB gzip lighter (./qrSvg.test.ts holds it to the library's bitmap).
 */
export function qrSvgDataUrl(code: QrModules, pad: number): string {
  const side = code.size + 2 * pad
  let path = ''
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size;) {
      if (!code.get(x, y)) {
        x++
        continue
      }
      const start = x
      while (x < code.size && code.get(x, y)) x++
      path += `M${start + pad} ${y + pad}h${x - start}v1h${start - x}z`
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><path fill="#fff" d="M0 0h${side}v${side}H0z"/><path d="${path}"/></svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}
