/**
 * The theme choice in every page's footer (src/components/ThemeChoice.astro, ThemeScript.astro):
 * system, light or dark, kept across pages and tabs, applied before the page's body is parsed (no
 * light flash on a dark choice), and followed live by AppKit's dialog where AppKit is already
 * loaded (src/wallet/appkit/followPageTheme.ts), which the choice never loads by itself; the browser's own
 * bars take the chosen theme's colour.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { DEVICES } from './support/phone'
import { THEME_COLORS } from '../src/config/themeColors'
import { expectForcedColorsAccessible } from './support/forced-colors'
import { allWalletsOption, appKitRequests, connectButton, walletDialog } from './support/wallet-ui'

function themeChoice(page: Page) {
  return page.locator('footer').getByRole('combobox', { name: 'Theme' })
}

/** The relative luminance (0 black … 1 white) of a CSS colour, as this page resolves it. */
function luminanceOf(page: Page, colour: string): Promise<number> {
  return page.evaluate((value) => {
    const probe = document.createElement('span')
    probe.style.backgroundColor = value
    document.body.append(probe)
    const [r, g, b] = (getComputedStyle(probe).backgroundColor.match(/[\d.]+/g) ?? []).map(Number)
    probe.remove()
    const linear = (c = 0) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  }, colour)
}

const pageBackground = (page: Page) => luminanceOf(page, 'var(--bg)')
/** The colour the browser gives its own bars: the first `theme-color` whose media query holds. */
const barColour = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')]
      .find((meta) => !meta.media || matchMedia(meta.media).matches)
      ?.getAttribute('content'),
  )
/** AppKit's own surface colour, from the theme it was given. */
const appKitBackground = (page: Page) => luminanceOf(page, 'var(--apkt-tokens-theme-backgroundPrimary)')

for (const [device, use] of DEVICES) {
  test.describe(`on a ${device}`, () => {
    test.use(use)

    test('a choice wins over the system, is kept on the next page, and System gives the page back to it', async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'dark' })
      await page.goto('/')
      await expect(themeChoice(page)).toHaveValue('system')
      expect(await pageBackground(page)).toBeLessThan(0.1)
      expect(await barColour(page)).toBe(THEME_COLORS.dark)

      await themeChoice(page).selectOption('light')
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
      expect(await page.evaluate(() => localStorage.getItem('sigil:theme'))).toBe('light')
      expect(await pageBackground(page)).toBeGreaterThan(0.8)
      expect(await barColour(page)).toBe(THEME_COLORS.light)

      await page.goto('/verify/')
      await expect(themeChoice(page)).toHaveValue('light')
      expect(await pageBackground(page)).toBeGreaterThan(0.8)
      expect(await barColour(page)).toBe(THEME_COLORS.light)

      await themeChoice(page).selectOption('system')
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.*/)
      expect(await pageBackground(page)).toBeLessThan(0.1)
      expect(await barColour(page)).toBe(THEME_COLORS.dark)
      expect(await page.evaluate(() => localStorage.getItem('sigil:theme'))).toBeNull()
    })
  })
}

test('a dark choice is on <html> before the body is parsed: no light first frame', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await themeChoice(page).selectOption('dark')
  // Records, in the order the parser made them, the theme landing on <html> and the body arriving.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as Window & { __themeOrder?: string[] }).__themeOrder = seen
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.attributeName === 'data-theme') seen.push('theme')
        for (const node of record.addedNodes) if (node.nodeName === 'BODY') seen.push('body')
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-theme'] })
  })
  await page.goto('/prove/')
  const order = await page.evaluate(() => (window as Window & { __themeOrder?: string[] }).__themeOrder)
  expect(order?.slice(0, 2)).toEqual(['theme', 'body'])
  await expect(themeChoice(page)).toHaveValue('dark')
  expect(await pageBackground(page)).toBeLessThan(0.1)
})

test('another tab follows the choice at once', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  const other = await context.newPage()
  await other.emulateMedia({ colorScheme: 'light' })
  await other.goto('/account/')
  await themeChoice(page).selectOption('dark')
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(themeChoice(other)).toHaveValue('dark')
  expect(await pageBackground(other)).toBeLessThan(0.1)
})

test('AppKit’s dialog follows the choice and the system live; the choice alone never loads AppKit', async ({
  page,
}) => {
  const requested = appKitRequests(page)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await themeChoice(page).selectOption('dark')
  await themeChoice(page).selectOption('light')
  await page.goto('/account/')
  await expect(themeChoice(page)).toHaveValue('light')
  expect(requested, 'choosing a theme loaded AppKit').toEqual([])

  await connectButton(page).click()
  await allWalletsOption(page).click()
  await expect(walletDialog(page)).toBeVisible({ timeout: 30_000 })
  expect(await appKitBackground(page)).toBeGreaterThan(0.8)

  await page.keyboard.press('Escape')
  await themeChoice(page).selectOption('dark')
  await expect.poll(() => appKitBackground(page)).toBeLessThan(0.1)

  // Following the system: its preference changing is followed too.
  await themeChoice(page).selectOption('system')
  await expect.poll(() => appKitBackground(page)).toBeGreaterThan(0.8)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => appKitBackground(page)).toBeLessThan(0.1)
})

for (const theme of ['light', 'dark'] as const) {
  test(`forced colors with the ${theme} choice: the footer's control is bordered and the page readable and axe clean`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    await page.goto('/')
    await themeChoice(page).selectOption(theme)
    const border = await themeChoice(page).evaluate((el) => getComputedStyle(el).borderTopStyle)
    expect(border).toBe('solid')
    await expectForcedColorsAccessible(page, `forced colors, ${theme} chosen`)
  })
}
