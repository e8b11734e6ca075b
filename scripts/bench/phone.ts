/**
 * The bench's phone profiles: Playwright's iPhone settings on Debian's Chromium (touch, a mobile user agent, a coarse
 * pointer), and the same with Chromium's CPU slowed 4× and a 4G-like network through the DevTools protocol, where the
 * request waterfalls that loopback hides show. They repeat the moments a phone has (no hover, no QR code), plus tap on
 * Connect → the first wallet app of the catalogue on screen, with no wallet in the browser.
 */
import { PHONE } from '../../e2e/support/phone.ts'
import * as scenarios from './scenarios.ts'
import { BUILD_LABEL, BUILDS, formatSummary, markdownTable } from './report.ts'
import type { BuildName, Metric, Sample } from './report.ts'
import { summarize } from './stats.ts'

const PROFILES = { phone: 'phone', 'phone-slow': 'phone, CPU 4× slower, 4G-like network' } as const
type Profile = keyof typeof PROFILES
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 }

const profile = (name: Profile): scenarios.DeviceProfile => ({
  contextOptions: PHONE,
  async preparePage(page) {
    if (name !== 'phone-slow') return
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  },
})

/** The catalogue's recommendation the stand-in for Reown's API answers during the phone runs. */
const CATALOGUE = ['Alpha', 'Beta', 'Gamma', 'Delta'].map((name) => ({
  id: `bench-${name.toLowerCase()}`,
  name: `${name} Wallet`,
  image_id: `bench-${name.toLowerCase()}`,
  chains: ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  mobile_link: `${name.toLowerCase()}wallet://`,
}))

/**
 * `/` at rest with no wallet, then a tap on Connect (touch events, as a finger: the site starts fetching
 * on the touch), timed in the page until a frame shows the catalogue's first wallet app (Sigil's list
 * or AppKit's dialog); and the requests made meanwhile, as Markdown rows (ms after the tap).
 */
function tapToFirstWalletApp(site: scenarios.Site): Promise<{ ms: number | null; waterfall: string[] }> {
  return scenarios.inFreshContext(site, [], async (_, page) => {
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000))
    const button = await scenarios.homeAtRest(page)
    const { ms, t0, at } = await scenarios.timeFrom(page, { tapOn: button }, [{ shows: ['Alpha Wallet'] }], 60_000)
    const requests = await page.evaluate(
      ({ t0, until }) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          // The site starts its fetches in its own touchstart listener, which runs before the bench's: every
          // request still under way at the tap counts.
          .filter((e) => e.responseEnd >= t0 && e.startTime <= until)
          .map((e) => ({
            url: new URL(e.name),
            start: Math.round(e.startTime - t0),
            end: Math.round(e.responseEnd - t0),
          })),
      { t0, until: ms[0] === null ? t0 + 60_000 : at },
    )
    const path = (u: URL) =>
      `${/^(127\.0\.0\.1|localhost)$/.test(u.hostname) ? '' : u.hostname}${u.pathname}`.slice(0, 70)
    return { ms: ms[0] ?? null, waterfall: requests.map((r) => `| \`${path(r.url)}\` | ${r.start} | ${r.end} |`) }
  })
}

/** The phone table's rows: the moment, the scenario that times it, and which of its metrics. */
const MOMENTS: [string, scenarios.StepName | 'tap', Metric | null][] = [
  ['Tap on Connect → first wallet app of the catalogue on screen (no wallet in the browser)', 'tap', null],
  ['Confirmed `connected` after a full navigation, from navigation start (EVM)', 'returningEvm', 'connectedEvm'],
  ['… the same with a Solana wallet', 'returningSolana', 'connectedSolana'],
  ['Cold tap on Connect → list of the in-app browser’s wallets', 'clickCold', 'clickCold'],
  ['Choose a browser wallet → every wallet status `connected` (EVM)', 'chooseEvm', 'chooseConnectedEvm'],
  ['Choose a browser wallet → every wallet status `connected` (Solana)', 'chooseSolana', 'chooseConnectedSolana'],
  ['Sign on `/prove/` → the wallet is asked (EVM)', 'signEvm', 'signEvm'],
  ['Sign on `/prove/` → the wallet is asked (Solana)', 'signSolana', 'signSolana'],
  ['"Switch to Base" → the wallet is asked', 'switch', 'switch'],
  ['Proof link → verdict, EVM, cold, from navigation start', 'proofEvm', 'verdictEvm'],
  ['… its first contentful paint, from navigation start', 'proofEvm', 'paintEvm'],
  ['… from that paint to the verdict', 'proofEvm', 'paintToVerdictEvm'],
  ['`/verify/` with no link: first contentful paint, cold, from navigation start', 'verifyPaint', 'paintVerify'],
  [
    '… again in a new tab after one visit (offline copy ready): first contentful paint',
    'repeatPaint',
    'paintRepeatVisit',
  ],
]

