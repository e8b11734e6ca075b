/**
 * Every page's hook for the offline reader, once the page has loaded (a module script always runs before the
 * load event): a first visit only registers the worker, fetching nothing more, so its budgets and first paint
 * are as they would be without it; a page the worker already answers fetches the code that looks for a newer
 * deploy and says so (./watchForDeploy.ts). Kept to these few bytes, which every page's first script carries.
 */
import { registerWorker } from './registerWorker'

addEventListener('load', () => {
  setTimeout(() => {
    const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined
    if (workers?.controller) void import('./watchForDeploy').then((watch) => watch.watchForDeploy(), Object)
    // Refused (storage blocked, a private window, a host without the script): the site works online as before.
    else if (workers) registerWorker().catch(Object)
  })
})
