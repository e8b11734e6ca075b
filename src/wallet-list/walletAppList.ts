/**
 * The wallet list's part for phones and tablets (plain DOM, like ./walletPicker.ts): the
 * catalogue's recommended wallet apps, each opened through AppKit's own connecting flow, and a
 * pairing link to copy into any other app. No QR code: nobody can scan their own screen.
 *
 * The first touch toward Connect (`warmWalletApps`) asks the catalogue for the apps and starts
 * fetching AppKit, which a chosen app needs; meanwhile the list's frame holds its place with
 * placeholder rows of the entries' own size, so nothing below it moves when they arrive.
 */
import type { Namespace } from '../stores/account'
import { closeWalletList } from '../stores/walletList'
import { connectWalletApp, createPairingLink, listWalletApps, type WalletApp } from '../wallet/phone/walletAppActions'
import { prefetchAppKit } from '../wallet/appkit/loadAppKit'
import { element } from '../util/element'

/** How many entries the catalogue's recommendation has (AppKit asks for 4): the placeholders' count. */
const EXPECTED_APPS = 4

/** When the first app entry was shown, for the benchmark (tap → first app entry). */
export const FIRST_APP_MARK = 'sigil:first-wallet-app'

/** The apps each request got, kept so the list redraws (a wallet announcing itself) without a flash. */
const shown = new Map<string, WalletApp[] | 'failed'>()
const keyOf = (only: Namespace | undefined) => only ?? '*'

/** The catalogue's answer for `only` (its apps, or its failure), kept in `shown` as it comes. */
function answerFor(only: Namespace | undefined): Promise<WalletApp[] | 'failed'> {
  return listWalletApps(only)
    .catch(() => 'failed' as const)
    .then((result) => {
      shown.set(keyOf(only), result)
      return result
    })
}

/**
 * Settles once the catalogue's answer for `only` is in hand (its apps, or its failure), or after
 * `withinMs`, whichever is first.
 */
export function appsInHand(only: Namespace | undefined, withinMs: number): Promise<void> {
  if (shown.has(keyOf(only))) return Promise.resolve()
  return Promise.race([answerFor(only).then(() => undefined), new Promise<void>((done) => setTimeout(done, withinMs))])
}

/** Starts fetching what the app list needs: AppKit and the catalogue's answer. */
export function warmWalletApps(only?: Namespace): void {
  if (!shown.has(keyOf(only))) void answerFor(only)
}

/**
 * AppKit, which a chosen app needs, once the apps are on screen: its code takes the main thread
 * for a long while (seconds on a slow phone), and started with the list it held the list back.
 */
function prefetchAppKitAfterPaint(): void {
  requestAnimationFrame(() => setTimeout(prefetchAppKit, 0))
}

/** An app's icon: the catalogue's image, an https URL. */
function appIcon(src: string | undefined): HTMLElement {
  if (src?.startsWith('https:')) {
    return element('img', {
      class: 'wallet-icon',
      src,
      alt: '',
      width: '32',
      height: '32',
      referrerpolicy: 'no-referrer',
    })
  }
  const blank = element('span', { class: 'wallet-icon wallet-icon--blank', 'aria-hidden': 'true' })
  blank.style.width = blank.style.height = '32px'
  return blank
}

function appEntry(app: WalletApp, only: Namespace | undefined): HTMLElement {
  const button = element(
    'button',
    {
      type: 'button',
      class: 'wallet-choice',
      'data-testid': 'wallet-app',
      'data-wallet-id': app.id,
      'data-key': `app:${app.id}`,
    },
    appIcon(app.icon),
    element(
      'span',
      { class: 'wallet-choice__text' },
      element('span', { class: 'wallet-choice__name' }, app.name),
      element('span', { class: 'wallet-choice__chain' }, 'Opens the app'),
    ),
  )
  button.addEventListener('click', () => {
    closeWalletList()
    void connectWalletApp(app, only)
  })
  return element('li', {}, button)
}

/** Rows made of an entry's own parts (icon, name line, note line), blank: the same height. */
function placeholders(): HTMLElement[] {
  return Array.from({ length: EXPECTED_APPS }, () =>
    element(
      'li',
      { class: 'wallet-choice wallet-choice--placeholder', 'aria-hidden': 'true' },
      element('span', { class: 'wallet-icon wallet-icon--blank' }),
      element(
        'span',
        { class: 'wallet-choice__text' },
        element('span', { class: 'wallet-choice__name wallet-choice__bar' }, '\u00a0'),
        element('span', { class: 'wallet-choice__chain wallet-choice__bar' }, '\u00a0'),
      ),
    ),
  )
}

function fill(
  list: HTMLElement,
  status: HTMLElement,
  only: Namespace | undefined,
  result: WalletApp[] | 'failed',
): void {
  list.removeAttribute('aria-busy')
  if (result === 'failed') {
    list.replaceChildren()
    status.textContent = 'Wallet apps could not be loaded. Check your connection, or search all wallets below.'
    status.classList.remove('visually-hidden')
    return
  }
  list.replaceChildren(...result.map((app) => appEntry(app, only)))
  if (result.length === 0) {
    status.textContent = 'No wallet apps to suggest. Search all wallets below.'
    status.classList.remove('visually-hidden')
    return
  }
  status.textContent = `${result.length} wallet apps`
  if (performance.getEntriesByName(FIRST_APP_MARK).length === 0) performance.mark(FIRST_APP_MARK)
}

