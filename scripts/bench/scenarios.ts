/**
 * The benchmark's browser scenarios, each run in a fresh, offline browser context with the
 * e2e suite's Reown stubs (served by a local stand-in, see startBenchHosts) and mock wallets
 * (e2e/fixtures). Timings are taken inside the page
 * (performance.now(), MutationObserver, requestAnimationFrame), not from Node, so Playwright's
 * own round trips do not count. Load `./ts-resolve.ts` before importing this module.
 */
import { existsSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from '@playwright/test'
import type { StubRequest, StubRoute } from '../../e2e/fixtures/reown-stubs.ts'
import {
  prepareContext,
  type OfflineContext,
  type PageErrorRecord,
  type WalletKind,
} from '../../e2e/fixtures/browser.ts'
import { encodeProofLink } from '../../src/proof/index.ts'
import { freshProofs } from '../../src/proof/testing.ts'
import { answerJsonRpc, type JsonRpcRequest } from '../../e2e/fixtures/reown-rpc-stub.ts'
import { MOCK_EVM_NAME, type MockEvmWallet } from '../../e2e/fixtures/mock-evm-wallet.ts'
import { MOCK_SOLANA_NAME, type MockSolanaWallet } from '../../e2e/fixtures/mock-solana-wallet.ts'
import { startOfflineHosts, type OfflineHosts } from '../../e2e/support/offline-hosts.ts'
import { appKitChunks } from '../../e2e/support/appkit-chunks.ts'
import {
  connectButton,
  openAccountMenu,
  qrCodeOption,
  walletDialog,
  walletOption,
  walletStatus,
} from '../../e2e/support/wallet-ui.ts'
import { expect } from '@playwright/test'
import { gzipSize, JsWeigher, pageEntries } from './js-weight.ts'
import { required } from './required.ts'
import type { Journey } from './report.ts'

/** The site's default RPC endpoints (src/wallet/config.ts), pinned for the bench builds, and their chains. */
export const BENCH_RPC = {
  ethereum: { url: 'https://ethereum-rpc.publicnode.com', caip: 'eip155:1' },
  base: { url: 'https://mainnet.base.org', caip: 'eip155:8453' },
  solana: { url: 'https://api.mainnet-beta.solana.com', caip: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
} as const

const RPC_CHAIN_BY_HOST: Record<string, string> = Object.fromEntries(
  Object.values(BENCH_RPC).map((r) => [new URL(r.url).hostname, r.caip]),
)

/** Answers the site's RPC hosts with the e2e suite's canned empty chain, per chain. */
async function answerSiteRpc(route: StubRoute, request: StubRequest, url: URL): Promise<boolean> {
  const caip = RPC_CHAIN_BY_HOST[url.hostname]
  if (!caip) return false
  let body: unknown = null
  try {
    body = request.postDataJSON()
  } catch {
    // not JSON: answered as an invalid request below
  }
  const answer = Array.isArray(body)
    ? body.map((r: JsonRpcRequest) => answerJsonRpc(r, caip))
    : body && typeof body === 'object' && 'method' in body
      ? answerJsonRpc(body as JsonRpcRequest, caip)
      : { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } }
  await route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify(answer),
  })
  return true
}

export type Namespace = 'eip155' | 'solana'

const WALLET_NAME: Record<Namespace, string> = { eip155: MOCK_EVM_NAME, solana: MOCK_SOLANA_NAME }
const walletAddress = (ctx: BenchContext, namespace: Namespace) =>
  namespace === 'eip155' ? ctx.evmWallet.address : ctx.solanaWallet.address

/** The browser wallets' entries in the site's own list (its contract with the e2e suite). */
const SITE_OPTIONS = '[data-testid="wallet-picker"] [data-testid="wallet-option"]'
const siteOption = (namespace: Namespace) => `${SITE_OPTIONS}[data-namespace="${namespace}"]`

export type BenchContext = OfflineContext & {
  evmWallet: MockEvmWallet
  solanaWallet: MockSolanaWallet
  errors: PageErrorRecord[]
  close(): Promise<void>
}

const collectedErrors: string[] = []

/** Uncaught page errors of the contexts closed since the last call. */
export function drainPageErrors(): string[] {
  return collectedErrors.splice(0)
}

let benchHosts: OfflineHosts | undefined

/**
 * Starts the local stand-in for Reown's and the RPC hosts that every bench context uses; launch
 * the browser with its `resolverArg`. Not Playwright routing: that turns the HTTP cache off, so a
 * navigation would refetch every chunk, and it adds a trip through Node to every request.
 */
