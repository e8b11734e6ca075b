/**
 * How much JavaScript each page of a static build makes the browser load before any
 * interaction, measured from the files alone (deterministic: no browser, no timing).
 *
 * A page's first-load JavaScript is its inline scripts plus the static module graph of its
 * entries: `<script src>`, `<link rel="modulepreload">` and each `<astro-island>`'s
 * component-url, renderer-url and before-hydration-url, followed through static `import` /
 * `export … from` statements. Dynamic `import()` is not followed: that is what loads on
 * intent or at idle (AppKit). Sizes are raw bytes and `gzip -9` bytes (zlib level 9).
 *
 *   const site = measureSite('dist-e2e')
 *   console.log(formatSite(site))
 *   const verdict = checkBudget(site, { budgetGzip: 75 * 1024, baseline })
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, posix, relative, sep } from 'node:path'
import { gzipSync, constants } from 'node:zlib'
import { init, parse } from 'es-module-lexer'

await init

/**
 * JavaScript loaded before interaction, per page: 75 KB at first, 10 KB since the instant wallet
 * list (it must not buy its speed with a heavier first load).
 */
export const BUDGET_GZIP = 10 * 1024
/** Everything a proof link's reader fetches before the verdict, per signature family. */
export const READER_BUDGET_GZIP = 60 * 1024
/** The first-paint inline scripts (remembered account, early connect click), raw bytes. */
export const FIRST_PAINT_INLINE_BUDGET = 1024

export type JsFile = {
  /** Path inside the build, with forward slashes: `_astro/client.CkUBfpoX.js`. */
  file: string
  /** The file name without its content hash: `_astro/client.js`. Stable across builds. */
  name: string
  raw: number
  gzip: number
}

export type InlineScript = {
  /** Order on the page. */
  index: number
  module: boolean
  raw: number
  gzip: number
  /** The first characters, to say which script it is. */
  head: string
}

/**
 * `load`: what a page runs before any interaction. `wake`: what it has run once its islands
 * hydrated (`client:intent`: on intent, a remembered account). `proof-link`: what /verify/
 * fetches for a proof link's verdict (its first load plus the reader the build lists on the page,
 * for one signature family).
 */
export type Moment = 'load' | 'wake' | 'proof-link'

export const READER_FAMILIES = ['eip155', 'solana'] as const
export type ReaderFamily = (typeof READER_FAMILIES)[number]

export type PageWeight = {
  /** URL path: `/`, `/account/`, `/404.html`; a woken page's has ` (woken)` after it. */
  page: string
  moment: Moment
  /** Files in first-load order (breadth first from the page's entries). */
  files: JsFile[]
  inline: InlineScript[]
  /** Dynamic imports found in the first-load files: loaded later, not counted. */
  deferred: string[]
  /** External files only. */
  filesRaw: number
  filesGzip: number
  /** Files plus inline scripts: what the budget applies to. */
  raw: number
  gzip: number
}

export type SiteWeight = { dist: string; pages: PageWeight[] }

export function gzipSize(data: string | Uint8Array): number {
  return gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length
}

/** `_astro/react.B8LwDE08.js` → `_astro/react.js` (Astro's `[name].[hash].js`). */
export function stableName(file: string): string {
  return file.replace(/\.[A-Za-z0-9_-]{8}(\.m?js)$/, '$1')
}

const ATTR = (name: string) => new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')

function attr(tag: string, name: string): string | undefined {
  const m = ATTR(name).exec(tag)
  if (!m) return undefined
  return decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')
}

