/**
 * On every page, before any island wakes: a press on the first-paint Connect button
 * (FirstPaintStatus.astro) opens the wallet list from ./walletPicker.ts, which needs neither
 * React nor AppKit, instead of waiting for the header island to hydrate. Reaching for the
 * button (pointer, focus, touch) starts fetching it, and on a phone what its list of wallet
 * apps needs; the catalogue's question goes out at that touch, from here, with no code to fetch first.
 */
import { askForRecommendedWalletsEarly } from '../wallet/phone/catalogueRequest'

type EarlyWindow = Window & {
  sigilConnectIntent?: number
  sigilListReady?: boolean
  sigilWake?: () => void
  sigilWakeHeld?: boolean
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const
const HEADER_WALLET = '[data-testid="wallet-status"]'
const OPENING = 'Opening\u2026'

type Picker = typeof import('./walletPicker')
/**
 * The list's module once it has run: a press then opens the list in its own task, with no wait at all,
 * and the islands' wake directive (../islands/wakeDirective.ts) is told so, to let that press draw first.
 */
let ready: Picker | undefined
const picker = (): Promise<Picker> =>
  import('./walletPicker').then((m) => {
    ;(window as EarlyWindow).sigilListReady = true
    return (ready = m)
  })
/** On a phone: the same test as AppKit's CoreHelperUtil.isMobile (src/util/isMobileDevice.ts, inlined to stay small). */
const phone = () =>
  matchMedia('(pointer:coarse)').matches ||
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|Opera Mini/u.test(navigator.userAgent)

/** A wallet has answered on this page (../components/NoWalletHint.astro asks them all, prompting none). */
const WALLET_SEEN = 'data-wallet'
const walletSeen = () => document.documentElement.hasAttribute(WALLET_SEEN)

/**
 * A phone whose page has a wallet is that wallet's in-app browser, whose list leads with that
 * wallet rather than the catalogue's apps.
 */
const inAppBrowser = phone() && walletSeen()

function open(m: Picker): void {
  m.openWalletPicker()
  // The placeholder said "Opening…" while this loaded; React's own button has its own text.
  const placeholder = document.querySelector(`${HEADER_WALLET} button`)
  if (placeholder?.textContent === OPENING) placeholder.textContent = 'Connect wallet'
}

async function openEarly(): Promise<void> {
  const w = window as EarlyWindow
  if (w.sigilConnectIntent !== 1) return
  delete w.sigilConnectIntent
  // The islands wait while the list has the page (../islands/wakeDirective.ts), and wake once it lets go.
  w.sigilWakeHeld = true
  try {
    const m = ready ?? (await picker())
    const loading = m.phoneWaysLoading()
    if (loading) await loading
    open(m)
    await m.listLetGo()
  } catch {
    // The layout's notice asks for a reload, as for an island that could not load.
    document.documentElement.setAttribute('data-wake-failed', '')
  }
  w.sigilWakeHeld = false
  // After the list's last frame; written out, not shared with ../util/afterFirstPaint.ts: any import of it
  // grows every page's first load.
  requestAnimationFrame(() => setTimeout(() => w.sigilWake?.()))
}

function warmList(): void {
  picker().then(
    (m) => m.warmWalletList(),
    () => undefined,
  )
}

function warm(event: Event): void {
  if (!(event.target instanceof Element) || !event.target.closest(HEADER_WALLET)) return
  for (const type of INTENT_EVENTS) removeEventListener(type, warm, true)
  warmList()
  if (!phone()) return
  // The phone's part of the list, beside the list rather than after it; and the catalogue's answer, asked
  // now rather than once that code has arrived (a round trip or more on a phone's network). Only for the
  // list this button opens (every family, nobody connected), and not in a wallet's in-app browser, which
  // lists its own wallet instead. A failed question is asked again by the list when it opens.
  import('./walletAppList').catch(() => undefined)
  const status = event.target.closest(HEADER_WALLET)?.getAttribute('data-status')
  if (status === 'disconnected' && !inAppBrowser) askForRecommendedWalletsEarly(undefined)
}

// Bubbling, so the placeholder's own click handler (which records the intent) has run.
addEventListener('click', () => void openEarly())
for (const type of INTENT_EVENTS) addEventListener(type, warm, { capture: true, passive: true })
// A press made before this module ran.
void openEarly()
/**
 * A page with a wallet is visited by someone who connects: the list's code is fetched and run once the
 * page is idle, so the press on Connect only draws. A visitor with no wallet fetches nothing more.
 */
function warmWhenIdle(): void {
  if ('requestIdleCallback' in window) requestIdleCallback(warmList, { timeout: 2000 })
  else setTimeout(warmList, 500)
}
if (walletSeen()) warmWhenIdle()
else
  new MutationObserver((_, observer) => {
    if (!walletSeen()) return
    observer.disconnect()
    warmWhenIdle()
  }).observe(document.documentElement, { attributeFilter: [WALLET_SEEN] })
