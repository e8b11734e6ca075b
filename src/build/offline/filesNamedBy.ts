/**
 * Build time: the `_astro/` files a page's HTML names (scripts, preloads, islands' code, the reader's lists),
 * relative to the build's root, which the offline reader keeps for it.
 */
export function filesNamedBy(html: string): string[] {
  const named = html.matchAll(/[\s"'(](?:[^"'()\s]*\/)?(_astro\/[^"'()\s?#]+)/g)
  return [...new Set([...named].map((match) => match[1] ?? '').filter((file) => file.length > 0))]
}
