/**
 * JavaScript size budget, checked on the e2e build (the web server builds it before
 * any spec runs). Bytes are deterministic, so this is a plain file check: no browser is opened.
 * The logic is scripts/size-budget/ (budget.ts, weighing the build with js-weight.ts); `npm run bench`
 * measures the same thing in a browser.
 *
 * - Target: every page's JavaScript before interaction (its static module graph plus inline
 *   scripts) ≤ 10 KB gzip. Islands hydrate on intent (`client:intent`), so a first load runs
 *   only the inline scripts; React and the islands come when the page wakes.
 * - Ratchet: neither a page's first load nor what it loads once woken may grow more than the
 *   baseline's tolerance past bench/size-baseline.json. A growth on purpose:
 *   `node scripts/size-budget/size-baseline.ts`, and commit the new baseline with the change that
 *   explains it.
 * - The first-paint inline scripts stay tiny (≤ 1 KB) and identical on every page, so a
 *   Content-Security-Policy can allow them by hash.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { test, expect } from '@playwright/test'
import { join } from 'node:path'
import { E2E_OUT_DIR } from './support/env'
import { curvesIn } from './support/curve-markers'
import { formatSite, measureSite, pageEntries, type SiteWeight } from '../scripts/size-budget/js-weight.ts'
import {
  BASELINE_FILE,
  BUDGET_GZIP,
  FIRST_PAINT_INLINE_BUDGET,
  READER_BUDGET_GZIP,
  checkBudget,
  checkReaderBudget,
  checkRatchet,
  inlineScriptsOf,
  type SizeBaseline,
} from '../scripts/size-budget/budget.ts'

const FIRST_PAINT_SOURCES = ['src/components/HintReader.astro', 'src/components/FirstPaintStatus.astro']

let site: SiteWeight | undefined
function built(): SiteWeight {
  if (!existsSync(`${E2E_OUT_DIR}/index.html`))
    throw new Error(`${E2E_OUT_DIR}/ has not been built (the Playwright web server builds it)`)
  site ??= measureSite(E2E_OUT_DIR)
  return site
}

function baseline(): SizeBaseline {
  return JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as SizeBaseline
}

test.describe('JavaScript before interaction', () => {
  test(`every page within ${BUDGET_GZIP / 1024} KB gzip`, () => {
    const verdict = checkBudget(built(), { budgetGzip: BUDGET_GZIP, baseline: baseline() })
    expect(verdict.failures, `\n${verdict.failures.join('\n')}\n\n${formatSite(built())}`).toEqual([])
  })

  test(`no page grew past ${BASELINE_FILE}`, () => {
    const verdict = checkRatchet(built(), baseline())
    expect(verdict.failures, `\n${verdict.failures.join('\n')}\n\n${formatSite(built())}`).toEqual([])
  })

  test("AppKit is never in a page's static graph", () => {
    for (const page of built().pages) {
      const appkit = page.files.filter((f) => /appkit|wagmi|ApiController|w3m-/i.test(f.file))
      expect(
        appkit.map((f) => f.file),
        `${page.page} loads AppKit before interaction`,
      ).toEqual([])
    }
  })
})

test.describe("a proof link's reader", () => {
  test(`each signature family's verdict path within ${READER_BUDGET_GZIP / 1024} KB gzip, naming what grew`, () => {
    const readers = built().pages.filter((p) => p.moment === 'proof-link')
    expect(readers.map((p) => p.page).sort()).toEqual([
      '/verify/ (proof link, eip155)',
      '/verify/ (proof link, solana)',
    ])
    const verdict = checkReaderBudget(built(), baseline())
    expect(verdict.failures, `\n${verdict.failures.join('\n')}\n\n${formatSite(built())}`).toEqual([])
  })

  test('it holds the proof code and its own curve only: no React, no wallet stack, not the other curve', () => {
    for (const family of ['eip155', 'solana'] as const) {
      const page = built().pages.find((p) => p.page === `/verify/ (proof link, ${family})`)!
      const names = page.files.map((f) => f.name)
      expect(
        names.filter((n) => /react|site\.js|wallet-list|appkit|wagmi|evmClients|ContractSignature/i.test(n)),
      ).toEqual([])
      // EVM recovers with noble's secp256k1; Solana asks the browser's own Ed25519 first (no curve code).
      const curves = page.files.flatMap((f) => curvesIn(readFileSync(join(E2E_OUT_DIR, f.file), 'utf8')))
      expect(curves, `${family} reader`).toEqual(family === 'eip155' ? ['secp256k1'] : [])
    }
  })

  test("what comes after the verdict is not on its path: the form's code, the request answer, the details, the name", () => {
    for (const family of ['eip155', 'solana'] as const) {
      const page = built().pages.find((p) => p.page === `/verify/ (proof link, ${family})`)!
      const names = page.files.map((f) => f.name)
      expect(
        names.filter((n) => /verifyForm|afterVerdict|pastedLink|requestAnswerView|verdictDetails|verifyName/.test(n)),
      ).toEqual([])
      // The words only those views say (the form's busy Verify, the details' summary) are in no file on the path.
      const code = page.files.map((f) => readFileSync(join(E2E_OUT_DIR, f.file), 'utf8')).join('\n')
      for (const words of ['Checking…', 'Technical details', 'This is a proof link: open it'])
        expect(code.includes(words), `${family} reader holds "${words}"`).toBe(false)
    }
  })
})

test.describe('first-paint inline scripts', () => {
  const sources = FIRST_PAINT_SOURCES.flatMap((file) => inlineScriptsOf(readFileSync(file, 'utf8')))

  test(`together at most ${FIRST_PAINT_INLINE_BUDGET} bytes`, () => {
    expect(sources.length, `is:inline scripts in ${FIRST_PAINT_SOURCES.join(', ')}`).toBeGreaterThan(0)
    const total = sources.reduce((n, code) => n + Buffer.byteLength(code), 0)
    expect(total, `${FIRST_PAINT_SOURCES.join(' + ')}: ${total} bytes`).toBeLessThanOrEqual(FIRST_PAINT_INLINE_BUDGET)
  })

  test('shipped as written and identical on every page (hashable for a CSP)', () => {
    const hashes = new Map<string, Set<string>>()
    for (const code of sources) hashes.set(code, new Set())
    for (const page of built().pages.filter((p) => p.moment === 'load')) {
      const html = readFileSync(
        `${E2E_OUT_DIR}${page.page.endsWith('/') ? `${page.page}index.html` : page.page}`,
        'utf8',
      )
      const inline = pageEntries(html).inline.map((s) => s.code)
      for (const code of sources) {
        expect(inline, `${page.page} lacks the first-paint script starting ${code.slice(0, 40)}`).toContain(code)
        hashes.get(code)!.add(
          createHash('sha256')
            .update(inline.find((c) => c === code)!)
            .digest('base64'),
        )
      }
    }
    for (const set of hashes.values()) expect(set.size).toBe(1)
  })
})

test('every file a chunk preloads or imports is in the build', () => {
  // A chunk that names a missing file fails its dynamic import at run time (a stylesheet the
  // build dropped once broke every lazy import that listed it as a dependency).
  const dir = `${E2E_OUT_DIR}/_astro`
  const missing: string[] = []
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(`${dir}/${file}`, 'utf8')
    for (const [, ref] of code.matchAll(/["'`](?:\/|\.\/)?(?:_astro\/)?([\w.$~-]+\.(?:js|css))["'`]/g)) {
      if (ref && /\.[\w-]{8}\.(js|css)$/.test(ref) && !existsSync(`${dir}/${ref}`)) missing.push(`${file} → ${ref}`)
    }
  }
  expect(missing).toEqual([])
})
