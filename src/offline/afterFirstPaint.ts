/**
 * Every page's hook for the offline reader, once the page has loaded (a module script always runs before the
 * load event): it registers the worker (./serviceWorker.ts), fetching nothing more, so a first visit's budgets
 * and first paint are as they would be without it. A new deploy is found by the browser itself on the next
 * navigation; its worker says so once it has its copy, and a page the old worker answers then fetches the
 * notice with its Reload button (./updateNotice.ts). Kept to these few bytes, which every page's first script carries.
 */
import { SERVICE_WORKER_FILE } from '../config/serviceWorkerFile'
import type { PageMessage } from './workerMessage'

addEventListener('load', () => {
  setTimeout(() => {
    const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined
    if (!workers) return
    const base = import.meta.env.BASE_URL
    // Only where a version runs already: a first install replaces nothing.
    const offer = async () => {
      const registration = await workers.getRegistration(base)
      if (registration && (registration.waiting ?? registration.installing) && workers.controller)
        (await import('./updateNotice')).offerUpdate(registration)
    }
    workers.addEventListener('message', (event: MessageEvent<PageMessage | undefined>) => {
      if (event.data?.kind === 'version-ready') offer().catch(Object)
    })
    // One that became ready while this page loaded, or before it opened.
    offer().catch(Object)
    // `updateViaCache: 'none'`: the worker's script is always asked of the host, whatever its headers say.
    // Refused (storage blocked, a private window, a host without the script): the site works online as before.
    workers.register(`${base}${SERVICE_WORKER_FILE}`, { scope: base, updateViaCache: 'none' }).catch(Object)
  })
})
