/**
 * The benchmark's results and their Markdown: each row of bench/results.md is an entry below (its
 * label, how a build's cell reads, its target), and a row with a goal also makes a line of the targets
 * table, judged on the shipped build.
 */
import type { LighthouseResult } from './lighthouse.ts'
import { summarize, type Summary } from './stats.ts'
import { kb } from '../size-budget/js-weight.ts'
import { BUDGET_GZIP } from '../size-budget/budget.ts'

export type BuildName = 'lazy' | 'eager'
export const BUILDS: readonly BuildName[] = ['lazy', 'eager']
export const BUILD_LABEL: Record<BuildName, string> = { lazy: 'Sigil (lazy AppKit)', eager: 'Eager AppKit' }
export type Family = 'eip155' | 'solana'
export const FAMILY = { eip155: { label: 'EVM', key: 'Evm' }, solana: { label: 'Solana', key: 'Solana' } } as const

/** What the timed scenarios measure, once per run: ms, gzip bytes, or 1 / 0 for yes / no. */
export type Metric =
  | 'accountAfterDcl'
  | 'dcl'
  | 'fcp'
  | 'presentAtFirstPaint'
  | 'flashedDisconnected'
  | 'revokedShownConnected'
  | 'revokedDisconnected'
  | 'clickCold'
  | 'clickColdAppKit'
  | 'clickIntent'
  | 'switch'
  | 'qr'
  | `${'connected' | 'asked' | 'chooseConnected' | 'sign' | 'verdict' | 'verdictGzip' | 'verdictNotValid'}${'Evm' | 'Solana'}`
/** One run's metrics; one a scenario did not give (it failed) counts as a failed run. */
export type Sample = Partial<Record<Metric, number | null>>

/** The scripts of a browser wallet's visit (connect, account, prove, wallets, disconnect), HTTP cache on. */
export type Journey = {
  /** gzip -9 bytes of the unique same-origin scripts fetched over the visit (inline scripts not counted). */
  gzip: number
  /** Those scripts, largest first. */
  scripts: { file: string; gzip: number }[]
  /** Per step: the scripts its pages loaded (from the network or the cache) and how many were AppKit's. */
  steps: { step: string; scripts: number; appKitChunks: number }[]
}

/** What the browser fetched on a page before any interaction (external scripts + inline). */
export type PageBytes = { page: string; raw: number; gzip: number; files: number; offMachineRequests: number }

export type BuildResults = {
  pages: PageBytes[]
  journeys: Record<Family, Journey | null>
  runs: Sample[]
  lighthouse: LighthouseResult
  /** Uncaught page errors seen in any scenario (reported, not fatal). */
  pageErrors: string[]
}
export type Target = { description: string; target: string; value: string; met: boolean | null }
export type BenchResults = {
  generatedAt: string
  environment: Record<string, string | number | boolean>
  runs: number
  intentMs: number
  secondPage: string
  builds: Record<BuildName, BuildResults>
  targets: Target[]
}

type Goal = Omit<Target, 'value' | 'met'> & {
  value(lazy: BuildResults, eager: BuildResults): string
  met(lazy: BuildResults, eager: BuildResults): boolean | null
}
/** A table's row (label, cells, ratio of the eager build's value to the shipped one's, target), a goal, or both. */
type Row = {
  label?: string
  cell?: (b: BuildResults) => string
  ratio?: (b: BuildResults) => number | null
  target?: string
  goal?: Goal
}

const ms = (v: number | null) => (v === null ? 'n/a' : `${Math.round(v)} ms`)
const stats = (b: BuildResults, m: Metric): Summary => summarize(b.runs.map((r) => r[m] ?? null))
const median = (b: BuildResults, m: Metric) => stats(b, m).median ?? null
/** "3 of 5": the runs that said yes, of those that gave an answer. */
const yesOf = (b: BuildResults, m: Metric) =>
  `${stats(b, m).samples.filter((v) => v > 0).length} of ${stats(b, m).samples.length}`
const anyYes = (b: BuildResults, m: Metric) => stats(b, m).samples.some((v) => v > 0)

export function formatSummary(s: Summary): string {
  if (s.median === null || s.min === null || s.max === null) return `failed (${s.failed} runs)`
  return `${ms(s.median)} [${Math.round(s.min)}–${Math.round(s.max)}]${s.failed ? `, ${s.failed} failed` : ''}`
}

const timing = (label: string, m: Metric, goal?: Goal, target = goal?.target ?? '–'): Row => ({
  label,
  cell: (b) => formatSummary(stats(b, m)),
  ratio: (b) => median(b, m),
  target,
  goal,
})
const count = (label: string, m: Metric, target?: string): Row => ({ label, cell: (b) => yesOf(b, m), target })

