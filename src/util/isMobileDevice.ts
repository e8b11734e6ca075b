/**
 * Whether this is a phone or tablet, decided exactly as AppKit's `CoreHelperUtil.isMobile()`
 * (@reown/appkit-controllers 1.8): a coarse pointer, or a mobile user agent. Sigil's wallet list
 * and AppKit's own dialog must agree, or one offers a deep link where the other shows a QR
 * code. Copied rather than imported: the wallet list paints before AppKit is fetched.
 */
const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|Opera Mini/u

export function isMobileDevice(): boolean {
  if (typeof window === 'undefined') return false
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer:coarse)').matches
  return coarse || MOBILE_USER_AGENT.test(navigator.userAgent)
}
