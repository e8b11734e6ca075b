import { pageTheme, type PageTheme } from './pageTheme'

const DARK = '(prefers-color-scheme: dark)'

/** The page's theme now: the footer's choice (../../components/ThemeScript.astro), else the system's. */
export function currentPageTheme(): PageTheme {
  return pageTheme(document.documentElement.dataset['theme'], window.matchMedia(DARK).matches)
}

/**
 * Keeps AppKit's dialog in the page's theme: a choice made in the footer (here or in another tab,
 * both land on <html> as `data-theme`) or the system's preference changing. Runs only once AppKit
 * has loaded for its own reasons; the theme never loads it.
 */
export function followPageTheme(setThemeMode: (mode: PageTheme) => void): void {
  let shown = currentPageTheme()
  const follow = () => {
    const next = currentPageTheme()
    if (next === shown) return
    shown = next
    setThemeMode(next)
  }
  new MutationObserver(follow).observe(document.documentElement, { attributeFilter: ['data-theme'] })
  window.matchMedia(DARK).addEventListener('change', follow)
}