/** Met when the shipped build's median is at most `limit` ms; `note` adds to the value measured. */
const atMost = (description: string, m: Metric, limit: number, note?: (lazy: BuildResults) => string): Goal => ({
  description,
  target: `≤ ${limit} ms`,
  value: (l) => [ms(median(l, m)), note?.(l)].filter(Boolean).join(' — '),
  met: (l) => (median(l, m) ?? Infinity) <= limit,
})
/** As atMost, and the shipped build's median also below the eager build's. */
const aheadOfEager = (description: string, m: Metric, limit: number): Goal => ({
  description,
  target: `≤ ${limit} ms, ahead of eager`,
  value: (l, e) => `${ms(median(l, m))} — eager ${ms(median(e, m))}`,
  met: (l, e) => (median(l, m) ?? Infinity) <= limit && (median(l, m) ?? Infinity) < (median(e, m) ?? -Infinity),
})
const goalOnly = (description: string, target: string, value: () => string, met: () => boolean | null): Row => ({
  goal: { description, target, value, met },
})

const families = Object.entries(FAMILY) as [Family, (typeof FAMILY)[Family]][]
const journeyAppKit = (j: Journey | null) => (j ? j.steps.map((s) => s.appKitChunks).join(' / ') : 'failed')

/** The first table's rows and their goals (the proof-link ones come after it). */
function mainRows(r: BenchResults): Row[] {
  const { lazy, eager } = r.builds
  const jsTarget = `≤ ${kb(BUDGET_GZIP)}`
  const pageOf = (b: BuildResults, page: string) => b.pages.find((p) => p.page === page)
  const largest = [...lazy.pages].sort((a, b) => b.gzip - a.gzip)[0]
  const ratios = lazy.pages.map((p) => ({ page: p.page, ratio: (pageOf(eager, p.page)?.gzip ?? NaN) / p.gzip }))
  const least = ratios.sort((a, b) => a.ratio - b.ratio)[0]
  const rows: Row[] = lazy.pages.map(({ page }) => ({
    label: `JS before interaction \`${page}\` — gzip (raw), files`,
    cell: (b) => {
      const p = pageOf(b, page)
      return p ? `${kb(p.gzip)} (${kb(p.raw)}), ${p.files}` : '–'
    },
    ratio: (b) => pageOf(b, page)?.gzip ?? null,
    target: jsTarget,
  }))
  if (largest && least) {
    rows.push(
      goalOnly(
        'JavaScript before interaction, every page (gzip)',
        jsTarget,
        () => `largest ${largest.page} ${kb(largest.gzip)}`,
        () => largest.gzip <= BUDGET_GZIP,
      ),
      goalOnly(
        'Less JavaScript than the eager build of the same site',
        '≥ 9×',
        () => `smallest ${least.page} ${least.ratio.toFixed(1)}×`,
        () => least.ratio >= 9,
      ),
    )
  }
  rows.push(
    {
      label: 'Requests to Reown/RPC hosts before interaction (max per page, stubbed)',
      cell: (b) => `${Math.max(...b.pages.map((p) => p.offMachineRequests))}`,
    },
    timing(
      `Remembered account on screen, after DOMContentLoaded (\`${r.secondPage}\`)`,
      'accountAfterDcl',
      atMost('Remembered account on screen, ms after DOMContentLoaded (median)', 'accountAfterDcl', 50, (l) =>
        [
          `in the page at first paint in ${yesOf(l, 'presentAtFirstPaint')} runs`,
          ...(anyYes(l, 'flashedDisconnected')
            ? [`"disconnected" flashed in ${yesOf(l, 'flashedDisconnected')} runs`]
            : []),
        ].join('; '),
      ),
    ),
    count(
      '… remembered account already in the page at first contentful paint (runs)',
      'presentAtFirstPaint',
      'every run',
    ),
    timing('… DOMContentLoaded, from navigation start', 'dcl'),
    timing('… first contentful paint, from navigation start', 'fcp'),
    timing(
      'Confirmed `connected` after a full navigation, from navigation start (EVM)',
      'connectedEvm',
      atMost('Confirmed `connected` after a full navigation, EVM (median)', 'connectedEvm', 250),
    ),
    timing(
      '… the same with a Solana wallet',
      'connectedSolana',
      atMost('Confirmed `connected` after a full navigation, Solana (median)', 'connectedSolana', 250),
    ),
    {
      ...count('Revoked wallet shown `connected` (runs)', 'revokedShownConnected', 'never'),
      goal: {
        description: 'A revoked wallet is never shown `connected`',
        target: '0 runs',
        value: (l) => `${yesOf(l, 'revokedShownConnected')} runs`,
        met: (l) => stats(l, 'revokedShownConnected').samples.length > 0 && !anyYes(l, 'revokedShownConnected'),
      },
    },
    timing('Revoked wallet settles on `disconnected`, from navigation start', 'revokedDisconnected'),
    timing(
      "Cold click on Connect → list of this browser's wallets (both names), no intent",
      'clickCold',
      atMost(
        "Cold click on Connect → list of this browser's wallets, both names (median)",
        'clickCold',
        150,
        (l) => `AppKit requested by then in ${yesOf(l, 'clickColdAppKit')} runs`,
      ),
    ),
    count('… AppKit script requested by the time the list showed (runs)', 'clickColdAppKit'),
    timing(
      `Click on Connect → list of this browser's wallets, pointer on the button ${r.intentMs} ms before`,
      'clickIntent',
    ),
    ...families.map(([, { label, key }]) =>
      timing(
        `Choose a wallet → the wallet is asked (${label})`,
        `asked${key}`,
        atMost(`Choose a wallet → the wallet is asked, ${label} (median)`, `asked${key}`, 50),
      ),
    ),
    ...families.map(([, { label, key }]) =>
      timing(
        `Choose a browser wallet in the list → every wallet status says \`connected\` (${label})`,
        `chooseConnected${key}`,
        aheadOfEager(
          `Choose a browser wallet in the list → every wallet status \`connected\`, ${label} (median)`,
          `chooseConnected${key}`,
          100,
        ),
      ),
    ),
    ...families.map(([, { label, key }]) => {
      const what = '(page loaded cold, account connected) → the wallet is asked'
      const goal = aheadOfEager(`Press Sign on /prove/ ${what}, ${label} (median)`, `sign${key}`, 50)
      return timing(`Press Sign on \`/prove/\` ${what} (${label})`, `sign${key}`, goal)
    }),
    timing(
      'Press "Switch to Base" on `/account/` → the wallet is asked to switch (EVM)',
      'switch',
      aheadOfEager('Press "Switch to Base" on /account/ → the wallet is asked to switch (median)', 'switch', 50),
    ),
  )
  for (const [family, { label }] of families) {
    const journey = (b: BuildResults) => b.journeys[family]
    const bytes = (b: BuildResults, glue: string, unit = '') => {
      const j = journey(b)
      return j ? `${kb(j.gzip)}${glue}${j.scripts.length}${unit}` : 'failed'
    }
    const steps = (journey(lazy) ?? journey(eager))?.steps.map((s) => s.step).join(' / ') ?? 'the steps'
    rows.push(
      {
        label: `Browser-wallet journey (${label}): scripts fetched over the visit — gzip, files`,
        cell: (b) => bytes(b, ', '),
        ratio: (b) => journey(b)?.gzip ?? null,
        goal: {
          description: `Browser-wallet journey, ${label}: scripts fetched over the visit (gzip)`,
          target: `≤ ${kb(150 * 1024)}`,
          value: (l) => bytes(l, ' in ', ' files'),
          met: (l) => (journey(l)?.gzip ?? Infinity) <= 150 * 1024,
        },
      },
      {
        label: `… AppKit chunks loaded per step: ${steps}`,
        cell: (b) => journeyAppKit(journey(b)),
        goal: {
          description: `Browser-wallet journey, ${label}: AppKit chunks loaded per step`,
          target: '0 at every step',
          value: (l) => journeyAppKit(journey(l)),
          met: (l) => journey(l)?.steps.every((s) => s.appKitChunks === 0) ?? false,
        },
      },
    )
  }
  const qr = 'Click on "Mobile wallet (QR code)" in the list → WalletConnect\'s QR view in the page, cold'
  rows.push(timing(qr, 'qr', undefined, 'not slower than today (report only)'))
  const lh = lazy.lighthouse
  for (const { page } of 'skipped' in lh ? [{ page: '' }] : lh.scores) {
    rows.push({
      label: page
        ? `Lighthouse mobile \`${page}\`, performance / accessibility`
        : 'Lighthouse mobile, performance / accessibility',
      cell: (b) => {
        const s = 'skipped' in b.lighthouse ? undefined : b.lighthouse.scores.find((x) => x.page === page)
        return 'skipped' in b.lighthouse
          ? 'skipped'
          : !s
            ? '–'
            : s.error
              ? `error: ${s.error}`
              : `${s.performance} / ${s.accessibility}`
      },
      target: '≥ 98 / 100',
    })
  }
  return rows
}

