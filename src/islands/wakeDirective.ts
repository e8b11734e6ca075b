/**
 * `client:intent`: hydrates Sigil's islands only when the page needs them, so a first visit
 * runs no React at all (a first load stays within its JavaScript budget, and React's
 * runtime alone is ~70 KB). Until then each island shows its server-rendered placeholder,
 * which the inline first-paint script keeps truthful.
 *
 * The islands of a page share one store, so they wake together, on the first of:
 * - a remembered account (it needs the wallet's confirmation, and the status must go live);
 * - intent on any island: pointer over or down, focus, touch, a click (a press on Connect opens the
 *   wallet list, which needs no island: they wake once the list has closed and the connection a choice
 *   in it started has settled, so their hydration never holds up a press in the list);
 * - another tab changing the connection (`storage` on Sigil's key);
 * - a condition the island names in its value: `remote` (the site is served from a non-local
 *   host), `request` (the page was opened from a request link, `#request=…`, which the island
 *   shows before any wallet is there). (/verify/'s proof link needs no island: its checker is plain DOM.)
 *
 * When an island's code cannot be loaded, the page is marked `data-wake-failed` and the
 * layout's notice asks for a reload, of the whole address (a proof link's fragment included).
 *
 * Bundled by Astro into an inline script, hashed by the CSP like the others: no imports.
 */
import type { ClientDirective } from 'astro'
import type { BridgeWindow } from '../wallet-list/firstPaintBridge'

// `click` too: assistive technology can activate a control with no pointer or focus event first.
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'click'] as const
const CONNECTION_KEY = 'sigil:connection'
const WALLET_STATUS = '[data-testid="wallet-status"]'
/** How long a touch or pointer on a ready Connect waits for its press before the islands wake anyway. */
const PRESS_WAIT_MS = 500
/** The same while the list's code is still on its way (a round trip or two on a phone's network). */
const LIST_LOAD_WAIT_MS = 1500

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost')
}

/**
 * Starts fetching every chunk the island imports (listed at build time by ./islandPreloads.ts)
 * together with the island itself, instead of one import level at a time.
 */
function preloadChunks(el: HTMLElement): void {
  for (const href of (el.getAttribute('data-preload') ?? '').split(' ')) {
    if (!href || document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}

const intent: ClientDirective = (load, options, el) => {
  const w = window as BridgeWindow
  const hydrate = async () => {
    preloadChunks(el)
    const run = await load()
    await run()
  }
  // Astro retries a failed module import once, then reports it here: say so, calmly, with a way on.
  el.addEventListener('astro:hydration-error', () => document.documentElement.setAttribute('data-wake-failed', ''), {
    once: true,
  })
  if (w.sigilAwake) {
    void hydrate()
    return
  }
  const waiting = (w.sigilIslands ??= [])
  waiting.push(hydrate)
  if (!w.sigilWake) {
    const wake = () => {
      if (w.sigilAwake || w.sigilWakeHeld) return
      w.sigilAwake = true
      removeEventListener('storage', onStorage)
      for (const run of waiting.splice(0)) void run()
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CONNECTION_KEY) wake()
    }
    w.sigilWake = wake
    addEventListener('storage', onStorage)
    // A press whose target is swapped before its release would not be a click at all.
    const press = (down: boolean) => () => (w.sigilPressed = down)
    addEventListener('pointerdown', press(true), { capture: true, passive: true })
    addEventListener('pointerup', press(false), { capture: true, passive: true })
    addEventListener('pointercancel', press(false), { capture: true, passive: true })
    // The "could not load" notice reloads this very address: its link (the page's path) would drop a proof link's
    // fragment, the proof itself, and a link to the whole address would only scroll.
    // A click meant for a new tab or window keeps its meaning.
    addEventListener('click', (event) => {
      if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
      if (!(event.target instanceof Element) || !event.target.closest('[data-reload]')) return
      event.preventDefault()
      location.reload()
    })
  }
  const wake = w.sigilWake
  const onIntent = (event: Event) => {
    for (const type of INTENT_EVENTS) el.removeEventListener(type, onIntent)
    const target = event.target instanceof Element ? event.target : null
    if (!w.sigilAwake && target) w.sigilWokenBy = target
    // A press on Connect draws the list without React: the list's loader wakes the islands once the list
    // lets go of the page (../wallet-list/earlyWalletList.ts), so their code's arrival and hydration cannot
    // delay it; a reach that brings no press wakes them a moment later, or once the list's code is in.
    if (target?.closest(WALLET_STATUS)) setTimeout(wake, w.sigilListReady ? PRESS_WAIT_MS : LIST_LOAD_WAIT_MS)
    else wake()
  }
  for (const type of INTENT_EVENTS) el.addEventListener(type, onIntent, { passive: true })

  // `client:intent` alone arrives as `true`, not as a string.
  const wanted = typeof options.value === 'string' ? options.value.split(/\s+/) : []
  const now =
    (typeof w.sigilHint === 'function' && Boolean(w.sigilHint())) ||
    (wanted.includes('remote') && !isLocalHost(location.hostname)) ||
    (wanted.includes('request') && location.hash.startsWith('#request='))
  if (now) wake()
}

export default intent
