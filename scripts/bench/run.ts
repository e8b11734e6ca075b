/**
 * `npm run bench`: Sigil as shipped (AppKit loaded on intent or at idle) against an eager build
 * of the same site (AppKit imported and created at an island's module scope on every page).
 *
 * Builds both (dist-bench-lazy, dist-bench-eager), serves both on 127.0.0.1, and drives
 * Debian's Chromium through the same scenarios for each, offline, with the e2e suite's stubs and
 * mock wallets. Prints a table and writes bench/results.md and bench/results.json.
 *
 *   npm run bench                      # 5 runs per timing
 *   npm run bench -- --runs=9          # more runs
 *   npm run bench -- --no-build        # reuse the dist-bench-lazy and dist-bench-eager builds (and a cached reference)
 *   npm run bench -- --out=bench/tmp   # write the results elsewhere (bench/tmp is git-ignored)
 *   npm run bench -- --no-lighthouse   # skip Lighthouse; --lighthouse-eager also scores the eager build
 *   npm run bench -- --reference=<ref> # "today's build" for the proof-link rows (default REFERENCE_REF)
 *   npm run bench -- --no-reference    # skip it
 *   npm run bench -- --phone-runs=3    # runs per phone profile (./phone.ts; default 3, 0 skips them)
 *   npm run bench -- --phone-only      # the phone profiles without the desktop timings
 *
 * The proof-link rows are also measured on "today's build": a git ref built in a temporary worktree
 * (scripts/bench/reference-build.ts), cached in dist-bench-reference/ by commit.
 */
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '../../e2e/support/chromium.ts'
import './ts-resolve.ts'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import type { Server } from 'node:http'
import { kb, measureSite } from './js-weight.ts'
import { summarize } from './stats.ts'
import { required } from './required.ts'
import {
  BUILD_LABEL,
  evaluateTargets,
  formatResults,
  type BenchResults,
  type BuildName,
  type BuildResults,
  type Journey,
  type ReferenceResults,
} from './report.ts'
import { lighthouseScores, type LighthouseResult } from './lighthouse.ts'
import { prepareReference, referenceRequest } from './reference-build.ts'

const started = Date.now()
const oneMinuteLoad = () => required(loadavg()[0], 'the 1-minute load average').toFixed(1)
const startLoad = oneMinuteLoad()
const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k = '', v = 'true'] = a.replace(/^--/, '').split('=')
    return [k, v] as const
  }),
)
const RUNS = Math.max(1, Number(args.get('runs') ?? 5))
const BUILD = args.get('build') !== 'false' && !args.has('no-build')
const OUT = args.get('out') ?? 'bench'
const INTENT_MS = Number(args.get('intent-ms') ?? 200)
const SECOND_PAGE = '/account/'
const PHONE_RUNS = Math.max(0, Number(args.get('phone-runs') ?? 3))
const DESKTOP_RUNS = args.has('phone-only') ? 0 : RUNS
const CHROMIUM = CHROMIUM_PATH
const DIST: Record<BuildName, string> = { lazy: 'dist-bench-lazy', eager: 'dist-bench-eager' }