function decodeEntities(value: string): string {
  return value
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
 * The JavaScript a page's HTML asks for up front. Comments, `<noscript>` and `<template>`
 * (inert: Astro keeps a copy of a client:only island's fallback there) are ignored.
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
    const isModule = type === 'module'
    if (type && !isModule && !/^(text|application)\/(java|ecma)script$/.test(type)) continue // JSON, templates
    const src = attr(tag, 'src')
    if (src) add(src)
    else if (m[2]?.trim()) inline.push({ code: m[2], module: isModule })
  }
  for (const m of text.matchAll(/<link\b[^>]*>/gi)) {
    if ((attr(m[0], 'rel') ?? '').toLowerCase() === 'modulepreload') add(attr(m[0], 'href'))
  }
  const islands = [...text.matchAll(/<astro-island\b[^>]*>/gi)].map((m) => m[0])
  // Eager islands first, so a module both kinds use counts as loaded up front.
  for (const tag of [...islands].sort(
    (a, b) => Number(attr(a, 'client') === 'intent') - Number(attr(b, 'client') === 'intent'),
  )) {
    const list = attr(tag, 'client') === 'intent' ? onWake : external
    add(attr(tag, 'before-hydration-url'), list)
    add(attr(tag, 'component-url'), list)
    add(attr(tag, 'renderer-url'), list)
  }
  const marker = /<[a-z]+\b[^>]*\sdata-reader-common="[^"]*"[^>]*>/i.exec(text)?.[0]
  if (!marker) return { external, onWake, inline }
  const list = (name: string) => (attr(marker, name) ?? '').split(' ').filter(Boolean)
  const common = list('data-reader-common')
  return {
    external,
    onWake,
    inline,
    reader: { eip155: [...common, ...list('data-reader-eip155')], solana: [...common, ...list('data-reader-solana')] },
  }
}

export type ModuleImports = { static: string[]; dynamic: string[] }

/** Static and (string-literal) dynamic import specifiers of an ES module. */
export function moduleImports(code: string): ModuleImports {
  const [imports] = parse(code)
  const out: ModuleImports = { static: [], dynamic: [] }
  for (const i of imports) {
    if (i.d === -1 && i.n)
      out.static.push(i.n) // import … from / export … from / import '…'
    else if (i.d >= 0 && i.n) out.dynamic.push(i.n)
  }
  return out
}

/** Resolves a URL used by a page or a chunk to a path inside the build, or undefined if off-site. */
function toDistPath(url: string, from: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined
  const resolved = url.startsWith('/') ? url : posix.join(posix.dirname(from), url)
  return posix.normalize(resolved.replace(/[?#].*$/s, '')).replace(/^\/+/, '')
}

function htmlFiles(dir: string, root = dir): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) out.push(...htmlFiles(path, root))
    else if (entry.endsWith('.html')) out.push(relative(root, path).split(sep).join('/'))
  }
  return out
}

/** `index.html` → `/`, `account/index.html` → `/account/`, `404.html` → `/404.html`. */
export function pagePath(htmlFile: string): string {
  return '/' + htmlFile.replace(/(^|\/)index\.html$/, '$1')
}

export class JsWeigher {
  private readonly cache = new Map<string, { file: JsFile; imports: ModuleImports }>()
  readonly dist: string
  constructor(dist: string) {
    this.dist = dist
  }

  file(path: string): { file: JsFile; imports: ModuleImports } {
    let hit = this.cache.get(path)
    if (!hit) {
      let bytes: Buffer
      try {
        bytes = readFileSync(join(this.dist, path))
      } catch {
        throw new Error(`${this.dist}/${path} is referenced by the build but does not exist`)
      }
      hit = {
        file: { file: path, name: stableName(path), raw: bytes.length, gzip: gzipSize(bytes) },
        imports: moduleImports(bytes.toString('utf8')),
      }
      this.cache.set(path, hit)
    }
    return hit
  }

  page(htmlFile: string, moment: Moment = 'load', family: ReaderFamily = 'eip155'): PageWeight {
    const page =
      moment === 'load'
        ? pagePath(htmlFile)
        : moment === 'wake'
          ? `${pagePath(htmlFile)} (woken)`
          : `${pagePath(htmlFile)} (proof link, ${family})`
    const html = readFileSync(join(this.dist, htmlFile), 'utf8')
    const entries = pageEntries(html)
    const firstUrls =
      moment === 'load'
        ? entries.external
        : moment === 'wake'
          ? [...entries.external, ...entries.onWake]
          : [...entries.external, ...(entries.reader?.[family] ?? [])]
    const seen = new Set<string>()
    const queue: string[] = []
    const deferred = new Set<string>()
    const enqueue = (url: string, from: string) => {
      const path = toDistPath(url, from)
      if (path && !seen.has(path)) {
        seen.add(path)
        queue.push(path)
      }
    }
    for (const url of firstUrls) enqueue(url, page)
    const inline: InlineScript[] = entries.inline.map((s, index) => {
      if (s.module) for (const url of moduleImports(s.code).static) enqueue(url, page)
      return {
        index,
        module: s.module,
        raw: Buffer.byteLength(s.code),
        gzip: gzipSize(s.code),
        head: s.code.trim().slice(0, 60),
      }
    })
    const files: JsFile[] = []
    // enqueue() appends to queue; the iterator reaches what it adds.
    for (const path of queue) {
      const { file, imports } = this.file(path)
      files.push(file)
      for (const url of imports.static) enqueue(url, path)
      for (const url of imports.dynamic) {
        const target = toDistPath(url, path)
        if (target) deferred.add(target)
      }
    }
    for (const path of seen) deferred.delete(path)
    const filesRaw = sum(files.map((f) => f.raw))
    const filesGzip = sum(files.map((f) => f.gzip))
    return {
      page,
      moment,
      files,
      inline,
      deferred: [...deferred].sort(),
      filesRaw,
      filesGzip,
      raw: filesRaw + sum(inline.map((s) => s.raw)),
      gzip: filesGzip + sum(inline.map((s) => s.gzip)),
    }
  }
}

