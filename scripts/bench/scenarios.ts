/**
 * The benchmark's browser scenarios, each in a fresh context (cold HTTP cache, empty storage) with the e2e suite's mock
 * wallets and its Reown and RPC stubs, served by a local HTTPS stand-in. Times are taken inside the page
 * (performance.now(), MutationObserver, requestAnimationFrame) and read once the page is done or says so, so neither
 * Playwright's round trips nor its polling fall inside a timing. Load ./ts-resolve.ts before this module.
 */
import { existsSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { expect, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test'
import { prepareContext, type OfflineContext, type PageErrorRecord } from '../../e2e/fixtures/browser.ts'
import { answerJsonRpc, type JsonRpcRequest } from '../../e2e/fixtures/reown-rpc-stub.ts'
import { MOCK_EVM_NAME } from '../../e2e/fixtures/mock-evm-wallet.ts'
import { MOCK_SOLANA_NAME } from '../../e2e/fixtures/mock-solana-wallet.ts'
import { startOfflineHosts, type OfflineHosts } from '../../e2e/support/offline-hosts.ts'
import { appKitChunks } from '../../e2e/support/appkit-chunks.ts'
import * as ui from '../../e2e/support/wallet-ui.ts'
import { encodeProofLink } from '../../packages/verify/src/index.ts'
import { freshProofs } from '../../test/proof/testing.ts'
import { newEvmKey, signedPart, signInText, singleProofLink, siteOf } from '../../e2e/support/forged-links.ts'
import { keptFiles } from '../../e2e/support/offline.ts'
import { SERVICE_WORKER_FILE } from '../../src/config/serviceWorkerFile.ts'
import { askedBy, makeRollCall } from '../../e2e/support/roll-call.ts'
import { manyAnswers } from '../../e2e/support/roll-call-answers.ts'
import {
  caseFragment,
  FIELD_CASES,
  fixtures,
  hugePlainMessageLink,
  LINK_CASES,
  markRunLinks,
} from '../../e2e/support/long-links.ts'
import { gzipSize, JsWeigher, pageEntries } from '../size-budget/js-weight.ts'
import { FAMILY, WORST_LINK_MARKS, type Family, type Journey, type PageBytes, type Sample } from './report.ts'

/** The site's default RPC endpoints (src/config/siteConfig.ts), pinned for the bench builds, and their chains. */
export const BENCH_RPC = {
  ethereum: { url: 'https://ethereum-rpc.publicnode.com', caip: 'eip155:1' },
  base: { url: 'https://mainnet.base.org', caip: 'eip155:8453' },
  solana: { url: 'https://api.mainnet-beta.solana.com', caip: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
} as const
/** The second page of a returning visit; how long the pointer rests on Connect before an "intent" click. */
export const SECOND_PAGE = '/account/'
export const INTENT_MS = 200
/** A build under test: the browser, where the build is served, and its files. */
export type Site = { browser: Browser; url: string; dist: string }

const WALLET: Record<Family, string> = { eip155: MOCK_EVM_NAME, solana: MOCK_SOLANA_NAME }
const BOTH = ['evm', 'solana'] as const
/** A script of AppKit's: the shipped build's lazy entry (src/wallet/appkit/loadAppKit.ts imports ./startAppKit) or the eager island. */
const APPKIT_CHUNK = /\/_astro\/(?:startAppKit|EagerAppKit)\.[^/]*\.js/
const within = { timeout: 30_000 }

type Status = { t: number; status: string | null; address: string | null }
type Timed = { ms: (number | null)[]; t0: number; at: number }
declare global {
  interface Window {
    __benchStatus?: Status[]
    __benchVerdict?: { verdict: string | null; t: number }
    __benchTimed?: Promise<Timed>
    __benchLongest?: () => Promise<number>
  }
}

let hosts: OfflineHosts | undefined
/**
 * The local stand-in for Reown's and the RPC hosts (launch the browser with its `resolverArg`), the
 * site's RPC hosts answered per chain. Not Playwright routing: that turns the HTTP cache off, so a
 * navigation would refetch every chunk, and it adds a trip through Node to every request.
 */
export async function startBenchHosts(): Promise<OfflineHosts> {
  hosts ??= await startOfflineHosts({
    override: async (route, request, url) => {
      const caip = Object.values(BENCH_RPC).find((r) => new URL(r.url).hostname === url.hostname)?.caip
      if (!caip) return false
      let body: unknown = null
      try {
        body = request.postDataJSON()
      } catch {
        // not JSON: an invalid request
      }
      const answer = (r: unknown) =>
        r && typeof r === 'object' && 'method' in r
          ? answerJsonRpc(r as JsonRpcRequest, caip)
          : { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } }
      const json = Array.isArray(body) ? body.map(answer) : answer(body)
      await route.fulfill({ json }) // the stand-in adds CORS
      return true
    },
  })
  return hosts
}

/** A device every context gets (./phone.ts); undefined: a desktop. */
export type DeviceProfile = { contextOptions: BrowserContextOptions; preparePage(page: Page): Promise<void> }
let device: DeviceProfile | undefined
export const useDeviceProfile = (profile: DeviceProfile | undefined) => (device = profile)

const pageErrors: string[] = []
/** Uncaught page errors of the contexts closed since the last call. */
export const drainPageErrors = () => pageErrors.splice(0)

/** Runs `scenario` on a page of a fresh context with these mock wallets (and recordStatuses), then closes it. */
export async function inFreshContext<T>(
  { browser, url }: Site,
  wallets: readonly ('evm' | 'solana')[],
  scenario: (ctx: OfflineContext, page: Page) => Promise<T>,
): Promise<T> {
  const offMachine = await startBenchHosts()
  offMachine.clear()
  // The stand-in's certificate is self-signed.
  const context = await browser.newContext({ ...device?.contextOptions, baseURL: url, ignoreHTTPSErrors: true })
  const profile = device
  if (profile) {
    // Every page a scenario opens is emulated before its first navigation.
    const newPage = context.newPage.bind(context)
    context.newPage = async () => {
      const page = await newPage()
      await profile.preparePage(page)
      return page
    }
  }
  const errors: PageErrorRecord[] = []
  try {
    const ctx = await prepareContext(context, { offMachine, wallets }, errors)
    if (wallets.length) await context.addInitScript(recordStatuses)
    return await scenario(ctx, await context.newPage())
  } finally {
    pageErrors.push(...errors.map((e) => `${e.message} (${e.url ?? 'unknown page'})`))
    await context.close()
  }
}

function addressOf(ctx: OfflineContext, family: Family): string {
  const address = family === 'eip155' ? ctx.evmWallet?.address : ctx.solanaWallet?.address
  if (!address) throw new Error(`bench: no mock ${family} wallet in this context`)
  return address
}

/** Init script: each value the wallet status takes, on the page's clock, also told to the bench. */
function recordStatuses(): void {
  const log: Status[] = (window.__benchStatus = [])
  let last = ''
  new MutationObserver(() => {
    const el = document.querySelector('[data-testid="wallet-status"]')
    const [status, address] = [el?.getAttribute('data-status') ?? null, el?.getAttribute('data-address') ?? null]
    if (!el || `${status}|${address}` === last) return
    last = `${status}|${address}`
    log.push({ t: performance.now(), status, address })
    console.debug(`sigil-bench: status ${status}`)
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-status', 'data-address'],
  })
}
const statuses = (page: Page) => page.evaluate(() => window.__benchStatus ?? [])

/** Opens `url` and waits until the page says `mark` (a console line of an init script) or `timeoutMs`. */
async function goUntil(page: Page, url: string, mark: RegExp, timeoutMs: number, waitUntil: 'commit' | 'load') {
  const told = page.waitForEvent('console', { predicate: (m) => mark.test(m.text()), timeout: timeoutMs })
  await page.goto(url, { waitUntil })
  await told.catch(() => undefined)
}

/** What a timed click waits for; each gives its ms, or null if it did not come within the time allowed. */
type Until =
  | { shows: string[] } // a frame in which a wallet list shows all these names
  | { qrView: true } // a frame in which AppKit's WalletConnect view is in the page
  | { asked: string } // the mock wallet noted a prompting connection request (__mockWalletAsked)
  | { request: string; method: string } // the mock wallet noted this request (__mockWalletRequests)
  | { connected: true } // a MutationObserver saw every wallet status say `connected`

/**
 * Times, inside the page, from a click on `target` (`el.click()`: no pointer or focus event before it; 'connect': the
 * header's Connect button as the page has it at that moment, which a wake can replace) or from the touch of a `tap`
 * Playwright then makes, until each of `until`; also the page's clock at the start (`t0`) and at the end (`at`).
 */
export async function timeFrom(
  page: Page,
  target: Locator | 'connect' | { tapOn: Locator },
  until: Until[],
  timeoutMs = 10_000,
) {
  const tapOn = typeof target === 'object' && 'tapOn' in target ? target.tapOn : null
  const tap = tapOn !== null
  const el = target === 'connect' || 'tapOn' in target ? null : await target.elementHandle()
  const armed = await page.evaluate(
    (o) => {
      const shown = (e: Element) => {
        const box = e.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && e.checkVisibility({ visibilityProperty: true })
      }
      // The visible element showing exactly `name`, through open shadow roots.
      const named = (root: Node, name: string): Element | null => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
        for (let n: Node | null = walker.currentNode; n; n = walker.nextNode()) {
          const parent = n.parentElement
          if (n.nodeType === Node.TEXT_NODE && (n as Text).data.trim() === name && parent && shown(parent))
            return parent
          const inShadow = (n as Element).shadowRoot && named((n as Element).shadowRoot as ShadowRoot, name)
          if (inShadow) return inShadow
        }
        return null
      }
      // Only an open wallet list counts: the site's own (a light-DOM <dialog>), or AppKit's (w3m-modal).
      const listed = (name: string) => {
        const modal = document.querySelector('w3m-modal')?.shadowRoot
        return [...document.querySelectorAll('dialog[open]'), ...(modal ? [modal] : [])].some((l) => named(l, name))
      }
      const inTree = (root: Document | ShadowRoot, selector: string): boolean =>
        !!root.querySelector(selector) ||
        [...root.querySelectorAll('*')].some((h) => h.shadowRoot && inTree(h.shadowRoot, selector))
      const statuses = () => [...document.querySelectorAll('[data-testid="wallet-status"]')]
      // The nearest clickable around the target, climbing out of shadow roots (AppKit's entries).
      const clickable = (e: Element): HTMLElement => {
        for (let n: Element | null = e; n;) {
          const hit = n.closest<HTMLElement>('button, a[href], [role="button"]')
          if (hit) return hit
          const root = n.getRootNode()
          n = root instanceof ShadowRoot ? root.host : null
        }
        return e as HTMLElement
      }
      const ms: (number | null | undefined)[] = o.until.map(() => undefined)
      let t0 = 0
      let finished = false
      const run = new Promise<Timed>((resolve) => {
        const check = (frame: boolean) => {
          const now = performance.now()
          o.until.forEach((u, i) => {
            if (ms[i] !== undefined) return
            if ('connected' in u) {
              const all = statuses()
              if (!frame && all.length && all.every((s) => s.getAttribute('data-status') === 'connected'))
                ms[i] = now - t0
            } else if (!frame) return
            else if ('shows' in u || 'qrView' in u) {
              if ('shows' in u ? u.shows.every(listed) : inTree(document, 'w3m-connecting-wc-view')) ms[i] = now - t0
            } else {
              const calls = ('asked' in u ? window.__mockWalletAsked : window.__mockWalletRequests) ?? []
              const hit = calls.find(
                (c) =>
                  c.at >= t0 && ('asked' in u ? c.wallet === u.asked : c.wallet === u.request && c.method === u.method),
              )
              if (hit) ms[i] = hit.at - t0
            }
          })
          if (finished) return
          if (ms.every((v) => v !== undefined) || now - t0 > o.timeoutMs) {
            finished = true
            observer.disconnect()
            resolve({ ms: ms.map((v) => v ?? null), t0, at: now })
          } else if (frame) requestAnimationFrame(() => check(true))
        }
        const observer = new MutationObserver(() => check(false))
        const start = () => {
          if (o.until.some((u) => 'connected' in u))
            observer.observe(document, {
              subtree: true,
              childList: true,
              attributes: true,
              attributeFilter: ['data-status'],
            })
          t0 = performance.now()
          requestAnimationFrame(() => check(true))
        }
        if (o.tap) addEventListener('touchstart', start, { capture: true, once: true })
        else {
          start()
          const connect = () =>
            [...document.querySelectorAll('header button')].find((b) => /connect wallet/i.test(b.textContent))
          clickable(o.el ?? connect() ?? document.body).click()
        }
      })
      window.__benchTimed = run
      return o.tap ? null : run
    },
    { el, until, tap, timeoutMs },
  )
  if (armed) return armed
  if (tapOn) await tapOn.tap()
  return page.evaluate(() => window.__benchTimed ?? Promise.reject(new Error('not armed')))
}

/** Waits until no request has started or finished for `quietMs` (a longer networkidle). */
async function waitForQuiet(page: Page, quietMs: number, maxMs = 20_000): Promise<void> {
  let lastActivity = Date.now()
  const bump = () => (lastActivity = Date.now())
  page.on('request', bump).on('requestfinished', bump).on('requestfailed', bump)
  const started = Date.now()
  while (Date.now() - lastActivity < quietMs && Date.now() - started < maxMs) await page.waitForTimeout(100)
  page.off('request', bump).off('requestfinished', bump).off('requestfailed', bump)
}

/** Loads `/` and waits, with no input, until the network is quiet; returns the header's Connect. */
export async function homeAtRest(page: Page): Promise<Locator> {
  await page.goto('/', { waitUntil: 'networkidle' })
  await waitForQuiet(page, 1000)
  const button = page.locator('header').getByRole('button', { name: /connect wallet/i })
  await button.waitFor({ state: 'visible' })
  return button
}

/** The wallet's entry in the site's own list or, in the eager build, in AppKit's dialog. */
const walletEntry = (page: Page, name: string) =>
  ui
    .walletOption(page, name)
    .or(ui.walletDialog(page).getByText(name, { exact: true }))
    .first()

/** As e2e/support/wallet-ui.ts's connectWith, from either list, with the timeouts a busy machine needs. */
async function connectOnHome(page: Page, ctx: OfflineContext, family: Family): Promise<void> {
  await page.goto('/', { waitUntil: 'load' })
  await ui.connectButton(page).click(within)
  await walletEntry(page, WALLET[family]).click(within)
  await expect(ui.walletStatus(page)).toHaveAttribute('data-status', 'connected', within)
  await expect(ui.walletStatus(page)).toHaveAttribute('data-address', addressOf(ctx, family))
}

/** The build's files among `urls` (this origin's), largest first, as read from `dist`: the bytes the server sent. */
function weighScripts({ url, dist }: Site, urls: Iterable<string>) {
  const weigher = new JsWeigher(dist)
  return [...new Set(urls)]
    .map((u) => new URL(u))
    .filter((u) => u.origin === new URL(url).origin && existsSync(join(dist, decodeURIComponent(u.pathname))))
    .map((u) => weigher.file(decodeURIComponent(u.pathname).slice(1)).file)
    .sort((a, b) => b.gzip - a.gzip)
}

/**
 * JavaScript before interaction: every script fetched (weighed from the build) and inline, no input, quiet for 1.5 s.
 * A first visit has no wallet in the browser unless `wallets` names some (a page that sees one readies the wallet list).
 */
export function jsBeforeInteraction(
  site: Site,
  path: string,
  wallets: readonly ('evm' | 'solana')[] = [],
): Promise<PageBytes> {
  return inFreshContext(site, wallets, async (ctx, page) => {
    const fetched: string[] = []
    page.on('response', (r) => r.request().resourceType() === 'script' && fetched.push(r.url()))
    const html = (await (await page.goto(path, { waitUntil: 'networkidle' }))?.text()) ?? ''
    await waitForQuiet(page, 1500)
    const files = weighScripts(site, fetched)
    const all = [
      ...files,
      ...pageEntries(html).inline.map((s) => ({ raw: Buffer.byteLength(s.code), gzip: gzipSize(s.code) })),
    ]
    return {
      page: path,
      raw: all.reduce((n, f) => n + f.raw, 0),
      gzip: all.reduce((n, f) => n + f.gzip, 0),
      files: files.length,
      offMachineRequests: ctx.network.requests().length,
    }
  })
}

/**
 * A returning user: connects on `/`, then opens the second page with a full navigation. From its wallet
 * status's values: when the remembered account showed and when it was `connected` (from navigation start),
 * against DOMContentLoaded and the first contentful paint. The EVM run gives the page's moments too.
 */
export function returningVisit(site: Site, family: Family): Promise<Sample> {
  return inFreshContext(site, BOTH, async (ctx, page) => {
    await connectOnHome(page, ctx, family)
    await goUntil(page, SECOND_PAGE, /^sigil-bench: status (dis)?connected$/, 10_000, 'commit')
    await page.waitForLoadState('load')
    // With every file cached, `load` can come before the first paint: wait for its entry.
    const { dcl, fcp } = await page.evaluate(
      () =>
        new Promise<{ dcl: number; fcp: number | null }>((resolve) => {
          const dcl = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .domContentLoadedEventStart
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0]
            if (entry) resolve({ dcl, fcp: entry.startTime })
          }).observe({ type: 'paint', buffered: true })
          setTimeout(() => resolve({ dcl, fcp: null }), 3_000)
        }),
    )
    const log = (await statuses(page)).filter(
      (e) => e.address === addressOf(ctx, family) || e.status === 'disconnected',
    )
    const shown = log.find((e) => e.status === 'reconnecting' || e.status === 'connected')
    const connected = log.find((e) => e.status === 'connected')?.t ?? null
    if (family === 'solana') return { connectedSolana: connected }
    return {
      connectedEvm: connected,
      // The remembered account is on screen at max(shown, FCP), measured from DOMContentLoaded.
      accountAfterDcl: shown && fcp !== null ? Math.max(shown.t, fcp) - dcl : null,
      dcl,
      fcp,
      presentAtFirstPaint: Number(!!shown && fcp !== null && shown.t <= fcp),
      flashedDisconnected: Number(log.some((e) => e.status === 'disconnected')),
    }
  })
}

