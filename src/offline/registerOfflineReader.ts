/**
 * Registers the offline reader's worker (./serviceWorker.ts) once the page has shown, and tells the
 * visitor when a new deploy's worker is ready (./updateNotice.ts). Loaded after the page's load
 * event (./afterFirstPaint.ts), never in the way of a first load.
 */
import { SERVICE_WORKER_FILE } from '../config/offlineCache'
import { showUpdateNotice } from './updateNotice'

type Registration = ServiceWorkerRegistration

/** A waiting worker is a new deploy only when another already controls this page (not a first install). */
function offerWhenWaiting(registration: Registration): void {
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

export async function registerOfflineReader(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const base = import.meta.env.BASE_URL
  try {
    // `updateViaCache: 'none'`: the worker's script is always asked of the host, whatever its headers say.
    const registration = await navigator.serviceWorker.register(`${base}${SERVICE_WORKER_FILE}`, {
      scope: base,
      updateViaCache: 'none',
    })
    offerWhenWaiting(registration)
    // A deploy made since this page's worker was installed is looked for now, not at the browser's leisure.
    if (navigator.serviceWorker.controller) await registration.update()
  } catch {
    // Storage blocked, a private window, a host that does not serve the script: the site works online as before.
  }
}