export async function startBenchHosts(): Promise<OfflineHosts> {
  benchHosts ??= await startOfflineHosts({ override: answerSiteRpc })
  return benchHosts
}

type BareContext = OfflineContext & { errors: PageErrorRecord[]; close(): Promise<void> }

/** A device every context of the scenarios below gets (./phone.ts); undefined: a desktop. */
export type DeviceProfile = { contextOptions: BrowserContextOptions; preparePage(page: Page): Promise<void> }
let device: DeviceProfile | undefined
export function useDeviceProfile(profile: DeviceProfile | undefined): void {
  device = profile
}

/** A fresh context (cold HTTP cache, empty storage), offline, with the given mock wallets. */
export async function openContext(
  browser: Browser,
  baseURL: string,
  wallets: readonly WalletKind[],
  { statusTimeline = true }: { statusTimeline?: boolean } = {},
): Promise<BareContext> {
  const offMachine = required(benchHosts, 'the bench hosts (call startBenchHosts first)')
  offMachine.clear()
  // The stand-in's certificate is self-signed.
  const context = await browser.newContext({ ...device?.contextOptions, baseURL, ignoreHTTPSErrors: true })
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
  const ready = await prepareContext(context, { offMachine, wallets }, errors)
  if (statusTimeline) await recordStatusTimeline(context)
  return {
    ...ready,
    errors,
    async close() {
      collectedErrors.push(...errors.map((e) => `${e.message} (${e.url ?? 'unknown page'})`))
      await context.close()
    },
  }
}

/** A fresh context (cold HTTP cache, empty storage), offline, with both mock wallets. */
export async function openBenchContext(browser: Browser, baseURL: string): Promise<BenchContext> {
  const ready = await openContext(browser, baseURL, ['evm', 'solana'])
  return {
    ...ready,
    evmWallet: required(ready.evmWallet, 'the mock EVM wallet'),
    solanaWallet: required(ready.solanaWallet, 'the mock Solana wallet'),
  }
}

export type ProofLinkVerdict = {
  /** The verdict shown (`data-verdict`), null when none showed within the timeout. */
  verdict: string | null
  /** When it first showed, ms from navigation start. */
  ms: number | null
  /** Every script requested by then (inline scripts included), gzip -9 bytes, and their count. */
  gzip: number
  files: number
}

/** What the page logs when the verdict appears (see proofLinkVerdict). */
const VERDICT_SEEN = 'sigil-bench: verdict'

/**
 * A reader's cold open of a shared proof link: a fresh context with no wallet opens
 * `/verify/#proof=…` for a proof signed just now for this origin, and the page's own clock
 * says when `[data-verdict]` first appeared. The JavaScript counted is every script whose
 * request started by then, weighed from the build in `dist` (the same bytes the server sent):
 * reading response bodies through the browser while the page loads would put the bench's own
 * work on the machine the page is timed on. Nothing else watches the page meanwhile.
 */
