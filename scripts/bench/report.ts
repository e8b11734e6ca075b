/**
 * The benchmark's results and their Markdown: each row of bench/results.md is an entry below (its label, how a build's
 * cell reads, its target), and a row with a goal also makes a line of the targets table, judged on the shipped build.
 */
import type { LighthouseResult } from './lighthouse.ts'
import { summarize, type Summary } from './stats.ts'
import { kb } from '../size-budget/js-weight.ts'
import { BUDGET_GZIP } from '../size-budget/budget.ts'

export type BuildName = 'lazy' | 'eager'
export const BUILDS: readonly BuildName[] = ['lazy', 'eager']
export const BUILD_LABEL: Record<BuildName, string> = { lazy: 'Sigil (lazy AppKit)', eager: 'Eager AppKit' }
export type Family = 'eip155' | 'solana'
export const FAMILIES: readonly Family[] = ['eip155', 'solana']
export const FAMILY = { eip155: { label: 'EVM', key: 'Evm' }, solana: { label: 'Solana', key: 'Solana' } } as const

/**
 * The marks of the worst links within the documented limits (./scenarios.ts `worstLink`): a Sign-In whose scheme is
 * one letter under 16 000 of them.
 */
export const WORST_LINK_MARKS = {
  SaraAm: { char: '\u0E33', label: 'U+0E33 (Thai SARA AM)' },
  Acute: { char: '\u0301', label: 'U+0301 (combining acute accent)' },
} as const
type WorstLinkMark = keyof typeof WORST_LINK_MARKS

/** What the timed scenarios measure, once per run: ms, gzip bytes, or 1 / 0 for yes / no. */
export type Metric =
  | Timing
  | YesOrNo
  | `${PerFamily}${'Evm' | 'Solana'}`
  | `${'worstLinkVerdict' | 'worstLinkLongestTask'}${WorstLinkMark}`
type Timing =
  | 'accountAfterDcl'
  | 'dcl'
  | 'fcp'
  | 'revokedDisconnected'
  | 'clickCold'
  | 'clickIntent'
  | 'switch'
  | 'qr'
  | 'paintVerify'
  | 'paintFirstVisit'
  | 'paintRepeatVisit'
  | 'offlineCopyFiles'
  | 'offlineCopyKb'
  | 'rollCallJudged'
  | 'rollCallLongestTask'
  | 'rollCallRedrawLongestTask'
  | 'longLinksLongestTask'
  | 'longFieldsLongestTask'
type YesOrNo =
  'repeatVisitFromCopy' | 'presentAtFirstPaint' | 'flashedDisconnected' | 'revokedShownConnected' | 'clickColdAppKit'
type PerFamily =
  | 'connected'
  | 'asked'
  | 'chooseConnected'
  | 'sign'
  | 'verdict'
  | 'verdictGzip'
  | 'verdictNotValid'
  | 'paint'
  | 'paintToVerdict'
/** One run's metrics; one a scenario did not give (it failed) counts as a failed run. */
export type Sample = Partial<Record<Metric, number | null>>

/** The scripts of a browser wallet's visit (connect, account, prove, wallets, disconnect), HTTP cache on. */
export type Journey = {
  /** gzip -9 bytes of the unique same-origin scripts fetched over the visit (inline scripts not counted). */
  gzip: number
  scripts: { file: string; gzip: number }[]
  /** Per step: the scripts its pages loaded (from the network or the cache) and how many were AppKit's. */
  steps: { step: string; scripts: number; appKitChunks: number }[]
}

/** What the browser fetched on a page before any interaction (external scripts + inline). */
export type PageBytes = { page: string; raw: number; gzip: number; files: number; offMachineRequests: number }

