/**
 * On a page the offline reader's worker answers: asks the host for a newer deploy at once, and tells the
 * visitor when its worker is ready (./updateNotice.ts). Loaded only on such a page (./afterFirstPaint.ts): a
 * first visit has no older version to replace.
 */
import { registerWorker } from './registerWorker'
import { showUpdateNotice } from './updateNotice'

/** A waiting worker is a new deploy only when another already controls this page (not a first install). */
function offerWhenWaiting(registration: ServiceWorkerRegistration): void {
  const offer = () => {
    const waiting = registration.waiting
    if (waiting && navigator.serviceWorker.controller) showUpdateNotice(waiting)
  }
  offer()
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer()
    })
  })
}

export async function watchForDeploy(): Promise<void> {
  try {
    const registration = await registerWorker()
    offerWhenWaiting(registration)
    // A deploy made since this page's worker was installed is looked for now, not at the browser's leisure.
    await registration.update()
  } catch {
    // Storage blocked, the host unreachable: the page keeps working as it is.
  }
}
