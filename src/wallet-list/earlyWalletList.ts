/**
 * On every page, before any island wakes: a press on the first-paint Connect button
 * (FirstPaintStatus.astro) opens the wallet list from ./walletPicker.ts, which needs neither
 * React nor AppKit, instead of waiting for the header island to hydrate. Reaching for the
 * button (pointer, focus, touch) starts fetching it, and on a phone what its list of wallet
 * apps needs; the catalogue's question goes out at that touch, from here, with no code to fetch first.
 */
import { askForRecommendedWalletsEarly } from '../wallet/phone/catalogueRequest'
import type { BridgeWindow } from './firstPaintBridge'

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
    ;(window as BridgeWindow).sigilListReady = true
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

/**
 * How long a press waits for the list's code before it counts as not loading: far beyond the few hundred
 * milliseconds a slow phone network takes, and a stalled request would otherwise keep the button at
 * "Opening…" and every island asleep.
 */
const LIST_LOAD_LIMIT_MS = 8000

/** The placeholder says "Opening…" while the list loads; React's own button has its own text. */
function restoreButton(): void {
  const placeholder = document.querySelector(`${HEADER_WALLET} button`)
  if (placeholder?.textContent === OPENING) placeholder.textContent = 'Connect wallet'
}

/**
 * The list's module with what its first frame needs: at once when both are here (the press then draws in its
 * own task), else a promise, which fails once `LIST_LOAD_LIMIT_MS` has passed.
 */
function listInHand(): Picker | Promise<Picker> {
  const loading = ready?.phoneWaysLoading()
  if (ready && !loading) return ready
  const loaded = (async () => {
    const m = ready ?? (await picker())
    await (loading ?? m.phoneWaysLoading())
    return m
  })()
  // A timer left running past the race's end rejects a promise nobody waits for: harmless, and fewer bytes.
  return Promise.race([loaded, new Promise<never>((_, fail) => setTimeout(fail, LIST_LOAD_LIMIT_MS))])
}

/**
 * Opens the list for a press on a placeholder's Connect: the header's, whose own handler records the
 * intent (FirstPaintStatus.astro), or one in the page, `clicked` (`data-connect`: ConnectHereButton.astro).
 */
async function openEarly(clicked?: EventTarget | null): Promise<void> {
  const w = window as BridgeWindow
  if (w.sigilConnectIntent !== 1 && !(clicked instanceof Element && clicked.closest('[data-connect]'))) return
  delete w.sigilConnectIntent
  // The islands wait while the list has the page (../islands/wakeDirective.ts), and wake once it lets go.
  w.sigilWakeHeld = true
  try {
    const inHand = listInHand()
    const m = inHand instanceof Promise ? await inHand : inHand
    m.openWalletPicker()
    restoreButton()
    await m.listLetGo()
  } catch {
    // The layout's notice asks for a reload, as for an island that could not load; a list that arrives
    // later stays closed, rather than open over whatever the visitor has turned to since.
    document.documentElement.setAttribute('data-wake-failed', '')
    restoreButton()
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

// Bubbling, so the header placeholder's own click handler (which records the intent) has run.
addEventListener('click', (event) => void openEarly(event.target))
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
