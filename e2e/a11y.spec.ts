import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { connectButton, connectWith, walletList, walletStatus } from './support/wallet-ui'
import { MISSING_PAGE, OFFLINE_PAGE, SITE_PAGES } from './support/site-pages'

const PAGES = [...SITE_PAGES, MISSING_PAGE, OFFLINE_PAGE] as const
const THEMES = ['light', 'dark'] as const

async function expectNoViolations(page: Page, label: string): Promise<void> {
  // AppKit's dialog is Reown's (its layout and wording are not ours); everything else is checked.
  const results = await new AxeBuilder({ page }).exclude('w3m-modal').analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  )
  expect(summary, `${label}: accessibility violations`).toEqual([])
}

async function fitsWidth(page: Page, width: number): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `page scrolls sideways at ${width}px`).toBeLessThanOrEqual(0)
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme })

    test('every page, disconnected, at 1100px and 320px', async ({ page }) => {
      // Twelve page loads, each with a full axe run.
      test.setTimeout(150_000)
      for (const width of [1100, 320]) {
        await page.setViewportSize({ width, height: 900 })
        for (const path of PAGES) {
          await page.goto(path)
          await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
          await expectNoViolations(page, `${path} disconnected ${width}px`)
          await fitsWidth(page, width)
        }
      }
    })

    test('the wallet list, with wallets and with none, at 1100px and 320px', async ({ page, newContext }) => {
      // Three axe runs and a second browser profile: as long as its siblings may take on a busy machine.
      test.setTimeout(150_000)
      for (const width of [1100, 320]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto('/')
        await connectButton(page).click()
        await expect(walletList(page).getByTestId('wallet-option')).toHaveCount(2)
        await expectNoViolations(page, `wallet list ${width}px`)
        await fitsWidth(page, width)
      }
      // The same list in a browser without wallets: the empty state and the other ways in.
      const { context } = await newContext({ wallets: [] })
      const bare = await context.newPage()
      await bare.goto('/')
      await connectButton(bare).click()
      await expect(bare.getByTestId('wallet-list-empty')).toBeVisible()
      await expectNoViolations(bare, 'wallet list, no wallet')
    })

    test('connected, account menu open, error shown, proof shown', async ({ page, evmWallet }) => {
      // Six pages and four states, each with a full axe run: longer than one scenario.
      test.setTimeout(150_000)
      await page.setViewportSize({ width: 1100, height: 900 })
      await page.goto('/account/')
      await connectWith(page, 'Mock EVM Wallet', evmWallet.address)
      await expectNoViolations(page, '/account/ connected')
      await walletStatus(page).getByRole('button').click()
      await expectNoViolations(page, 'account menu open')
      await page.keyboard.press('Escape')

      for (const path of PAGES) {
        await page.goto(path)
        await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
        await expectNoViolations(page, `${path} connected`)
      }

      // An error shown next to its control.
      await page.goto('/prove/')
      evmWallet.setBehavior({ rejectSign: true })
      await page.getByRole('button', { name: 'Sign with your wallet' }).click()
      await expect(page.getByTestId('wallet-error')).toBeVisible()
      await expectNoViolations(page, '/prove/ error shown')

      // A proof shown, with its link, QR code and raw parts.
      evmWallet.setBehavior({ rejectSign: false })
      await page.getByTestId('wallet-error').getByRole('button', { name: 'Try again' }).click()
      await expect(page.getByTestId('proof-qr')).toBeVisible()
      await page.getByText('Message and signature').click()
      await expectNoViolations(page, '/prove/ proof shown')
      const link = await page.getByTestId('proof-link').inputValue()
      await page.goto(link)
      await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
      await expectNoViolations(page, '/verify/ verdict shown')

      await page.setViewportSize({ width: 320, height: 800 })
      for (const path of ['/', '/account/', '/prove/']) {
        await page.goto(path)
        await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
        await fitsWidth(page, 320)
      }
    })
  })
}

test.describe('keyboard', () => {
  test('connect, menu and disconnect work from the keyboard, with a visible focus ring', async ({ page }) => {
    await page.goto('/')
    // Skip link first, then the brand, the navigation, then the wallet control.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    const connect = page.locator('header').getByRole('button', { name: /connect/i })
    // Two laps: focusing the placeholder wakes the page, and on a busy machine a Tab pressed while
    // React swaps the placeholder for the live button starts again from the top of the page.
    for (let i = 0; i < 24 && !(await connect.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(connect).toBeFocused()
    const outline = await connect.evaluate((el) => getComputedStyle(el).outlineStyle)
    expect(outline).not.toBe('none')
    await page.keyboard.press('Enter')
    // The list takes focus on its first wallet; Enter chooses it, as a click would.
    const entry = page.getByTestId('wallet-option').filter({ hasText: 'Mock EVM Wallet' })
    await expect(entry).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(page.getByTestId('wallet-picker')).toBeHidden()

    const menuButton = walletStatus(page).getByRole('button')
    await menuButton.focus()
    await page.keyboard.press('Enter')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    const disconnect = page.getByRole('button', { name: /^disconnect (ethereum & base|solana) account$/i })
    await disconnect.focus()
    await page.keyboard.press('Enter')
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  })

  test('the wallet status is announced by a polite live region', async ({ page, evmWallet }) => {
    await page.goto('/')
    const region = page.locator('header [role="status"][aria-live="polite"]')
    // In the page from the start, quiet until something changes, and never replaced by
    // hydration: a region that appears together with its text is not reliably announced.
    await expect(region).toHaveCount(1)
    await expect(region).toHaveText('')
    await region.evaluate((el) => el.setAttribute('data-first-region', ''))
    await connectButton(page).hover()
    await expect(region).toHaveText('No wallet connected.')
    await connectWith(page, 'Mock EVM Wallet', evmWallet.address)
    await expect(region).toContainText(`Wallet connected: Mock EVM Wallet ${evmWallet.address}`)
    await expect(region).toHaveAttribute('data-first-region', '')
  })
})