export async function proofLinkVerdict(
  browser: Browser,
  baseURL: string,
  dist: string,
  namespace: Namespace,
  timeoutMs = 10_000,
): Promise<ProofLinkVerdict> {
  const [evm, solana] = await freshProofs(baseURL)
  const link = encodeProofLink(namespace === 'eip155' ? evm : solana, baseURL)
  const ctx = await openContext(browser, baseURL, [], { statusTimeline: false })
  try {
    await ctx.context.addInitScript((VERDICT_SEEN: string) => {
      const seen = (window.__benchVerdict = { verdict: null as string | null, t: null as number | null })
      new MutationObserver(() => {
        const el = seen.t === null ? document.querySelector('[data-verdict]') : null
        if (!el) return
        seen.verdict = el.getAttribute('data-verdict')
        seen.t = performance.now()
        console.debug(VERDICT_SEEN)
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-verdict'] })
    }, VERDICT_SEEN)
    const page = await ctx.context.newPage()
    // Told by the page, not by polling it: Playwright's in-page polling compiles its own script on the page's main
    // thread (12-30 ms here), while the page is still checking the proof.
    const seen = page
      .waitForEvent('console', { predicate: (message) => message.text() === VERDICT_SEEN, timeout: timeoutMs })
      .catch(() => undefined)
    await page.goto(link)
    await seen
    const { verdict, t, started } = await page.evaluate(() => {
      const seen = window.__benchVerdict
      const until = seen?.t ?? Infinity
      return {
        verdict: seen?.verdict ?? null,
        t: seen?.t ?? null,
        started: performance
          .getEntriesByType('resource')
          .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
          .filter((e) => e.startTime <= until)
          .map((e) => e.name),
      }
    })
    const inline = pageEntries(readFileSync(join(dist, 'verify', 'index.html'), 'utf8')).inline
    const scripts = weighScripts(dist, baseURL, new Set(started))
    const gzip = scripts.reduce((n, s) => n + s.gzip, 0) + inline.reduce((n, s) => n + gzipSize(s.code), 0)
    return { verdict, ms: t, gzip, files: scripts.length }
  } finally {
    await ctx.close()
  }
}

/** The build's files among `urls` (this origin's scripts), largest first, gzip -9 as read from `dist`. */
function weighScripts(dist: string, baseURL: string, urls: ReadonlySet<string>): { file: string; gzip: number }[] {
  const weigher = new JsWeigher(dist)
  const files: { file: string; gzip: number }[] = []
  for (const url of urls) {
    const { origin, pathname } = new URL(url)
    const path = decodeURIComponent(pathname).slice(1)
    if (origin !== new URL(baseURL).origin || !existsSync(join(dist, path))) continue
    files.push({ file: path, gzip: weigher.file(path).file.gzip })
  }
  return files.sort((a, b) => b.gzip - a.gzip)
}

type StatusEvent = { t: number; status: string | null; address: string | null }

declare global {
  interface Window {
    __benchStatus?: StatusEvent[]
    /** See proofLinkVerdict. */
    __benchVerdict?: { verdict: string | null; t: number | null }
    /** See installWalletEntryFinder. */
    __benchWalletEntry?: (walletName: string) => Element | null
  }
}

/** Every value the wallet status element takes, with performance.now(), from the first script on. */
async function recordStatusTimeline(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const log: { t: number; status: string | null; address: string | null }[] = []
    window.__benchStatus = log
    let last = ''
    const read = () => {
      const el = document.querySelector('[data-testid="wallet-status"]')
      if (!el) return
      const status = el.getAttribute('data-status')
      const address = el.getAttribute('data-address')
      const key = `${status}|${address}`
      if (key !== last) {
        last = key
        log.push({ t: performance.now(), status, address })
      }
    }
    new MutationObserver(read).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-status', 'data-address'],
    })
  })
}

// ---------------------------------------------------------------------------------------
// JavaScript before interaction, as the browser loads it

export type LoadedJs = {
  page: string
  /** External scripts the browser fetched, by path. */
  files: { path: string; raw: number; gzip: number }[]
  inlineRaw: number
  inlineGzip: number
  raw: number
  gzip: number
  /** Requests to off-machine hosts (all stubbed) made before any interaction. */
  offMachineRequests: number
}

/**
 * Loads a page in a fresh context and, with no input at all, waits until the network has been
 * idle for `quietMs`; counts every script response body (raw and gzip -9) and the page's inline
 * scripts.
 */
export async function jsBeforeInteraction(
  browser: Browser,
  baseURL: string,
  path: string,
  quietMs = 1500,
): Promise<LoadedJs> {
  const ctx = await openBenchContext(browser, baseURL)
  try {
    const page = await ctx.context.newPage()
    const bodies: Promise<{ path: string; body: Buffer } | undefined>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const url = new URL(response.url())
      bodies.push(
        response.body().then(
          (body) => ({ path: url.pathname, body }),
          () => undefined,
        ),
      )
    })
    let html = ''
    const response = await page.goto(path, { waitUntil: 'networkidle' })
    html = (await response?.text()) ?? ''
    await waitForQuiet(page, quietMs)
    const seen = new Map<string, { path: string; raw: number; gzip: number }>()
    for (const hit of await Promise.all(bodies)) {
      if (hit && !seen.has(hit.path))
        seen.set(hit.path, { path: hit.path, raw: hit.body.length, gzip: gzipSize(hit.body) })
    }
    const files = [...seen.values()].sort((a, b) => b.gzip - a.gzip)
    const inline = pageEntries(html).inline
    const inlineRaw = inline.reduce((n, s) => n + Buffer.byteLength(s.code), 0)
    const inlineGzip = inline.reduce((n, s) => n + gzipSize(s.code), 0)
    return {
      page: path,
      files,
      inlineRaw,
      inlineGzip,
      raw: inlineRaw + files.reduce((n, f) => n + f.raw, 0),
      gzip: inlineGzip + files.reduce((n, f) => n + f.gzip, 0),
      offMachineRequests: ctx.network.requests().length,
    }
  } finally {
    await ctx.close()
  }
}

