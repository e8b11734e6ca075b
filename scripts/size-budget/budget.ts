/**
 * The JavaScript size budget that e2e/size-budget.spec.ts enforces on the e2e build, from the
 * build's files (./js-weight.ts weighs them):
 *
 * - every page's first load within BUDGET_GZIP;
 * - each proof-link reader (one per signature family) within READER_BUDGET_GZIP;
 * - the ratchet: no page, first load or woken, more than the baseline's tolerance past
 *   bench/size-baseline.json (recorded by `node scripts/size-budget/size-baseline.ts`).
 *
 * A failure names the page's largest chunks and those that grew since the baseline.
 */
import { chunksByName, kb, type PageWeight, type SiteWeight } from './js-weight.ts'

/**
 * JavaScript loaded before interaction, per page: 75 KB at first, 10 KB since the instant wallet
 * list (it must not buy its speed with a heavier first load).
 */
export const BUDGET_GZIP = 10 * 1024
/** Everything a proof link's reader fetches before the verdict, per signature family. */
export const READER_BUDGET_GZIP = 60 * 1024
/** The first-paint inline scripts (remembered account, early connect click), raw bytes. */
export const FIRST_PAINT_INLINE_BUDGET = 1024

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
/** Smaller changes are noise (a port number in the e2e config, a hash in an import). */
export const NOTICEABLE_GROWTH = 64

export function toBaseline(site: SiteWeight, budgetGzip = BUDGET_GZIP): SizeBaseline {
  return {
    budgetGzip,
    toleranceGzip: BASELINE_TOLERANCE_GZIP,
    pages: Object.fromEntries(site.pages.map((p) => [p.page, { gzip: p.gzip, chunks: chunksByName(p) }])),
  }
}

export type BudgetVerdict = { ok: boolean; failures: string[] }

/** Chunks of a page that are new or grew by NOTICEABLE_GROWTH or more since the baseline, biggest growth first. */
export function grownChunks(page: PageWeight, baseline: SizeBaseline | undefined) {
  const before = baseline?.pages[page.page]?.chunks
  if (!before) return []
  return Object.entries(chunksByName(page))
    .map(([name, after]) => ({ name, before: before[name] ?? 0, after, delta: after - (before[name] ?? 0) }))
    .filter((c) => c.delta >= NOTICEABLE_GROWTH)
    .sort((a, b) => b.delta - a.delta)
}

const largest = (page: PageWeight) =>
  Object.entries(chunksByName(page))
    .slice(0, 5)
    .map(([name, gzip]) => `${name} ${kb(gzip)}`)
    .join(', ')

const grown = (page: PageWeight, baseline: SizeBaseline | undefined) =>
  grownChunks(page, baseline)
    .slice(0, 5)
    .map((c) => `${c.name} ${c.before ? `${kb(c.before)} → ${kb(c.after)}` : `new, ${kb(c.after)}`} (+${c.delta} B)`)
    .join(', ')

const verdict = (failures: string[]): BudgetVerdict => ({ ok: failures.length === 0, failures })

/** Fails each of `pages` over `budget`, naming its largest chunks and those that grew versus the baseline. */
function overBudget(pages: PageWeight[], budget: number, baseline: SizeBaseline | undefined, what: string) {
  return verdict(
    pages
      .filter((page) => page.gzip > budget)
      .map((page) => {
        const recorded = baseline?.pages[page.page]?.gzip
        const growth = !baseline
          ? 'no baseline to compare with'
          : recorded === undefined
            ? 'page not in the baseline'
            : grown(page, baseline)
              ? `grew versus baseline ${kb(recorded)}: ${grown(page, baseline)}`
              : `no chunk grew by ${NOTICEABLE_GROWTH} B or more since the baseline (${kb(recorded)})`
        return (
          `${page.page}: ${kb(page.gzip)} gzip ${what}, budget ${kb(budget)} ` +
          `(over by ${page.gzip - budget} B). Largest: ${largest(page)}. ${growth}.`
        )
      }),
  )
}

/** Every page's first load (woken pages are held by the ratchet, readers by their own budget). */
export function checkBudget(site: SiteWeight, options: { budgetGzip?: number; baseline?: SizeBaseline } = {}) {
  const budget = options.budgetGzip ?? options.baseline?.budgetGzip ?? BUDGET_GZIP
  const pages = site.pages.filter((p) => p.moment === 'load')
  return overBudget(pages, budget, options.baseline, 'of JavaScript before interaction')
}

/** Each family's proof-link reader within `budgetGzip`, naming what grew. */
export function checkReaderBudget(site: SiteWeight, baseline?: SizeBaseline, budgetGzip = READER_BUDGET_GZIP) {
  const pages = site.pages.filter((p) => p.moment === 'proof-link')
  return overBudget(pages, budgetGzip, baseline, 'of JavaScript fetched for the verdict')
}

/**
 * The ratchet: fails every page that grew more than the baseline's tolerance past its recorded size
 * (or is new and over the budget; a new woken or reader page must be recorded), naming what grew.
 */
export function checkRatchet(site: SiteWeight, baseline: SizeBaseline): BudgetVerdict {
  const failures: string[] = []
  for (const page of site.pages) {
    const recorded = baseline.pages[page.page]?.gzip
    if (recorded === undefined && page.moment !== 'load') {
      failures.push(`${page.page}: not in ${BASELINE_FILE}; record it with node scripts/size-budget/size-baseline.ts`)
    } else if (recorded === undefined) {
      if (page.gzip > baseline.budgetGzip)
        failures.push(
          `${page.page}: new page with ${kb(page.gzip)} gzip before interaction, over the ${kb(baseline.budgetGzip)} budget. Largest: ${largest(page)}.`,
        )
    } else if (page.gzip > Math.max(baseline.budgetGzip, recorded + baseline.toleranceGzip)) {
      failures.push(
        `${page.page}: ${kb(page.gzip)} gzip before interaction, up ${page.gzip - recorded} B from the recorded ${kb(recorded)} ` +
          `(tolerance ${baseline.toleranceGzip} B). Grew: ${grown(page, baseline) || 'no single chunk (inline scripts or many small ones)'}.`,
      )
    }
  }
  return verdict(failures)
}

/** The `<script is:inline>` bodies of an Astro component's source. */
export function inlineScriptsOf(astroSource: string): string[] {
  return [...astroSource.matchAll(/<script\b[^>]*\bis:inline\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '')
}