/** Connects, has the wallet revoke the site while away, then opens the second page: never `connected`? */
export function revokedVisit(site: Site): Promise<Sample> {
  return inFreshContext(site, BOTH, async (ctx, page) => {
    await connectOnHome(page, ctx, 'eip155')
    await ctx.evmWallet?.disconnectFromWallet()
    // Long enough for AppKit to load and answer (RESTORE_TIMEOUT_MS is 12 s; it answers far sooner).
    await goUntil(page, SECOND_PAGE, /^sigil-bench: status disconnected$/, 8_000, 'commit')
    await page.waitForTimeout(500) // a late `connected` would show up here
    const log = await statuses(page)
    const settled = log.at(-1)?.status === 'disconnected'
    return {
      revokedShownConnected: Number(log.some((e) => e.status === 'connected')),
      revokedDisconnected: settled ? (log.find((e) => e.status === 'disconnected')?.t ?? null) : null,
    }
  })
}

/**
 * `/` at rest, then a click on Connect until a frame shows both mock wallets in a wallet list (the site's or AppKit's).
 * `intentMs` > 0 first rests the pointer on the button that long (the site prefetches on pointerenter); 0 is a cold
 * click, which also says whether AppKit had been requested by that frame.
 */
export function clickToWalletList(site: Site, intentMs: number): Promise<Sample> {
  return inFreshContext(site, BOTH, async (_, page) => {
    // Resource timing keeps 250 entries by default; AppKit alone can fill that.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000))
    const appKit: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && APPKIT_CHUNK.test(r.url()) && appKit.push(r.url()))
    const button = await homeAtRest(page)
    if (intentMs > 0) {
      await button.hover()
      await page.waitForTimeout(intentMs)
      return { clickIntent: (await timeFrom(page, 'connect', [{ shows: [MOCK_EVM_NAME, MOCK_SOLANA_NAME] }])).ms[0] }
    }
    const { ms, at } = await timeFrom(page, 'connect', [{ shows: [MOCK_EVM_NAME, MOCK_SOLANA_NAME] }])
    // Resource timing has a request's start on the page's clock once its response is complete: wait for
    // the entries; one that never comes (a failed request) counts as started, which does not flatter the site.
    const requested = await page.evaluate(
      async ({ urls, at }) => {
        for (let waited = 0; ; waited += 50) {
          const entries = performance.getEntriesByType('resource').filter((e) => urls.includes(e.name))
          if (entries.some((e) => e.startTime <= at)) return true
          if (urls.every((u) => entries.some((e) => e.name === u))) return false
          if (waited > 5_000) return true
          await new Promise((wake) => setTimeout(wake, 50))
        }
      },
      { urls: appKit, at },
    )
    return { clickCold: ms[0], clickColdAppKit: ms[0] === null ? null : Number(requested) }
  })
}

