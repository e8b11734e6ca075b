import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  checkBudget,
  checkRatchet,
  checkReaderBudget,
  inlineScriptsOf,
  measureSite,
  moduleImports,
  pageEntries,
  pagePath,
  stableName,
  toBaseline,
} from './js-weight.ts'

function fixtureDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'js-weight-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

const island = (component: string, renderer = '/_astro/client.AAAAAAAA.js', client = 'only') =>
  `<astro-island uid="x" component-url="${component}" component-export="default" renderer-url="${renderer}" props="{}" ssr client="${client}"></astro-island>`

describe('pageEntries', () => {
  test('default', () => {
    const html = `<html><head><script>window.a=1</script><script type="module" src="/_astro/page.BBBBBBBB.js"></script>
      <link rel="modulepreload" href="/_astro/pre.CCCCCCCC.js"><script type="application/ld+json">{"a":1}</script></head>
      <body>${island('/_astro/Menu.DDDDDDDD.js')}</body></html>`
    expect(pageEntries(html)).toEqual({
      external: [
        '/_astro/page.BBBBBBBB.js',
        '/_astro/pre.CCCCCCCC.js',
        '/_astro/Menu.DDDDDDDD.js',
        '/_astro/client.AAAAAAAA.js',
      ],
      onWake: [],
      inline: [{ code: 'window.a=1', module: false }],
    })
  })

  test('behavior: scripts in <template>, <noscript> and comments never run, so they do not count', () => {
    const html = `<template><script>dup()</script></template><noscript><script>x()</script></noscript><!-- <script src="/c.js"></script> --><script>real()</script>`
    expect(pageEntries(html)).toEqual({ external: [], onWake: [], inline: [{ code: 'real()', module: false }] })
  })
})

describe('moduleImports', () => {
  test('default', () => {
    const code = `import{a as b}from"./a.js";import"./side.js";export{c}from"./c.js";const d=()=>import("./lazy.js");`
    expect(moduleImports(code)).toEqual({ static: ['./a.js', './side.js', './c.js'], dynamic: ['./lazy.js'] })
  })
})

test('stableName and pagePath', () => {
  expect(stableName('_astro/react.B8LwDE08.js')).toBe('_astro/react.js')
  expect(stableName('_astro/WalletMenu.-6UweB1s.js')).toBe('_astro/WalletMenu.js')
  expect(pagePath('index.html')).toBe('/')
  expect(pagePath('account/index.html')).toBe('/account/')
  expect(pagePath('404.html')).toBe('/404.html')
})

describe('measureSite', () => {
  const dist = fixtureDist({
    'index.html': `<script>inline()</script>${island('/_astro/Menu.DDDDDDDD.js')}`,
    'account/index.html': `${island('/_astro/Menu.DDDDDDDD.js')}${island('/_astro/List.EEEEEEEE.js')}`,
    '_astro/client.AAAAAAAA.js': `import"./react.FFFFFFFF.js";export default 1`,
    '_astro/react.FFFFFFFF.js': `export const r=${'1+'.repeat(200)}1`,
    '_astro/Menu.DDDDDDDD.js': `import{r}from"./react.FFFFFFFF.js";export default()=>import("./appkit.GGGGGGGG.js")`,
    '_astro/List.EEEEEEEE.js': `import"./Menu.DDDDDDDD.js";export default 2`,
    '_astro/appkit.GGGGGGGG.js': `export const huge="${'x'.repeat(5000)}"`,
  })

  test('default: follows static imports, not dynamic ones', () => {
    const site = measureSite(dist)
    const home = site.pages.find((p) => p.page === '/')!
    expect(home.files.map((f) => f.file).sort()).toEqual([
      '_astro/Menu.DDDDDDDD.js',
      '_astro/client.AAAAAAAA.js',
      '_astro/react.FFFFFFFF.js',
    ])
    expect(home.deferred).toEqual(['_astro/appkit.GGGGGGGG.js'])
    expect(home.inline).toHaveLength(1)
    expect(home.gzip).toBe(home.filesGzip + home.inline[0]!.gzip)
    const account = site.pages.find((p) => p.page === '/account/')!
    expect(account.files).toHaveLength(4)
  })

  test('behavior: over budget names the largest chunks and the ones that grew', () => {
    const site = measureSite(dist)
    const baseline = toBaseline(site, 10_000)
    const home = site.pages.find((p) => p.page === '/')!
    // Pretend the React chunk was 100 bytes smaller when the baseline was taken.
    baseline.pages['/']!.chunks['_astro/react.js']! -= 100
    const verdict = checkBudget(site, { budgetGzip: home.gzip - 1, baseline })
    expect(verdict.ok).toBe(false)
    const line = verdict.failures.find((f) => f.startsWith('/:'))!
    expect(line).toContain('over by 1 B')
    expect(line).toMatch(/Largest: .*_astro\/react\.js/)
    expect(line).toContain('_astro/react.js')
    expect(line).toContain('(+100 B)')
  })

  test('behavior: within budget passes', () => {
    expect(checkBudget(measureSite(dist), { budgetGzip: 1_000_000 })).toEqual({ ok: true, failures: [] })
  })
})