/** Waits until no request has started or finished for `quietMs` (a longer networkidle). */
async function waitForQuiet(page: Page, quietMs: number, maxMs = 20_000): Promise<void> {
  let lastActivity = Date.now()
  const bump = () => {
    lastActivity = Date.now()
  }
  page.on('request', bump)
  page.on('requestfinished', bump)
  page.on('requestfailed', bump)
  const started = Date.now()
  while (Date.now() - lastActivity < quietMs && Date.now() - started < maxMs) await page.waitForTimeout(100)
  page.off('request', bump)
  page.off('requestfinished', bump)
  page.off('requestfailed', bump)
}

// ---------------------------------------------------------------------------------------
// A returning user: the remembered account on a second page, then `connected`

export type ReturningVisit = {
  /** When the remembered address first showed (reconnecting or connected), ms from navigation start. */
  accountShownMs: number | null
  /** First contentful paint of the second page, ms from navigation start. */
  fcpMs: number | null
  /** DOMContentLoaded (event start), ms from navigation start. */
  dclMs: number
  /** The remembered account is on screen: max(accountShown, FCP) − DOMContentLoaded. Negative: before DCL. */
  accountPaintAfterDclMs: number | null
  /** Whether the remembered account was already in the page when it first painted (FCP). */
  presentAtFirstPaint: boolean
  /** First `connected` with the remembered address, ms from navigation start. */
  connectedMs: number | null
  /** Statuses the second page went through. */
  sequence: string[]
  /** Whether "disconnected" flashed on the second page. */
  flashedDisconnected: boolean
}

/**
 * As e2e/support/wallet-ui.ts's chooseWallet, with the generous timeouts a busy machine needs:
 * the wallet's entry in the site's own list, or in AppKit's dialog (the eager build).
 */
async function connectOnHome(page: Page, walletName: string, address: string): Promise<void> {
  await page.goto('/', { waitUntil: 'load' })
  await connectButton(page).click({ timeout: 30_000 })
  const entry = walletOption(page, walletName)
    .or(walletDialog(page).getByText(walletName, { exact: true }))
    .first()
  await entry.click({ timeout: 30_000 })
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected', { timeout: 30_000 })
  await expect(walletStatus(page)).toHaveAttribute('data-address', address)
}

async function settle(page: Page, done: (log: StatusEvent[]) => boolean, timeoutMs: number): Promise<StatusEvent[]> {
  const started = Date.now()
  for (;;) {
    const log = await page.evaluate(() => window.__benchStatus ?? [])
    if (done(log) || Date.now() - started > timeoutMs) return log
    await page.waitForTimeout(25)
  }
}

/**
 * Connects the namespace's mock wallet on `/`, then opens `path` with a full navigation and times
 * what the second page shows.
 */
export async function returningVisit(
  browser: Browser,
  baseURL: string,
  path = '/account/',
  namespace: Namespace = 'eip155',
): Promise<ReturningVisit> {
  const ctx = await openBenchContext(browser, baseURL)
  try {
    const page = await ctx.context.newPage()
    const address = walletAddress(ctx, namespace)
    await connectOnHome(page, WALLET_NAME[namespace], address)
    await page.goto(path, { waitUntil: 'commit' })
    const log = await settle(
      page,
      (l) => l.some((e) => e.status === 'connected' || e.status === 'disconnected'),
      10_000,
    )
    await page.waitForLoadState('load')
    // With every file cached, `load` can come before the first paint: wait for its entry.
    const timing = await page.evaluate(
      () =>
        new Promise<{ dcl: number; fcp: number | null }>((resolve) => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
          const done = (fcp: number | null) => resolve({ dcl: nav.domContentLoadedEventStart, fcp })
          new PerformanceObserver((list) => {
            const fcp = list.getEntriesByName('first-contentful-paint')[0]
            if (fcp) done(fcp.startTime)
          }).observe({ type: 'paint', buffered: true })
          setTimeout(() => done(null), 3_000)
        }),
    )
    const shown = log.find((e) => e.address === address && (e.status === 'reconnecting' || e.status === 'connected'))
    const connected = log.find((e) => e.address === address && e.status === 'connected')
    const painted = shown && timing.fcp !== null ? Math.max(shown.t, timing.fcp) : null
    return {
      accountShownMs: shown?.t ?? null,
      fcpMs: timing.fcp,
      dclMs: timing.dcl,
      accountPaintAfterDclMs: painted === null ? null : painted - timing.dcl,
      presentAtFirstPaint: !!shown && timing.fcp !== null && shown.t <= timing.fcp,
      connectedMs: connected?.t ?? null,
      sequence: log.map((e) => e.status ?? '(none)'),
      flashedDisconnected: log.some((e) => e.status === 'disconnected'),
    }
  } finally {
    await ctx.close()
  }
}

