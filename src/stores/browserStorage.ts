/**
 * The browser's own storage for `area` when this site may write it, else `undefined` (private modes,
 * cookies off). The page-lifetime stand-in that ./storage.ts puts in place of a blocked localStorage
 * does not count: nothing in it outlives the page.
 */
export function browserStorage(area: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    const storage = window[area]
    if (!(storage instanceof Storage)) return undefined
    storage.setItem('__sigil_probe__', '1')
    storage.removeItem('__sigil_probe__')
    return storage
  } catch {
    return undefined
  }
}
