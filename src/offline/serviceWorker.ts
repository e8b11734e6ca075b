/**
 * The offline reader's service worker (built to `sw.js` at the site's base by
 * ../build/offline/offlineReader.ts, which fills in the four constants below).
 *
 * - Install: every file of the reader side into this deploy's cache, all or nothing, before the
 *   worker reports ready; one visit to any page is enough. Three seconds after it starts, two files at a
 *   time, at low priority, so the page that registered it keeps the machine and the network for itself.
 * - Same-origin requests inside the base only; everything else goes to the network untouched.
 * - Files cache-first: a hashed file (`_astro/`) never changes, and the icons and the manifest change only
 *   with a deploy, which brings its own worker and copy.
 * - Pages network-first (the browser's request started while the worker wakes: navigation preload), the
 *   cached copy when the network fails (or is too slow and a copy exists); a
 *   page with no copy gets the offline page, which says what needs a network.
 * - Nothing is written after the install: a page or file fetched later is never stored, so nothing a
 *   visitor opens (a proof link, a request) ends up in a cache. Caches are keyed by path alone.
 * - A new deploy's worker, once it has its copy, tells the site's open pages; it waits until a page asks it
 *   to take over (the visitor pressed Reload), and on taking over deletes every older cache of this site.
 */
import { isOfflineCacheOf, offlineCacheName } from '../config/offlineCache'
import type { PageMessage, WorkerMessage } from './workerMessage'

declare const __SIGIL_OFFLINE_BASE__: string
declare const __SIGIL_OFFLINE_VERSION__: string
/** Paths below the base: `''`, `verify/`, `_astro/reader.Ab12.js`, … */
declare const __SIGIL_OFFLINE_FILES__: readonly string[]
/** The page served for a navigation with no copy, offline (a path below the base). */
declare const __SIGIL_OFFLINE_PAGE__: string

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void }
type FetchEvent = ExtendableEvent & {
  request: Request
  /** A navigation's request, started by the browser while this worker woke (navigation preload). */
  preloadResponse?: Promise<Response | undefined>
  respondWith(response: Promise<Response>): void
}
type MessageFromPage = ExtendableEvent & { data: unknown }

// The worker's own global scope; the project's types describe a window.
const scope = self as unknown as {
  location: Location
  registration: { navigationPreload?: { enable(): Promise<void> } }
  skipWaiting(): Promise<void>
  clients: {
    claim(): Promise<void>
    matchAll(options: {
      type: 'window'
      includeUncontrolled: boolean
    }): Promise<Array<{ postMessage(message: PageMessage): void }>>
  }
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void
}

const BASE = __SIGIL_OFFLINE_BASE__
const CACHE = offlineCacheName(BASE, __SIGIL_OFFLINE_VERSION__)
const at = (path: string) => new URL(`${BASE}${path}`, scope.location.origin).href
/** A page that waits longer than this for the network, with a copy at hand, gets the copy. */
const PAGE_PATIENCE_MS = 4000

/** A response a navigation may use: a redirected one is refused for navigations, so its bytes are copied. */
async function storable(response: Response): Promise<Response> {
  if (!response.redirected) return response
  const { status, statusText, headers } = response
  return new Response(await response.blob(), { status, statusText, headers })
}

/**
 * How many files the install fetches at once: a first visit's page still has connections for its own
 * requests (six per host on HTTP/1.1), and a press made meanwhile is not held behind the copy.
 */
const INSTALL_LANES = 2

async function keep(cache: Cache, path: string): Promise<void> {
  const url = at(path)
  // A hashed file may come from the HTTP cache (the page has most of them already); any other is asked of
  // the host again, since a copy from an older deploy would be kept under this one.
  const response = await fetch(url, {
    cache: path.startsWith('_astro/') ? 'default' : 'no-cache',
    credentials: 'omit',
    priority: 'low',
  })
  if (!response.ok) throw new Error(`offline reader: ${url} answered ${response.status}`)
  await cache.put(url, await storable(response))
}

/**
 * How long the install waits before it fetches: the first moments of a visit (connecting a wallet, the next
 * page) do not share the machine with the copy. Measured: a returning visitor's `connected` on the next page
 * came ~70 ms later on this project's bench machine when the copy was made at once.
 */
const INSTALL_DELAY_MS = 3000

/** Every listed file into this deploy's cache, or none: a failed install leaves no part of a copy behind. */
async function precache(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, INSTALL_DELAY_MS))
  const cache = await caches.open(CACHE)
  const waiting = [...__SIGIL_OFFLINE_FILES__]
  const lane = async () => {
    for (let path = waiting.shift(); path !== undefined; path = waiting.shift()) await keep(cache, path)
  }
  try {
    await Promise.all(Array.from({ length: INSTALL_LANES }, lane))
  } catch (error) {
    waiting.length = 0
    await caches.delete(CACHE)
    throw error
  }
}

async function dropOlderCaches(): Promise<void> {
  const names = await caches.keys()
  await Promise.all(
    names.filter((name) => isOfflineCacheOf(name, BASE) && name !== CACHE).map((name) => caches.delete(name)),
  )
}

/** The cache key of a request: its URL without query or fragment (those are a visitor's, never stored). */
function keyOf(url: URL): string {
  const path = url.pathname.endsWith('/index.html') ? url.pathname.slice(0, -'index.html'.length) : url.pathname
  return new URL(path, url.origin).href
}

async function cached(url: URL): Promise<Response | undefined> {
  const cache = await caches.open(CACHE)
  return (await cache.match(keyOf(url))) ?? (await cache.match(keyOf(new URL(`${url.pathname}/`, url.origin))))
}

async function fileFirst(request: Request, url: URL): Promise<Response> {
  return (await cached(url)) ?? fetch(request)
}

async function pageFromNetwork(event: FetchEvent, url: URL): Promise<Response> {
  const { request } = event
  const copy = cached(url)
  // The request the browser started while this worker woke, if it did: a page online waits for no worker.
  const network = (event.preloadResponse ?? Promise.resolve(undefined)).then((early) => early ?? fetch(request))
  // Answered by the copy instead, the network's failure has no one to tell.
  network.catch(() => undefined)
  const patience = new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), PAGE_PATIENCE_MS))
  try {
    const first = await Promise.race([network, patience])
    if (first !== 'slow') return first
    return (await copy) ?? (await network)
  } catch {
    const fallback = (await copy) ?? (await cached(new URL(at(__SIGIL_OFFLINE_PAGE__))))
    if (fallback) return fallback
    throw new Error('offline reader: no network and no copy')
  }
}

/** Tells the site's open pages that this version has its copy: those an older version answers offer to reload. */
async function announce(): Promise<void> {
  const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const message: PageMessage = { kind: 'version-ready' }
  // A page that asks at once may still find this worker installing: ./updateNotice.ts waits for it.
  for (const page of pages) page.postMessage(message)
}

scope.addEventListener('install', (event) => event.waitUntil(precache().then(announce)))

async function activate(): Promise<void> {
  await dropOlderCaches()
  await scope.registration.navigationPreload?.enable()
  await scope.clients.claim()
}

scope.addEventListener('activate', (event) => event.waitUntil(activate()))

scope.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | undefined
  if (message?.kind === 'take-over') event.waitUntil(scope.skipWaiting())
})

scope.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== scope.location.origin || !url.pathname.startsWith(BASE)) return
  // Every other file from this deploy's copy when it has one: a hashed file never changes, and the icons and
  // the manifest change only with a deploy, which brings its own worker and copy.
  event.respondWith(request.mode === 'navigate' ? pageFromNetwork(event, url) : fileFirst(request, url))
})
