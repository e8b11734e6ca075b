import { SERVICE_WORKER_FILE } from '../config/serviceWorkerFile'

/**
 * Registers the offline reader's worker (./serviceWorker.ts) for the site's base, or finds it registered.
 * `updateViaCache: 'none'`: its script is always asked of the host, whatever the host's headers say.
 */
export function registerWorker(): Promise<ServiceWorkerRegistration> {
  const base = import.meta.env.BASE_URL
  return navigator.serviceWorker.register(`${base}${SERVICE_WORKER_FILE}`, { scope: base, updateViaCache: 'none' })
}
