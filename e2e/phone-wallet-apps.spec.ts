/**
 * Connect on a phone: wallet apps first, each opened through AppKit's own connecting flow with a
 * WalletConnect link; never a QR code to scan off the phone's own screen. The catalogue is the
 * offline stub's; the "app" is the headless wallet on this test's local relay, pairing with the
 * `wc:` URI the opened link carries.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/walletconnect/test'
import type { ExplorerWallet } from './fixtures/reown-stubs'
import { connectMobileWallet, declineMobilePairing, expectWalletIslands } from './support/mobile-wallet'
import { PHONE, captureOpenedLinks, nextOpenedLink, openedLinks, pairingUriOf } from './support/phone'
import {
  allWalletsOption,
  appKitRequests,
  connectButton,
  walletDialog,
  walletList,
  walletOption,
  walletStatus,
} from './support/wallet-ui'

const EVERY_CHAIN = ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
/** The catalogue's recommendation, as Reown's API would list it: apps with a deep link or a universal link. */
const CATALOGUE: ExplorerWallet[] = [
  {
    id: 'e2e-deep-link-wallet',
    name: 'Deep Link Wallet',
    image_id: 'deep',
    chains: EVERY_CHAIN,
    mobile_link: 'deeplinkwallet://',
  },
  {
    id: 'e2e-universal-wallet',
    name: 'Universal Wallet',
    image_id: 'universal',
    chains: EVERY_CHAIN,
    mobile_link: 'https://universal-wallet.example/app',
  },
  { id: 'e2e-second-app', name: 'Second App', image_id: 'second', chains: EVERY_CHAIN, mobile_link: 'secondapp://' },
  { id: 'e2e-solana-app', name: 'Solana App', image_id: 'sol', chains: [EVERY_CHAIN[2]!], mobile_link: 'solapp://' },
]
/** The wallet list's code, which a test holds back as a phone's network would. */
const LIST_CODE = /\/_astro\/wallet-list\.[\w-]+\.js$/
const DEEP_LINK = /^deeplinkwallet:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402/

test.use({ ...PHONE, wallets: [], networkOptions: { explorerWallets: CATALOGUE } })
// AppKit's chunk and a pairing over the relay in each test; a busy machine is slow at both.
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context }) => {
  await captureOpenedLinks(context)
})

/** Tells the page its tab is hidden (or shown again), as the browser does when another app comes to the front. */
async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
    document.dispatchEvent(new Event('visibilitychange'))
  }, hidden)
}

function walletApps(page: Page) {
  return walletList(page).getByTestId('wallet-apps')
}

function walletApp(page: Page, name: string) {
  return walletApps(page).getByTestId('wallet-app').filter({ hasText: name })
}

/** Nothing on the page asks to scan, and no QR code is drawn. */
async function expectNoScanning(page: Page): Promise<void> {
  await expect(walletList(page)).not.toContainText(/scan|QR/i)
  await expect(page.locator('wui-qr-code')).toHaveCount(0)
}

test('Connect leads with the catalogue’s wallet apps: no QR code, no "scan"', async ({ page }) => {
  await page.goto('/')
  await connectButton(page).tap()
  await expect(walletList(page)).toBeVisible()
  await expectNoScanning(page)
  await expect(walletApp(page, 'Deep Link Wallet')).toBeVisible({ timeout: 30_000 })
  await expect(walletApps(page)).not.toHaveAttribute('aria-busy', /./)
  // The catalogue's order: the apps, then search, then a link for any other app.
  const entries = walletList(page).getByRole('button', { name: /Wallet|App|All wallets|Copy link/ })
  await expect(entries).toHaveText([
    /Deep Link Wallet/,
    /Universal Wallet/,
    /Second App/,
    /Solana App/,
    /All wallets/,
    /Copy link/,
  ])
  await expectNoScanning(page)
  expect(await openedLinks(page)).toEqual([])
})

test('the first touch toward Connect asks the catalogue at once, before the list’s code has arrived, and asks once', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/getWallets') asked.push(request.url())
  })
  // The list's code (and the phone's part of it) held back, as a phone's network holds it for a round trip or more.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(LIST_CODE, async (route) => {
    await held
    await route.continue().catch(() => undefined)
  })
  await page.goto('/')
  await connectButton(page).tap()
  await expect.poll(() => asked.length, { message: 'the catalogue is asked while the list’s code is held' }).toBe(1)
  expect(new URL(asked[0]!).searchParams.get('chains')).toBe(EVERY_CHAIN.join(','))

  release()
  await expect(walletApp(page, 'Deep Link Wallet')).toBeVisible({ timeout: 30_000 })
  await expect(walletApps(page)).not.toHaveAttribute('aria-busy', /./)
  // The list took that answer instead of asking again.
  expect(asked).toHaveLength(1)
})

