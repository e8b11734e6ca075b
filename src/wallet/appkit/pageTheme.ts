/** Light or dark, as the page shows itself. */
export type PageTheme = 'light' | 'dark'

/** `chosen`: the footer's choice, `data-theme` on <html> (absent: follow the system). */
export function pageTheme(chosen: string | undefined, prefersDark: boolean): PageTheme {
  if (chosen === 'light' || chosen === 'dark') return chosen
  return prefersDark ? 'dark' : 'light'
}