export type RevokedVisit = {
  /** Whether the page ever said `connected` for the revoked account (must be false). */
  shownConnected: boolean
  /** When the page settled on `disconnected`, ms from navigation start (null: it never did). */
  disconnectedMs: number | null
  sequence: string[]
}

/** Connects, has the wallet revoke the site while away, then opens a second page. */
export async function revokedVisit(browser: Browser, baseURL: string, path = '/account/'): Promise<RevokedVisit> {
  const ctx = await openBenchContext(browser, baseURL)
  try {
    const page = await ctx.context.newPage()
    await connectOnHome(page, MOCK_EVM_NAME, ctx.evmWallet.address)
    await ctx.evmWallet.disconnectFromWallet()
    await page.goto(path, { waitUntil: 'commit' })
    // Long enough for AppKit to load and answer (RESTORE_TIMEOUT_MS is 12 s; it answers far sooner).
    const log = await settle(page, (l) => l.at(-1)?.status === 'disconnected' && l.some((e) => e.t > 0), 8_000)
    await page.waitForTimeout(500) // a late `connected` would show up here
    const final = await page.evaluate(() => window.__benchStatus ?? [])
    const firstDisconnected = final.find((e) => e.status === 'disconnected')
    return {
      shownConnected: final.some((e) => e.status === 'connected'),
      disconnectedMs: final.at(-1)?.status === 'disconnected' ? (firstDisconnected?.t ?? null) : null,
      sequence: (final.length ? final : log).map((e) => e.status ?? '(none)'),
    }
  } finally {
    await ctx.close()
  }
}

// ---------------------------------------------------------------------------------------
// Click on Connect → wallet list, and choosing a wallet → the wallet is asked

/**
 * A script of AppKit's: the site build's lazy entry (src/wallet/load.ts imports ./start) or the
 * eager build's island, which imports AppKit at module scope.
 */
const APPKIT_CHUNK = /\/_astro\/(?:start|EagerAppKit)\.[^/]*\.js/

/**
 * Defines window.__benchWalletEntry in the page: the visible element showing a wallet's name in
 * an open wallet list — the site's own (a light-DOM <dialog>) first, then AppKit's (inside
 * w3m-modal's shadow roots), or null. Installed before the timed part, so finding costs nothing
 * extra; it must stay self-contained (Playwright serialises it).
 */
export function installWalletEntryFinder(): void {
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true })
  }
  const find = (root: Node, name: string): Element | null => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let n: Node | null = walker.currentNode; n; n = walker.nextNode()) {
      if (n.nodeType === Node.TEXT_NODE) {
        const parent = n.parentElement
        if ((n as Text).data.trim() === name && parent && shown(parent)) return parent
      } else {
        const shadow = (n as Element).shadowRoot
        const hit = shadow ? find(shadow, name) : null
        if (hit) return hit
      }
    }
    return null
  }
  window.__benchWalletEntry = (name) => {
    // Only open dialogs: a wallet's name elsewhere on the page is not the list.
    for (const dialog of document.querySelectorAll('dialog[open]')) {
      const hit = find(dialog, name)
      if (hit) return hit
    }
    const modal = document.querySelector('w3m-modal')?.shadowRoot
    return modal ? find(modal, name) : null
  }
}

/** Loads `/` in a fresh page and waits, with no input, until the network is quiet; returns Connect. */
export async function homeAtRest(page: Page): Promise<Locator> {
  await page.goto('/', { waitUntil: 'networkidle' })
  await waitForQuiet(page, 1000)
  await page.evaluate(installWalletEntryFinder)
  const button = page.locator('header').getByRole('button', { name: /connect wallet/i })
  await button.waitFor({ state: 'visible' })
  return button
}

export type ClickToList = {
  ms: number | null
  appKitRequestedBeforeClick: boolean
  /** Whether an AppKit script had been requested by the frame the list showed in (or the timeout). */
  appKitRequestedAtList: boolean
}

/**
 * Whether any of `urls` (requests Node saw) started by `until` on the page's clock. The page's
 * resource timing has each request's start on that clock, but only once its response is
 * complete, so this waits for the entries; one that never comes (a failed request) counts as
 * started, the answer that does not flatter the site.
 */