/** Records whether the list ever showed a placeholder row for an app (`window.sigilSawPlaceholders`). */
async function watchForPlaceholderRows(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="wallet-apps"] .wallet-choice--placeholder')) return
      ;(window as { sigilSawPlaceholders?: boolean }).sigilSawPlaceholders = true
      observer.disconnect()
    }).observe(document, { subtree: true, childList: true })
  })
  return () => page.evaluate(() => (window as { sigilSawPlaceholders?: boolean }).sigilSawPlaceholders === true)
}

test('with the catalogue’s answer in before the list’s code, the list opens with its apps drawn, never placeholder rows first', async ({
  page,
}) => {
  const sawPlaceholders = await watchForPlaceholderRows(page)
  let answered: () => void = () => undefined
  const catalogueAnswered = new Promise<void>((resolve) => (answered = resolve))
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/getWallets') answered()
  })
  // The list's code held until the catalogue has answered, as on a phone's network, where the answer is
  // smaller than the code.
  await page.route(LIST_CODE, async (route) => {
    await catalogueAnswered
    await route.continue().catch(() => undefined)
  })
  await page.goto('/')
  await connectButton(page).tap()
  await expect(walletApp(page, 'Deep Link Wallet')).toBeVisible({ timeout: 30_000 })
  await expect(walletApps(page)).not.toHaveAttribute('aria-busy', /./)
  expect(await sawPlaceholders()).toBe(false)
})

test('a catalogue slow to answer does not hold the list back: it opens with placeholder rows, which the apps replace', async ({
  page,
}) => {
  const sawPlaceholders = await watchForPlaceholderRows(page)
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === '/getWallets',
    async (route) => {
      await held
      await route.fallback().catch(() => undefined)
    },
  )
  await page.goto('/')
  await connectButton(page).tap()
  await expect(walletList(page)).toBeVisible()
  await expect(walletApps(page)).toHaveAttribute('aria-busy', 'true')
  await expect(walletApps(page).locator('.wallet-choice--placeholder')).toHaveCount(4)
  await expect(walletList(page).getByRole('button', { name: /All wallets/ })).toBeVisible()
  release()
  await expect(walletApp(page, 'Deep Link Wallet')).toBeVisible({ timeout: 30_000 })
  await expect(walletApps(page).locator('.wallet-choice--placeholder')).toHaveCount(0)
  expect(await sawPlaceholders()).toBe(true)
})

test('a catalogue that cannot be reached is explained, and asked again when the list opens again', async ({ page }) => {
  let reachable = false
  await page.route(
    (url) => url.pathname === '/getWallets',
    (route) => (reachable ? route.fallback() : route.abort('internetdisconnected')),
  )
  await page.goto('/')
  await connectButton(page).tap()
  await expect(walletList(page)).toContainText('Wallet apps could not be loaded')
  await expect(walletList(page).getByRole('button', { name: /All wallets/ })).toBeVisible()
  reachable = true
  await page.keyboard.press('Escape')
  await expect(walletList(page)).toBeHidden()
  await connectButton(page).tap()
  await expect(walletApp(page, 'Deep Link Wallet')).toBeVisible({ timeout: 30_000 })
  await expect(walletList(page)).not.toContainText('could not be loaded')
})

test('choosing an app opens it with the pairing link; approved there, every island shows connected, and a reload keeps it', async ({
  page,
  mobileWallet,
}) => {
  await page.goto('/')
  await connectButton(page).tap()
  await walletApp(page, 'Deep Link Wallet').tap()
  const link = await nextOpenedLink(page, DEEP_LINK)
  await expect(page.locator('wui-qr-code')).toHaveCount(0)
  // The phone's app pairs with the URI the link carries and approves.
  await connectMobileWallet(page, mobileWallet, mobileWallet.evmAddress, pairingUriOf(link))
  await expectWalletIslands(page, 'connected', mobileWallet.evmAddress)
  await expect(walletStatus(page)).toHaveAttribute('data-namespace', 'eip155')
  expect(mobileWallet.proposals().map((p) => p.outcome)).toEqual(['approved'])

  // Coming back later: the tab reloaded (or reopened) still has the session.
  await page.reload()
  await expectWalletIslands(page, 'connected', mobileWallet.evmAddress)
  expect(mobileWallet.sessions()).toHaveLength(1)
})

test('the tab hidden and offline while the wallet app is in front: back in it, connected', async ({
  page,
  context,
  mobileWallet,
}) => {
  await page.goto('/')
  await connectButton(page).tap()
  await walletApp(page, 'Deep Link Wallet').tap()
  const uri = pairingUriOf(await nextOpenedLink(page, DEEP_LINK))
  // The visitor is in the wallet app: the browser hides the tab and, as a phone does to a background tab,
  // takes its network away. (Headless Chromium neither hides nor freezes a page: the test says it is hidden.)
  await setTabHidden(page, true)
  await context.setOffline(true)
  await mobileWallet.pair(uri)
  await expect.poll(() => mobileWallet.proposals().map((p) => p.outcome)).toEqual(['approved'])
  await expect(walletStatus(page)).not.toHaveAttribute('data-status', 'connected')
  // Back in the browser: the tab is shown and online again, and the session the wallet approved is the page's.
  await context.setOffline(false)
  await setTabHidden(page, false)
  await expectWalletIslands(page, 'connected', mobileWallet.evmAddress)
  await expect(page.getByTestId('wallet-error')).toHaveCount(0)
})