export type BuildResults = {
  /** Each page on a first visit with no wallet in the browser. */
  pages: PageBytes[]
  /** `/` with a browser wallet in the page: the wallet list's code, fetched while idle, counts too. */
  walletVisit: PageBytes | null
  journeys: Record<Family, Journey | null>
  runs: Sample[]
  lighthouse: LighthouseResult
  /** Uncaught page errors seen in any scenario (reported, not fatal). */
  pageErrors: string[]
}
export type Target = { description: string; target: string; value: string; met: boolean | null }
/** What a run measured; the targets are judged from it. */
export type Measured = {
  generatedAt: string
  environment: Record<string, string | number | boolean>
  runs: number
  intentMs: number
  secondPage: string
  builds: Record<BuildName, BuildResults>
}
export type BenchResults = Measured & { targets: Target[] }

type Builds = BenchResults['builds']
type Judged<T> = (lazy: BuildResults, eager: BuildResults) => T
type Goal = { description: string; target: string; value: Judged<string>; met: Judged<boolean | null> }
type Cell = (b: BuildResults) => string
/** A line of a table (its cells, the value whose eager ÷ lazy ratio is shown, its target), with a goal or not. */
type Line = { label: string; cell: Cell; ratio?: (b: BuildResults) => number | null; target?: string; goal?: Goal }
type Row = Line | { goal: Goal }

const ms = (v: number | null) => (v === null ? 'n/a' : `${Math.round(v)} ms`)
const kbOrNa = (v: number | null) => (v === null ? 'n/a' : kb(v))
const stats = (b: BuildResults, m: Metric): Summary => summarize(b.runs.map((r) => r[m] ?? null))
const median = (b: BuildResults, m: Metric) => stats(b, m).median
/** "3 of 5": the runs that said yes, of those that gave an answer. */
const yesOf = (b: BuildResults, m: Metric) =>
  `${stats(b, m).samples.filter((v) => v > 0).length} of ${stats(b, m).samples.length}`
const anyYes = (b: BuildResults, m: Metric) => stats(b, m).samples.some((v) => v > 0)

export function formatSummary(s: Summary): string {
  if (s.median === null || s.min === null || s.max === null) return `failed (${s.failed} runs)`
  return `${ms(s.median)} [${Math.round(s.min)}–${Math.round(s.max)}]${s.failed ? `, ${s.failed} failed` : ''}`
}

/** A goal on the timing's metric. */
type GoalOn = (m: Metric) => Goal
const timing = (label: string, m: Metric, goal?: GoalOn): Line => ({
  label,
  cell: (b) => formatSummary(stats(b, m)),
  ratio: (b) => median(b, m),
  goal: goal?.(m),
})
const count = (label: string, m: Metric, target?: string): Line => ({ label, cell: (b) => yesOf(b, m), target })
/** A goal with no row of its own, its value already measured. */
const goalOnly = (description: string, target: string, measured: Pick<Target, 'value' | 'met'>): Row => ({
  goal: { description, target, value: () => measured.value, met: () => measured.met },
})

/** Met when the shipped build's median of `m` is at most `limit` ms; `note` adds to the value measured. */
const atMost = (m: Metric, description: string, limit: number, note?: Cell): Goal => ({
  description,
  target: `≤ ${limit} ms`,
  value: (l) => [ms(median(l, m)), note?.(l)].filter(Boolean).join(' — '),
  met: (l) => (median(l, m) ?? Infinity) <= limit,
})
/** Met when the shipped build's median run had no main-thread task over 50 ms (`m` is that run's longest, 0 for none). */
const noLongTask = (m: Metric, description: string): Goal => ({
  description,
  target: 'none over 50 ms',
  value: (l) => (median(l, m) === 0 ? 'none' : ms(median(l, m))),
  met: (l) => median(l, m) === 0,
})
/** As atMost, and the shipped build's median also below the eager build's. */
const aheadOfEager = (m: Metric, description: string, limit: number): Goal => ({
  description,
  target: `≤ ${limit} ms, ahead of eager`,
  value: (l, e) => `${ms(median(l, m))} — eager ${ms(median(e, m))}`,
  met: (l, e) => (median(l, m) ?? Infinity) <= limit && (median(l, m) ?? Infinity) < (median(e, m) ?? -Infinity),
})

const families = FAMILIES.map((f) => FAMILY[f])

