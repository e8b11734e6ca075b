/**
 * The pages and root files the offline reader keeps, as paths below the site's base: the home page, the
 * Verify page, the Request page with its roll call, the 404 page, and the page shown for any other page
 * opened offline; the icons and the manifest an installed site shows.
 */
export const OFFLINE_PAGE = 'offline/'

export const READER_PAGES = ['', 'verify/', 'request/', '404.html', OFFLINE_PAGE] as const

export const SITE_FILES = [
  'favicon.svg',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
] as const

/** The built file of a page path: `verify/` → `verify/index.html`, `404.html` → itself. */
export function pageFile(page: string): string {
  return page === '' || page.endsWith('/') ? `${page}index.html` : page
}