/** `/` at rest, Connect, then from a click on the wallet's entry until it is asked, and until `connected` (it approves at once). */
export function chooseBrowserWallet(site: Site, family: Family): Promise<Sample> {
  return inFreshContext(site, BOTH, async (_, page) => {
    await (await homeAtRest(page)).click()
    const entry = walletEntry(page, WALLET[family])
    await entry.waitFor({ state: 'visible', ...within })
    const { ms } = await timeFrom(page, entry, [{ asked: WALLET[family] }, { connected: true }])
    const { key } = FAMILY[family]
    return { [`asked${key}`]: ms[0], [`chooseConnected${key}`]: ms[1] }
  })
}

/** Connects on `/`, opens `path` in a new page (no prompt), and times a click on `button` until the wallet gets `method`. */
function pressToWalletRequest(
  site: Site,
  metric: 'signEvm' | 'signSolana' | 'switch',
  family: Family,
  path: string,
  button: (page: Page) => Locator,
  method: string,
): Promise<Sample> {
  return inFreshContext(site, BOTH, async (ctx, home) => {
    await connectOnHome(home, ctx, family)
    await home.close()
    const page = await ctx.context.newPage()
    await page.goto(path)
    await expect(ui.walletStatus(page)).toHaveAttribute('data-status', 'connected', within)
    await expect(button(page)).toBeEnabled(within)
    return { [metric]: (await timeFrom(page, button(page), [{ request: WALLET[family], method }])).ms[0] ?? null }
  })
}
const signButton = (page: Page) => page.getByRole('button', { name: 'Sign with your wallet' })
const switchButton = (page: Page) => page.getByTestId('account-eip155').getByRole('button', { name: 'Switch to Base' })