describe('client:intent islands', () => {
  const dist = fixtureDist({
    'index.html': `<script>wake()</script>${island('/_astro/Menu.DDDDDDDD.js', undefined, 'intent')}`,
    '_astro/client.AAAAAAAA.js': `import"./react.FFFFFFFF.js";export default 1`,
    '_astro/react.FFFFFFFF.js': `export const r=${'1+'.repeat(200)}1`,
    '_astro/Menu.DDDDDDDD.js': `import{r}from"./react.FFFFFFFF.js";export default r`,
  })

  test('load their modules when woken, not before interaction', () => {
    const site = measureSite(dist)
    const load = site.pages.find((p) => p.page === '/')!
    const woken = site.pages.find((p) => p.page === '/ (woken)')!
    expect(load.moment).toBe('load')
    expect(load.files).toEqual([])
    expect(woken.moment).toBe('wake')
    expect(woken.files.map((f) => f.file).sort()).toEqual([
      '_astro/Menu.DDDDDDDD.js',
      '_astro/client.AAAAAAAA.js',
      '_astro/react.FFFFFFFF.js',
    ])
    expect(woken.gzip).toBeGreaterThan(load.gzip)
  })

  test('the budget applies to the first load only; the ratchet holds both', () => {
    const site = measureSite(dist)
    const load = site.pages.find((p) => p.page === '/')!
    expect(checkBudget(site, { budgetGzip: load.gzip })).toEqual({ ok: true, failures: [] })
    const baseline = toBaseline(site, load.gzip)
    baseline.pages['/ (woken)']!.gzip -= baseline.toleranceGzip + 1
    const verdict = checkRatchet(site, baseline)
    expect(verdict.failures).toHaveLength(1)
    expect(verdict.failures[0]).toMatch(/^\/ \(woken\): /)
  })
})

describe("a proof link's reader", () => {
  const dist = fixtureDist({
    'verify/index.html':
      '<script type="module" src="/_astro/loader.AAAAAAAA.js"></script>' +
      '<div data-reader-preload data-reader-entry="/_astro/loader.AAAAAAAA.js" data-reader-common="/_astro/checker.BBBBBBBB.js"' +
      ' data-reader-eip155="/_astro/secp256k1.CCCCCCCC.js" data-reader-solana="/_astro/ed25519.DDDDDDDD.js"></div>',
    '_astro/loader.AAAAAAAA.js': 'const c=()=>import("./checker.BBBBBBBB.js")',
    '_astro/checker.BBBBBBBB.js': 'import"./proof.EEEEEEEE.js";export const c=1',
    // Numbers that do not repeat, so the chunk stays a few hundred bytes under gzip.
    '_astro/proof.EEEEEEEE.js': `export const p=${Array.from({ length: 300 }, (_, i) => (i * 7919) % 10007).join('+')}`,
    '_astro/secp256k1.CCCCCCCC.js': 'export const k=1',
    '_astro/ed25519.DDDDDDDD.js': 'export const e=1',
  })

  test('default: one page per family, the first load plus that family’s listed chunks and their imports', () => {
    const site = measureSite(dist)
    const evm = site.pages.find((p) => p.page === '/verify/ (proof link, eip155)')!
    const solana = site.pages.find((p) => p.page === '/verify/ (proof link, solana)')!
    expect(evm.moment).toBe('proof-link')
    expect(evm.files.map((f) => f.name)).toEqual([
      '_astro/loader.js',
      '_astro/checker.js',
      '_astro/secp256k1.js',
      '_astro/proof.js',
    ])
    expect(solana.files.map((f) => f.name)).toContain('_astro/ed25519.js')
    expect(solana.files.map((f) => f.name)).not.toContain('_astro/secp256k1.js')
  })

  test('behavior: its own budget, not the first-load one, naming the chunks that grew', () => {
    const site = measureSite(dist)
    expect(checkBudget(site, { budgetGzip: 200 }).failures.filter((f) => f.includes('proof link'))).toEqual([])
    const baseline = toBaseline(site)
    baseline.pages['/verify/ (proof link, eip155)']!.chunks['_astro/proof.js'] = 10
    const verdict = checkReaderBudget(site, baseline, 100)
    expect(verdict.failures).toHaveLength(2)
    expect(verdict.failures[0]).toMatch(
      /^\/verify\/ \(proof link, eip155\): .* fetched for the verdict, budget 0\.1 KB/,
    )
    expect(verdict.failures[0]).toMatch(/_astro\/proof\.js 0\.0 KB → /)
  })
})

test('inlineScriptsOf reads is:inline scripts from Astro source', () => {
  expect(inlineScriptsOf(`---\n---\n<script is:inline>a()</script><script>bundled()</script>`)).toEqual(['a()'])
})
