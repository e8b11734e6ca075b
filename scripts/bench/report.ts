/** The benchmark's results: their shape, the targets, and the Markdown table. */
import type { LighthouseResult } from './lighthouse.ts'
import type { Summary } from './stats.ts'
import { BUDGET_GZIP, kb } from './js-weight.ts'
import { required } from './required.ts'

export type BuildName = 'lazy' | 'eager'
export const BUILD_LABEL: Record<BuildName, string> = { lazy: 'Sigil (lazy AppKit)', eager: 'Eager AppKit' }

export type PageBytes = {
  page: string
  /** What the browser fetched before any interaction (external scripts + inline). */
  loaded: { raw: number; gzip: number; files: number; offMachineRequests: number }
  /** The static first-load graph from the build's files (scripts/bench/js-weight.ts). */
  static: { raw: number; gzip: number; files: number }
}

export type BuildResults = {
  dist: string
  pages: PageBytes[]
  returning: {
    accountPaintAfterDclMs: Summary
    accountShownMs: Summary
    connectedMs: Summary
    dclMs: Summary
    fcpMs: Summary
    /** Runs in which the remembered account was in the page by its first contentful paint. */
    presentAtFirstPaint: number
    /** Runs in which "disconnected" flashed on the second page. */
    flashedDisconnected: number
    sequences: string[][]
  }
  /** The same returning visit with the mock Solana wallet. */
  returningSolana: { connectedMs: Summary; flashedDisconnected: number; sequences: string[][] }
  revoked: { runs: number; shownConnected: number; disconnectedMs: Summary; sequences: string[][] }
  /** Cold click on Connect until one frame shows both mock wallets' names in a wallet list. */
  clickCold: Summary
  /** Of the cold clicks that reached the list, those by which an AppKit script had been requested. */
  clickColdAppKit: { runs: number; requested: number }
  clickIntent: Summary
  /** Click on a wallet's entry in the list until the page's prompting connect request reaches it. */
  chooseToAskedEvm: Summary
  chooseToAskedSolana: Summary
  /** The same click until every wallet status on the page says `connected` (the wallet approves at once). */
  chooseToConnectedEvm: Summary
  chooseToConnectedSolana: Summary
  /** Press Sign on /prove/ (a fresh page, account connected) until the signing request reaches the wallet. */
  signToAskedEvm: Summary
  signToAskedSolana: Summary
  /** Press "Switch to Base" on /account/ until `wallet_switchEthereumChain` reaches the wallet. */
  switchToAsked: Summary
  /** Click on the list's "Mobile wallet (QR code)", cold, until AppKit's WalletConnect view is in the page. */
  qrShown: Summary
  /** A browser wallet's whole visit, once per build; null when it failed. */
  journeyEvm: Journey | null
  journeySolana: Journey | null
  /** A reader with no wallet opens a fresh proof link: verdict time, and the JavaScript fetched by then. */
  proofLinkEvm: ProofLinkSummary
  proofLinkSolana: ProofLinkSummary
  lighthouse: LighthouseResult
  /** Uncaught page errors seen in any scenario (reported, not fatal). */
  pageErrors: string[]
}

/** The scripts of a browser wallet's visit (connect, account, prove, wallets, disconnect), HTTP cache on. */
export type Journey = {
  /** gzip -9 bytes of the unique same-origin scripts fetched over the visit (inline scripts not counted). */
  gzip: number
  /** Those scripts, largest first. */
  scripts: { file: string; gzip: number }[]
  /** Per step: the scripts its pages loaded (from the network or the cache) and how many were AppKit's. */
  steps: { step: string; scripts: number; appKitChunks: number }[]
}

export type ProofLinkSummary = {
  /** ms from navigation start until `[data-verdict]` showed `valid`. */
  verdictMs: Summary
  /** gzip bytes of every script requested by then, inline scripts included. */
  gzip: Summary
  /** The verdicts of runs that did not say `valid` (there should be none). */
  notValid: string[]
}

/**
 * "Today's build": the site at a git ref (scripts/bench/reference-build.ts), measured on the proof-link
 * scenarios only, in the same runs as the builds above; or why it was not.
 */
export type ReferenceResults =
  | {
      ref: string
      sha: string
      short: string
      dist: string
      /** Built in this run, or reused from an earlier run of the same commit. */
      build: 'built' | 'cached'
      proofLinkEvm: ProofLinkSummary
      proofLinkSolana: ProofLinkSummary
      pageErrors: string[]
    }
  | { ref: string; sha: string | null; short: string | null; skipped: string }