const log = (line: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${line}`)

// The e2e fixtures need Node's resolver hook (ts-resolve.ts) in place before they are linked.
const { chromium } = await import('@playwright/test')
const scenarios = await import('./scenarios.ts')
const phone = await import('./phone.ts')
const { startStaticServer } = await import('../../e2e/support/static-server.ts')

/** The environment of `astro build` for a build (the reference is built like the lazy one). */
function buildEnv(name: BuildName): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SIGIL_OUT_DIR: DIST[name],
    ASTRO_TELEMETRY_DISABLED: '1',
    // The site's defaults, pinned so the stubs know which hosts to answer (src/wallet/config.ts).
    PUBLIC_ETHEREUM_RPC_URL: scenarios.BENCH_RPC.ethereum.url,
    PUBLIC_BASE_RPC_URL: scenarios.BENCH_RPC.base.url,
    PUBLIC_SOLANA_RPC_URL: scenarios.BENCH_RPC.solana.url,
  }
  delete env.PUBLIC_WALLETCONNECT_RELAY_URL
  if (name === 'eager') env.SIGIL_EAGER_APPKIT = '1'
  else delete env.SIGIL_EAGER_APPKIT
  return env
}

function build(name: BuildName): void {
  log(`building ${BUILD_LABEL[name]} → ${DIST[name]}/`)
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], {
    stdio: 'inherit',
    env: buildEnv(name),
  })
}

function version(pkg: string): string {
  try {
    return (JSON.parse(readFileSync(join('node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version
  } catch {
    return '?'
  }
}

function git(...argv: string[]): string {
  try {
    return execFileSync('git', argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return '?'
  }
}

/** Runs `fn`, turning a failure into null (and a line) so one bad run does not end the bench. */
async function attempt<T>(what: string, fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn()
  } catch (error) {
    log(`  ${what} failed: ${(error as Error).message.split('\n')[0]}`)
    return null
  }
}

const builds: BuildName[] = ['lazy', 'eager']
if (BUILD) for (const b of builds) build(b)
for (const b of builds) {
  if (!existsSync(join(DIST[b], 'index.html'))) throw new Error(`${DIST[b]}/ is missing: run without --no-build`)
}
const reference = prepareReference({ request: referenceRequest(args), build: BUILD, env: buildEnv('lazy'), log })

const servers: Record<BuildName, { server: Server; url: string }> = {
  lazy: await startStaticServer(DIST.lazy, 0),
  eager: await startStaticServer(DIST.eager, 0),
}
const referenceServer = 'dist' in reference ? await startStaticServer(reference.dist, 0) : null
const hosts = await scenarios.startBenchHosts()
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [...OFFLINE_CHROMIUM_ARGS, hosts.resolverArg],
})
const chromiumVersion = browser.version()

try {
  const statics = { lazy: measureSite(DIST.lazy), eager: measureSite(DIST.eager) }
  const pages = statics.lazy.pages.filter((p) => p.moment === 'load').map((p) => p.page)
  const results = {} as Record<BuildName, BuildResults>
  const errorsOf: Record<BuildName, string[]> = { lazy: [], eager: [] }

  // Bytes: once per page and build (deterministic; the static graph is the cross-check).
  const pageBytes: Record<BuildName, BuildResults['pages']> = { lazy: [], eager: [] }
  for (const b of builds) {
    for (const page of pages) {
      const loaded = await scenarios.jsBeforeInteraction(browser, servers[b].url, page)
      const st = required(
        statics[b].pages.find((p) => p.page === page),
        `${page} in the static graph of the ${b} build`,
      )
      pageBytes[b].push({
        page,
        loaded: {
          raw: loaded.raw,
          gzip: loaded.gzip,
          files: loaded.files.length,
          offMachineRequests: loaded.offMachineRequests,
        },
        static: { raw: st.raw, gzip: st.gzip, files: st.files.length },
      })
      errorsOf[b].push(...scenarios.drainPageErrors())
      log(
        `${b.padEnd(5)} ${page.padEnd(10)} ${(loaded.gzip / 1024).toFixed(1)} KB gzip, ${loaded.files.length} files, ${loaded.offMachineRequests} off-machine requests (static graph ${(st.gzip / 1024).toFixed(1)} KB)`,
      )
    }
  }

  // The browser-wallet journey: bytes, once per build and namespace.
  const journeys = {} as Record<BuildName, Record<'eip155' | 'solana', Journey | null>>
  for (const b of builds) {
    journeys[b] = { eip155: null, solana: null }
    for (const ns of ['eip155', 'solana'] as const) {
      const j = await attempt(`${b} browser-wallet journey (${ns})`, () =>
        scenarios.browserWalletJourney(browser, servers[b].url, DIST[b], ns),
      )
      journeys[b][ns] = j
      errorsOf[b].push(...scenarios.drainPageErrors())
      log(
        `${b.padEnd(5)} journey ${ns.padEnd(6)} ${j ? `${kb(j.gzip)} gzip, ${j.scripts.length} files, AppKit chunks per step ${j.steps.map((s) => s.appKitChunks).join('/')}` : 'failed'}`,
      )
    }
  }

  // Timings: runs interleaved between the builds so drift (thermal, other load) hits both alike.
  type Samples = {
    returning: Awaited<ReturnType<typeof scenarios.returningVisit>>[]
    returningSolana: Awaited<ReturnType<typeof scenarios.returningVisit>>[]
    revoked: Awaited<ReturnType<typeof scenarios.revokedVisit>>[]
    cold: (number | null)[]
    /** Per cold click that reached the list: whether AppKit had been requested by then. */
    coldAppKit: boolean[]
    intent: (number | null)[]
    askedEvm: (number | null)[]
    askedSolana: (number | null)[]
    connectedEvm: (number | null)[]
    connectedSolana: (number | null)[]
    signEvm: (number | null)[]
    signSolana: (number | null)[]
    switchEvm: (number | null)[]
    qr: (number | null)[]
    verdictEvm: Awaited<ReturnType<typeof scenarios.proofLinkVerdict>>[]
    verdictSolana: Awaited<ReturnType<typeof scenarios.proofLinkVerdict>>[]
  }
  const emptySamples = (): Samples => ({
    returning: [],
    returningSolana: [],
    revoked: [],
    cold: [],
    coldAppKit: [],
    intent: [],
    askedEvm: [],
    askedSolana: [],
    connectedEvm: [],
    connectedSolana: [],
    signEvm: [],
    signSolana: [],
    switchEvm: [],
    qr: [],
    verdictEvm: [],
    verdictSolana: [],
  })
  const samples: Record<BuildName, Samples> = { lazy: emptySamples(), eager: emptySamples() }
  // Today's build: the proof-link scenarios only.
  type ProofLinkSamples = Pick<Samples, 'verdictEvm' | 'verdictSolana'>
  const referenceSamples: ProofLinkSamples = { verdictEvm: [], verdictSolana: [] }
  /** One run of the proof-link scenarios (EVM, then Solana) on a build, its samples kept in `into`. */
  const sampleProofLinks = async (label: string, url: string, dist: string, into: ProofLinkSamples) => {
    const ve = await attempt(`${label} proof link → verdict (EVM)`, () =>
      scenarios.proofLinkVerdict(browser, url, dist, 'eip155'),
    )
    if (ve) into.verdictEvm.push(ve)
    const vs = await attempt(`${label} proof link → verdict (Solana)`, () =>
      scenarios.proofLinkVerdict(browser, url, dist, 'solana'),
    )
    if (vs) into.verdictSolana.push(vs)
    return { ve, vs }
  }
  const referenceErrors: string[] = []
  for (let run = 1; run <= DESKTOP_RUNS; run++) {
    for (const b of builds) {
      const url = servers[b].url
      const r = await attempt(`${b} returning visit`, () => scenarios.returningVisit(browser, url, SECOND_PAGE))
      if (r) samples[b].returning.push(r)
      const rs = await attempt(`${b} returning visit (Solana)`, () =>
        scenarios.returningVisit(browser, url, SECOND_PAGE, 'solana'),
      )
      if (rs) samples[b].returningSolana.push(rs)
      const v = await attempt(`${b} revoked visit`, () => scenarios.revokedVisit(browser, url, SECOND_PAGE))
      if (v) samples[b].revoked.push(v)
      const c = await attempt(`${b} cold click`, () => scenarios.clickToWalletList(browser, url, 0))
      samples[b].cold.push(c?.ms ?? null)
      if (c && c.ms !== null) samples[b].coldAppKit.push(c.appKitRequestedAtList)
      const i = await attempt(`${b} click after intent`, () => scenarios.clickToWalletList(browser, url, INTENT_MS))
      samples[b].intent.push(i?.ms ?? null)
      const ce = await attempt(`${b} choose a browser wallet (EVM)`, () =>
        scenarios.chooseBrowserWallet(browser, url, 'eip155'),
      )
      samples[b].askedEvm.push(ce?.askedMs ?? null)
      samples[b].connectedEvm.push(ce?.connectedMs ?? null)
      const cs = await attempt(`${b} choose a browser wallet (Solana)`, () =>
        scenarios.chooseBrowserWallet(browser, url, 'solana'),
      )
      samples[b].askedSolana.push(cs?.askedMs ?? null)
      samples[b].connectedSolana.push(cs?.connectedMs ?? null)
      const se = await attempt(`${b} sign → wallet asked (EVM)`, () =>
        scenarios.signToWalletAsked(browser, url, 'eip155'),
      )
      samples[b].signEvm.push(se)
      const ss = await attempt(`${b} sign → wallet asked (Solana)`, () =>
        scenarios.signToWalletAsked(browser, url, 'solana'),
      )
      samples[b].signSolana.push(ss)
      const sw = await attempt(`${b} switch → wallet asked`, () => scenarios.switchToWalletAsked(browser, url))
      samples[b].switchEvm.push(sw)
      const qr = await attempt(`${b} QR code entry → QR view`, () => scenarios.qrCodeShown(browser, url))
      samples[b].qr.push(qr)
      const { ve, vs } = await sampleProofLinks(b, url, DIST[b], samples[b])
      errorsOf[b].push(...scenarios.drainPageErrors())
      log(
        `run ${run}/${RUNS} ${b.padEnd(5)} account +${fmt(r?.accountPaintAfterDclMs)} after DCL, connected ${fmt(r?.connectedMs)} (Solana ${fmt(rs?.connectedMs)}), ` +
          `revoked ${v ? (v.shownConnected ? 'SHOWN CONNECTED' : 'ok') : 'n/a'}, click cold ${fmt(c?.ms)}${c?.appKitRequestedAtList ? ' (AppKit requested)' : ''} / intent ${fmt(i?.ms)}, ` +
          `wallet asked EVM ${fmt(ce?.askedMs)} / Solana ${fmt(cs?.askedMs)}, ` +
          `connected EVM ${fmt(ce?.connectedMs)} / Solana ${fmt(cs?.connectedMs)}, ` +
          `sign asked EVM ${fmt(se)} / Solana ${fmt(ss)}, switch asked ${fmt(sw)}, QR view ${fmt(qr)}, ` +
          `verdict EVM ${ve?.verdict ?? 'none'} ${fmt(ve?.ms)} / Solana ${vs?.verdict ?? 'none'} ${fmt(vs?.ms)}`,
      )
    }
    if (referenceServer && 'dist' in reference) {
      const { ve, vs } = await sampleProofLinks("today's build", referenceServer.url, reference.dist, referenceSamples)
      referenceErrors.push(...scenarios.drainPageErrors())
      log(
        `run ${run}/${RUNS} today's build ${reference.short}: ` +
          `verdict EVM ${ve?.verdict ?? 'none'} ${fmt(ve?.ms)}, ${kbOf(ve?.gzip)} / Solana ${vs?.verdict ?? 'none'} ${fmt(vs?.ms)}, ${kbOf(vs?.gzip)}`,
      )
    }
  }

  const phoneResults = await runPhoneProfiles(errorsOf)

  let lighthouse: Record<BuildName, LighthouseResult> = {
    lazy: { skipped: 'not run' },
    eager: { skipped: 'not run' },
  }
  if (args.has('no-lighthouse')) {
    lighthouse = { lazy: { skipped: '--no-lighthouse' }, eager: { skipped: '--no-lighthouse' } }
  } else {
    // The targets are for the shipped build; the eager one only on request (about 20 s a page on 2 cores).
    lighthouse.lazy = await lighthouseScores(servers.lazy.url, pages, CHROMIUM)
    lighthouse.eager = args.has('lighthouse-eager')
      ? await lighthouseScores(servers.eager.url, pages, CHROMIUM)
      : { skipped: 'shipped build only (--lighthouse-eager scores the eager build too)' }
    if ('skipped' in lighthouse.lazy) log(`Lighthouse: SKIPPED — ${lighthouse.lazy.skipped}`)
  }

  for (const b of builds) {
    const s = samples[b]
    results[b] = {
      dist: DIST[b],
      pages: pageBytes[b],
      returning: {
        accountPaintAfterDclMs: summarize(s.returning.map((x) => x.accountPaintAfterDclMs)),
        accountShownMs: summarize(s.returning.map((x) => x.accountShownMs)),
        connectedMs: summarize(s.returning.map((x) => x.connectedMs)),
        dclMs: summarize(s.returning.map((x) => x.dclMs)),
        fcpMs: summarize(s.returning.map((x) => x.fcpMs)),
        presentAtFirstPaint: s.returning.filter((x) => x.presentAtFirstPaint).length,
        flashedDisconnected: s.returning.filter((x) => x.flashedDisconnected).length,
        sequences: s.returning.map((x) => x.sequence),
      },
      returningSolana: {
        connectedMs: summarize(s.returningSolana.map((x) => x.connectedMs)),
        flashedDisconnected: s.returningSolana.filter((x) => x.flashedDisconnected).length,
        sequences: s.returningSolana.map((x) => x.sequence),
      },
      revoked: {
        runs: s.revoked.length,
        shownConnected: s.revoked.filter((x) => x.shownConnected).length,
        disconnectedMs: summarize(s.revoked.map((x) => x.disconnectedMs)),
        sequences: s.revoked.map((x) => x.sequence),
      },
      clickCold: summarize(s.cold),
      clickColdAppKit: { runs: s.coldAppKit.length, requested: s.coldAppKit.filter(Boolean).length },
      clickIntent: summarize(s.intent),
      chooseToAskedEvm: summarize(s.askedEvm),
      chooseToAskedSolana: summarize(s.askedSolana),
      chooseToConnectedEvm: summarize(s.connectedEvm),
      chooseToConnectedSolana: summarize(s.connectedSolana),
      signToAskedEvm: summarize(s.signEvm),
      signToAskedSolana: summarize(s.signSolana),
      switchToAsked: summarize(s.switchEvm),
      qrShown: summarize(s.qr),
      journeyEvm: journeys[b].eip155,
      journeySolana: journeys[b].solana,
      proofLinkEvm: verdictSummary(s.verdictEvm),
      proofLinkSolana: verdictSummary(s.verdictSolana),
      lighthouse: lighthouse[b],
      pageErrors: errorsOf[b],
    }
  }

  const referenceResults: ReferenceResults =
    'dist' in reference
      ? {
          ...reference,
          proofLinkEvm: verdictSummary(referenceSamples.verdictEvm),
          proofLinkSolana: verdictSummary(referenceSamples.verdictSolana),
          pageErrors: referenceErrors,
        }
      : reference

  const dirty = git('status', '--porcelain', '--untracked-files=no') !== ''
  const bench: BenchResults = {
    generatedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      chromium: chromiumVersion,
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? '?',
      astro: version('astro'),
      appkit: version('@reown/appkit'),
      react: version('react'),
      commit: git('rev-parse', '--short', 'HEAD'),
      uncommittedChanges: dirty,
      durationSeconds: 0,
      /** 1-minute load average at the start and the end: timings on a busy machine are slower. */
      loadAverage: `${startLoad} → ${oneMinuteLoad()}`,
    },
    runs: RUNS,
    intentMs: INTENT_MS,
    secondPage: SECOND_PAGE,
    builds: results,
    reference: referenceResults,
    targets: [],
  }
  bench.targets = evaluateTargets(bench)
  bench.environment.durationSeconds = Math.round((Date.now() - started) / 1000)
  const markdown = `${formatResults(bench)}\n${phoneResults.markdown}`
  mkdirSync(OUT, { recursive: true })
  writeFileSync(join(OUT, 'results.md'), markdown)
  writeFileSync(join(OUT, 'results.json'), `${JSON.stringify({ ...bench, phone: phoneResults.json }, null, 2)}\n`)
  console.log(`\n${markdown}`)
  log(`wrote ${OUT}/results.md and ${OUT}/results.json`)
} finally {
  await browser.close()
  await hosts.close()
  for (const b of builds) servers[b].server.close()
  referenceServer?.server.close()
}

