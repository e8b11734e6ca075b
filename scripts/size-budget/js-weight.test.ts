import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { measureSite, moduleImports, pageEntries, pagePath, stableName } from './js-weight.ts'

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
    expect(home.inline).toHaveLength(1)
    expect(home.gzip).toBe(home.files.reduce((n, f) => n + f.gzip, 0) + home.inline[0]!.gzip)
    const account = site.pages.find((p) => p.page === '/account/')!
    expect(account.files).toHaveLength(4)
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
})