/** The proof-link table's rows, then the Lighthouse goal, last of the targets. */
function proofRows(r: BenchResults): Row[] {
  const rows = families.flatMap(([, { label, key }]): Row[] => {
    const bytes = (b: BuildResults) => {
      const v = median(b, `verdictGzip${key}`)
      return v === null ? 'n/a' : kb(v)
    }
    const notValid = `verdictNotValid${key}` as const
    return [
      timing(
        `Proof link → verdict, ${label}, no wallet, cold, from navigation start`,
        `verdict${key}`,
        atMost(`Proof link → verdict, ${label}, no wallet, cold (median)`, `verdict${key}`, 300, (l) =>
          anyYes(l, notValid) ? `not \`valid\` in ${yesOf(l, notValid)} runs` : '',
        ),
      ),
      {
        label: `… JavaScript fetched by the verdict (${label}, gzip, median)`,
        cell: bytes,
        target: `≤ ${kb(60 * 1024)}`,
        goal: {
          description: `JavaScript fetched by the verdict, ${label} proof link (gzip, median)`,
          target: `≤ ${kb(60 * 1024)}`,
          value: bytes,
          met: (l) => (median(l, `verdictGzip${key}`) ?? Infinity) <= 60 * 1024,
        },
      },
    ]
  })
  const lh = r.builds.lazy.lighthouse
  const lowest = (k: 'performance' | 'accessibility') =>
    'skipped' in lh ? 0 : Math.min(...lh.scores.map((s) => s[k] ?? 0))
  rows.push(
    goalOnly(
      'Lighthouse (mobile) performance ≥ 98 and accessibility 100, every page',
      '≥ 98 / 100',
      () =>
        'skipped' in lh
          ? `not measured — skipped: ${lh.skipped}`
          : `lowest ${lowest('performance')} / ${lowest('accessibility')}`,
      () => ('skipped' in lh ? null : lowest('performance') >= 98 && lowest('accessibility') >= 100),
    ),
  )
  return rows
}