async function startedBy(page: Page, urls: string[], until: number, maxMs = 5_000): Promise<boolean> {
  if (urls.length === 0) return false
  const started = Date.now()
  for (;;) {
    const { hit, missing } = await page.evaluate(
      ({ wanted, limit }) => {
        const entries = performance.getEntriesByType('resource').filter((e) => wanted.includes(e.name))
        return {
          hit: entries.some((e) => e.startTime <= limit),
          missing: wanted.some((url) => !entries.some((e) => e.name === url)),
        }
      },
      { wanted: urls, limit: until },
    )
    if (hit || !missing) return hit
    if (Date.now() - started > maxMs) return true
    await page.waitForTimeout(50)
  }
}

/**
 * Loads `/` in a fresh context (cold cache), waits for the network to go quiet with no input,
 * then clicks the header's Connect button and times, inside the page, until one frame shows
 * both mock wallets' names in a wallet list: the site's own (light DOM) or, in the eager build,
 * AppKit's dialog. `intentMs` > 0 first moves the pointer onto the button (pointerenter: the
 * site prefetches AppKit) and waits that long before clicking; 0 clicks with no pointer or focus
 * event before it (a cold click).
 */
export async function clickToWalletList(browser: Browser, baseURL: string, intentMs: number): Promise<ClickToList> {
  const ctx = await openBenchContext(browser, baseURL)
  try {
    const page = await ctx.context.newPage()
    // Resource timing keeps 250 entries by default; AppKit alone can fill that.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000))
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url())
    })
    const button = await homeAtRest(page)
    const before = scripts.length
    if (intentMs > 0) {
      await button.hover()
      await page.waitForTimeout(intentMs)
    }
    const appKitRequestedBeforeClick = scripts.length > before
    const { ms, at } = await page.evaluate(
      ({ walletNames, timeoutMs }) =>
        new Promise<{ ms: number | null; at: number }>((resolve) => {
          const entry = window.__benchWalletEntry
          const buttons = [...document.querySelectorAll('header button')] as HTMLButtonElement[]
          const connect = buttons.find((b) => /connect wallet/i.test(b.textContent))
          if (!connect || !entry) {
            resolve({ ms: null, at: performance.now() })
            return
          }
          const t0 = performance.now()
          connect.click()
          const tick = () => {
            const now = performance.now()
            if (walletNames.every((name) => entry(name))) resolve({ ms: now - t0, at: now })
            else if (now - t0 > timeoutMs) resolve({ ms: null, at: now })
            else requestAnimationFrame(tick)
          }
          requestAnimationFrame(tick)
        }),
      { walletNames: [MOCK_EVM_NAME, MOCK_SOLANA_NAME], timeoutMs: 10_000 },
    )
    const appKitRequestedAtList = await startedBy(
      page,
      scripts.filter((url) => APPKIT_CHUNK.test(url)),
      at,
    )
    return { ms, appKitRequestedBeforeClick, appKitRequestedAtList }
  } finally {
    await ctx.close()
  }
}

export type ChooseWallet = {
  /** Until the page's prompting connection request reached the wallet; null: not within the timeout. */
  askedMs: number | null
  /** Until every wallet status on the page said `connected`; null: not within the timeout. */
  connectedMs: number | null
}

/**
 * Loads `/` in a fresh context, waits for the network to go quiet, opens the wallet list with
 * Connect and waits until it shows the namespace's mock wallet; then times, inside the page,
 * from the click on that wallet's entry (the mock approves at once) until the page's call
 * reached the wallet with a connection request that prompts (window.__mockWalletAsked, pushed
 * by the mock wallets' page half), and until every `[data-testid="wallet-status"]` said
 * `connected` (a MutationObserver installed before the click). The entry is the site list's
 * option for the namespace or, in the eager build, the wallet's entry in AppKit's dialog.
 */