/** Each page's JavaScript before interaction; the goals on the largest page and on the smallest eager ÷ lazy. */
function pageRows({ lazy, eager }: Builds): Row[] {
  const target = `≤ ${kb(BUDGET_GZIP)}`
  const pageOf = (b: BuildResults, page: string) => b.pages.find((p) => p.page === page)
  const weight = (p: PageBytes | undefined) => (p ? `${kb(p.gzip)} (${kb(p.raw)}), ${p.files}` : '–')
  const largest = [...lazy.pages].sort((a, b) => b.gzip - a.gzip)[0]
  const ratios = lazy.pages.map((p) => ({ page: p.page, ratio: (pageOf(eager, p.page)?.gzip ?? NaN) / p.gzip }))
  const least = ratios.sort((a, b) => a.ratio - b.ratio)[0]
  const rows = lazy.pages.map(({ page }): Row => ({
    label: `JS before interaction \`${page}\`, first visit with no wallet — gzip (raw), files`,
    cell: (b) => weight(pageOf(b, page)),
    ratio: (b) => pageOf(b, page)?.gzip ?? null,
    target,
  }))
  const withWallet: Row = {
    label: '… `/` with a browser wallet in the page (the wallet list fetched while idle) — gzip (raw), files',
    cell: (b) => weight(b.walletVisit ?? undefined),
    ratio: (b) => b.walletVisit?.gzip ?? null,
    target: 'report only',
  }
  if (!largest || !least) return [...rows, withWallet]
  return [
    ...rows,
    withWallet,
    goalOnly('JavaScript before interaction, every page, first visit with no wallet (gzip)', target, {
      value: `largest ${largest.page} ${kb(largest.gzip)}`,
      met: largest.gzip <= BUDGET_GZIP,
    }),
    goalOnly('Less JavaScript than the eager build of the same site', '≥ 9×', {
      value: `smallest ${least.page} ${least.ratio.toFixed(1)}×`,
      met: least.ratio >= 9,
    }),
  ]
}

function journeyRows(family: Family, { lazy, eager }: Builds): Row[] {
  const { label } = FAMILY[family]
  const journey = (b: BuildResults) => b.journeys[family]
  const files = (j: Journey | null, glue: string, unit = '') =>
    j ? `${kb(j.gzip)}${glue}${j.scripts.length}${unit}` : 'failed'
  const perStep = (j: Journey | null) => (j ? j.steps.map((s) => s.appKitChunks).join(' / ') : 'failed')
  const steps = (journey(lazy) ?? journey(eager))?.steps.map((s) => s.step).join(' / ') ?? 'the steps'
  const budget = 150 * 1024
  return [
    {
      label: `Browser-wallet journey (${label}): scripts fetched over the visit — gzip, files`,
      cell: (b) => files(journey(b), ', '),
      ratio: (b) => journey(b)?.gzip ?? null,
      goal: {
        description: `Browser-wallet journey, ${label}: scripts fetched over the visit (gzip)`,
        target: `≤ ${kb(budget)}`,
        value: (l) => files(journey(l), ' in ', ' files'),
        met: (l) => (journey(l)?.gzip ?? Infinity) <= budget,
      },
    },
    {
      label: `… AppKit chunks loaded per step: ${steps}`,
      cell: (b) => perStep(journey(b)),
      goal: {
        description: `Browser-wallet journey, ${label}: AppKit chunks loaded per step`,
        target: '0 at every step',
        value: (l) => perStep(journey(l)),
        met: (l) => journey(l)?.steps.every((s) => s.appKitChunks === 0) ?? false,
      },
    },
  ]
}

