/**
 * /request/'s only eager JavaScript: the page's code (the nonce, the link, the list of requests)
 * is fetched at once when this browser already holds requests to list or cannot hold any (the
 * page says so up front), and otherwise on the visitor's first intent toward the form.
 */

import { loadOnce } from '../util/loadOnce'

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'input'] as const

/** Requests to list, or storage that throws: either way the page must speak before any intent. */
function needsPageNow(): boolean {
  try {
    return localStorage.getItem('sigil:requests') !== null
  } catch {
    return true
  }
}

// A module script runs once the document is parsed, so the form is there. (The proof reader's
// whenParsed would be shared with /verify/ and cost the proof link's reader a chunk of its own.)
const root = document.querySelector<HTMLElement>('[data-testid="request-page"]')
if (root?.querySelector('[data-request-items]')) {
  const mount = loadOnce(() => import('./requestPage').then(({ mountRequestPage }) => mountRequestPage(root)))
  const start = (): Promise<void> =>
    mount().catch(() => {
      // The layout's notice explains and offers a reload; a later intent tries again.
      document.documentElement.setAttribute('data-wake-failed', '')
    })
  if (needsPageNow()) void start()
  for (const type of INTENT_EVENTS) root.addEventListener(type, () => void start(), { passive: true })
}
