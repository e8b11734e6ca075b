/**
 * /verify/'s only eager JavaScript (~1 KB). A proof link's head script fetches the checker from the
 * first moment and imports this module once the page has painted, so the link's check starts as
 * soon as nothing can hold that paint back, with its code already here; a visitor who came to paste
 * one gets the checker the moment they reach for the form. The form is real server-rendered markup,
 * so what is typed before the checker arrives is simply there when it does.
 */
import { isProofLink, mayCarryProof } from './proofFragment'
import { loadOnce } from '../util/loadOnce'
import { whenParsed } from '../util/whenParsed'
import { afterFirstPaint } from '../util/afterFirstPaint'

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'input'] as const

/** The checker's module, once; a failed load is tried again on the next call. */
const loadChecker = loadOnce(() => import('./verifyPage'))

if (isProofLink(location.hash)) {
  afterFirstPaint(() => {
    loadChecker().then(
      ({ checkProofLink }) => checkProofLink(location.hash),
      () => undefined, // mounting below tries again, and explains a failure
    )
  })
}

// The formats note closes the verify markup: once it is parsed, the result region and the form are too.
void whenParsed('[data-testid="verify-page"] [data-verify-formats]').then((region) => {
  const root = region?.closest<HTMLElement>('[data-testid="verify-page"]')
  if (!root) return
  const mount = loadOnce(() => loadChecker().then(({ mountVerifyPage }) => mountVerifyPage(root)))
  const start = (): Promise<void> =>
    mount().catch(() => {
      // The layout's notice explains and offers a reload; a later intent tries again.
      document.documentElement.setAttribute('data-wake-failed', '')
    })
  if (mayCarryProof(location.hash)) afterFirstPaint(() => void start())
  for (const type of INTENT_EVENTS) root.addEventListener(type, () => void start(), { passive: true })
  addEventListener('hashchange', () => {
    if (mayCarryProof(location.hash)) void start()
  })
})
