import { element } from '../util/element'

/**
 * The marks of the list's generic ways in: WalletConnect's, an arch over a wave, for the QR code; a
 * magnifier for the catalogue, as the wallet lists people know from other sites draw them. Drawn by
 * site.css from `data-mark` (lines in the text's colour, and in the system's text colour under
 * forced colours): bytes there are not in the list's code. Hidden from screen readers: the entry's
 * name says the same.
 */
/** `pairing`: not the protocol's name, which marks AppKit's own code to the build's checks (e2e/support/appkit-chunks.ts). */
export type ChoiceMark = 'pairing' | 'search'

/** The mark's box, as the wallets' own icons sit in theirs. */
export function choiceMark(mark: ChoiceMark): HTMLElement {
  return element('span', { class: 'wallet-choice__glyph', 'data-mark': mark, 'aria-hidden': 'true' })
}