export async function chooseBrowserWallet(
  browser: Browser,
  baseURL: string,
  namespace: Namespace,
): Promise<ChooseWallet> {
  const ctx = await openBenchContext(browser, baseURL)
  try {
    const page = await ctx.context.newPage()
    const button = await homeAtRest(page)
    const walletName = WALLET_NAME[namespace]
    await button.click()
    await page.waitForFunction((name) => !!window.__benchWalletEntry?.(name), walletName, { timeout: 30_000 })
    return await page.evaluate(
      ({ name, option, timeoutMs }) =>
        new Promise<ChooseWallet>((resolve) => {
          // The site's option by its contract; otherwise the nearest clickable around the name,
          // climbing out of shadow roots (AppKit's entry is a button inside a custom element).
          const clickable = (el: Element): HTMLElement => {
            for (let n: Element | null = el; n;) {
              const hit = n.closest<HTMLElement>('button, a[href], [role="button"]')
              if (hit) return hit
              const root = n.getRootNode()
              n = root instanceof ShadowRoot ? root.host : null
            }
            return el as HTMLElement
          }
          const options = [...document.querySelectorAll<HTMLElement>(option)]
          const named = window.__benchWalletEntry?.(name) ?? null
          const target = options.find((o) => o.textContent.includes(name)) ?? options[0] ?? (named && clickable(named))
          if (!target) {
            resolve({ askedMs: null, connectedMs: null })
            return
          }
          const allConnected = () => {
            const statuses = [...document.querySelectorAll('[data-testid="wallet-status"]')]
            return statuses.length > 0 && statuses.every((el) => el.getAttribute('data-status') === 'connected')
          }
          const finish = (connectedAt: number | null) => {
            observer.disconnect()
            clearTimeout(timer)
            const asked = (window.__mockWalletAsked ?? []).find((a) => a.wallet === name && a.at >= t0)
            resolve({
              askedMs: asked ? asked.at - t0 : null,
              connectedMs: connectedAt === null ? null : connectedAt - t0,
            })
          }
          const observer = new MutationObserver(() => {
            if (allConnected()) finish(performance.now())
          })
          observer.observe(document, {
            subtree: true,
            childList: true,
            attributes: true,
            attributeFilter: ['data-status'],
          })
          const timer = setTimeout(() => {
            finish(null)
          }, timeoutMs)
          const t0 = performance.now()
          target.click()
        }),
      { name: walletName, option: siteOption(namespace), timeoutMs: 10_000 },
    )
  } finally {
    await ctx.close()
  }
}

// ---------------------------------------------------------------------------------------
// With an account connected: a press on a page loaded afresh → the wallet is asked

/**
 * Connects the namespace's mock wallet on `/` from the list, then opens `path` in a new page of
 * the same context (it reconnects without a prompt), waits until the wallet status says
 * `connected` and `button` is enabled, and times, inside the page, from the click on it until
 * the first `method` request reached the mock wallet (window.__mockWalletRequests, pushed by its
 * page half). Null: not within the timeout.
 */
async function pressToWalletRequest(
  browser: Browser,
  baseURL: string,
  namespace: Namespace,
  path: string,
  button: (page: Page) => Locator,
  method: string,
): Promise<number | null> {
  const ctx = await openBenchContext(browser, baseURL)
  try {
    const home = await ctx.context.newPage()
    await connectOnHome(home, WALLET_NAME[namespace], walletAddress(ctx, namespace))
    await home.close()
    const page = await ctx.context.newPage()
    await page.goto(path)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected', { timeout: 30_000 })
    const target = button(page)
    await expect(target).toBeEnabled({ timeout: 30_000 })
    return await target.evaluate(
      (el, { wallet, method, timeoutMs }) =>
        new Promise<number | null>((resolve) => {
          const t0 = performance.now()
          ;(el as HTMLElement).click()
          const tick = () => {
            const hit = (window.__mockWalletRequests ?? []).find(
              (r) => r.wallet === wallet && r.method === method && r.at >= t0,
            )
            if (hit) resolve(hit.at - t0)
            else if (performance.now() - t0 > timeoutMs) resolve(null)
            else requestAnimationFrame(tick)
          }
          tick()
        }),
      { wallet: WALLET_NAME[namespace], method, timeoutMs: 10_000 },
    )
  } finally {
    await ctx.close()
  }
}

const signButton = (page: Page) => page.getByRole('button', { name: 'Sign with your wallet' })
const switchToBaseButton = (page: Page) =>
  page.getByTestId('account-eip155').getByRole('button', { name: 'Switch to Base' })

/** Press Sign on /prove/ → the wallet is asked to sign (`personal_sign`, Solana's `signMessage`). */
export function signToWalletAsked(browser: Browser, baseURL: string, namespace: Namespace): Promise<number | null> {
  const method = namespace === 'eip155' ? 'personal_sign' : 'signMessage'
  return pressToWalletRequest(browser, baseURL, namespace, '/prove/', signButton, method)
}

/** Press "Switch to Base" on /account/ → the EVM wallet is asked to switch. */
export function switchToWalletAsked(browser: Browser, baseURL: string): Promise<number | null> {
  return pressToWalletRequest(browser, baseURL, 'eip155', '/account/', switchToBaseButton, 'wallet_switchEthereumChain')
}

// ---------------------------------------------------------------------------------------
// A browser wallet's whole visit: the scripts each step loads

