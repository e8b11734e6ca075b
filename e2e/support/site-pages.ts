/** Every page of the site, by its path at the root: what specs that visit them all walk through. */
export const SITE_PAGES = ['/', '/account/', '/prove/', '/request/', '/verify/', '/wallets/', '/privacy/'] as const

/** A path no page answers: the 404 page. */
export const MISSING_PAGE = '/no-such-page/'
