/**
 * How much JavaScript each page of a static build makes the browser load, from the files alone
 * (deterministic: no browser, no timing). A page's first load is its inline scripts plus the static
 * module graph of its entries: `<script src>`, `<link rel="modulepreload">` and each eager
 * `<astro-island>`'s component, renderer and before-hydration URLs, followed through static
 * `import` / `export … from`. Dynamic `import()` is what loads on intent or at idle (AppKit): not
 * followed. Sizes are raw bytes and `gzip -9` bytes. The size budget (./budget.ts), its e2e spec and
 * the bench read builds through this module.
 *
 *   node scripts/size-budget/js-weight.ts <dist>   # every page's weight, by chunk
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync, constants } from 'node:zlib'
import { init, parse } from 'es-module-lexer'

await init

export type JsFile = {
  /** Path inside the build, with forward slashes: `_astro/client.CkUBfpoX.js`. */
  file: string
  /** The file name without its content hash: `_astro/client.js`. Stable across builds. */
  name: string
  raw: number
  gzip: number
}

/**
 * `load`: what a page runs before any interaction. `wake`: what it has run once its islands hydrated
 * (`client:intent`: on intent, a remembered account). `proof-link`: what /verify/ fetches for a proof
 * link's verdict (its first load plus the reader the build lists on the page, for one signature family).
 */
export type Moment = 'load' | 'wake' | 'proof-link'
export const READER_FAMILIES = ['eip155', 'solana'] as const
export type ReaderFamily = (typeof READER_FAMILIES)[number]

export type PageWeight = {
  /** URL path: `/`, `/account/`, `/404.html`; then ` (woken)` or ` (proof link, <family>)` for those moments. */
  page: string
  moment: Moment
  /** Files in first-load order (breadth first from the page's entries). */
  files: JsFile[]
  inline: { raw: number; gzip: number }[]
  /** Files plus inline scripts: what the budget applies to. */
  raw: number
  gzip: number
}

export type SiteWeight = { dist: string; pages: PageWeight[] }

export const gzipSize = (data: string | Uint8Array) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/** `_astro/react.B8LwDE08.js` → `_astro/react.js` (Astro's `[name].[hash].js`). */
export function stableName(file: string): string {
  return file.replace(/\.[A-Za-z0-9_-]{8}(\.m?js)$/, '$1')
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  if (!m) return undefined
  return (m[2] ?? m[3] ?? m[4] ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

export type PageEntries = {
  /** URLs of first-load modules and classic scripts, as written in the page. */
  external: string[]
  /** Modules of the islands that hydrate only when woken (`client="intent"`). */
  onWake: string[]
  inline: { code: string; module: boolean }[]
  /** A proof link's reader by family (src/build/readerPreloads.ts), on pages that have one. */
  reader?: Record<ReaderFamily, string[]>
}

/**
 * The JavaScript a page's HTML asks for up front. Comments, `<noscript>` and `<template>` (inert:
 * Astro keeps a copy of a client:only island's fallback there) are ignored.
 */
export function pageEntries(html: string): PageEntries {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<noscript\b[\s\S]*?<\/noscript>/gi, '')
    .replace(/<template\b[\s\S]*?<\/template>/gi, '')
  const external: string[] = []
  const onWake: string[] = []
  const inline: { code: string; module: boolean }[] = []
  const add = (url: string | undefined, list = external) => {
    if (url && !external.includes(url) && !list.includes(url)) list.push(url)
  }
  for (const m of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const tag = m[1] ?? ''
    const type = (attr(tag, 'type') ?? '').toLowerCase()
    if (type && type !== 'module' && !/^(text|application)\/(java|ecma)script$/.test(type)) continue // JSON, templates
    const src = attr(tag, 'src')
    if (src) add(src)
    else if (m[2]?.trim()) inline.push({ code: m[2], module: type === 'module' })
  }
  for (const m of text.matchAll(/<link\b[^>]*>/gi)) {
    if ((attr(m[0], 'rel') ?? '').toLowerCase() === 'modulepreload') add(attr(m[0], 'href'))
  }
  const islands = [...text.matchAll(/<astro-island\b[^>]*>/gi)].map((m) => m[0])
  const onIntent = (tag: string) => Number(attr(tag, 'client') === 'intent')
  // Eager islands first, so a module both kinds use counts as loaded up front.
  for (const tag of islands.sort((a, b) => onIntent(a) - onIntent(b))) {
    const list = onIntent(tag) ? onWake : external
    for (const name of ['before-hydration-url', 'component-url', 'renderer-url']) add(attr(tag, name), list)
  }
  const marker = /<[a-z]+\b[^>]*\sdata-reader-common="[^"]*"[^>]*>/i.exec(text)?.[0]
  if (!marker) return { external, onWake, inline }
  const list = (name: string) => (attr(marker, name) ?? '').split(' ').filter(Boolean)
  const common = list('data-reader-common')
  const reader = {
    eip155: [...common, ...list('data-reader-eip155')],
    solana: [...common, ...list('data-reader-solana')],
  }
  return { external, onWake, inline, reader }
}

