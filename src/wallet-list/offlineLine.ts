/**
 * The wallet list's line for a browser with no network. A phone wallet (the WalletConnect relay) and
 * All wallets (the catalogue) surely need one, and their choices point here instead of opening a dialog
 * that cannot load. A wallet in this browser answers without a network, but connecting it also needs
 * code this page may not have fetched yet: its choice is tried, and says so if it fails (../wallet/errors.ts).
 */
import { element } from '../util/element'
import { browserOffline } from '../util/online'
import { sitePath } from '../util/sitePath'

const LINE = '[data-offline-line]'

/** The line, shown only while the browser is offline (`showOfflineState`). */
export function offlineLine(): HTMLElement {
  return element(
    'p',
    {
      class: 'wallet-picker__offline',
      'data-offline-line': '',
      'data-testid': 'wallet-list-offline',
      // Focused when a choice that needs the network is pressed offline: it is read out then.
      tabindex: '-1',
      hidden: browserOffline() ? undefined : '',
    },
    element('strong', {}, 'You’re offline.'),
    ' Phone wallets and All wallets need a network, and a wallet in this browser may too. Proofs can still be checked on the ',
    element('a', { href: sitePath('verify/') }, 'Verify page'),
    '.',
  )
}

/** Shows or hides the line in `root` as the browser is offline or not. */
export function showOfflineState(root: ParentNode, offline: boolean = browserOffline()): void {
  const line = root.querySelector<HTMLElement>(LINE)
  if (line) line.hidden = !offline
}

/**
 * For a press, offline, on a choice that needs the network: whether it was held back, the line
 * brought to the visitor's attention in its place (opening AppKit would only fail, later and less plainly).
 */
export function heldBackOffline(from: Element): boolean {
  if (!browserOffline()) return false
  const line = from.closest('dialog')?.querySelector<HTMLElement>(LINE)
  if (!line) return false
  line.hidden = false
  line.focus()
  return true
}
