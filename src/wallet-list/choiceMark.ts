/**
 * The marks of the list's generic ways in, drawn as lines in the text's colour (so forced colours
 * keep them): WalletConnect's, an arch over a wave, for the QR code; a magnifier for the catalogue,
 * as the wallet lists people know from other sites draw them. Hidden from screen readers: the
 * entry's name says the same.
 */
export type ChoiceMark = 'walletconnect' | 'search'

const PATHS: Record<ChoiceMark, string> = {
  walletconnect: 'M5 9.2a10 10 0 0 1 14 0M2 12.2l5 4.8 5-4.8 5 4.8 5-4.8',
  search: 'M15.5 15.5 20 20M16.5 10.5a6 6 0 1 1-12 0 6 6 0 0 1 12 0',
}

/** The mark's box, as the wallets' own icons sit in theirs. */
export function choiceMark(mark: ChoiceMark): HTMLElement {
  // Markup of this module's own constants only: the shortest way to an SVG element.
  const holder = document.createElement('span')
  holder.className = 'wallet-choice__glyph'
  holder.innerHTML = `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" data-mark="${mark}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${PATHS[mark]}"/></svg>`
  return holder
}