function lighthouseRows(lh: LighthouseResult): Row[] {
  return ('skipped' in lh ? [{ page: '' }] : lh.scores).map(({ page }) => ({
    label: `Lighthouse mobile${page ? ` \`${page}\`` : ''}, performance / accessibility`,
    cell: ({ lighthouse }) => {
      if ('skipped' in lighthouse) return 'skipped'
      const s = lighthouse.scores.find((x) => x.page === page)
      return !s ? '–' : s.error ? `error: ${s.error}` : `${s.performance} / ${s.accessibility}`
    },
    target: '≥ 98 / 100',
  }))
}

/** The first table's rows and their goals (the proof-link ones come after it). */
function mainRows(r: Measured): Row[] {
  const remembered = (l: BuildResults) => {
    const flashed =
      anyYes(l, 'flashedDisconnected') && `"disconnected" flashed in ${yesOf(l, 'flashedDisconnected')} runs`
    return [`in the page at first paint in ${yesOf(l, 'presentAtFirstPaint')} runs`, flashed].filter(Boolean).join('; ')
  }
  const present = '… remembered account already in the page at first contentful paint (runs)'
  const appKitByThen = (l: BuildResults) => `AppKit requested by then in ${yesOf(l, 'clickColdAppKit')} runs`
  const chosen = 'Choose a browser wallet in the list → every wallet status'
  const signed = '(page loaded cold, account connected) → the wallet is asked'
  const qr = 'Click on "Mobile wallet (QR code)" in the list → WalletConnect\'s QR view in the page, cold'
  const offMachine = (b: BuildResults) => `${Math.max(...b.pages.map((p) => p.offMachineRequests))}`
  return [
    ...pageRows(r.builds),
    { label: 'Requests to Reown/RPC hosts before interaction (max per page, stubbed)', cell: offMachine },
    timing('`/verify/`, first visit: first contentful paint, from navigation start', 'paintFirstVisit'),
    timing('… again in a new tab after that visit (offline copy ready): first contentful paint', 'paintRepeatVisit'),
    count('… the repeat visit answered by the offline copy (runs)', 'repeatVisitFromCopy', 'every run'),
    {
      label: '… the offline copy the first visit’s worker fetched in the background: files, KB uncompressed (median)',
      cell: (b) => {
        const size = median(b, 'offlineCopyKb')
        return `${median(b, 'offlineCopyFiles') ?? '–'}, ${kbOrNa(size === null ? null : size * 1024)}`
      },
      target: 'report only',
    },
    timing(`Remembered account on screen, after DOMContentLoaded (\`${r.secondPage}\`)`, 'accountAfterDcl', (m) =>
      atMost(m, 'Remembered account on screen, ms after DOMContentLoaded (median)', 50, remembered),
    ),
    count(present, 'presentAtFirstPaint', 'every run'),
    timing('… DOMContentLoaded, from navigation start', 'dcl'),
    timing('… first contentful paint, from navigation start', 'fcp'),
    timing('Confirmed `connected` after a full navigation, from navigation start (EVM)', 'connectedEvm', (m) =>
      atMost(m, 'Confirmed `connected` after a full navigation, EVM (median)', 250),
    ),
    timing('… the same with a Solana wallet', 'connectedSolana', (m) =>
      atMost(m, 'Confirmed `connected` after a full navigation, Solana (median)', 250),
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
    timing("Cold click on Connect → list of this browser's wallets (both names), no intent", 'clickCold', (m) =>
      atMost(m, "Cold click on Connect → list of this browser's wallets, both names (median)", 150, appKitByThen),
    ),
    count('… AppKit script requested by the time the list showed (runs)', 'clickColdAppKit'),
    timing(
      `Click on Connect → list of this browser's wallets, pointer on the button ${r.intentMs} ms before`,
      'clickIntent',
    ),
    ...families.map(({ label, key }) =>
      timing(`Choose a wallet → the wallet is asked (${label})`, `asked${key}`, (m) =>
        atMost(m, `Choose a wallet → the wallet is asked, ${label} (median)`, 50),
      ),
    ),
    ...families.map(({ label, key }) =>
      timing(`${chosen} says \`connected\` (${label})`, `chooseConnected${key}`, (m) =>
        aheadOfEager(m, `${chosen} \`connected\`, ${label} (median)`, 100),
      ),
    ),
    ...families.map(({ label, key }) =>
      timing(`Press Sign on \`/prove/\` ${signed} (${label})`, `sign${key}`, (m) =>
        aheadOfEager(m, `Press Sign on /prove/ ${signed}, ${label} (median)`, 50),
      ),
    ),
    timing('Press "Switch to Base" on `/account/` → the wallet is asked to switch (EVM)', 'switch', (m) =>
      aheadOfEager(m, 'Press "Switch to Base" on /account/ → the wallet is asked to switch (median)', 50),
    ),
    ...journeyRows('eip155', r.builds),
    ...journeyRows('solana', r.builds),
    { ...timing(qr, 'qr'), target: 'report only' },
    {
      ...timing('Paste 1 000 answers on `/request/` → every answer judged and listed', 'rollCallJudged'),
      target: 'report only',
    },
    timing('… the longest main-thread task meanwhile (0: none over 50 ms)', 'rollCallLongestTask', (m) =>
      noLongTask(m, 'A thousand answers judged on `/request/`: the longest main-thread task (median)'),
    ),
    timing(
      '… then filtered, shown whole and sorted: the longest main-thread task (0: none over 50 ms)',
      'rollCallRedrawLongestTask',
      (m) => noLongTask(m, 'A list of a thousand answers filtered and sorted: the longest main-thread task (median)'),
    ),
    timing(
      'The longest inputs `/verify/` reads (links with each field stuffed, a 64 KB link, runs of marks): the longest main-thread task reading and answering one, the least of 3 tries (0: none over 50 ms)',
      'longLinksLongestTask',
      (m) =>
        noLongTask(
          m,
          'The longest links `/verify/` reads, each read and answered: the longest main-thread task (median)',
        ),
    ),
    timing(
      '… the same huge values pasted into the form and checked: the longest main-thread task',
      'longFieldsLongestTask',
      (m) =>
        noLongTask(m, "Huge values pasted into `/verify/`'s form and checked: the longest main-thread task (median)"),
    ),
    ...lighthouseRows(r.builds.lazy.lighthouse),
  ]
}

/** The proof-link table's rows, then the Lighthouse goal, last of the targets. */
function proofRows(r: Measured): Row[] {
  const budget = 60 * 1024
  const lh = r.builds.lazy.lighthouse
  const lowest = (k: 'performance' | 'accessibility') =>
    'skipped' in lh ? 0 : Math.min(...lh.scores.map((s) => s[k] ?? 0))
  const [performance, accessibility] = [lowest('performance'), lowest('accessibility')]
  return [
    ...families.flatMap(({ label, key }): Row[] => {
      const gzip = (b: BuildResults) => median(b, `verdictGzip${key}`)
      const bytes = (b: BuildResults) => kbOrNa(gzip(b))
      const notValid = `verdictNotValid${key}` as const
      const invalid = (l: BuildResults) => (anyYes(l, notValid) ? `not \`valid\` in ${yesOf(l, notValid)} runs` : '')
      return [
        timing(`Proof link → verdict, ${label}, no wallet, cold, from navigation start`, `verdict${key}`, (m) =>
          atMost(m, `Proof link → verdict, ${label}, no wallet, cold (median)`, 300, invalid),
        ),
        {
          label: `… JavaScript fetched by the verdict (${label}, gzip, median)`,
          cell: bytes,
          goal: {
            description: `JavaScript fetched by the verdict, ${label} proof link (gzip, median)`,
            target: `≤ ${kb(budget)}`,
            value: bytes,
            met: (l) => (gzip(l) ?? Infinity) <= budget,
          },
        },
      ]
    }),
    ...(Object.keys(WORST_LINK_MARKS) as WorstLinkMark[]).flatMap((mark): Row[] => {
      const { label } = WORST_LINK_MARKS[mark]
      const link = `a Sign-In whose scheme is one letter and 16 000 × ${label}`
      return [
        {
          ...timing(
            `Worst link within the limits (${link}), \`/verify/\` at rest → verdict painted`,
            `worstLinkVerdict${mark}`,
          ),
          target: 'report only',
        },
        timing('… the longest main-thread task meanwhile (0: none over 50 ms)', `worstLinkLongestTask${mark}`, (m) =>
          atMost(m, `Worst link within the limits, ${label}: longest main-thread task on /verify/ (median)`, 50),
        ),
      ]
    }),
    goalOnly('Lighthouse (mobile) performance ≥ 98 and accessibility 100, every page', '≥ 98 / 100', {
      value: 'skipped' in lh ? `not measured — skipped: ${lh.skipped}` : `lowest ${performance} / ${accessibility}`,
      met: 'skipped' in lh ? null : performance >= 98 && accessibility >= 100,
    }),
  ]
}

/** Every goal, judged on the shipped build (against the eager build where a goal compares them). */
export function evaluateTargets(r: Measured): Target[] {
  const { lazy, eager } = r.builds
  const goals = [...mainRows(r), ...proofRows(r)].flatMap((row) => row.goal ?? [])
  return goals.map((g) => ({ ...g, value: g.value(lazy, eager), met: g.met(lazy, eager) }))
}

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

/** A table of the rows that are lines: both builds' cells, the eager ÷ lazy ratio if asked for, the target. */
function linesTable({ lazy, eager }: Builds, rows: Row[], header: string[], withRatio: boolean): string {
  const ratio = (of: Line['ratio']) => {
    const [e, l] = [of?.(eager) ?? null, of?.(lazy) ?? null]
    return e === null || l === null || l <= 0 ? '–' : `${(e / l).toFixed(1)}×`
  }
  const lines = rows.flatMap((row) => ('label' in row ? [row] : []))
  const cells = ({ label, cell, ratio: of, target, goal }: Line) =>
    [label, cell(lazy), cell(eager)].concat(withRatio ? ratio(of) : [], target ?? goal?.target ?? '–')
  return markdownTable(header, lines.map(cells))
}

/** The targets table: each goal, what the shipped build measured, and whether it met the goal. */
export function targetsTable({ targets }: Pick<BenchResults, 'targets'>): string {
  const tick = (met: boolean | null) => (met === null ? '–' : met ? '✅' : '❌')
  return markdownTable(
    ['Target (shipped build)', 'Goal', 'Measured', 'Met'],
    targets.map((t) => [t.description, t.target, t.value, tick(t.met)]),
  )
}

/** The machine and versions a run was measured with, as one sentence. */
export function environmentLine({ environment }: Pick<BenchResults, 'environment'>): string {
  return `Environment: ${Object.entries(environment)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}.`
}

/** The Markdown written to bench/results.md (and printed). */
export function formatResults(r: BenchResults): string {
  const lh = r.builds.lazy.lighthouse
  const errors = BUILDS.flatMap((b) => {
    const seen = r.builds[b].pageErrors
    return seen.length ? [`- ${BUILD_LABEL[b]}: ${seen.length} uncaught page error(s), e.g. ${seen[0]}`] : []
  })
  return `# Sigil benchmark

Generated by \`npm run bench\` on ${r.generatedAt}. Timings: median [min–max] of ${r.runs} runs, each in a
fresh browser context (cold HTTP cache, kept on within a run), offline: the e2e suite's Reown and RPC stubs served
by a local HTTPS stand-in (e2e/support/offline-hosts.ts), and its mock wallets.
"JS before interaction" is every script the browser fetched (plus inline scripts) after loading the page
with no input until the network was quiet for 1.5 s; gzip is \`gzip -9\` of each body.
The browser-wallet journey runs once per build in one context (HTTP cache on): connect on \`/\` from the list,
\`/account/\` (EVM: switch to Base), \`/prove/\` and sign, \`/wallets/\`, disconnect from the header's menu, each step
until the network is quiet for 1 s; its bytes are the unique scripts fetched, weighed from the build's files.

${linesTable(r.builds, mainRows(r), ['Measure', BUILD_LABEL.lazy, BUILD_LABEL.eager, 'Eager ÷ lazy', 'Target'], true)}

${linesTable(r.builds, proofRows(r), ['Proof link', BUILD_LABEL.lazy, BUILD_LABEL.eager, 'Target'], false)}
${'skipped' in lh ? `\nLighthouse: skipped — ${lh.skipped}.\n` : ''}
${targetsTable(r)}

${environmentLine(r)}
${errors.length ? `\nPage errors seen during the run (not fatal):\n${errors.join('\n')}\n` : ''}`
}