/**
 * One context (HTTP cache on, as a visitor has it): connect on `/` from the list, `/account/`
 * (EVM: switch to Base), `/prove/` and sign, `/wallets/`, disconnect from the header's menu.
 * Every script response is noted under the step whose page asked for it; each step ends when
 * the network has been quiet for a second, so what a page starts at idle counts too. The bytes
 * are the unique same-origin scripts of the whole visit, weighed from the build in `dist`
 * (inline scripts not counted); a step's AppKit chunks are those `appKitChunks(dist)` names.
 */
export async function browserWalletJourney(
  browser: Browser,
  baseURL: string,
  dist: string,
  namespace: Namespace,
): Promise<Journey> {
  const appKit = appKitChunks(dist)
  const ctx = await openBenchContext(browser, baseURL)
  try {
    let loaded = new Set<string>()
    ctx.context.on('response', (response) => {
      if (response.request().resourceType() === 'script') loaded.add(response.url())
    })
    const page = await ctx.context.newPage()
    const steps: { step: string; scripts: string[] }[] = []
    const step = async (name: string, run: () => Promise<void>) => {
      await run()
      await waitForQuiet(page, 1000)
      steps.push({ step: name, scripts: [...loaded] })
      loaded = new Set()
    }
    const connected = () => expect(walletStatus(page)).toHaveAttribute('data-status', 'connected', { timeout: 30_000 })

    await step('connect on home', () => connectOnHome(page, WALLET_NAME[namespace], walletAddress(ctx, namespace)))
    await step(namespace === 'eip155' ? 'account, switch to Base' : 'account', async () => {
      await page.goto('/account/')
      await connected()
      if (namespace !== 'eip155') return
      await switchToBaseButton(page).click({ timeout: 30_000 })
      await expect(page.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', BENCH_RPC.base.caip, {
        timeout: 30_000,
      })
    })
    await step('prove, sign', async () => {
      await page.goto('/prove/')
      await connected()
      await signButton(page).click({ timeout: 30_000 })
      await expect(page.getByTestId('proof-link')).toHaveValue(/#proof=/, { timeout: 30_000 })
    })
    await step('wallets', async () => {
      await page.goto('/wallets/')
      await connected()
    })
    await step('disconnect', async () => {
      await openAccountMenu(page)
      await page.locator('.menu').getByRole('button', { name: 'Disconnect' }).click({ timeout: 30_000 })
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected', { timeout: 30_000 })
    })

    const scripts = weighScripts(dist, baseURL, new Set(steps.flatMap((s) => s.scripts)))
    return {
      gzip: scripts.reduce((n, s) => n + s.gzip, 0),
      scripts,
      steps: steps.map((s) => ({
        step: s.step,
        scripts: s.scripts.length,
        appKitChunks: s.scripts.filter((url) => appKit.has(basename(new URL(url).pathname))).length,
      })),
    }
  } finally {
    await ctx.close()
  }
}

// ---------------------------------------------------------------------------------------
// The list's "Mobile wallet (QR code)" → AppKit's WalletConnect view

/**
 * Loads `/` in a fresh context (cold HTTP cache), waits for the network to go quiet, opens the
 * wallet list with Connect and waits for its "Mobile wallet (QR code)" entry; then times, inside
 * the page, from the click on it until a frame in which AppKit's WalletConnect view
 * (`w3m-connecting-wc-view`, inside AppKit's open shadow roots) is in the DOM. Null: not within
 * the timeout.
 */
export async function qrCodeShown(browser: Browser, baseURL: string): Promise<number | null> {
  const ctx = await openBenchContext(browser, baseURL)
  try {
    const page = await ctx.context.newPage()
    await (await homeAtRest(page)).click()
    const entry = qrCodeOption(page)
    await entry.waitFor({ state: 'visible', timeout: 30_000 })
    return await entry.evaluate(
      (el, timeoutMs) =>
        new Promise<number | null>((resolve) => {
          const find = (root: Document | ShadowRoot, selector: string): boolean => {
            if (root.querySelector(selector)) return true
            for (const host of root.querySelectorAll('*')) {
              if (host.shadowRoot && find(host.shadowRoot, selector)) return true
            }
            return false
          }
          const t0 = performance.now()
          ;(el as HTMLElement).click()
          const tick = () => {
            const now = performance.now()
            if (find(document, 'w3m-connecting-wc-view')) resolve(now - t0)
            else if (now - t0 > timeoutMs) resolve(null)
            else requestAnimationFrame(tick)
          }
          requestAnimationFrame(tick)
        }),
      20_000,
    )
  } finally {
    await ctx.close()
  }
}
