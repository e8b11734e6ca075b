/**
 * Every page, from its first script: when the site's data is cleared in another tab (the privacy
 * page), this tab's name cache goes too. It lives in this tab's sessionStorage, which no other tab
 * can reach.
 */
import { SITE_DATA_CLEARED_CHANNEL } from '../config/siteDataChannel'
import { NAME_CACHE_KEY } from './nameCacheKey'

try {
  new BroadcastChannel(SITE_DATA_CLEARED_CHANNEL).onmessage = () => {
    try {
      sessionStorage.removeItem(NAME_CACHE_KEY)
    } catch {
      // Blocked storage keeps nothing to forget.
    }
  }
} catch {
  // A browser without BroadcastChannel: each tab's names go when the tab closes.
}
