import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { measureSite } from './js-weight.ts'
import { checkBudget, checkRatchet, checkReaderBudget, inlineScriptsOf, toBaseline } from './budget.ts'

function fixtureDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'size-budget-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

const island = (component: string, client: string) =>
  `<astro-island uid="x" component-url="${component}" renderer-url="/_astro/client.AAAAAAAA.js" props="{}" ssr client="${client}"></astro-island>`

// Numbers that do not repeat, so a chunk stays a few hundred bytes under gzip.
const noise = (seed: number) => Array.from({ length: 300 }, (_, i) => (i * 7919 + seed) % 10007).join('+')

const dist = fixtureDist({
  'index.html': `<script>inline()</script>${island('/_astro/Menu.DDDDDDDD.js', 'only')}`,
  'account/index.html': `<script>wake()</script>${island('/_astro/List.EEEEEEEE.js', 'intent')}`,
  'verify/index.html':
    '<script type="module" src="/_astro/loader.BBBBBBBB.js"></script>' +
    '<div data-reader-common="/_astro/checker.CCCCCCCC.js" data-reader-eip155="/_astro/secp.GGGGGGGG.js"></div>',
  '_astro/client.AAAAAAAA.js': `import"./react.FFFFFFFF.js";export default 1`,
  '_astro/react.FFFFFFFF.js': `export const r=${noise(1)}`,
  '_astro/Menu.DDDDDDDD.js': `import{r}from"./react.FFFFFFFF.js";export default()=>import("./appkit.HHHHHHHH.js")`,
  '_astro/List.EEEEEEEE.js': `import"./react.FFFFFFFF.js";export default 2`,
  '_astro/appkit.HHHHHHHH.js': `export const huge="${'x'.repeat(5000)}"`,
  '_astro/loader.BBBBBBBB.js': 'const c=()=>import("./checker.CCCCCCCC.js")',
  '_astro/checker.CCCCCCCC.js': `export const p=${noise(2)}`,
  '_astro/secp.GGGGGGGG.js': 'export const k=1',
})
const site = measureSite(dist)
const page = (name: string) => site.pages.find((p) => p.page === name)!

describe('checkBudget', () => {
  test('default: within budget passes', () => {
    expect(checkBudget(site, { budgetGzip: 1_000_000 })).toEqual({ ok: true, failures: [] })
  })

  test('behavior: over budget names the largest chunks and the ones that grew', () => {
    const baseline = toBaseline(site, 10_000)
    // Pretend the React chunk was 100 bytes smaller when the baseline was taken.
    baseline.pages['/']!.chunks['_astro/react.js']! -= 100
    const verdict = checkBudget(site, { budgetGzip: page('/').gzip - 1, baseline })
    expect(verdict.ok).toBe(false)
    const line = verdict.failures.find((f) => f.startsWith('/:'))!
    expect(line).toContain('over by 1 B')
    expect(line).toMatch(/Largest: .*_astro\/react\.js/)
    expect(line).toContain('_astro/react.js 0.')
    expect(line).toContain('(+100 B)')
  })

  test('behavior: it holds the first load only, not what a page loads once woken or for a proof link', () => {
    expect(page('/account/ (woken)').gzip).toBeGreaterThan(page('/account/').gzip)
    expect(checkBudget(site, { budgetGzip: page('/').gzip }).ok).toBe(true)
  })
})

test('checkRatchet: behavior: a woken page that grew past the tolerance fails, by name', () => {
  const baseline = toBaseline(site, page('/account/').gzip)
  baseline.pages['/account/ (woken)']!.gzip -= baseline.toleranceGzip + 1
  const verdict = checkRatchet(site, baseline)
  expect(verdict.failures).toHaveLength(1)
  expect(verdict.failures[0]).toMatch(/^\/account\/ \(woken\): /)
})

test('checkReaderBudget: behavior: its own budget, naming the chunks that grew', () => {
  const baseline = toBaseline(site)
  baseline.pages['/verify/ (proof link, eip155)']!.chunks['_astro/checker.js'] = 10
  const verdict = checkReaderBudget(site, baseline, 100)
  expect(verdict.failures).toHaveLength(2)
  expect(verdict.failures[0]).toMatch(/^\/verify\/ \(proof link, eip155\): .* fetched for the verdict, budget 0\.1 KB/)
  expect(verdict.failures[0]).toMatch(/_astro\/checker\.js 0\.0 KB → /)
})

test('inlineScriptsOf reads is:inline scripts from Astro source', () => {
  expect(inlineScriptsOf(`---\n---\n<script is:inline>a()</script><script>bundled()</script>`)).toEqual(['a()'])
})
