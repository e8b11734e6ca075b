/**
 * The layout every page shares, on a phone and a desktop: one header row from 320 px up, its links
 * behind a Menu button where they do not fit, each still reachable by name and from the keyboard; no
 * alert before anything was done; plain words; the 404 page's buttons apart; the account menu's
 * address never cut mid-string.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { MISSING_PAGE, OFFLINE_PAGE, SITE_PAGES } from './support/site-pages'
import { connectButton, walletStatus } from './support/wallet-ui'

const PAGES = [...SITE_PAGES, MISSING_PAGE, OFFLINE_PAGE] as const
const NAV_LINKS = ['Home', 'Account', 'Prove', 'Verify', 'Request', 'Find a wallet'] as const
/** One row: the tallest control (2.5rem) and the header's padding, with room to spare. */
const ONE_ROW_PX = 72

const header = (page: Page) => page.locator('header.site-header')
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const menuButton = (page: Page) => nav(page).getByRole('button', { name: 'Menu' })

/**
 * Whether Chromium tells assistive technology that the Menu button's list is open. A `popovertarget`
 * button has no aria-expanded attribute: the browser derives the state, so it is read from its tree.
 */
async function menuExpanded(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      role?: { value?: unknown }
      name?: { value?: unknown }
      properties?: { name: string; value: { value?: unknown } }[]
    }[]
  }
  await cdp.detach()
  const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === 'Menu')
  const expanded = button?.properties?.find((property) => property.name === 'expanded')?.value.value
  return typeof expanded === 'boolean' ? expanded : undefined
}

async function heightOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not laid out')
  return box.height
}

for (const width of [320, 390]) {
  test(`${width} px: one header row on every page, every link reachable by name behind Menu`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 844 })
    for (const path of PAGES) {
      await page.goto(path)
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
      await expect(page.locator('html[data-no-wallet], html[data-wallet]')).toHaveCount(1)
      expect(await heightOf(header(page)), `${path}: header height`).toBeLessThanOrEqual(ONE_ROW_PX)
      await expect(connectButton(page)).toHaveAccessibleName('Connect wallet')
      await expect(page.getByRole('link', { name: 'Sigil, home' })).toBeVisible()
      await expect(menuButton(page)).toBeVisible()
      await menuButton(page).click()
      for (const name of NAV_LINKS)
        await expect(nav(page).getByRole('link', { name, exact: true }), `${path}: ${name}`).toBeVisible()
      // The list opens over the page: the header itself keeps its row.
      expect(await heightOf(header(page)), `${path}: header height, menu open`).toBeLessThanOrEqual(ONE_ROW_PX)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${path}: page scrolls sideways`).toBeLessThanOrEqual(0)
      await page.keyboard.press('Escape')
      await expect(nav(page).getByRole('link', { name: 'Home', exact: true })).toBeHidden()
    }
  })
}

test('1280 px: one header row, every link shown inline and no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const path of ['/', '/request/', MISSING_PAGE]) {
    await page.goto(path)
    expect(await heightOf(header(page)), `${path}: header height`).toBeLessThanOrEqual(ONE_ROW_PX)
    await expect(menuButton(page)).toBeHidden()
    for (const name of NAV_LINKS) await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible()
  }
})

test('390 px: the Menu button and its links work from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/verify/')
  await menuButton(page).focus()
  expect(await menuExpanded(page)).toBe(false)
  await page.keyboard.press('Enter')
  await expect.poll(() => menuExpanded(page)).toBe(true)
  await page.keyboard.press('Tab')
  await expect(nav(page).getByRole('link', { name: 'Home', exact: true })).toBeFocused()
  for (const name of NAV_LINKS.slice(1)) {
    await page.keyboard.press('Tab')
    await expect(nav(page).getByRole('link', { name, exact: true })).toBeFocused()
  }
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/request\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a proof')
})

test.describe('connected', () => {
  test.use({ connected: 'evm' })

  test('the account in the header keeps one row at 1280, 320 and 390 px, and the menu’s address is never cut mid-string', async ({
    page,
    evmWallet,
  }) => {
    for (const width of [1280, 320, 390]) {
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/account/')
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
      expect(await heightOf(header(page)), `${width}px connected: header height`).toBeLessThanOrEqual(ONE_ROW_PX)
    }
    await walletStatus(page).getByRole('button').click()
    const address = page.locator('.menu__address')
    await expect(address).toHaveText(evmWallet.address)
    // Each half on one line: where the address wraps, it wraps between them.
    const linesPerHalf = await address
      .locator('span')
      .evaluateAll((halves) => halves.map((half) => half.getClientRects().length))
    expect(linesPerHalf).toEqual([1, 1])
  })
})

for (const theme of ['light', 'dark'] as const) {
  test(`${theme}: no alert on any page before anything was done`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme })
    for (const path of PAGES) {
      await page.goto(path)
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
      await expect(page.getByRole('alert'), path).toHaveCount(0)
    }
  })

  test(`${theme}: axe finds nothing serious in the header, Menu open, at 390 px`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await menuButton(page).click()
    await expect(nav(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible()
    const results = await new AxeBuilder({ page }).include('header').analyze()
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(serious).toEqual([])
  })
}

test('forced colours: the header keeps one row, its Menu and links are drawn and axe finds nothing serious', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/request/')
  expect(await heightOf(header(page))).toBeLessThanOrEqual(ONE_ROW_PX)
  await menuButton(page).click()
  const current = nav(page).getByRole('link', { name: 'Request', exact: true })
  await expect(current).toHaveAttribute('aria-current', 'page')
  // The current page is marked by a border, which forced colours keep (a shadow would be dropped).
  const mark = await current.evaluate((link) => getComputedStyle(link).borderLeftStyle)
  expect(mark).toBe('solid')
  const list = await nav(page)
    .locator('ul')
    .evaluate((ul) => getComputedStyle(ul).borderTopStyle)
  expect(list).toBe('solid')
  const results = await new AxeBuilder({ page }).include('header').analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
})

test('the 404 page’s two buttons stand apart on a phone', async ({ page }) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 })
    await page.goto(MISSING_PAGE)
    const home = await page.getByRole('link', { name: 'Go to the home page' }).boundingBox()
    const verify = await page.getByRole('link', { name: 'Verify a proof' }).boundingBox()
    if (!home || !verify) throw new Error('the buttons are not laid out')
    const apartSideways = verify.x - (home.x + home.width)
    const apartDown = verify.y - (home.y + home.height)
    expect(Math.max(apartSideways, apartDown), `${width}px: space between the buttons`).toBeGreaterThanOrEqual(8)
  }
})

test.describe('plain words', () => {
  for (const path of ['/', '/request/', '/privacy/', MISSING_PAGE]) {
    test(`${path} says no "nonce", "EIP-" or "RPC" where it is read by default`, async ({ page }) => {
      await page.goto(path)
      const shown = await page.locator('body').innerText()
      expect(shown).not.toMatch(/nonce|EIP-\d|\bRPC\b/i)
    })
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    test('the home page asks no one to scan a QR code', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible()
      await expect(page.getByText(/scan/i)).toBeHidden()
    })
  })

  test('on a computer the home page says a phone’s wallet app connects by scanning a QR code', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByText(/scanning a QR code/)).toBeVisible()
  })
})
