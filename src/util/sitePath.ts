/**
 * Every link inside the site is built here, from the base the site was built for (Astro's `base`,
 * `PUBLIC_BASE_PATH`), so a build for `/sigil/` links to `/sigil/prove/`, never to `/prove/`.
 */

/** The site's pages and root files, relative to its base. */
export type SitePage = '' | 'account/' | 'prove/' | 'request/' | 'verify/' | 'wallets/' | 'privacy/' | 'favicon.svg'

/** `base` + `page`, with exactly one slash between them: `joinBase('/sigil', 'prove/')` → `/sigil/prove/`. */
export function joinBase(base: string, page: SitePage): string {
  return `${base.replace(/\/+$/, '')}/${page}`
}

/** A page's path on this site: `sitePath('prove/')` → `/prove/`, or `/sigil/prove/` under a base. */
export function sitePath(page: SitePage): string {
  return joinBase(import.meta.env.BASE_URL, page)
}

/** A page's absolute URL on `origin`: what a link shared outside the site needs. */
export function siteUrl(page: SitePage, origin: string): string {
  return new URL(sitePath(page), origin).href
}
