/** The offline reader's worker script, at the site's base (`/sw.js`, `/sigil/sw.js`), its scope exactly the base. */
export const SERVICE_WORKER_FILE = 'sw.js'