/** The "Wallet apps" entries: the frame at once, the catalogue's apps when they come. */
export function walletAppsFrame(only: Namespace | undefined): HTMLElement[] {
  const list = element('ul', {
    class: 'wallet-picker__items',
    'data-testid': 'wallet-apps',
    'aria-labelledby': 'wallet-apps-title',
  })
  const status = element('p', { class: 'wallet-picker__status visually-hidden', role: 'status' })
  const known = shown.get(keyOf(only))
  if (known) {
    fill(list, status, only, known)
    prefetchAppKitAfterPaint()
  } else {
    list.setAttribute('aria-busy', 'true')
    list.append(...placeholders())
    status.textContent = 'Loading wallet apps\u2026'
    void answerFor(only)
      .then((result) => {
        // A redraw meanwhile made a new frame that waits for the same answer.
        if (list.isConnected) fill(list, status, only, result)
      })
      .finally(prefetchAppKitAfterPaint)
  }
  return [element('h3', { class: 'wallet-picker__section', id: 'wallet-apps-title' }, 'Wallet apps'), list, status]
}

type LinkState =
  { step: 'idle' } | { step: 'preparing' } | { step: 'ready'; link: string; copied: boolean } | { step: 'failed' }
let linkState: LinkState = { step: 'idle' }
let linkEntry: HTMLElement | undefined

function linkNote(state: LinkState): string {
  switch (state.step) {
    case 'preparing':
      return 'Preparing a link\u2026'
    case 'ready':
      return state.copied
        ? 'Copied. Paste it in your wallet app, then come back here.'
        : 'Copy this link into your wallet app.'
    case 'failed':
      return 'The link could not be made. Try again.'
    default:
      return 'Copies a link to paste into a wallet app not listed here'
  }
}

/** Two overlapping sheets, drawn: no font on a phone is sure to have a copy sign. */
function copyIcon(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg'
  const svg = document.createElementNS(ns, 'svg')
  svg.setAttribute('viewBox', '0 0 16 16')
  svg.setAttribute('width', '16')
  svg.setAttribute('height', '16')
  for (const [x, y] of [
    [5, 5],
    [2, 2],
  ]) {
    const sheet = document.createElementNS(ns, 'rect')
    for (const [name, value] of Object.entries({ x, y, width: 9, height: 9, rx: 1.5 }))
      sheet.setAttribute(name, String(value))
    // Through the CSSOM: the page's policy refuses style attributes, and a var() needs CSS.
    sheet.style.fill = 'var(--bg)'
    sheet.setAttribute('stroke', 'currentColor')
    sheet.setAttribute('stroke-width', '1.5')
    svg.append(sheet)
  }
  return svg
}

function drawLinkEntry(): HTMLElement {
  const state = linkState
  const button = element(
    'button',
    {
      type: 'button',
      class: 'wallet-choice',
      'data-testid': 'wallet-option-copy-link',
      'data-key': 'copy-link',
      'aria-disabled': state.step === 'preparing' ? 'true' : undefined,
    },
    element('span', { class: 'wallet-choice__glyph', 'aria-hidden': 'true' }, copyIcon()),
    element(
      'span',
      { class: 'wallet-choice__text' },
      element('span', { class: 'wallet-choice__name' }, 'Copy link'),
      element('span', { class: 'wallet-choice__chain', role: 'status' }, linkNote(state)),
    ),
  )
  button.addEventListener('click', () => void copyLink())
  const entry = element('li', { class: 'wallet-link' }, button)
  if (state.step === 'ready') {
    const field = element('input', {
      class: 'wallet-link__field',
      'data-testid': 'wallet-connect-link',
      readonly: '',
      value: state.link,
      'aria-label': 'WalletConnect link',
    })
    field.addEventListener('focus', () => field.select())
    entry.append(field)
  }
  return entry
}

function setLinkState(next: LinkState): void {
  linkState = next
  if (!linkEntry?.isConnected) return
  const focused = linkEntry.contains(document.activeElement)
  const redrawn = drawLinkEntry()
  linkEntry.replaceWith(redrawn)
  linkEntry = redrawn
  if (focused) redrawn.querySelector('button')?.focus()
}

async function copy(link: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(link)
    return true
  } catch {
    // Safari allows it only inside the tap: the link is shown to copy by hand, and a second
    // tap (which is inside a tap) copies it.
    return false
  }
}

async function copyLink(): Promise<void> {
  if (linkState.step === 'preparing') return
  if (linkState.step === 'ready') {
    setLinkState({ ...linkState, copied: await copy(linkState.link) })
    return
  }
  setLinkState({ step: 'preparing' })
  try {
    const { link, paired } = await createPairingLink()
    setLinkState({ step: 'ready', link, copied: await copy(link) })
    // Approved or refused in the wallet app: the header says which; this link is spent.
    void paired.then(() => {
      linkState = { step: 'idle' }
      closeWalletList()
    })
  } catch {
    setLinkState({ step: 'failed' })
  }
}

/** The "Copy link" entry, in whatever step the visitor left it. */
export function copyLinkChoice(): HTMLElement {
  linkEntry = drawLinkEntry()
  return linkEntry
}

/**
 * The list closed: the next opening starts afresh. A link not used is dropped, and a catalogue that
 * could not be reached is asked again (its failure stays only while the list that showed it is open).
 */
export function listClosed(): void {
  if (linkState.step !== 'preparing') linkState = { step: 'idle' }
  for (const [key, answer] of shown) if (answer === 'failed') shown.delete(key)
}