/**
 * The phone profiles (./phone.ts): the moments above that a phone has (no hover, no QR code),
 * plus tap → first wallet app, for both builds, runs interleaved; the slow profile's request
 * waterfall after the tap (last run, each build) is reported.
 */
async function runPhoneProfiles(errorsOf: Record<BuildName, string[]>): Promise<{ markdown: string; json: unknown }> {
  if (PHONE_RUNS === 0) return { markdown: '', json: null }
  hosts.update({ explorerWallets: phone.PHONE_CATALOGUE })
  const waterfalls: Partial<Record<BuildName, ReturnType<typeof phone.waterfallRows>>> = {}
  const moments: {
    label: string
    run(url: string, b: BuildName, slow: boolean): Promise<number | null | undefined>
  }[] = [
    {
      label: 'Tap on Connect → first wallet app of the catalogue on screen (no wallet in the browser)',
      run: async (url, b, slow) => {
        const t = await phone.tapToFirstWalletApp(browser, url)
        if (slow) waterfalls[b] = phone.waterfallRows(t.waterfall)
        return t.ms
      },
    },
    {
      label: 'Confirmed `connected` after a full navigation, from navigation start (EVM)',
      run: async (url) => (await scenarios.returningVisit(browser, url, SECOND_PAGE)).connectedMs,
    },
    {
      label: '… the same with a Solana wallet',
      run: async (url) => (await scenarios.returningVisit(browser, url, SECOND_PAGE, 'solana')).connectedMs,
    },
    {
      label: 'Cold tap on Connect → list of the in-app browser’s wallets',
      run: async (url) => (await scenarios.clickToWalletList(browser, url, 0)).ms,
    },
    {
      label: 'Choose a browser wallet → every wallet status `connected` (EVM)',
      run: async (url) => (await scenarios.chooseBrowserWallet(browser, url, 'eip155')).connectedMs,
    },
    {
      label: 'Choose a browser wallet → every wallet status `connected` (Solana)',
      run: async (url) => (await scenarios.chooseBrowserWallet(browser, url, 'solana')).connectedMs,
    },
    {
      label: 'Sign on `/prove/` → the wallet is asked (EVM)',
      run: (url) => scenarios.signToWalletAsked(browser, url, 'eip155'),
    },
    {
      label: 'Sign on `/prove/` → the wallet is asked (Solana)',
      run: (url) => scenarios.signToWalletAsked(browser, url, 'solana'),
    },
    { label: '"Switch to Base" → the wallet is asked', run: (url) => scenarios.switchToWalletAsked(browser, url) },
    {
      label: 'Proof link → verdict, EVM, cold, from navigation start',
      run: async (url, b) => (await scenarios.proofLinkVerdict(browser, url, DIST[b], 'eip155')).ms,
    },
  ]
  const names = ['phone', 'phone-slow'] as const
  /** Samples by profile, build and moment. */
  const taken = new Map<string, (number | null)[]>()
  const series = (n: string, b: BuildName, i: number) => {
    const key = `${n}/${b}/${i}`
    const found = taken.get(key) ?? []
    taken.set(key, found)
    return found
  }
  for (const name of names) {
    scenarios.useDeviceProfile(phone.phoneProfile(name))
    for (let run = 1; run <= PHONE_RUNS; run++) {
      for (const b of builds) {
        const line: string[] = []
        for (const [i, m] of moments.entries()) {
          const v = await attempt(`${name} ${b} ${m.label}`, () => m.run(servers[b].url, b, name === 'phone-slow'))
          series(name, b, i).push(v ?? null)
          line.push(fmt(v))
        }
        errorsOf[b].push(...scenarios.drainPageErrors())
        log(`${name} run ${run}/${PHONE_RUNS} ${b.padEnd(5)} ${line.join(', ')}`)
      }
    }
  }
  scenarios.useDeviceProfile(undefined)
  const cell = ({ median, min, max, failed }: ReturnType<typeof summarize>) =>
    median === null || min === null || max === null
      ? 'failed'
      : `${Math.round(median)} ms [${Math.round(min)}–${Math.round(max)}]${failed ? `, ${failed} failed` : ''}`
  const json = moments.map((m, i) => ({
    moment: m.label,
    ...Object.fromEntries(names.flatMap((n) => builds.map((b) => [`${n}/${b}`, summarize(series(n, b, i))]))),
  }))
  const rows = moments.map(
    (m, i) =>
      `| ${m.label} | ${names.flatMap((n) => builds.map((b) => cell(summarize(series(n, b, i))))).join(' | ')} |`,
  )
  const markdown = [
    `## Phone profiles`,
    '',
    `Playwright's iPhone 13 settings on Debian's Chromium; "slow" adds Chromium's CPU throttling (4×) and a 4G-like`,
    `network (150 ms round trip, 1.6 Mbps down, 750 kbps up) through the DevTools protocol. Median [min–max] of ${PHONE_RUNS} runs.`,
    `The bench contexts inject both mock wallets (an in-app browser) except for the tap → first app row.`,
    '',
    `| Moment | ${names.flatMap((n) => builds.map((b) => `${phone.PHONE_PROFILE_LABEL[n]}: ${BUILD_LABEL[b]}`)).join(' | ')} |`,
    `| --- | ${names.flatMap(() => builds.map(() => '---')).join(' | ')} |`,
    ...rows,
    ...builds.flatMap((b) => [
      '',
      `Requests after the tap until the first app entry, slow profile, ${BUILD_LABEL[b]} (last run; ms after the tap):`,
      '',
      '| Request | Start | End |',
      '| --- | --- | --- |',
      ...(waterfalls[b] ?? ['| (not measured) | | |']),
    ]),
    '',
  ].join('\n')
  return { markdown, json }
}

/** Runs whose verdict was not `valid` count as failed: the timing is for a correct verdict. */
function verdictSummary(runs: Awaited<ReturnType<typeof scenarios.proofLinkVerdict>>[]): BuildResults['proofLinkEvm'] {
  return {
    verdictMs: summarize(runs.map((r) => (r.verdict === 'valid' ? r.ms : null))),
    gzip: summarize(runs.map((r) => (r.verdict === 'valid' ? r.gzip : null))),
    notValid: runs.filter((r) => r.verdict !== 'valid').map((r) => r.verdict ?? 'none'),
  }
}

function fmt(v: number | null | undefined): string {
  return typeof v === 'number' ? `${Math.round(v)} ms` : 'n/a'
}

function kbOf(v: number | null | undefined): string {
  return typeof v === 'number' ? `${kb(v)} gzip` : 'n/a'
}