/** `/` at rest, Connect, then from a click on "Mobile wallet (QR code)" until AppKit's WalletConnect view is in the page. */
export function qrCodeShown(site: Site): Promise<Sample> {
  return inFreshContext(site, BOTH, async (_, page) => {
    await (await homeAtRest(page)).click()
    const entry = ui.qrCodeOption(page)
    await entry.waitFor({ state: 'visible', ...within })
    return { qr: (await timeFrom(page, entry, [{ qrView: true }], 20_000)).ms[0] }
  })
}

/** Init script: when `[data-verdict]` first appears, its value and time, told to the bench. */
function watchVerdict(): void {
  new MutationObserver((_, observer) => {
    const el = document.querySelector('[data-verdict]')
    if (!el) return
    window.__benchVerdict = { verdict: el.getAttribute('data-verdict'), t: performance.now() }
    observer.disconnect()
    console.debug('sigil-bench: verdict')
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-verdict'] })
}

/**
 * A reader with no wallet opens a proof link signed just now for this origin: when the verdict showed (from navigation
 * start; null unless `valid`), and the JavaScript whose request started by then, inline included, weighed from the
 * build: reading bodies in the browser would put the bench's own work on the machine while the page is timed.
 */
export async function proofLinkVerdict(site: Site, family: Family): Promise<Sample> {
  const [evm, solana] = await freshProofs(site.url)
  const link = encodeProofLink(family === 'eip155' ? evm : solana, site.url)
  return inFreshContext(site, [], async (_, page) => {
    await page.addInitScript(watchVerdict)
    await goUntil(page, link, /^sigil-bench: verdict$/, 10_000, 'load')
    const { seen, started, paint } = await page.evaluate(() => ({
      seen: window.__benchVerdict,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      started: performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
        .filter((e) => e.startTime <= (window.__benchVerdict?.t ?? Infinity))
        .map((e) => e.name),
    }))
    const inline = pageEntries(readFileSync(join(site.dist, 'verify', 'index.html'), 'utf8')).inline
    const gzip = [...weighScripts(site, started), ...inline.map((s) => ({ gzip: gzipSize(s.code) }))]
    const valid = seen?.verdict === 'valid'
    const { key } = FAMILY[family]
    return {
      [`verdict${key}`]: valid ? seen.t : null,
      [`paint${key}`]: paint,
      [`paintToVerdict${key}`]: valid && paint !== null ? seen.t - paint : null,
      [`verdictGzip${key}`]: valid ? gzip.reduce((n, s) => n + s.gzip, 0) : null,
      [`verdictNotValid${key}`]: Number(!valid),
    }
  })
}

/** The first contentful paint of the page `page` is on, from its navigation start (null: none in a second). */
function firstPaint(page: Page): Promise<number | null> {
  return page.evaluate(async () => {
    // The paint entry is queued a frame or so after the paint.
    for (let frame = 0; frame < 60; frame++) {
      const entry = performance.getEntriesByName('first-contentful-paint')[0]
      if (entry) return entry.startTime
      await new Promise(requestAnimationFrame)
    }
    return null
  })
}

/** `/verify/` opened cold with no link: its first paint, what a proof link's page is held to. */
export function verifyPagePaint(site: Site): Promise<Sample> {
  return inFreshContext(site, [], async (_, page) => {
    await page.goto(`${site.url}/verify/`, { waitUntil: 'load' })
    return { paintVerify: await firstPaint(page) }
  })
}

/**
 * `/verify/` opened twice in one context: cold, then in a new tab once the first visit is over (the shipped build's
 * offline copy ready; the eager build has none, so it waits as long as the copy took, at most 10 s). Each visit's first
 * contentful paint: the offline reader's worker must not hold a repeat visit's paint back.
 */
export function repeatVisitPaint(site: Site): Promise<Sample> {
  return inFreshContext(site, [], async (ctx, page) => {
    await page.goto(`${site.url}/verify/`, { waitUntil: 'load' })
    const paintFirstVisit = await firstPaint(page)
    await page.evaluate(() =>
      Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 10_000))]),
    )
    const again = await ctx.context.newPage()
    await again.goto(`${site.url}/verify/`, { waitUntil: 'load' })
    const paintRepeatVisit = await firstPaint(again)
    const controlled = await again.evaluate(() => navigator.serviceWorker.controller !== null)
    // What the first visit's worker fetched and keeps, as the browser holds it (uncompressed).
    const copy = await keptFiles(again)
    return {
      paintFirstVisit,
      paintRepeatVisit,
      repeatVisitFromCopy: Number(controlled),
      offlineCopyFiles: copy.length,
      offlineCopyKb: copy.reduce((sum, file) => sum + file.bytes, 0) / 1024,
    }
  })
}