export type Target = {
  id: string
  description: string
  target: string
  value: string
  met: boolean | null
  note?: string
}

export type BenchResults = {
  generatedAt: string
  environment: Record<string, string | number | boolean>
  runs: number
  intentMs: number
  secondPage: string
  builds: Record<BuildName, BuildResults>
  reference: ReferenceResults
  targets: Target[]
}

export const TARGETS = {
  jsGzip: BUDGET_GZIP,
  ratio: 9,
  accountPaintAfterDclMs: 50,
  connectedMs: 250,
  clickToListMs: 150,
  chooseToAskedMs: 50,
  chooseToConnectedMs: 100,
  pressToAskedMs: 50,
  journeyGzip: 150 * 1024,
  proofVerdictMs: 300,
  proofVerdictGzip: 60 * 1024,
  lighthousePerformance: 98,
  lighthouseAccessibility: 100,
} as const

const ms = (v: number | null) => (v === null ? 'n/a' : `${Math.round(v)} ms`)

export function formatSummary(s: Summary): string {
  if (s.median === null || s.min === null || s.max === null) return `failed (${s.failed} runs)`
  const spread = `${Math.round(s.min)}–${Math.round(s.max)}`
  return `${ms(s.median)} [${spread}]${s.failed ? `, ${s.failed} failed` : ''}`
}

function ratio(eager: number | null, lazy: number | null): string {
  if (eager === null || lazy === null || lazy <= 0) return '–'
  return `${(eager / lazy).toFixed(1)}×`
}

const tick = (met: boolean | null) => (met === null ? '–' : met ? '✅' : '❌')

/** A timing target, met when the median is at most `limitMs`; no median (every run failed) is not met. */
function medianTarget(id: string, description: string, timing: Summary, limitMs: number, note?: string): Target {
  const target: Target = {
    id,
    description,
    target: `≤ ${limitMs} ms`,
    value: ms(timing.median),
    met: timing.median !== null && timing.median <= limitMs,
  }
  if (note) target.note = note
  return target
}

/** A timing target that also needs the shipped build's median ahead of (below) the eager build's. */
function aheadOfEagerTarget(id: string, description: string, lazy: Summary, eager: Summary, limitMs: number): Target {
  const target = medianTarget(id, description, lazy, limitMs, `eager ${ms(eager.median)}`)
  target.target += ', ahead of eager'
  target.met = target.met === true && eager.median !== null && (lazy.median ?? Infinity) < eager.median
  return target
}

/** The two namespaces' labels and the suffixes of their result keys. */
const FAMILIES = [
  ['EVM', 'Evm'],
  ['Solana', 'Solana'],
] as const

/** The journey's AppKit chunks, step by step ("0 / 0 / 0 / 0 / 0"). */
const journeyAppKit = (j: Journey | null) => (j ? j.steps.map((s) => s.appKitChunks).join(' / ') : 'failed')

