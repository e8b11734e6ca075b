/**
 * Sigil's own list of the wallets already in this page, shown the moment Connect is pressed.
 * Plain DOM, not a React island: it needs only the wallets' EIP-6963 announcements and Wallet
 * Standard registrations, so a press before the page has woken opens it without waiting for
 * React (./earlyWalletList.ts) or AppKit. It follows `$walletList`, which any island sets.
 *
 * A native modal <dialog>: the page behind is inert, Tab stays inside, Escape closes, and
 * focus goes back to what opened it.
 */
import type { Namespace } from '../stores/account'
import { evmNetworkNames } from '../config/networks'
import { $walletList, closeWalletList, openWalletList, type WalletListRequest } from '../stores/walletList'
import { $injectedWallets, discoverInjectedWallets, type InjectedWallet } from '../wallet/browser/injected'
import { connectInjectedWallet, prepareEvmConnect } from '../wallet/browser/connectInjected'
import { openAppKitDialog, type AppKitView } from '../wallet/actions'
import { prefetchAppKit } from '../wallet/appkit/loadAppKit'
import { prefetchEvmEngine } from '../wallet/browser/loadEvmEngine'
import { element } from '../util/element'
import { walletIcon } from './walletIcon'
import { choiceMark, type ChoiceMark } from './choiceMark'
import { followConnectionInPlaceholder } from './placeholderStatus'
import { $connection } from '../stores/connection'
import { sitePath } from '../util/sitePath'
import { isMobileDevice } from '../util/isMobileDevice'
import { keepLastWallet, readLastWallet } from '../stores/lastWallet'
import { lastUsedFirst, walletKey } from './lastUsedFirst'
import { heldBackOffline, offlineLine, showOfflineState } from './offlineLine'
import { onOfflineChange } from '../util/online'

/** The phone's part of the list (./walletAppList.ts): fetched only on a phone or tablet. */
type PhoneWays = typeof import('./walletAppList')
let phoneWays: PhoneWays | undefined
const loadPhoneWays = (): Promise<PhoneWays> => import('./walletAppList').then((m) => (phoneWays = m))

/** "Ethereum & Base", "Ethereum, Base & OP Mainnet": the EVM networks the site offers. */
export const NAMESPACE_LABEL: Record<Namespace, string> = { eip155: evmNetworkNames(' & '), solana: 'Solana' }

type AppKitChoice = { view: AppKitView; mark: ChoiceMark; name: string; note: string }
/** The ways in that AppKit's own dialog serves. */
const QR_CHOICE: AppKitChoice = {
  view: 'qr',
  mark: 'pairing',
  name: 'Mobile wallet (QR code)',
  note: 'Scan with a wallet app on your phone',
}
const CATALOGUE_CHOICE: AppKitChoice = {
  view: 'catalogue',
  mark: 'search',
  name: 'All wallets',
  note: 'Search hundreds of wallets',
}

const TITLE_ID = 'wallet-picker-title'

function choiceText(name: string, note: string): HTMLElement {
  return element(
    'span',
    { class: 'wallet-choice__text' },
    element('span', { class: 'wallet-choice__name' }, name),
    element('span', { class: 'wallet-choice__chain' }, note),
  )
}

function walletChoice(wallet: InjectedWallet, first: boolean, lastUsed: boolean): HTMLElement {
  const button = element(
    'button',
    {
      type: 'button',
      class: 'wallet-choice',
      'data-testid': 'wallet-option',
      'data-wallet-id': wallet.id,
      'data-namespace': wallet.namespace,
      'data-first-choice': first ? '' : undefined,
      'data-key': walletKey(wallet),
    },
    walletIcon(wallet.icon, 32),
    choiceText(wallet.name, NAMESPACE_LABEL[wallet.namespace]),
    // Part of the button's name, after the wallet's own: "MetaMask, Ethereum & Base, Last used".
    lastUsed
      ? element(
          'span',
          { class: 'wallet-choice__tag', 'data-testid': 'wallet-last-used' },
          element('span', { class: 'visually-hidden' }, ', '),
          'Last used',
        )
      : '',
  )
  // Reaching for an EVM wallet starts fetching the engine that follows it once it approves (not
  // the list's own focus on its first entry: a Solana visitor should not fetch it).
  if (wallet.namespace === 'eip155') {
    for (const type of ['pointerenter', 'touchstart', 'keydown'] as const) {
      button.addEventListener(type, prefetchEvmEngine, { once: true, passive: true })
    }
  }
  button.addEventListener('click', () => {
    // The wallet is asked first, in this task: the list's closing (and the islands' wake that waits
    // for the connection to settle) comes after it.
    void connectInjectedWallet(wallet)
    closeWalletList()
  })
  return element('li', {}, button)
}