/**
 * A browser wallet's whole visit in one context (HTTP cache on, as a visitor has it): connect on `/`,
 * `/account/` (EVM: switch to Base), `/prove/` and sign, `/wallets/`, disconnect from the header's menu.
 * Each step lasts until the network has been quiet for a second, so what a page starts at idle counts;
 * its scripts are those that answered meanwhile, AppKit's being `appKitChunks(dist)`.
 */
export function browserWalletJourney(site: Site, family: Family): Promise<Journey> {
  const appKit = appKitChunks(site.dist)
  return inFreshContext(site, BOTH, async (ctx, page) => {
    let loaded: string[] = []
    // The pages' scripts: not the offline reader's worker or what it fetches for its copy in the background
    // (counted once, by `repeatVisitPaint`).
    ctx.context.on('response', (r) => {
      const request = r.request()
      const worker = request.serviceWorker() !== null || r.url().endsWith(`/${SERVICE_WORKER_FILE}`)
      if (request.resourceType() === 'script' && !worker) loaded.push(r.url())
    })
    const steps: { step: string; scripts: string[] }[] = []
    const step = async (name: string, run: () => Promise<void>) => {
      await run()
      await waitForQuiet(page, 1000)
      steps.push({ step: name, scripts: [...new Set(loaded)] })
      loaded = []
    }
    const visit = async (path: string) => {
      await page.goto(path)
      await expect(ui.walletStatus(page)).toHaveAttribute('data-status', 'connected', within)
    }
    await step('connect on home', () => connectOnHome(page, ctx, family))
    await step(family === 'eip155' ? 'account, switch to Base' : 'account', async () => {
      await visit('/account/')
      if (family !== 'eip155') return
      await switchButton(page).click(within)
      await expect(page.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', BENCH_RPC.base.caip, within)
    })
    await step('prove, sign', async () => {
      await visit('/prove/')
      await signButton(page).click(within)
      await expect(page.getByTestId('proof-link')).toHaveValue(/#proof=/, within)
    })
    await step('wallets', () => visit('/wallets/'))
    await step('disconnect', async () => {
      await ui.openAccountMenu(page)
      await page.locator('.menu').getByRole('button', { name: 'Disconnect' }).click(within)
      await expect(ui.walletStatus(page)).toHaveAttribute('data-status', 'disconnected', within)
    })
    const scripts = weighScripts(
      site,
      steps.flatMap((s) => s.scripts),
    ).map(({ file, gzip }) => ({ file, gzip }))
    return {
      gzip: scripts.reduce((n, s) => n + s.gzip, 0),
      scripts,
      steps: steps.map((s) => ({
        step: s.step,
        scripts: s.scripts.length,
        appKitChunks: s.scripts.filter((u) => appKit.has(basename(new URL(u).pathname))).length,
      })),
    }
  })
}

/** In the page: the longest task (Chromium's long tasks, over 50 ms) from now until `longestTask` reads it; 0 when none. */
function watchLongTasks(): void {
  let longest = 0
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration)
  })
  observer.observe({ type: 'longtask' })
  window.__benchLongest = () =>
    // A long task is reported after it ends: a frame for the last one to arrive.
    new Promise((resolve) =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          observer.disconnect()
          resolve(Math.round(longest))
        }, 100),
      ),
    )
}
const longestTask = (page: Page) =>
  page.evaluate(() => window.__benchLongest?.() ?? Promise.reject(new Error('long tasks not watched')))
