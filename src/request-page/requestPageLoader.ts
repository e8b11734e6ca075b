/**
 * /request/'s only eager JavaScript: the page's code (the nonce, the link, the list of requests)
 * is fetched at once when this browser already holds requests to list or cannot hold any (the
 * page says so up front), and otherwise on the visitor's first intent toward the form. The form is
 * usable from the first paint: "Make the request link" is never disabled while the code is on its
 * way, and a press that arrives before it makes the link once it is there.
 */

// A pointer over the form (a mouse, a pen or a touch: each sends pointerover first), focus, typing.
const INTENT_EVENTS = ['pointerover', 'focusin', 'input'] as const

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
// The page's root is the one element that says whether its code has taken over (`data-ready`).
const root = document.querySelector<HTMLElement>('[data-ready]')
if (root) {
  // Held here rather than through util/loadOnce: this page's first JavaScript is this one file, and
  // importing the loader would bring the chunk it shares with the other pages (1.3 KB gzip) before any intent.
  let started: Promise<(() => void) | undefined> | undefined
  const start = () =>
    (started ??= import('./requestPage').then(
      ({ mountRequestPage }) => mountRequestPage(root),
      () => {
        // The layout's notice explains and offers a reload; a later intent tries again.
        document.documentElement.setAttribute('data-wake-failed', '')
        started = undefined
        return undefined
      },
    ))
  // Every press of the form's button comes here (a submit bubbles), the first one too: it makes the
  // link as soon as the code is there.
  root.onsubmit = (event) => {
    event.preventDefault()
    void start().then((makeLink) => makeLink?.())
  }
  if (needsPageNow()) void start()
  for (const type of INTENT_EVENTS) root.addEventListener(type, () => void start())
}

// A module, not a script: its names stay its own.
export {}
