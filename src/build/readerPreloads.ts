/**
 * Build time: /verify/ is told which chunks a proof link's reader needs, per signature family,
 * so the page's inline script can start fetching them while the HTML is still being parsed
 * Without the list the reader arrives one level at a time: the page's module script
 * runs only after parsing, imports the checker, which imports the family's signature code, which
 * imports its curve — four round trips before the verdict can be computed.
 *
 * The lists are attributes on the element marked `data-reader-preload`, with the page module
 * script that starts the checker (`data-reader-entry`): an inline script imports it once the
 * verify markup is parsed, instead of after the whole page. A visitor without a proof link
 * fetches none of it.
 */
import { chunkImports, staticImportsOf, type ReadChunk } from './islandPreloads'

export const READER_MARKER = 'data-reader-preload'

/** The chunk that each part of the reader is built into, by its name (./readerChunks.ts names `reader`). */
const READER_PARTS = {
  common: 'reader',
  eip155: 'verifyEvmSignature',
  solana: 'verifySolanaSignature',
  // A linked proof's checker and card (several addresses in one link), fetched for such links only.
  linked: 'linkedVerdict',
  // A plain signed message's reader and card (any text an address signed), fetched for such links only.
  plain: 'plainVerdict',
} as const

export type ReaderPart = keyof typeof READER_PARTS

/** Every `import()` target of `urls`, as URL paths. */
async function dynamicImportsOf(urls: readonly string[], read: ReadChunk): Promise<string[]> {
  const found = new Set<string>()
  for (const url of urls) for (const target of (await chunkImports(url, read)).dynamic) found.add(target)
  return [...found]
}

function named(urls: readonly string[], module: string): string | undefined {
  return urls.find((url) => new RegExp(`/${module}\\.[\\w-]+\\.js$`).test(url))
}

/**
 * The page with its reader marker carrying the entry script and one attribute per part
 * (`data-reader-common`, …): the chunks to fetch, the entry script's own imports included. Throws when the
 * marker is there but the reader's chunks are not, so a renamed module fails the build.
 */
export async function withReaderPreloads(html: string, read: ReadChunk): Promise<string> {
  const marker = new RegExp(`<[a-z]+\\b[^>]*\\s${READER_MARKER}(?:="")?[^>]*>`).exec(html)?.[0]
  if (!marker || marker.includes('data-reader-common=')) return html
  const scripts = [...html.matchAll(/<script\b[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/g)].flatMap(([, src]) =>
    src?.startsWith('/') ? [src] : [],
  )
  let entry: string | undefined
  let checker: string | undefined
  for (const script of scripts) {
    const graph = [script, ...(await staticImportsOf([script], read))]
    checker = named(await dynamicImportsOf(graph, read), READER_PARTS.common)
    if (checker) {
      entry = script
      break
    }
  }
  if (!entry || !checker) throw new Error(`${READER_MARKER}: no ${READER_PARTS.common} chunk is imported by the page`)
  // The entry's own imports too: the early import() below runs it, before the parser would find them.
  const common = [
    ...new Set([...(await staticImportsOf([entry], read)), checker, ...(await staticImportsOf([checker], read))]),
  ]
  const families = await dynamicImportsOf(common, read)
  const lists: Record<ReaderPart, string[]> = { common, eip155: [], solana: [], linked: [], plain: [] }
  for (const part of ['eip155', 'solana', 'linked', 'plain'] as const) {
    const family = named(families, READER_PARTS[part])
    if (!family) throw new Error(`${READER_MARKER}: no ${READER_PARTS[part]} chunk is imported by the checker`)
    lists[part] = [family, ...(await staticImportsOf([family], read))].filter((url) => !common.includes(url))
  }
  const attributes =
    ` data-reader-entry="${entry}"` +
    (Object.keys(lists) as ReaderPart[]).map((part) => ` data-reader-${part}="${lists[part].join(' ')}"`).join('')
  return html.replace(marker, `${marker.slice(0, -1)}${attributes}>`)
}