/** Evaluates the targets against the shipped (lazy) build. */
export function evaluateTargets(r: Pick<BenchResults, 'builds'>): Target[] {
  const lazy = r.builds.lazy
  const eager = r.builds.eager
  const targets: Target[] = []
  const worst = [...lazy.pages].sort((a, b) => b.loaded.gzip - a.loaded.gzip)[0]
  if (worst) {
    targets.push({
      id: 'js-before-interaction',
      description: 'JavaScript before interaction, every page (gzip)',
      target: `≤ ${kb(TARGETS.jsGzip)}`,
      value: `largest ${worst.page} ${kb(worst.loaded.gzip)}`,
      met: worst.loaded.gzip <= TARGETS.jsGzip,
    })
    const ratios = lazy.pages.map((p) => {
      const e = eager.pages.find((x) => x.page === p.page)
      return { page: p.page, ratio: e ? e.loaded.gzip / p.loaded.gzip : Number.NaN }
    })
    const least = required(ratios.sort((a, b) => a.ratio - b.ratio)[0], 'the smallest eager/lazy ratio')
    targets.push({
      id: 'eager-ratio',
      description: 'Less JavaScript than the eager build of the same site',
      target: `≥ ${TARGETS.ratio}×`,
      value: `smallest ${least.page} ${least.ratio.toFixed(1)}×`,
      met: least.ratio >= TARGETS.ratio,
    })
  }
  targets.push(
    medianTarget(
      'remembered-account-first-paint',
      'Remembered account on screen, ms after DOMContentLoaded (median)',
      lazy.returning.accountPaintAfterDclMs,
      TARGETS.accountPaintAfterDclMs,
      `in the page at first paint in ${lazy.returning.presentAtFirstPaint} of ${lazy.returning.sequences.length} runs` +
        (lazy.returning.flashedDisconnected
          ? `; "disconnected" flashed in ${lazy.returning.flashedDisconnected} runs`
          : ''),
    ),
    medianTarget(
      'connected-after-navigation',
      'Confirmed `connected` after a full navigation, EVM (median)',
      lazy.returning.connectedMs,
      TARGETS.connectedMs,
    ),
    medianTarget(
      'connected-after-navigation-solana',
      'Confirmed `connected` after a full navigation, Solana (median)',
      lazy.returningSolana.connectedMs,
      TARGETS.connectedMs,
    ),
  )
  targets.push({
    id: 'revoked-never-connected',
    description: 'A revoked wallet is never shown `connected`',
    target: '0 runs',
    value: `${lazy.revoked.shownConnected} of ${lazy.revoked.runs} runs`,
    met: lazy.revoked.shownConnected === 0 && lazy.revoked.runs > 0,
  })
  targets.push(
    medianTarget(
      'click-to-wallet-list',
      "Cold click on Connect → list of this browser's wallets, both names (median)",
      lazy.clickCold,
      TARGETS.clickToListMs,
      `AppKit requested by then in ${lazy.clickColdAppKit.requested} of ${lazy.clickColdAppKit.runs} runs`,
    ),
    medianTarget(
      'choose-to-wallet-asked-evm',
      'Choose a wallet → the wallet is asked, EVM (median)',
      lazy.chooseToAskedEvm,
      TARGETS.chooseToAskedMs,
    ),
    medianTarget(
      'choose-to-wallet-asked-solana',
      'Choose a wallet → the wallet is asked, Solana (median)',
      lazy.chooseToAskedSolana,
      TARGETS.chooseToAskedMs,
    ),
  )
  for (const [label, key] of FAMILIES) {
    const slug = label.toLowerCase()
    targets.push(
      aheadOfEagerTarget(
        `choose-to-connected-${slug}`,
        `Choose a browser wallet in the list → every wallet status \`connected\`, ${label} (median)`,
        lazy[`chooseToConnected${key}`],
        eager[`chooseToConnected${key}`],
        TARGETS.chooseToConnectedMs,
      ),
      aheadOfEagerTarget(
        `sign-to-wallet-asked-${slug}`,
        `Press Sign on /prove/ (page loaded cold, account connected) → the wallet is asked, ${label} (median)`,
        lazy[`signToAsked${key}`],
        eager[`signToAsked${key}`],
        TARGETS.pressToAskedMs,
      ),
    )
  }
  targets.push(
    aheadOfEagerTarget(
      'switch-to-wallet-asked',
      'Press "Switch to Base" on /account/ → the wallet is asked to switch (median)',
      lazy.switchToAsked,
      eager.switchToAsked,
      TARGETS.pressToAskedMs,
    ),
  )
  for (const [label, key] of FAMILIES) {
    const slug = label.toLowerCase()
    const journey = lazy[`journey${key}`]
    targets.push(
      {
        id: `journey-appkit-${slug}`,
        description: `Browser-wallet journey, ${label}: AppKit chunks loaded per step`,
        target: '0 at every step',
        value: journeyAppKit(journey),
        met: journey !== null && journey.steps.every((s) => s.appKitChunks === 0),
      },
      {
        id: `journey-js-${slug}`,
        description: `Browser-wallet journey, ${label}: scripts fetched over the visit (gzip)`,
        target: `≤ ${kb(TARGETS.journeyGzip)}`,
        value: journey ? `${kb(journey.gzip)} in ${journey.scripts.length} files` : 'failed',
        met: journey !== null && journey.gzip <= TARGETS.journeyGzip,
      },
    )
  }
  for (const [label, proof] of [
    ['EVM', lazy.proofLinkEvm],
    ['Solana', lazy.proofLinkSolana],
  ] as const) {
    const slug = label.toLowerCase()
    targets.push(
      medianTarget(
        `proof-link-verdict-${slug}`,
        `Proof link → verdict, ${label}, no wallet, cold (median)`,
        proof.verdictMs,
        TARGETS.proofVerdictMs,
        proof.notValid.length
          ? `not \`valid\` in ${proof.notValid.length} runs: ${proof.notValid.join(', ')}`
          : undefined,
      ),
      {
        id: `proof-link-js-${slug}`,
        description: `JavaScript fetched by the verdict, ${label} proof link (gzip, median)`,
        target: `≤ ${kb(TARGETS.proofVerdictGzip)}`,
        value: proof.gzip.median === null ? 'n/a' : kb(proof.gzip.median),
        met: proof.gzip.median !== null && proof.gzip.median <= TARGETS.proofVerdictGzip,
      },
    )
  }
  const lh = lazy.lighthouse
  if ('skipped' in lh) {
    targets.push({
      id: 'lighthouse',
      description: 'Lighthouse (mobile) performance ≥ 98 and accessibility 100, every page',
      target: `≥ ${TARGETS.lighthousePerformance} / ${TARGETS.lighthouseAccessibility}`,
      value: 'not measured',
      met: null,
      note: `skipped: ${lh.skipped}`,
    })
  } else {
    const perf = Math.min(...lh.scores.map((s) => s.performance ?? 0))
    const a11y = Math.min(...lh.scores.map((s) => s.accessibility ?? 0))
    targets.push({
      id: 'lighthouse',
      description: 'Lighthouse (mobile) performance ≥ 98 and accessibility 100, every page',
      target: `≥ ${TARGETS.lighthousePerformance} / ${TARGETS.lighthouseAccessibility}`,
      value: `lowest ${perf} / ${a11y}`,
      met: perf >= TARGETS.lighthousePerformance && a11y >= TARGETS.lighthouseAccessibility,
    })
  }
  return targets
}

