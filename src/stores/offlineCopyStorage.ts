/**
 * The offline reader's copy in this browser, as "Clear everything" removes it: this site's Cache
 * Storage caches (named for its base path, so another Sigil site on the origin keeps its own) and the
 * service worker registered for exactly its base. Only the parts of the browser's interfaces used here
 * are named, so a test can stand in for them.
 */
import { isOfflineCacheOf } from '../config/offlineCache'

export type CacheStore = Pick<CacheStorage, 'keys' | 'delete'> & {
  open(name: string): Promise<Pick<Cache, 'keys'>>
}

export type WorkerRegistration = { readonly scope: string; unregister(): Promise<boolean> }

export type WorkerContainer = { getRegistrations(): Promise<readonly WorkerRegistration[]> }

/** The names of this site's offline caches, every deploy's. */
export async function offlineCachesOf(caches: CacheStore, basePath: string): Promise<string[]> {
  return (await caches.keys()).filter((name) => isOfflineCacheOf(name, basePath))
}

/** Deletes this site's offline caches; the number of files (cached responses) they held. */
export async function deleteOfflineCaches(caches: CacheStore, basePath: string): Promise<number> {
  let files = 0
  for (const name of await offlineCachesOf(caches, basePath)) {
    files += (await (await caches.open(name)).keys()).length
    await caches.delete(name)
  }
  return files
}

/**
 * Unregisters the worker whose scope is `scope` (the site's base as a full URL), and no other: a
 * worker of a wider scope on the origin belongs to another site. Whether there was one.
 */
export async function unregisterWorkerOf(container: WorkerContainer, scope: string): Promise<boolean> {
  const ours = (await container.getRegistrations()).filter((registration) => registration.scope === scope)
  const results = await Promise.all(ours.map((registration) => registration.unregister()))
  return results.some(Boolean)
}