function appKitChoice(choice: AppKitChoice, only: Namespace | undefined, first: boolean) {
  const button = element(
    'button',
    {
      type: 'button',
      class: 'wallet-choice',
      'data-testid': `wallet-option-${choice.view}`,
      'data-first-choice': first ? '' : undefined,
      'data-key': choice.view,
    },
    choiceMark(choice.mark),
    choiceText(choice.name, choice.note),
  )
  // Reaching for an entry that needs AppKit starts fetching it: a pointer on it, or the keyboard's focus.
  // The focus the list gives its first entry as it opens after a tap is no reach: fetching AppKit
  // then would hold back the rest of the list on a slow phone.
  button.addEventListener('pointerenter', prefetchAppKit)
  button.addEventListener('focus', () => {
    if (button.matches(':focus-visible')) prefetchAppKit()
  })
  button.addEventListener('click', () => {
    if (heldBackOffline(button)) return
    closeWalletList()
    void openAppKitDialog(choice.view, only)
  })
  return element('li', {}, button)
}

function emptyNote(phone: boolean): HTMLElement {
  return element(
    'p',
    { class: 'wallet-picker__empty', 'data-testid': 'wallet-list-empty' },
    element('strong', {}, 'No wallet found in this browser.'),
    // On a phone the wallet is an app on the same phone: its list follows, not a QR code.
    phone ? ' Open your wallet app from the list below, or ' : ' Scan a QR code with a wallet app on your phone, or ',
    element('a', { href: sitePath('wallets/') }, 'find a wallet'),
    ' to install.',
  )
}

/**
 * The ways in besides this browser's wallets. A desktop: AppKit's QR code, then its catalogue.
 * A phone or tablet: the catalogue's wallet apps (when no wallet is in this browser; an in-app
 * browser's own wallet is the way in there), its catalogue, and a link to copy.
 */
function otherWays(only: Namespace | undefined, empty: boolean, phone: boolean): HTMLElement[] {
  const heading = (text: string) => element('h3', { class: 'wallet-picker__section' }, text)
  const items = (...entries: HTMLElement[]) => element('ul', { class: 'wallet-picker__items' }, ...entries)
  if (!phone) {
    return [
      heading(empty ? 'Connect another way' : 'Other wallets'),
      // With no browser wallet, the phone is the likely way in.
      items(appKitChoice(QR_CHOICE, only, empty), appKitChoice(CATALOGUE_CHOICE, only, false)),
    ]
  }
  const catalogue = appKitChoice(CATALOGUE_CHOICE, only, empty)
  const draw = (m: PhoneWays) => {
    const more = items(catalogue, m.copyLinkChoice())
    return empty ? [...m.walletAppsFrame(only), heading('More wallets'), more] : [heading('Other wallets'), more]
  }
  if (phoneWays) return draw(phoneWays)
  // Usually loaded since the first touch toward Connect (./earlyWalletList.ts); else a moment later.
  const slot = element('div', {})
  void loadPhoneWays().then((m) => {
    // Gone when the list was drawn again meanwhile; a list drawn ahead is filled in before it is shown.
    if (!slot.parentNode) return
    slot.replaceWith(...draw(m))
    // showModal() focused the first control, Close, for want of the list's first entry.
    if (
      document.activeElement?.classList.contains('wallet-picker__close') &&
      catalogue.hasAttribute('data-first-choice')
    )
      catalogue.focus()
  })
  return [slot]
}

/**
 * `lastUsed`, the wallet last connected here (../stores/lastWallet.ts), comes from the caller, which
 * reads it once: the same value also tells whether a list drawn ahead still holds.
 */
function content(
  only: Namespace | undefined,
  wallets: readonly InjectedWallet[],
  phone: boolean,
  lastUsed: string | undefined,
): HTMLElement {
  const empty = wallets.length === 0
  const close = element(
    'button',
    { type: 'button', class: 'wallet-picker__close', 'aria-label': 'Close' },
    element('span', { 'aria-hidden': 'true' }, '×'),
  )
  close.addEventListener('click', closeWalletList)
  const body = element(
    'div',
    { class: 'wallet-picker__body' },
    element(
      'div',
      { class: 'wallet-picker__head' },
      element('h2', { id: TITLE_ID }, only ? `Connect a ${NAMESPACE_LABEL[only]} wallet` : 'Connect a wallet'),
      close,
    ),
    offlineLine(),
  )
  if (empty) {
    body.append(emptyNote(phone))
  } else {
    const ordered = lastUsedFirst(wallets, lastUsed)
    body.append(
      element('h3', { class: 'wallet-picker__section' }, 'In this browser'),
      element(
        'ul',
        { class: 'wallet-picker__items' },
        ...ordered.map((w, index) => walletChoice(w, index === 0, walletKey(w) === lastUsed)),
      ),
    )
  }
  body.append(...otherWays(only, empty, phone))
  if (!empty) {
    body.append(
      element(
        'p',
        { class: 'wallet-picker__foot' },
        'New to wallets? ',
        element('a', { href: sitePath('wallets/') }, 'What a wallet is and how to get one'),
      ),
    )
  }
  return body
}