/** The Markdown written to bench/results.md (and printed). */
export function formatResults(r: BenchResults): string {
  const { lazy, eager } = r.builds
  const rows: string[][] = []
  for (const p of lazy.pages) {
    const e = eager.pages.find((x) => x.page === p.page)
    rows.push([
      `JS before interaction \`${p.page}\` — gzip (raw), files`,
      `${kb(p.loaded.gzip)} (${kb(p.loaded.raw)}), ${p.loaded.files}`,
      e ? `${kb(e.loaded.gzip)} (${kb(e.loaded.raw)}), ${e.loaded.files}` : '–',
      e ? ratio(e.loaded.gzip, p.loaded.gzip) : '–',
      `≤ ${kb(TARGETS.jsGzip)}`,
    ])
  }
  const offLazy = Math.max(...lazy.pages.map((p) => p.loaded.offMachineRequests))
  const offEager = Math.max(...eager.pages.map((p) => p.loaded.offMachineRequests))
  rows.push([
    'Requests to Reown/RPC hosts before interaction (max per page, stubbed)',
    `${offLazy}`,
    `${offEager}`,
    '–',
    '–',
  ])
  const timing = (label: string, a: Summary, b: Summary, target: string) =>
    rows.push([label, formatSummary(a), formatSummary(b), ratio(b.median, a.median), target])
  timing(
    `Remembered account on screen, after DOMContentLoaded (\`${r.secondPage}\`)`,
    lazy.returning.accountPaintAfterDclMs,
    eager.returning.accountPaintAfterDclMs,
    `≤ ${TARGETS.accountPaintAfterDclMs} ms`,
  )
  rows.push([
    '… remembered account already in the page at first contentful paint (runs)',
    `${lazy.returning.presentAtFirstPaint} of ${lazy.returning.sequences.length}`,
    `${eager.returning.presentAtFirstPaint} of ${eager.returning.sequences.length}`,
    '–',
    'every run',
  ])
  timing('… DOMContentLoaded, from navigation start', lazy.returning.dclMs, eager.returning.dclMs, '–')
  timing('… first contentful paint, from navigation start', lazy.returning.fcpMs, eager.returning.fcpMs, '–')
  timing(
    'Confirmed `connected` after a full navigation, from navigation start (EVM)',
    lazy.returning.connectedMs,
    eager.returning.connectedMs,
    `≤ ${TARGETS.connectedMs} ms`,
  )
  timing(
    '… the same with a Solana wallet',
    lazy.returningSolana.connectedMs,
    eager.returningSolana.connectedMs,
    `≤ ${TARGETS.connectedMs} ms`,
  )
  rows.push([
    'Revoked wallet shown `connected` (runs)',
    `${lazy.revoked.shownConnected} of ${lazy.revoked.runs}`,
    `${eager.revoked.shownConnected} of ${eager.revoked.runs}`,
    '–',
    'never',
  ])
  timing(
    'Revoked wallet settles on `disconnected`, from navigation start',
    lazy.revoked.disconnectedMs,
    eager.revoked.disconnectedMs,
    '–',
  )
  timing(
    "Cold click on Connect → list of this browser's wallets (both names), no intent",
    lazy.clickCold,
    eager.clickCold,
    `≤ ${TARGETS.clickToListMs} ms`,
  )
  rows.push([
    '… AppKit script requested by the time the list showed (runs)',
    `${lazy.clickColdAppKit.requested} of ${lazy.clickColdAppKit.runs}`,
    `${eager.clickColdAppKit.requested} of ${eager.clickColdAppKit.runs}`,
    '–',
    '–',
  ])
  timing(
    `Click on Connect → list of this browser's wallets, pointer on the button ${r.intentMs} ms before`,
    lazy.clickIntent,
    eager.clickIntent,
    '–',
  )
  timing(
    'Choose a wallet → the wallet is asked (EVM)',
    lazy.chooseToAskedEvm,
    eager.chooseToAskedEvm,
    `≤ ${TARGETS.chooseToAskedMs} ms`,
  )
  timing(
    'Choose a wallet → the wallet is asked (Solana)',
    lazy.chooseToAskedSolana,
    eager.chooseToAskedSolana,
    `≤ ${TARGETS.chooseToAskedMs} ms`,
  )
  const ahead = (limitMs: number) => `≤ ${limitMs} ms, ahead of eager`
  for (const [label, key] of FAMILIES) {
    timing(
      `Choose a browser wallet in the list → every wallet status says \`connected\` (${label})`,
      lazy[`chooseToConnected${key}`],
      eager[`chooseToConnected${key}`],
      ahead(TARGETS.chooseToConnectedMs),
    )
  }
  for (const [label, key] of FAMILIES) {
    timing(
      `Press Sign on \`/prove/\` (page loaded cold, account connected) → the wallet is asked (${label})`,
      lazy[`signToAsked${key}`],
      eager[`signToAsked${key}`],
      ahead(TARGETS.pressToAskedMs),
    )
  }
  timing(
    'Press "Switch to Base" on `/account/` → the wallet is asked to switch (EVM)',
    lazy.switchToAsked,
    eager.switchToAsked,
    ahead(TARGETS.pressToAskedMs),
  )
  for (const [label, key] of FAMILIES) {
    const bytes = (j: Journey | null) => (j ? `${kb(j.gzip)}, ${j.scripts.length}` : 'failed')
    const [l, e] = [lazy[`journey${key}`], eager[`journey${key}`]]
    rows.push([
      `Browser-wallet journey (${label}): scripts fetched over the visit — gzip, files`,
      bytes(l),
      bytes(e),
      l && e ? ratio(e.gzip, l.gzip) : '–',
      `≤ ${kb(TARGETS.journeyGzip)}`,
    ])
    rows.push([
      `… AppKit chunks loaded per step: ${(l ?? e)?.steps.map((s) => s.step).join(' / ') ?? 'the steps'}`,
      journeyAppKit(l),
      journeyAppKit(e),
      '–',
      '0 at every step',
    ])
  }
  timing(
    'Click on "Mobile wallet (QR code)" in the list → WalletConnect\'s QR view in the page, cold',
    lazy.qrShown,
    eager.qrShown,
    'not slower than today (report only)',
  )
  const lh = (b: BuildResults, page: string) => {
    if ('skipped' in b.lighthouse) return 'skipped'
    const s = b.lighthouse.scores.find((x) => x.page === page)
    return s ? (s.error ? `error: ${s.error}` : `${s.performance} / ${s.accessibility}`) : '–'
  }
  if ('skipped' in lazy.lighthouse) {
    rows.push([
      'Lighthouse mobile, performance / accessibility',
      'skipped',
      'skipped',
      '–',
      `≥ ${TARGETS.lighthousePerformance} / ${TARGETS.lighthouseAccessibility}`,
    ])
  } else {
    for (const p of lazy.pages) {
      rows.push([
        `Lighthouse mobile \`${p.page}\`, performance / accessibility`,
        lh(lazy, p.page),
        lh(eager, p.page),
        '–',
        `≥ ${TARGETS.lighthousePerformance} / ${TARGETS.lighthouseAccessibility}`,
      ])
    }
  }

  const table = markdownTable(['Measure', BUILD_LABEL.lazy, BUILD_LABEL.eager, 'Eager ÷ lazy', 'Target'], rows)
  const proofTable = formatProofLinkTable(r)
  const targetTable = markdownTable(
    ['Target (shipped build)', 'Goal', 'Measured', 'Met'],
    r.targets.map((t) => [t.description, t.target, t.value + (t.note ? ` — ${t.note}` : ''), tick(t.met)]),
  )
  const env = Object.entries(r.environment)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')
  const skipped = 'skipped' in lazy.lighthouse ? `\nLighthouse: skipped — ${lazy.lighthouse.skipped}.\n` : ''
  const errorLines = (['lazy', 'eager'] as const)
    .filter((b) => r.builds[b].pageErrors.length)
    .map(
      (b) =>
        `- ${BUILD_LABEL[b]}: ${r.builds[b].pageErrors.length} uncaught page error(s), e.g. ${r.builds[b].pageErrors[0]}`,
    )
  const ref = r.reference
  if ('pageErrors' in ref && ref.pageErrors.length) {
    errorLines.push(
      `- ${referenceLabel(ref)}: ${ref.pageErrors.length} uncaught page error(s), e.g. ${ref.pageErrors[0]}`,
    )
  }
  const errors = errorLines.join('\n')
  return `# Sigil benchmark

Generated by \`npm run bench\` on ${r.generatedAt}. Timings: median [min–max] of ${r.runs} runs, each in a
fresh browser context (cold HTTP cache, kept on within a run), offline: the e2e suite's Reown and RPC stubs served
by a local HTTPS stand-in (e2e/support/offline-hosts.ts), and its mock wallets.
"JS before interaction" is every script the browser fetched (plus inline scripts) after loading the page
with no input until the network was quiet for 1.5 s; gzip is \`gzip -9\` of each body.
The browser-wallet journey runs once per build in one context (HTTP cache on): connect on \`/\` from the list,
\`/account/\` (EVM: switch to Base), \`/prove/\` and sign, \`/wallets/\`, disconnect from the header's menu, each step
until the network is quiet for 1 s; its bytes are the unique scripts fetched, weighed from the build's files.

${table}

${proofTable}
${skipped}
${targetTable}

Environment: ${env}.
${errors ? `\nPage errors seen during the run (not fatal):\n${errors}\n` : ''}`
}

