/**
 * The BroadcastChannel on which the privacy page's clear tells every other open tab of the site that
 * its data is gone: sessionStorage belongs to one tab, so each tab empties its own.
 */
export const SITE_DATA_CLEARED_CHANNEL = 'sigil:site-data-cleared'