let dialog: HTMLDialogElement | undefined
/** What had focus when the list opened; undefined while it is closed. */
let opener: Element | null | undefined

function headerControl(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-testid="wallet-status"] button')
}

function createDialog(): HTMLDialogElement {
  const made = element('dialog', {
    class: 'wallet-picker',
    'data-testid': 'wallet-picker',
    'aria-labelledby': TITLE_ID,
  })
  // Escape closes a modal dialog by itself; the store must hear of it.
  made.addEventListener('close', () => {
    // The event comes a task later: a list reopened meanwhile stays open.
    if (!made.open && $walletList.get()) closeWalletList()
  })
  // A press on the backdrop lands on the <dialog> itself; the content fills its box otherwise.
  made.addEventListener('click', (event) => {
    if (event.target === made) closeWalletList()
  })
  document.body.append(made)
  return made
}

/** A list drawn ahead, with what it was drawn for. */
type DrawnAhead = {
  wallets: readonly InjectedWallet[]
  phone: boolean
  lastUsed: string | undefined
  body: HTMLElement
}
/**
 * The list for a press on Connect (every family), drawn ahead while the page is idle: the press then
 * only shows it. Taken by the next render when nothing it shows has changed since.
 */
let drawnAhead: DrawnAhead | undefined

/** Whether `ahead` shows what a list drawn now would: drawn for the same wallets, device and last used. */
function aheadIsCurrent(
  ahead: DrawnAhead | undefined,
  wallets: readonly InjectedWallet[],
  phone: boolean,
  lastUsed: string | undefined,
): ahead is DrawnAhead {
  return ahead?.wallets === wallets && ahead.phone === phone && ahead.lastUsed === lastUsed
}

function drawAhead(): void {
  const wallets = $injectedWallets.get()
  const phone = isMobileDevice()
  // A phone's list with no wallet in the browser leads with the catalogue's apps, asked for as it is drawn.
  if (dialog?.open || (phone && wallets.length === 0)) return
  const lastUsed = readLastWallet()
  if (aheadIsCurrent(drawnAhead, wallets, phone, lastUsed)) return
  drawnAhead = { wallets, phone, lastUsed, body: content(undefined, wallets, phone, lastUsed) }
}

/** The list's content for `only`: the one drawn ahead when it is still true, else drawn now. */
function listContent(only: Namespace | undefined, all: readonly InjectedWallet[], phone: boolean): HTMLElement {
  const ahead = drawnAhead
  drawnAhead = undefined
  const lastUsed = readLastWallet()
  if (!only && aheadIsCurrent(ahead, all, phone, lastUsed)) return ahead.body
  return content(only, only ? all.filter((w) => w.namespace === only) : all, phone, lastUsed)
}

function render(request: WalletListRequest): void {
  const shown = (dialog ??= createDialog())
  const all = $injectedWallets.get()
  const wallets = request.only ? all.filter((w) => w.namespace === request.only) : all
  // A wallet announcing itself while the list is open redraws it: keep the visitor's place.
  const focusedKey = shown.contains(document.activeElement) ? document.activeElement?.getAttribute('data-key') : null
  shown.replaceChildren(listContent(request.only, all, isMobileDevice()))
  // A list drawn ahead may have been drawn online.
  showOfflineState(shown)
  if (!shown.open) {
    opener = document.activeElement
    shown.showModal()
  }
  const kept = focusedKey ? shown.querySelector<HTMLElement>(`[data-key="${CSS.escape(focusedKey)}"]`) : null
  // The list exists to be chosen from: its first entry takes focus, as in a menu.
  ;(kept ?? shown.querySelector<HTMLElement>('[data-first-choice]'))?.focus()
  // An EVM wallet shown is one a press may choose: what its connection needs first comes now (not
  // while the list is drawn ahead, which fetches nothing but the list).
  if (wallets.some((w) => w.namespace === 'eip155')) prepareEvmConnect()
  // With nothing to choose here, every way forward goes through AppKit: start it now (on a phone,
  // once its wallet apps are on screen: ./walletAppList.ts).
  if (wallets.length === 0 && !isMobileDevice()) prefetchAppKit()
}

