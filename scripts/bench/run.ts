/**
 * `npm run bench`: Sigil as shipped (AppKit loaded on intent or at idle) against an eager build of the same site
 * (AppKit imported and created at an island's module scope on every page). Builds both (dist-bench-lazy,
 * dist-bench-eager), serves both on 127.0.0.1 and drives Debian's Chromium through the same scenarios
 * (./scenarios.ts) for each, offline with the e2e suite's stubs and mock wallets, runs interleaved between the
 * builds. Prints the tables (./report.ts) and writes bench/results.md, bench/results.json (every sample) and the
 * table in docs/performance.md (./performance-table.ts).
 *
 *   npm run bench                      # 5 runs per timing
 *   npm run bench -- --runs=9          # more runs
 *   npm run bench -- --no-build        # reuse the dist-bench-lazy and dist-bench-eager builds
 *   npm run bench -- --out=bench/tmp   # write the results elsewhere (bench/tmp is git-ignored)
 *   npm run bench -- --no-lighthouse   # skip Lighthouse (it scores the shipped build only)
 *   npm run bench -- --phone-runs=3    # runs per phone profile (./phone.ts; default 3, 0 skips them)
 *   npm run bench -- --phone-only      # the phone profiles without the desktop timings
 *   npm run bench -- --only=clickCold,proofEvm,tap --out=bench/tmp
 *                                      # only these scenarios (./scenarios.ts STEPS; `tap` is the phone's tap →
 *                                      # first wallet app), no bytes or Lighthouse: for trying a change
 */
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '../../e2e/support/chromium.ts'
import './ts-resolve.ts'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { kb, measureSite } from '../size-budget/js-weight.ts'
import { BUILD_LABEL, BUILDS, evaluateTargets, FAMILIES, formatResults } from './report.ts'
import type { BenchResults, BuildName, BuildResults, Measured, Sample } from './report.ts'
import { lighthouseScores } from './lighthouse.ts'
import { writePerformanceTable } from './performance-table.ts'
import type { Site } from './scenarios.ts'

const started = Date.now()
const loadAverage = () => (loadavg()[0] ?? 0).toFixed(1)
const startLoad = loadAverage()
/** `--name=value`, or `--name` alone for a flag. */
const args = new Map(process.argv.slice(2).map((a) => [a.replace(/^--|=.*$/g, ''), a.split('=')[1]] as const))
const RUNS = Math.max(1, Number(args.get('runs') ?? 5))
const BUILD = !args.has('no-build')
const OUT = args.get('out') ?? 'bench'
const PHONE_RUNS = Math.max(0, Number(args.get('phone-runs') ?? 3))
const DESKTOP_RUNS = args.has('phone-only') ? 0 : RUNS
/** The scenarios to run, when not all of them. */
const ONLY = args.get('only')?.split(',')
const chosen = (step: string) => !ONLY || ONLY.includes(step)
const DIST: Record<BuildName, string> = { lazy: 'dist-bench-lazy', eager: 'dist-bench-eager' }

