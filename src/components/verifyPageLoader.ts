/**
 * /verify/'s only eager JavaScript (~1 KB). A proof link starts the checker at once, so its
 * verdict waits for nothing but the proof code; a visitor who came to paste one gets it the
 * moment they reach for the form. The form is real server-rendered markup, so what is typed
 * before the checker arrives is simply there when it does.
 */
import { mayCarryProof } from './proofFragment'

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'input'] as const

const root = document.querySelector<HTMLElement>('[data-testid="verify-page"]')
if (root) {
  let started: Promise<void> | undefined
  const start = (): Promise<void> =>
    (started ??= import('./verifyPage').then(
      ({ mountVerifyPage }) => mountVerifyPage(root),
      () => {
        // The layout's notice explains and offers a reload; a later intent tries again.
        document.documentElement.setAttribute('data-wake-failed', '')
        started = undefined
      },
    ))
  if (mayCarryProof(location.hash)) void start()
  for (const type of INTENT_EVENTS) root.addEventListener(type, () => void start(), { passive: true })
  addEventListener('hashchange', () => {
    if (mayCarryProof(location.hash)) void start()
  })
}