/** In the page: resolves once the browser is idle (what a page starts at load is over). */
const idle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })))

/**
 * `/request/`: a thousand answers to a roll call pasted at once (e2e/support/roll-call-answers.ts), from the press on
 * "Check the answers" until the page says every one is judged and listed; the longest main-thread task the page
 * ran meanwhile; and the longest while the list of a thousand is filtered, shown whole again and sorted
 * (0 when there was none).
 */
export function rollCallThousand(site: Site): Promise<Sample> {
  return inFreshContext(site, [], async (_, page) => {
    await page.goto(`${site.url}/request/`)
    const requestLink = await makeRollCall(page, 'One Ethereum or Base address', 'I am a member')
    const answers = await manyAnswers(site.url, siteOf(site.url), askedBy(requestLink))
    await page.goto(`${site.url}/request/`)
    await page.getByRole('button', { name: 'Answers', exact: true }).click(within)
    await page.getByTestId('roll-call-paste').fill(answers.text)
    await page.evaluate(watchLongTasks)
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const status = document.querySelector('[data-testid="roll-call-progress"]')
          const t0 = performance.now()
          document.querySelector<HTMLButtonElement>('.roll-call .roll-call__paste .btn--primary')?.click()
          const look = () => {
            if (status?.getAttribute('data-state') !== 'done') return void setTimeout(look, 16)
            resolve(performance.now() - t0)
          }
          look()
        }),
    )
    const rollCallLongestTask = await longestTask(page)
    await expect(page.getByTestId('roll-call-summary')).toHaveText(
      `${answers.counted} accepted, ${answers.duplicates} duplicates, ${answers.broken} broken.`,
    )
    await idle(page)
    await page.evaluate(watchLongTasks)
    // Each change waited for inside the page, a look a frame: no Playwright look runs on the page meanwhile.
    for (const [control, value, shown] of [
      ['filter', 'broken', `Showing ${answers.broken} of ${answers.broken} broken.`],
      ['filter', 'all', 'Showing 100 of 1000 answers.'],
      ['sort', 'address', 'Showing 100 of 1000 answers.'],
    ] as const)
      await page.evaluate(
        ({ control, value, shown }) =>
          new Promise<void>((resolve, reject) => {
            const select = document.querySelector<HTMLSelectElement>(`.roll-call__controls select[id$="-${control}"]`)
            if (!select) {
              reject(new Error(`no ${control} control`))
              return
            }
            select.value = value
            select.dispatchEvent(new Event('change'))
            const look = () => {
              if (document.querySelector('[data-testid="roll-call-shown"]')?.textContent === shown) resolve()
              else requestAnimationFrame(look)
            }
            look()
          }),
        { control, value, shown },
      )
    return { rollCallJudged: ms, rollCallLongestTask, rollCallRedrawLongestTask: await longestTask(page) }
  })
}

