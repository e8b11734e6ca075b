/**
 * "A new version of Sigil is ready", with a Reload button, under the header. The page is never
 * swapped on its own: a reader in the middle of a check keeps what is on the screen until they press
 * Reload, which lets the waiting worker take over and then reloads the page (its address, a proof link's
 * fragment included, as it is).
 */
import type { WorkerMessage } from './workerMessage'

const NOTICE_ID = 'sigil-update-notice'

function reloadOnceTakenOver(): void {
  let reloading = false
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return
    reloading = true
    location.reload()
  })
}

function showUpdateNotice(waiting: ServiceWorker): void {
  if (document.getElementById(NOTICE_ID)) return
  const notice = document.createElement('p')
  notice.id = NOTICE_ID
  notice.className = 'site-notice site-notice--update'
  notice.dataset['testid'] = 'update-notice'
  notice.setAttribute('role', 'status')
  const words = document.createElement('span')
  words.textContent = 'A new version of Sigil is ready. '
  const reload = document.createElement('button')
  reload.type = 'button'
  reload.className = 'btn'
  reload.textContent = 'Reload to update'
  reload.addEventListener('click', () => {
    reload.textContent = 'Updating…'
    // Another tab's Reload may have let it take over already: this page only needs loading again.
    if (waiting.state === 'activating' || waiting.state === 'activated') {
      location.reload()
      return
    }
    reloadOnceTakenOver()
    const message: WorkerMessage = { kind: 'take-over' }
    waiting.postMessage(message)
  })
  notice.append(words, reload)
  const header = document.querySelector('.site-header')
  if (header) header.after(notice)
  else document.body.prepend(notice)
}

/** Shows the notice for `registration`'s new version once its worker has its copy (now, or when it has). */
export function offerUpdate(registration: ServiceWorkerRegistration): void {
  const worker = registration.waiting ?? registration.installing
  if (!worker) return
  if (worker.state === 'installed') {
    showUpdateNotice(worker)
    return
  }
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed') showUpdateNotice(worker)
  })
}
