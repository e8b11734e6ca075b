/**
 * Build time: each island is told which chunks its component and renderer import, so the page
 * can fetch them all at once when it wakes. Without the list the browser discovers them one
 * level at a time (island → shared code → React → bundler runtime): three round trips before a
 * woken header can show a wallet list or a confirmed account. The list is an attribute, not a
 * `<link rel="modulepreload">` in the page: a first visit must not fetch any module at all.
 */
import { init, parse } from 'es-module-lexer'

/** The attribute the wake directive (./wakeDirective.ts) reads. */
export const PRELOAD_ATTRIBUTE = 'data-preload'

/** Reads a built chunk by its URL path (`/_astro/x.js`); undefined when it is not in the build. */
export type ReadChunk = (url: string) => string | undefined

/** The same-site chunks one chunk imports, by kind, as URL paths (`/_astro/x.js`). */
export async function chunkImports(url: string, read: ReadChunk): Promise<{ static: string[]; dynamic: string[] }> {
  await init
  const found = { static: [] as string[], dynamic: [] as string[] }
  const code = read(url)
  if (code === undefined) return found
  const [imports] = parse(code)
  for (const { n: specifier, d: dynamic } of imports) {
    if (specifier === undefined) continue
    const target = new URL(specifier, `https://build.invalid${url}`)
    if (target.origin !== 'https://build.invalid') continue
    // d === -1: a static import or re-export; d >= 0: an import() expression.
    if (dynamic === -1) found.static.push(target.pathname)
    else if (dynamic >= 0) found.dynamic.push(target.pathname)
  }
  return found
}

/** Every chunk `entries` import statically, transitively, as URL paths, entries excluded. */
export async function staticImportsOf(entries: readonly string[], read: ReadChunk): Promise<string[]> {
  const seen = new Set<string>(entries)
  const found: string[] = []
  const queue = [...entries]
  // Dynamic imports load later, on their own: not followed.
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    for (const target of (await chunkImports(url, read)).static) {
      if (seen.has(target)) continue
      seen.add(target)
      found.push(target)
      queue.push(target)
    }
  }
  return found.sort()
}

/** The page with every `<astro-island>` carrying the chunks it will import when it wakes. */
export async function withIslandPreloads(html: string, read: ReadChunk): Promise<string> {
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)]
  let out = html
  for (const [tag] of islands) {
    if (tag.includes(`${PRELOAD_ATTRIBUTE}=`)) continue
    const entries = ['component-url', 'renderer-url']
      .map((name) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1])
      .filter((url): url is string => url?.startsWith('/') === true)
    const chunks = await staticImportsOf(entries, read)
    if (chunks.length === 0) continue
    out = out.replace(tag, `${tag.slice(0, -1)} ${PRELOAD_ATTRIBUTE}="${chunks.join(' ')}">`)
  }
  return out
}