/** A Markdown table: the header, its rule, then one line per row. */
function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

function referenceLabel(ref: ReferenceResults): string {
  return `Today's build (\`${ref.short ?? ref.ref}\`)`
}

/**
 * The proof-link rows: Sigil now, today's build (the reference ref) and the eager build, side by
 * side; the targets are Sigil now's.
 */
function formatProofLinkTable(r: BenchResults): string {
  const { lazy, eager } = r.builds
  const ref = r.reference
  const bytes = (v: Summary) => (v.median === null ? 'n/a' : kb(v.median))
  const rows: string[][] = []
  for (const [label, key] of [
    ['EVM', 'proofLinkEvm'],
    ['Solana', 'proofLinkSolana'],
  ] as const) {
    const today = (cell: (p: ProofLinkSummary) => string) =>
      'skipped' in ref ? `not measured (${ref.skipped.replace(/\|/g, '\\|')})` : cell(ref[key])
    rows.push([
      `Proof link → verdict, ${label}, no wallet, cold, from navigation start`,
      formatSummary(lazy[key].verdictMs),
      today((p) => formatSummary(p.verdictMs)),
      formatSummary(eager[key].verdictMs),
      `≤ ${TARGETS.proofVerdictMs} ms`,
    ])
    rows.push([
      `… JavaScript fetched by the verdict (${label}, gzip, median)`,
      bytes(lazy[key].gzip),
      today((p) => bytes(p.gzip)),
      bytes(eager[key].gzip),
      `≤ ${kb(TARGETS.proofVerdictGzip)}`,
    ])
  }
  const table = markdownTable(
    ['Proof link', 'Sigil now', referenceLabel(ref), BUILD_LABEL.eager, 'Target (Sigil now)'],
    rows,
  )
  const about =
    'skipped' in ref
      ? `Today's build (\`${ref.ref}\`${ref.sha ? ` = ${ref.sha}` : ''}) was not measured: ${ref.skipped}.`
      : `Today's build: commit ${ref.sha} (\`--reference=${ref.ref}\`), ${ref.build === 'built' ? 'built in this run' : 'a cached build'} ` +
        `with the shipped build's settings (scripts/bench/reference-build.ts); proof-link scenarios only, in the same runs.`
  return `${table}\n\n${about}\n`
}