const log = (line: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${line}`)

// The e2e fixtures need Node's resolver hook (ts-resolve.ts) in place before they are linked.
const { chromium } = await import('@playwright/test')
const scenarios = await import('./scenarios.ts')
const { runPhoneProfiles } = await import('./phone.ts')
const { startStaticServer } = await import('../../e2e/support/static-server.ts')

function build(name: BuildName): void {
  log(`building ${BUILD_LABEL[name]} → ${DIST[name]}/`)
  // Node leaves out a variable set to undefined: the relay URL is never inherited.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SIGIL_OUT_DIR: DIST[name],
    PUBLIC_WALLETCONNECT_RELAY_URL: undefined,
    ASTRO_TELEMETRY_DISABLED: '1',
    // The site's defaults, pinned so the stubs know which hosts to answer (src/config/siteConfig.ts).
    PUBLIC_ETHEREUM_RPC_URL: scenarios.BENCH_RPC.ethereum.url,
    PUBLIC_BASE_RPC_URL: scenarios.BENCH_RPC.base.url,
    PUBLIC_SOLANA_RPC_URL: scenarios.BENCH_RPC.solana.url,
  }
  // The eager build is the site's configuration plus the plugin that puts AppKit on every page (./astro.eager.config.ts).
  const config = name === 'eager' ? ['--config', 'scripts/bench/astro.eager.config.ts'] : []
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', ...config], {
    stdio: 'inherit',
    env,
  })
}

/** What `read` says, or '?' if it throws (no git, a missing package). */
function or(read: () => string): string {
  try {
    return read()
  } catch {
    return '?'
  }
}
const version = (pkg: string) =>
  or(() => (JSON.parse(readFileSync(join('node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version)
const git = (...argv: string[]) => or(() => execFileSync('git', argv, { encoding: 'utf8', stdio: 'pipe' }).trim())

/** Runs `fn`, turning a failure into null (and a line) so one bad run does not end the bench. */
async function attempt<T>(what: string, fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn()
  } catch (error) {
    log(`  ${what} failed: ${(error as Error).message.split('\n')[0]}`)
    return null
  }
}

if (BUILD) for (const b of BUILDS) build(b)
const unbuilt = BUILDS.find((b) => !existsSync(join(DIST[b], 'index.html')))
if (unbuilt) throw new Error(`${DIST[unbuilt]}/ is missing: run without --no-build`)

// Gzipped as a CDN serves them: the phone profile's throttled network carries what a visitor's would.
const serve = (b: BuildName) => startStaticServer(DIST[b], 0, '127.0.0.1', { compress: true })
const servers = { lazy: await serve('lazy'), eager: await serve('eager') }
const hosts = await scenarios.startBenchHosts()
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...OFFLINE_CHROMIUM_ARGS, hosts.resolverArg],
})
const site = (b: BuildName): Site => ({ browser, url: servers[b].url, dist: DIST[b] })

try {
  const pages = measureSite(DIST.lazy).pages.flatMap((p) => (p.moment === 'load' ? [p.page] : []))
  // Lighthouse scores the shipped build only: the targets are for it, and it takes about 20 s a page on 2 cores.
  const unscored = { skipped: args.has('no-lighthouse') ? '--no-lighthouse' : 'shipped build only' }
  const empty = (): BuildResults => ({
    pages: [],
    walletVisit: null,
    journeys: { eip155: null, solana: null },
    runs: [],
    lighthouse: unscored,
    pageErrors: [],
  })
  const results: Record<BuildName, BuildResults> = { lazy: empty(), eager: empty() }
  const keepErrors = (b: BuildName) => results[b].pageErrors.push(...scenarios.drainPageErrors())

  // Bytes, once per build (deterministic): each page before interaction, then each family's browser-wallet journey.
  for (const b of ONLY ? [] : BUILDS) {
    for (const page of pages) {
      const p = await scenarios.jsBeforeInteraction(site(b), page)
      results[b].pages.push(p)
      log(`${b.padEnd(5)} ${page.padEnd(10)} ${kb(p.gzip)} gzip, ${p.files} files, ${p.offMachineRequests} off-machine`)
    }
    const w = await scenarios.jsBeforeInteraction(site(b), '/', ['evm', 'solana'])
    results[b].walletVisit = w
    log(`${b.padEnd(5)} / with a wallet ${kb(w.gzip)} gzip, ${w.files} files, ${w.offMachineRequests} off-machine`)
    for (const family of FAMILIES) {
      const j = await attempt(`${b} journey (${family})`, () => scenarios.browserWalletJourney(site(b), family))
      results[b].journeys[family] = j
      const shown = j ? `${kb(j.gzip)}, AppKit chunks/step ${j.steps.map((s) => s.appKitChunks).join('/')}` : 'failed'
      log(`${b.padEnd(5)} journey ${family.padEnd(6)} ${shown}`)
    }
    keepErrors(b)
  }

  // Timings: runs interleaved between the builds so drift (thermal, other load) hits both alike.
  for (let run = 1; run <= DESKTOP_RUNS; run++) {
    for (const b of BUILDS) {
      const sample: Sample = {}
      for (const [name, step] of Object.entries(scenarios.STEPS)) {
        if (!chosen(name)) continue
        Object.assign(sample, await attempt(`${b} ${name}`, () => step(site(b))))
      }
      results[b].runs.push(sample)
      keepErrors(b)
      const shown = Object.entries(sample).map(([m, v]) => `${m} ${v === null ? 'n/a' : Math.round(v)}`)
      log(`run ${run}/${DESKTOP_RUNS} ${b.padEnd(5)} ${shown.join(', ')}`)
    }
  }

  const phone = await runPhoneProfiles({ lazy: site('lazy'), eager: site('eager') }, PHONE_RUNS, attempt, log, chosen)
  for (const b of BUILDS) keepErrors(b)

  if (!args.has('no-lighthouse') && !ONLY) results.lazy.lighthouse = await lighthouseScores(servers.lazy.url, pages)

  const measured: Measured = {
    generatedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      chromium: browser.version(),
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? '?',
      astro: version('astro'),
      appkit: version('@reown/appkit'),
      react: version('react'),
      commit: git('rev-parse', '--short', 'HEAD'),
      uncommittedChanges: git('status', '--porcelain', '--untracked-files=no') !== '',
      durationSeconds: Math.round((Date.now() - started) / 1000),
      // Timings on a busy machine are slower: the 1-minute load average at the start and the end.
      loadAverage: `${startLoad} → ${loadAverage()}`,
    },
    runs: DESKTOP_RUNS,
    intentMs: scenarios.INTENT_MS,
    secondPage: scenarios.SECOND_PAGE,
    builds: results,
  }
  const bench: BenchResults = { ...measured, targets: evaluateTargets(measured) }
  const markdown = `${formatResults(bench)}\n${phone.markdown}`
  mkdirSync(OUT, { recursive: true })
  writeFileSync(join(OUT, 'results.md'), markdown)
  writeFileSync(join(OUT, 'results.json'), `${JSON.stringify({ ...bench, phone: phone.json }, null, 2)}\n`)
  if (OUT === 'bench') writePerformanceTable() // docs/performance.md's table, from the results.json just written
  console.log(`\n${markdown}`)
  log(`wrote ${OUT}/results.md and ${OUT}/results.json`)
} finally {
  await browser.close()
  await hosts.close()
  for (const b of BUILDS) servers[b].server.close()
}
