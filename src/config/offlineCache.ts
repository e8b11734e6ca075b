/**
 * The names of the offline reader's caches (its worker's script: ./serviceWorkerFile.ts): one cache per deploy. A cache's name carries the base path, so two Sigil sites on
 * one origin (`/a/` and `/b/`) never delete or list each other's, and the deploy's version, so a new
 * deploy's worker can tell the old caches from its own.
 */

/** What every offline cache's name starts with, whatever the base. */
export const OFFLINE_CACHE_PREFIX = 'sigil-offline:'

/** What the offline caches of the site built for `basePath` are named from: `sigil-offline:/sigil/:`. */
export function offlineCachePrefix(basePath: string): string {
  return `${OFFLINE_CACHE_PREFIX}${basePath}:`
}

/** The cache of one deploy: `sigil-offline:/sigil/:3f9a…`. */
export function offlineCacheName(basePath: string, version: string): string {
  return `${offlineCachePrefix(basePath)}${version}`
}

/** Whether `name` is an offline cache of the site built for `basePath` (any deploy of it). */
export function isOfflineCacheOf(name: string, basePath: string): boolean {
  return name.startsWith(offlineCachePrefix(basePath))
}
