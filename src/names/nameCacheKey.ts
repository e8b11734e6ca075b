/** The sessionStorage key of the name cache (./nameCache.ts), apart so every page's first script can name it. */
export const NAME_CACHE_KEY = 'sigil:names'
