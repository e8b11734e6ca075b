/** Every page of the site, by its path at the root: what specs that visit them all walk through. */
export const SITE_PAGES = ['/', '/account/', '/prove/', '/request/', '/verify/', '/wallets/', '/privacy/'] as const

/** A path no page answers: the 404 page. */
export const MISSING_PAGE = '/no-such-page/'

/** The page the offline reader shows for a page it has no copy of, offline: a page of the site in its own right. */
export const OFFLINE_PAGE = '/offline/'
