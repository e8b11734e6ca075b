/**
 * The bench's phone profiles: Playwright's iPhone settings on Debian's Chromium (touch, a mobile
 * user agent, a coarse pointer), and the same with Chromium's CPU slowed 4× and a 4G-like
 * network through the DevTools protocol (150 ms round trip, 1.6 Mbps down, 750 kbps up), where
 * the request waterfalls that loopback hides show. Its own moment: tap on Connect → the first
 * wallet app of the catalogue on screen, with no wallet in the browser.
 */
import type { Browser, Page } from '@playwright/test'
import type { ExplorerWallet } from '../../e2e/fixtures/reown-stubs.ts'
import { PHONE } from '../../e2e/support/phone.ts'
import { homeAtRest, openContext, type DeviceProfile } from './scenarios.ts'

export type PhoneProfileName = 'phone' | 'phone-slow'
export const PHONE_PROFILE_LABEL: Record<PhoneProfileName, string> = {
  phone: 'phone',
  'phone-slow': 'phone, CPU 4× slower, 4G-like network',
}

const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 }

export function phoneProfile(name: PhoneProfileName): DeviceProfile {
  return {
    contextOptions: PHONE,
    async preparePage(page) {
      if (name !== 'phone-slow') return
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    },
  }
}

const EVERY_CHAIN = ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
/** The catalogue's recommendation the stand-in for Reown's API answers during the phone runs. */
export const PHONE_CATALOGUE: ExplorerWallet[] = ['Alpha', 'Beta', 'Gamma', 'Delta'].map((name) => ({
  id: `bench-${name.toLowerCase()}`,
  name: `${name} Wallet`,
  image_id: `bench-${name.toLowerCase()}`,
  chains: EVERY_CHAIN,
  mobile_link: `${name.toLowerCase()}wallet://`,
}))
const FIRST_APP = 'Alpha Wallet'

/** A request of the page after the tap, on the page's clock from the tap (ms). */
export type WaterfallEntry = { url: string; start: number; end: number }
export type TapToApp = { ms: number | null; waterfall: WaterfallEntry[] }

/**
 * Loads `/` in a fresh context without a wallet, waits for the network to go quiet, taps Connect
 * (touch events, as a finger: the site starts fetching on the touch), and times inside the page
 * from the touch until a frame shows the catalogue's first wallet app: in Sigil's list, or in
 * AppKit's dialog (the eager build). Also returns the requests made after the touch.
 */
export async function tapToFirstWalletApp(browser: Browser, baseURL: string): Promise<TapToApp> {
  const ctx = await openContext(browser, baseURL, [], { statusTimeline: false })
  try {
    const page: Page = await ctx.context.newPage()
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000))
    const button = await homeAtRest(page)
    await page.evaluate(
      ({ name, timeoutMs }) => {
        const w = window as Window & { __benchFirstApp?: Promise<{ ms: number | null; t0: number }> }
        w.__benchFirstApp = new Promise((resolve) => {
          const start = () => {
            const t0 = performance.now()
            const tick = () => {
              const now = performance.now()
              if (w.__benchWalletEntry?.(name)) resolve({ ms: now - t0, t0 })
              else if (now - t0 > timeoutMs) resolve({ ms: null, t0 })
              else requestAnimationFrame(tick)
            }
            requestAnimationFrame(tick)
          }
          addEventListener('touchstart', start, { capture: true, once: true })
        })
      },
      { name: FIRST_APP, timeoutMs: 60_000 },
    )
    await button.tap()
    const { ms, t0 } = await page.evaluate(
      () =>
        (window as Window & { __benchFirstApp?: Promise<{ ms: number | null; t0: number }> }).__benchFirstApp ??
        Promise.resolve({ ms: null, t0: 0 }),
    )
    const waterfall = await page.evaluate(
      ({ from, until }) =>
        performance
          .getEntriesByType('resource')
          .filter((e): e is PerformanceResourceTiming => 'responseEnd' in e)
          .filter((e) => e.startTime >= from && e.startTime <= until)
          .map((e) => ({ url: e.name, start: Math.round(e.startTime - from), end: Math.round(e.responseEnd - from) })),
      { from: t0, until: t0 + (ms ?? 60_000) },
    )
    return { ms, waterfall }
  } finally {
    await ctx.close()
  }
}

/** The waterfall as Markdown rows: each request's path and when it started and ended after the tap. */
export function waterfallRows(entries: readonly WaterfallEntry[]): string[] {
  const path = (url: string) => {
    const u = new URL(url)
    return `${u.hostname === '127.0.0.1' || u.hostname === 'localhost' ? '' : u.hostname}${u.pathname}`.slice(0, 70)
  }
  return entries.map((e) => `| \`${path(e.url)}\` | ${e.start} | ${e.end} |`)
}