/** Static and (string-literal) dynamic import specifiers of an ES module. */
export function moduleImports(code: string): { static: string[]; dynamic: string[] } {
  const [imports] = parse(code)
  return {
    static: imports.flatMap((i) => (i.d === -1 && i.n ? [i.n] : [])), // import … from / export … from / import '…'
    dynamic: imports.flatMap((i) => (i.d >= 0 && i.n ? [i.n] : [])),
  }
}

/** Resolves a URL used by a page or a chunk to a path inside the build, or undefined if off-site. */
function toDistPath(url: string, from: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined
  const resolved = url.startsWith('/') ? url : posix.join(posix.dirname(from), url)
  return posix.normalize(resolved.replace(/[?#].*$/s, '')).replace(/^\/+/, '')
}

/** `index.html` → `/`, `account/index.html` → `/account/`, `404.html` → `/404.html`. */
export function pagePath(htmlFile: string): string {
  return '/' + htmlFile.replace(/(^|\/)index\.html$/, '$1')
}

/** Weighs a build's files (each read and gzipped once) and its pages' first loads. */
export class JsWeigher {
  private readonly cache = new Map<string, { file: JsFile; imports: string[] }>()
  readonly dist: string
  constructor(dist: string) {
    this.dist = dist
  }

  file(path: string): { file: JsFile; imports: string[] } {
    let hit = this.cache.get(path)
    if (!hit) {
      let bytes: Buffer
      try {
        bytes = readFileSync(join(this.dist, path))
      } catch {
        throw new Error(`${this.dist}/${path} is referenced by the build but does not exist`)
      }
      const file = { file: path, name: stableName(path), raw: bytes.length, gzip: gzipSize(bytes) }
      hit = { file, imports: moduleImports(bytes.toString('utf8')).static }
      this.cache.set(path, hit)
    }
    return hit
  }

  page(htmlFile: string, moment: Moment = 'load', family: ReaderFamily = 'eip155'): PageWeight {
    const path = pagePath(htmlFile)
    const page = { load: path, wake: `${path} (woken)`, 'proof-link': `${path} (proof link, ${family})` }[moment]
    const entries = pageEntries(readFileSync(join(this.dist, htmlFile), 'utf8'))
    const more = { load: [], wake: entries.onWake, 'proof-link': entries.reader?.[family] ?? [] }[moment]
    const queue: string[] = []
    const enqueue = (url: string, from: string) => {
      const file = toDistPath(url, from)
      if (file && !queue.includes(file)) queue.push(file)
    }
    for (const url of [...entries.external, ...more]) enqueue(url, page)
    for (const s of entries.inline) if (s.module) for (const url of moduleImports(s.code).static) enqueue(url, page)
    const files: JsFile[] = []
    // enqueue() appends to queue; the iterator reaches what it adds.
    for (const file of queue) {
      const hit = this.file(file)
      files.push(hit.file)
      for (const url of hit.imports) enqueue(url, file)
    }
    const inline = entries.inline.map((s) => ({ raw: Buffer.byteLength(s.code), gzip: gzipSize(s.code) }))
    const all = [...files, ...inline]
    return { page, moment, files, inline, raw: sum(all.map((f) => f.raw)), gzip: sum(all.map((f) => f.gzip)) }
  }
}

/** Every page of a build (every `.html` file under `dist`) at each of its moments. */
export function measureSite(dist: string): SiteWeight {
  const weigher = new JsWeigher(dist)
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.split('\\').join('/'))
    .sort()
  const readers = files.filter((f) => pageEntries(readFileSync(join(dist, f), 'utf8')).reader)
  return {
    dist,
    pages: [
      ...files.map((f) => weigher.page(f)),
      ...files.map((f) => weigher.page(f, 'wake')),
      ...readers.flatMap((f) => READER_FAMILIES.map((family) => weigher.page(f, 'proof-link', family))),
    ],
  }
}

/** Gzip bytes per stable name (two `react.*.js` summed), and the inline scripts', largest first. */
export function chunksByName(page: PageWeight): Record<string, number> {
  const out: Record<string, number> = {}
  for (const f of page.files) out[f.name] = (out[f.name] ?? 0) + f.gzip
  out['(inline scripts)'] = sum(page.inline.map((s) => s.gzip))
  return Object.fromEntries(Object.entries(out).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
}

/** A plain-text table of every page and its chunks. */
export function formatSite(site: SiteWeight): string {
  return site.pages
    .flatMap((p) => [
      `${p.page}  ${kb(p.gzip)} gzip (${kb(p.raw)} raw), ${p.files.length} files + ${p.inline.length} inline`,
      ...Object.entries(chunksByName(p)).map(([name, gzip]) => `    ${kb(gzip).padStart(9)}  ${name}`),
    ])
    .join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(formatSite(measureSite(process.argv[2] ?? 'dist')))