/** Every goal, judged on the shipped build (against the eager build where a goal compares them). */
export function evaluateTargets(r: BenchResults): Target[] {
  const { lazy, eager } = r.builds
  return [...mainRows(r), ...proofRows(r)].flatMap(({ goal: g }) =>
    g ? [{ description: g.description, target: g.target, value: g.value(lazy, eager), met: g.met(lazy, eager) }] : [],
  )
}

/** A Markdown table: the header, its rule, then one line per row. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

function table(r: BenchResults, rows: Row[], header: string[]): string {
  const { lazy, eager } = r.builds
  const ratio = ({ ratio: of }: Row) => {
    const [e, l] = [of?.(eager) ?? null, of?.(lazy) ?? null]
    return e === null || l === null || l <= 0 ? '–' : `${(e / l).toFixed(1)}×`
  }
  const withRatio = header.length === 5
  return markdownTable(
    header,
    rows.flatMap((row) => {
      if (!row.label || !row.cell) return []
      const target = row.target ?? row.goal?.target ?? '–'
      return [[row.label, row.cell(lazy), row.cell(eager), ...(withRatio ? [ratio(row)] : []), target]]
    }),
  )
}

/** The Markdown written to bench/results.md (and printed). */
export function formatResults(r: BenchResults): string {
  const tick = (met: boolean | null) => (met === null ? '–' : met ? '✅' : '❌')
  const lh = r.builds.lazy.lighthouse
  const errors = BUILDS.filter((b) => r.builds[b].pageErrors.length).map(
    (b) =>
      `- ${BUILD_LABEL[b]}: ${r.builds[b].pageErrors.length} uncaught page error(s), e.g. ${r.builds[b].pageErrors[0]}`,
  )
  return `# Sigil benchmark

Generated by \`npm run bench\` on ${r.generatedAt}. Timings: median [min–max] of ${r.runs} runs, each in a
fresh browser context (cold HTTP cache, kept on within a run), offline: the e2e suite's Reown and RPC stubs served
by a local HTTPS stand-in (e2e/support/offline-hosts.ts), and its mock wallets.
"JS before interaction" is every script the browser fetched (plus inline scripts) after loading the page
with no input until the network was quiet for 1.5 s; gzip is \`gzip -9\` of each body.
The browser-wallet journey runs once per build in one context (HTTP cache on): connect on \`/\` from the list,
\`/account/\` (EVM: switch to Base), \`/prove/\` and sign, \`/wallets/\`, disconnect from the header's menu, each step
until the network is quiet for 1 s; its bytes are the unique scripts fetched, weighed from the build's files.

${table(r, mainRows(r), ['Measure', BUILD_LABEL.lazy, BUILD_LABEL.eager, 'Eager ÷ lazy', 'Target'])}

${table(r, proofRows(r), ['Proof link', 'Sigil now', BUILD_LABEL.eager, 'Target (Sigil now)'])}
${'skipped' in lh ? `\nLighthouse: skipped — ${lh.skipped}.\n` : ''}
${markdownTable(
  ['Target (shipped build)', 'Goal', 'Measured', 'Met'],
  r.targets.map((t) => [t.description, t.target, t.value, tick(t.met)]),
)}

Environment: ${Object.entries(r.environment)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}.
${errors.length ? `\nPage errors seen during the run (not fatal):\n${errors.join('\n')}\n` : ''}`
}