/** Every page of a build (every `.html` file under `dist`). */
export function measureSite(dist: string): SiteWeight {
  const weigher = new JsWeigher(dist)
  const files = htmlFiles(dist)
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

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0)
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

// ---------------------------------------------------------------------------------------
// Baseline and budget

/** `bench/size-baseline.json`: per page, gzip bytes per stable chunk name (same names summed). */
export type SizeBaseline = {
  /** The target every page must meet. */
  budgetGzip: number
  /** How much a page may grow past its recorded size before the ratchet fails. */
  toleranceGzip: number
  pages: Record<string, { gzip: number; chunks: Record<string, number> }>
}

export const BASELINE_FILE = 'bench/size-baseline.json'
export const BASELINE_TOLERANCE_GZIP = 512

/** Gzip bytes per stable name; chunks that share a name (two `react.*.js`) are summed. */
export function chunksByName(page: PageWeight): Record<string, number> {
  const out: Record<string, number> = {}
  for (const f of page.files) out[f.name] = (out[f.name] ?? 0) + f.gzip
  out['(inline scripts)'] = sum(page.inline.map((s) => s.gzip))
  return Object.fromEntries(Object.entries(out).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
}

export function toBaseline(
  site: SiteWeight,
  budgetGzip = BUDGET_GZIP,
  toleranceGzip = BASELINE_TOLERANCE_GZIP,
): SizeBaseline {
  return {
    budgetGzip,
    toleranceGzip,
    pages: Object.fromEntries(site.pages.map((p) => [p.page, { gzip: p.gzip, chunks: chunksByName(p) }])),
  }
}

export type ChunkChange = { name: string; before: number; after: number; delta: number }

/** Smaller changes are noise (a port number in the e2e config, a hash in an import). */
export const NOTICEABLE_GROWTH = 64

/** Chunks of a page that are new or grew noticeably versus the baseline, biggest growth first. */
export function grownChunks(
  page: PageWeight,
  baseline: SizeBaseline | undefined,
  minDelta = NOTICEABLE_GROWTH,
): ChunkChange[] {
  const before = baseline?.pages[page.page]?.chunks
  if (!before) return []
  const now = chunksByName(page)
  return Object.entries(now)
    .map(([name, after]) => ({ name, before: before[name] ?? 0, after, delta: after - (before[name] ?? 0) }))
    .filter((c) => c.delta >= minDelta)
    .sort((a, b) => b.delta - a.delta)
}

export type BudgetVerdict = { ok: boolean; failures: string[] }

/**
 * Fails every page whose first-load JavaScript (gzip, inline included) is over the budget,
 * naming its largest chunks and the chunks that grew versus the baseline.
 */
export function checkBudget(
  site: SiteWeight,
  options: { budgetGzip?: number; baseline?: SizeBaseline } = {},
): BudgetVerdict {
  const budget = options.budgetGzip ?? options.baseline?.budgetGzip ?? BUDGET_GZIP
  // The target is about the first load; woken pages are held by the ratchet, readers by their own.
  return overBudget(
    site.pages.filter((p) => p.moment === 'load'),
    budget,
    options.baseline,
    'of JavaScript before interaction',
  )
}

/** Each family's proof-link reader within `budgetGzip`, naming what grew. */
export function checkReaderBudget(site: SiteWeight, baseline?: SizeBaseline, budgetGzip = READER_BUDGET_GZIP) {
  return overBudget(
    site.pages.filter((p) => p.moment === 'proof-link'),
    budgetGzip,
    baseline,
    'of JavaScript fetched for the verdict',
  )
}

function overBudget(
  pages: PageWeight[],
  budget: number,
  baseline: SizeBaseline | undefined,
  what: string,
): BudgetVerdict {
  const options = { baseline }
  const failures: string[] = []
  for (const page of pages) {
    if (page.gzip <= budget) continue
    const largest = Object.entries(chunksByName(page))
      .slice(0, 5)
      .map(([name, gzip]) => `${name} ${kb(gzip)}`)
      .join(', ')
    const grown = grownChunks(page, options.baseline)
    const baselineTotal = options.baseline?.pages[page.page]?.gzip
    const growth = !options.baseline
      ? 'no baseline to compare with'
      : baselineTotal === undefined
        ? 'page not in the baseline'
        : grown.length === 0
          ? `no chunk grew by ${NOTICEABLE_GROWTH} B or more since the baseline (${kb(baselineTotal)})`
          : `grew versus baseline ${kb(baselineTotal)}: ` +
            grown
              .slice(0, 5)
              .map(
                (c) =>
                  `${c.name} ${c.before ? `${kb(c.before)} → ${kb(c.after)}` : `new, ${kb(c.after)}`} (+${c.delta} B)`,
              )
              .join(', ')
    failures.push(
      `${page.page}: ${kb(page.gzip)} gzip ${what}, budget ${kb(budget)} ` +
        `(over by ${page.gzip - budget} B). Largest: ${largest}. ${growth}.`,
    )
  }
  return { ok: failures.length === 0, failures }
}

/**
 * The ratchet, for pages still over the target: fails every page that grew more than the
 * baseline's tolerance past its recorded size (or is new and over the budget), naming the
 * chunks that grew.
 */
export function checkRatchet(site: SiteWeight, baseline: SizeBaseline): BudgetVerdict {
  const failures: string[] = []
  for (const page of site.pages) {
    const recorded = baseline.pages[page.page]?.gzip
    if (recorded === undefined && page.moment !== 'load') {
      failures.push(`${page.page}: not in ${BASELINE_FILE}; record it with node scripts/bench/size-baseline.ts`)
      continue
    }
    const ceiling =
      recorded === undefined ? baseline.budgetGzip : Math.max(baseline.budgetGzip, recorded + baseline.toleranceGzip)
    if (page.gzip <= ceiling) continue
    const grown = grownChunks(page, baseline)
      .slice(0, 5)
      .map((c) => `${c.name} ${c.before ? `${kb(c.before)} → ${kb(c.after)}` : `new, ${kb(c.after)}`} (+${c.delta} B)`)
      .join(', ')
    failures.push(
      recorded === undefined
        ? `${page.page}: new page with ${kb(page.gzip)} gzip before interaction, over the ${kb(baseline.budgetGzip)} budget. Largest: ${Object.entries(
            chunksByName(page),
          )
            .slice(0, 5)
            .map(([name, gzip]) => `${name} ${kb(gzip)}`)
            .join(', ')}.`
        : `${page.page}: ${kb(page.gzip)} gzip before interaction, up ${page.gzip - recorded} B from the recorded ${kb(recorded)} ` +
            `(tolerance ${baseline.toleranceGzip} B). Grew: ${grown || 'no single chunk (inline scripts or many small ones)'}.`,
    )
  }
  return { ok: failures.length === 0, failures }
}

/** A plain-text table of every page and its chunks. */
export function formatSite(site: SiteWeight): string {
  const lines: string[] = []
  for (const p of site.pages) {
    lines.push(`${p.page}  ${kb(p.gzip)} gzip (${kb(p.raw)} raw), ${p.files.length} files + ${p.inline.length} inline`)
    for (const [name, gzip] of Object.entries(chunksByName(p))) lines.push(`    ${kb(gzip).padStart(9)}  ${name}`)
  }
  return lines.join('\n')
}

// ---------------------------------------------------------------------------------------
// The first-paint inline scripts

/** The `<script is:inline>` bodies of an Astro component's source. */
export function inlineScriptsOf(astroSource: string): string[] {
  return [...astroSource.matchAll(/<script\b[^>]*\bis:inline\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist'
  const site = measureSite(dist)
  console.log(formatSite(site))
  if (process.argv.includes('--json')) console.log(JSON.stringify(toBaseline(site), null, 2))
}