function hide(): void {
  // Undefined: not shown since the last hide (Escape closes the dialog before the store hears).
  if (!dialog || opener === undefined) return
  if (dialog.open) dialog.close()
  phoneWays?.listClosed()
  // The opener can have been re-rendered away (Connect → Connecting…, or the page woke); the header control stays.
  const back = opener instanceof HTMLElement && opener.isConnected ? opener : headerControl()
  opener = undefined
  back?.focus()
}

let mounted = false

/** Shows the list whenever `$walletList` asks for it, on this page, from now on. Idempotent. */
export function mountWalletPicker(): void {
  if (mounted || typeof window === 'undefined') return
  mounted = true
  discoverInjectedWallets()
  $walletList.subscribe((request) => (request ? render(request) : hide()))
  followConnectionInPlaceholder()
  $connection.listen(({ status, active, accounts }) => {
    const account = active && accounts[active]
    if (status === 'connected' && account) keepLastWallet(account)
  })
  $injectedWallets.listen(() => {
    const request = $walletList.get()
    if (request) render(request)
    else if (drawnAhead) drawAhead()
  })
  onOfflineChange((offline) => {
    if (dialog) showOfflineState(dialog, offline)
  })
}

/**
 * Readies the list before a press (at the first touch toward Connect, or while a page with a wallet
 * is idle): mounted, its dialog made and its content drawn, so the press only shows it; on a phone,
 * its other ways fetched, and with no wallet in this browser its wallet apps (AppKit and the
 * catalogue's answer), the list's slowest part.
 */
export function warmWalletList(): void {
  mountWalletPicker()
  dialog ??= createDialog()
  if (isMobileDevice()) {
    // An in-app browser's list ends with the phone's other ways; with no wallet here, its apps lead it.
    const phone = loadPhoneWays()
    phone.catch(() => undefined) // tried again as the list is drawn
    if ($injectedWallets.get().length === 0) void phone.then((m) => m.warmWalletApps())
  }
  drawAhead()
}

/**
 * How long a press on a phone with no wallet in the browser waits for the catalogue's answer before
 * the list opens with placeholders for its apps. The first touch asked for it (./earlyWalletList.ts),
 * and on a slow network it has usually come before the list's code: the list is then drawn once, with
 * its apps, rather than with placeholders a frame before them.
 */
const APPS_WAIT_MS = 100

/**
 * On a phone, what the list a press opens waits for, so that it is drawn whole, in one frame: the
 * list's part for phones (./walletAppList.ts), which the first touch toward Connect fetched, and with
 * no wallet in the browser the catalogue's apps, for a moment. `undefined` when there is nothing to wait
 * for, so a press opens the list in its own task.
 */
export function phoneWaysLoading(): Promise<unknown> | undefined {
  if (!isMobileDevice()) return undefined
  const appsLead = $injectedWallets.get().length === 0
  if (phoneWays && !appsLead) return undefined
  return loadPhoneWays()
    .then((m) => (appsLead ? m.appsInHand(undefined, APPS_WAIT_MS) : undefined))
    .catch(() => undefined)
}

/**
 * How long the islands wait, once a choice in the list has closed it, for the wallet's answer: a wallet
 * that knows the site answers at once, and one whose visitor reads its prompt first takes longer than this.
 */
const ANSWER_WAIT_MS = 1000

/**
 * Settles once the list has let go of the page: closed, and the connection a choice in it started
 * settled (or `ANSWER_WAIT_MS` passed). The islands wait for it (./earlyWalletList.ts): the page behind
 * the list is out of reach while it is open, and their code's evaluation and hydration would otherwise
 * hold up a press in the list and the `connected` the wallet's answer paints.
 */
export function listLetGo(): Promise<void> {
  return new Promise((resolve) => {
    let waiting: ReturnType<typeof setTimeout> | undefined
    let stops: Array<() => void> = []
    const done = () => {
      for (const stop of stops) stop()
      stops = []
      clearTimeout(waiting)
      resolve()
    }
    const check = () => {
      if ($walletList.get()) return
      if ($connection.get().status !== 'connecting') done()
      else waiting ??= setTimeout(done, ANSWER_WAIT_MS)
    }
    stops = [$walletList.listen(check), $connection.listen(check)]
    check()
  })
}

/** Opens the list from outside any island (./earlyWalletList.ts), mounting it first. */
export function openWalletPicker(): void {
  mountWalletPicker()
  openWalletList()
}