/** Tries of one input, at most: a busy machine stretches any task, a reader slow in itself is slow every time. */
const TRIES = 3

/**
 * `/verify/` given the longest inputs it reads (e2e/support/long-links.ts): each link, stuffed field by field, a 64 KB
 * link and runs of marks, opened in a page whose checker is loaded and done with a link without a proof; and the same
 * huge values pasted and checked. For each input the longest main-thread task the page ran reading and answering it,
 * the least of up to `TRIES` tries (0: none over 50 ms); the longest of those for links and for the form, and the
 * input it was printed.
 */
export function longInputs(site: Site): Promise<Sample> {
  return inFreshContext(site, [], async (_, page) => {
    const made = await fixtures(site.url)
    const links = [
      ...(await Promise.all(LINK_CASES.map(async (linkCase) => [linkCase.name, await caseFragment(linkCase, made)]))),
      ['a 64 KB plain-message link', new URL(hugePlainMessageLink(site.url)).hash],
      ...(await markRunLinks(site.url)).map(({ what, link }) => [`one letter and its ${what}`, new URL(link).hash]),
    ]
    const longest = { input: 'none', ms: 0 }
    /** The least longest task of `input`'s tries, `ready` readying the page and `answer` timed, noted if the longest. */
    const leastOf = async (input: string, ready: () => Promise<void>, answer: () => Promise<void>) => {
      let least = Infinity
      for (let tries = 0; tries < TRIES && least > 0; tries++) {
        await ready()
        await idle(page)
        await page.evaluate(watchLongTasks)
        await answer()
        least = Math.min(least, await longestTask(page))
      }
      if (least > longest.ms) Object.assign(longest, { input, ms: least })
      return least
    }

    let longLinksLongestTask = 0
    for (const [name = '', fragment = ''] of links) {
      const ready = async () => {
        await page.goto('about:blank')
        await page.goto(`${site.url}/verify/#proof=`)
        await expect(page.getByTestId('verify-page')).toHaveAttribute('data-settled', '1', within)
      }
      // The answer waited for inside the page: no Playwright look runs on the page meanwhile.
      const answer = () =>
        page.evaluate(
          (hash) =>
            new Promise<void>((resolve) => {
              const root = document.querySelector('[data-testid="verify-page"]')
              const observer = new MutationObserver(() => {
                if (root?.getAttribute('data-settled') === '1') return
                observer.disconnect()
                resolve()
              })
              if (root) observer.observe(root, { attributes: true, attributeFilter: ['data-settled'] })
              location.hash = hash
            }),
          fragment,
        )
      longLinksLongestTask = Math.max(longLinksLongestTask, await leastOf(name, ready, answer))
    }

    let longFieldsLongestTask = 0
    for (const { name, fields } of FIELD_CASES) {
      const { message, signature, address } = fields(site.url)
      const ready = async () => {
        await page.goto(`${site.url}/verify/`)
        // Filling a field is the browser laying out the text; reading and judging it is the page's, timed.
        await page.getByLabel('Message').fill(message)
        await page.getByLabel('Signature', { exact: true }).fill(signature)
        if (address !== undefined) await page.getByLabel('Address', { exact: true }).fill(address)
        const problem = page.locator('[data-verify-message-error]:not([hidden])')
        await expect(problem.or(page.locator('form[data-verify-form] [type="submit"]:enabled')).first()).toBeVisible()
      }
      const answer = () =>
        page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              const root = document.querySelector('[data-testid="verify-page"]')
              const form = document.querySelector<HTMLFormElement>('form[data-verify-form]')
              const verify = form?.querySelector<HTMLButtonElement>('[type="submit"]')
              // The page reads the fields on every input: once more, then Verify checks them, unless it names a problem.
              form?.dispatchEvent(new Event('input'))
              if (!root || !verify || verify.disabled) {
                resolve()
                return
              }
              const start = root.getAttribute('data-settled')
              const observer = new MutationObserver(() => {
                if (root.getAttribute('data-settled') === start) return
                observer.disconnect()
                resolve()
              })
              observer.observe(root, { attributes: true, attributeFilter: ['data-settled'] })
              verify.click()
            }),
        )
      longFieldsLongestTask = Math.max(longFieldsLongestTask, await leastOf(`pasted ${name}`, ready, answer))
    }
    console.log(`[bench] /verify/'s longest inputs: the longest task ${longest.ms} ms, ${longest.input}`)
    return { longLinksLongestTask, longFieldsLongestTask }
  })
}

