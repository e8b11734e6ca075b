/** The offline reader, seen from a page: whether its copy is ready, and what its caches hold. */
import type { Page } from '@playwright/test'

/**
 * Waits until the offline reader's worker is active for the page's site: it activates only once it has
 * kept every file of the reader side, so after this the reader works with no network.
 */
export async function waitForOfflineCopy(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return registration.active?.scriptURL ?? ''
  })
}

/** Every file kept in the origin's Cache Storage, whatever the cache: its URL and its size as kept. */
export async function keptFiles(page: Page): Promise<Array<{ url: string; bytes: number }>> {
  return page.evaluate(async () => {
    const files: Array<{ url: string; bytes: number }> = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys())
        files.push({ url: request.url, bytes: (await (await cache.match(request))?.blob())?.size ?? 0 })
    }
    return files
  })
}

/** Every URL kept in the origin's Cache Storage, whatever the cache. */
export async function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    return urls
  })
}

/** The names of the origin's caches. */
export async function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys())
}