test('a universal link is opened the same way', async ({ page, mobileWallet }) => {
  await page.goto('/')
  await connectButton(page).tap()
  await walletApp(page, 'Universal Wallet').tap()
  const link = await nextOpenedLink(page, /^https:\/\/universal-wallet\.example\/app\/wc\?uri=wc%3A/)
  await connectMobileWallet(page, mobileWallet, mobileWallet.evmAddress, pairingUriOf(link))
  await expectWalletIslands(page, 'connected', mobileWallet.evmAddress)
})

test('the app declines the pairing: the catalogue’s message, never a stuck "Connecting…", and Try again brings the apps back', async ({
  page,
  mobileWallet,
}) => {
  mobileWallet.onProposal('reject')
  await page.goto('/')
  await connectButton(page).tap()
  await walletApp(page, 'Deep Link Wallet').tap()
  await declineMobilePairing(page, mobileWallet, pairingUriOf(await nextOpenedLink(page, DEEP_LINK)))
  await expect(walletStatus(page)).not.toContainText('Connecting')

  await page.getByTestId('wallet-error').getByRole('button', { name: 'Try again' }).tap()
  await expect(walletApp(page, 'Deep Link Wallet')).toBeVisible()
  await expectNoScanning(page)
})

test('"Copy link" gives a pairing link for any other app, which connects', async ({ page, context, mobileWallet }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/')
  await connectButton(page).tap()
  await walletList(page)
    .getByRole('button', { name: /Copy link/ })
    .tap()
  const field = walletList(page).getByTestId('wallet-connect-link')
  await expect(field).toHaveValue(/^wc:[0-9a-f]{64}@2\?/, { timeout: 30_000 })
  const uri = await field.inputValue()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri)
  await expect(walletList(page)).toContainText('Copied')
  await expect(page.locator('wui-qr-code')).toHaveCount(0)
  await connectMobileWallet(page, mobileWallet, mobileWallet.evmAddress, uri)
  await expectWalletIslands(page, 'connected', mobileWallet.evmAddress)
  await expect(walletList(page)).toBeHidden()
})

test('"All wallets" opens AppKit’s search', async ({ page }) => {
  await page.goto('/')
  await connectButton(page).tap()
  await allWalletsOption(page).tap()
  await expect(walletDialog(page).getByTestId('wui-input-text')).toBeVisible({ timeout: 30_000 })
})

test.describe('a wallet’s in-app browser (it injects its provider)', () => {
  test.use({ wallets: ['evm'] })

  test('shows that wallet first and connects with one prompt, without AppKit', async ({ page, evmWallet }) => {
    const requested = appKitRequests(page)
    const listCode: string[] = []
    page.on('request', (request) => {
      if (/\/_astro\/wallet-list\.[\w-]+\.js$/.test(request.url())) listCode.push(request.url())
    })
    await page.goto('/')
    // Its visitor came to connect: the list's code comes once the page is idle, before any touch, asking nothing.
    await expect.poll(() => listCode.length, { message: 'the list’s code is fetched before the tap' }).toBe(1)
    expect(evmWallet.connectionPrompts()).toBe(0)
    await connectButton(page).tap()
    const first = walletList(page).getByRole('button').filter({ hasNotText: /^×$/ }).first()
    await expect(first).toContainText(evmWallet.info.name)
    await expectNoScanning(page)
    await expect(walletApps(page)).toHaveCount(0)
    await walletOption(page, evmWallet.info.name).tap()
    await expectWalletIslands(page, 'connected', evmWallet.address)
    expect(evmWallet.connectionPrompts(), 'one prompt').toBe(1)
    expect(requested, 'AppKit is never fetched for the in-app browser’s own wallet').toEqual([])
  })
})

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme })

    test('the phone list is accessible and fits at 320 and 390 px', async ({ page }, testInfo) => {
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 740 })
        await page.goto('/')
        await connectButton(page).tap()
        // The frame, loading: it keeps its size.
        const frame = walletApps(page)
        await expect(frame).toBeVisible()
        const loadingHeight = (await frame.boundingBox())?.height ?? 0
        await expect(walletApp(page, 'Solana App')).toBeVisible({ timeout: 30_000 })
        const loadedHeight = (await frame.boundingBox())?.height ?? 0
        expect(Math.abs(loadedHeight - loadingHeight), 'the loading frame keeps the list’s height').toBeLessThanOrEqual(
          2,
        )
        await expect(walletList(page).getByRole('status').first()).toHaveText('4 wallet apps')
        const results = await new AxeBuilder({ page }).exclude('w3m-modal').analyze()
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        )
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `page scrolls sideways at ${width}px`).toBeLessThanOrEqual(0)
        await page.screenshot({ path: testInfo.outputPath(`phone-list-${theme}-${width}.png`) })
      }
    })
  })
}