/**
 * Both profiles, `runs` times each, the builds interleaved (`attempt` turns a failure into null): the
 * Markdown section, with the slow profile's waterfall after the tap (last run), and every sample.
 */
export async function runPhoneProfiles(
  sites: Record<BuildName, scenarios.Site>,
  runs: number,
  attempt: <T>(what: string, fn: () => Promise<T>) => Promise<T | null>,
  log: (line: string) => void,
  chosen: (step: string) => boolean = () => true,
): Promise<{ markdown: string; json: Record<string, (number | null)[]> | null }> {
  const moments = MOMENTS.filter(([, step]) => chosen(step))
  if (runs === 0 || moments.length === 0) return { markdown: '', json: null }
  ;(await scenarios.startBenchHosts()).update({ explorerWallets: CATALOGUE })
  const samples: Record<string, (number | null)[]> = {}
  const waterfalls: Partial<Record<BuildName, string[]>> = {}
  for (const name of Object.keys(PROFILES) as Profile[]) {
    scenarios.useDeviceProfile(profile(name))
    for (let run = 1; run <= runs; run++) {
      for (const b of BUILDS) {
        // A scenario that several rows read (a proof link's verdict and its paint) runs once a run.
        const ran = new Map<scenarios.StepName, Promise<Sample>>()
        for (const [label, step, metric] of moments) {
          const value = await attempt(`${name} ${b} ${label}`, async () => {
            if (step === 'tap' || !metric) {
              const tapped = await tapToFirstWalletApp(sites[b])
              if (name === 'phone-slow') waterfalls[b] = tapped.waterfall
              return tapped.ms
            }
            const sample = ran.get(step) ?? scenarios.STEPS[step](sites[b])
            ran.set(step, sample)
            return (await sample)[metric] ?? null
          })
          ;(samples[`${name}/${b}/${label}`] ??= []).push(value)
        }
        const values = moments.map(([l]) => samples[`${name}/${b}/${l}`]?.at(-1) ?? null)
        log(`${name} run ${run}/${runs} ${b}: ${values.map((v) => (v === null ? 'n/a' : Math.round(v))).join(', ')}`)
      }
    }
  }
  scenarios.useDeviceProfile(undefined)
  const columns = (Object.keys(PROFILES) as Profile[]).flatMap((n) => BUILDS.map((b) => [n, b] as const))
  const cell = (label: string, [n, b]: (typeof columns)[number]) => {
    const s = summarize(samples[`${n}/${b}/${label}`] ?? [])
    return s.median === null ? 'failed' : formatSummary(s)
  }
  const markdown = [
    `## Phone profiles`,
    '',
    `Playwright's iPhone 13 settings on Debian's Chromium; "slow" adds Chromium's CPU throttling (4×) and a 4G-like`,
    `network (150 ms round trip, 1.6 Mbps down, 750 kbps up) through the DevTools protocol. Median [min–max] of ${runs} runs.`,
    `The bench contexts inject both mock wallets (an in-app browser) except for the tap → first app row.`,
    '',
    markdownTable(
      ['Moment', ...columns.map(([n, b]) => `${PROFILES[n]}: ${BUILD_LABEL[b]}`)],
      moments.map(([label]) => [label, ...columns.map((c) => cell(label, c))]),
    ),
    ...BUILDS.flatMap((b) => [
      '',
      `Requests after the tap until the first app entry, slow profile, ${BUILD_LABEL[b]} (last run; ms after the tap):`,
      '',
      markdownTable(['Request', 'Start', 'End'], []),
      ...(waterfalls[b] === undefined
        ? ['| (not measured) | | |']
        : waterfalls[b].length
          ? waterfalls[b]
          : ['| (none) | | |']),
    ]),
    '',
  ].join('\n')
  return { markdown, json: samples }
}