/**
 * The worst link a reader can be sent within the documented limits: a Sign-In (16 000 characters at most) whose
 * scheme is one letter under 16 000 marks of `mark`, in a link under 64 KB. Its message is refused for that scheme,
 * and the reason quotes it; a browser lays out such a run in time quadratic in its length.
 */
async function worstLinkFragment(url: string, mark: string): Promise<string> {
  const key = newEvmKey()
  const text = `h${mark.repeat(16_000)}://${signInText(siteOf(url), {
    address: key.address,
    nonce: 'worstlink0000001',
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 3_600_000),
  })}`
  return new URL(singleProofLink(url, await signedPart(key, text))).hash
}

/**
 * `/verify/` at rest, its reader warmed by one ordinary proof link, is sent the worst link (a hash change, as a
 * reader pasting it into an open page): the time from the change until the verdict's card has been painted, and the
 * longest main-thread task meanwhile (Chromium's long tasks, over 50 ms, observed by the page; 0 when there was none).
 */
export function worstLink(site: Site, mark: keyof typeof WORST_LINK_MARKS): Promise<Sample> {
  return inFreshContext(site, [], async (_, page) => {
    const [warm] = await freshProofs(site.url)
    const worst = await worstLinkFragment(site.url, WORST_LINK_MARKS[mark].char)
    await page.addInitScript(watchVerdict)
    await goUntil(page, encodeProofLink(warm, site.url), /^sigil-bench: verdict$/, 10_000, 'load')
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })))
    const seen = await page.evaluate(
      (hash) =>
        new Promise<{ ms: number; longest: number; verdict: string | null }>((resolve) => {
          let longest = 0
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration)
          })
          observer.observe({ type: 'longtask' })
          const before = document.querySelector('[data-verdict]')
          const t0 = performance.now()
          location.hash = hash
          const look = () => {
            const card = document.querySelector('[data-verdict]')
            if (!card || card === before) return void setTimeout(look, 16)
            // The frame that lays the card out and paints it, then a moment for its long task's report to arrive.
            requestAnimationFrame(() =>
              setTimeout(() => {
                const ms = performance.now() - t0
                setTimeout(() => {
                  observer.disconnect()
                  resolve({ ms, longest: Math.round(longest), verdict: card.getAttribute('data-verdict') })
                }, 300)
              }, 0),
            )
          }
          look()
        }),
      worst,
    )
    const judged = seen.verdict === 'invalid'
    return {
      [`worstLinkVerdict${mark}`]: judged ? seen.ms : null,
      [`worstLinkLongestTask${mark}`]: judged ? seen.longest : null,
    }
  })
}

/** The timed scenarios, in the order a run takes them. */
export const STEPS = {
  returningEvm: (site: Site) => returningVisit(site, 'eip155'),
  returningSolana: (site: Site) => returningVisit(site, 'solana'),
  revoked: revokedVisit,
  clickCold: (site: Site) => clickToWalletList(site, 0),
  clickIntent: (site: Site) => clickToWalletList(site, INTENT_MS),
  chooseEvm: (site: Site) => chooseBrowserWallet(site, 'eip155'),
  chooseSolana: (site: Site) => chooseBrowserWallet(site, 'solana'),
  signEvm: (site: Site) => pressToWalletRequest(site, 'signEvm', 'eip155', '/prove/', signButton, 'personal_sign'),
  signSolana: (site: Site) => pressToWalletRequest(site, 'signSolana', 'solana', '/prove/', signButton, 'signMessage'),
  switch: (site: Site) =>
    pressToWalletRequest(site, 'switch', 'eip155', '/account/', switchButton, 'wallet_switchEthereumChain'),
  qr: qrCodeShown,
  proofEvm: (site: Site) => proofLinkVerdict(site, 'eip155'),
  proofSolana: (site: Site) => proofLinkVerdict(site, 'solana'),
  verifyPaint: verifyPagePaint,
  repeatPaint: repeatVisitPaint,
  rollCall: rollCallThousand,
  longInputs,
  worstLinkSaraAm: (site: Site) => worstLink(site, 'SaraAm'),
  worstLinkAcute: (site: Site) => worstLink(site, 'Acute'),
} satisfies Record<string, (site: Site) => Promise<Sample>>
export type StepName = keyof typeof STEPS
