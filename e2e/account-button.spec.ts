/**
 * The header's account button and its menu: the account's picture (drawn from the address where
 * no name's avatar is shown: src/names/addressAvatar.ts; the name's avatar is names.spec.ts's), the
 * menu as a disclosure whose Escape gives focus back to its button, and both readable in forced
 * colors (Windows high contrast), light and dark, on a phone and a desktop, axe clean.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { MOCK_SOLANA_NAME as SOLANA } from './fixtures/mock-solana-wallet'
import { DEVICES } from './support/phone'
import { expectForcedColorsAccessible } from './support/forced-colors'
import { connectWith, walletStatus } from './support/wallet-ui'

async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('w3m-modal').analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  )
  expect(summary, `${label}: accessibility violations`).toEqual([])
}

function menuButton(page: Page): Locator {
  return walletStatus(page).getByRole('button')
}

/** What a system colour keyword resolves to in this page (forced colors map the page's own to these). */
function systemColour(page: Page, keyword: string): Promise<string> {
  return page.evaluate((colour) => {
    const probe = document.createElement('span')
    probe.style.color = colour
    document.body.append(probe)
    const value = getComputedStyle(probe).color
    probe.remove()
    return value
  }, keyword)
}

test('the drawn picture is the address’s own: the same on every page, another for another address', async ({
  page,
  evmWallet,
  solanaWallet,
}) => {
  await page.goto('/')
  await connectWith(page, EVM, evmWallet.address)
  const avatar = menuButton(page).getByTestId('account-avatar')
  await expect(avatar).toHaveAttribute('data-avatar', 'drawn')
  // Decoration beside the name: the button's name stays the account's.
  await expect(avatar).toHaveAttribute('aria-hidden', 'true')
  const drawn = await avatar.innerHTML()
  expect(drawn).toMatch(/<rect/)

  await page.goto('/account/')
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  expect(await menuButton(page).getByTestId('account-avatar').innerHTML()).toBe(drawn)
  // Nothing was fetched for it: an inline SVG, not an image.
  await expect(menuButton(page).locator('img.account-avatar')).toHaveCount(0)

  // A second account, reached through the menu: the button shows the account it names.
  await menuButton(page).click()
  await page.getByRole('button', { name: 'Add a Solana wallet' }).click()
  await page.getByTestId('wallet-option').filter({ hasText: SOLANA }).click()
  await expect(walletStatus(page)).toHaveAttribute('data-address', solanaWallet.address)
  const other = await menuButton(page).getByTestId('account-avatar').innerHTML()
  expect(other).not.toBe(drawn)
})

for (const [device, use] of DEVICES) {
  test.describe(`on a ${device}`, () => {
    test.use(use)

    test('the menu is a disclosure: Escape closes it and focus goes back to its button', async ({
      page,
      evmWallet,
    }) => {
      await page.goto('/')
      await connectWith(page, EVM, evmWallet.address)
      const button = menuButton(page)
      await expect(button).not.toHaveAttribute('aria-haspopup', /.*/)
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      const controls = await button.getAttribute('aria-controls')
      expect(controls).toBeTruthy()
      const panel = page.locator(`[id="${controls}"]`)
      await expect(panel).toBeVisible()
      await expect(panel).not.toHaveAttribute('role', 'menu')

      // Focus inside the panel, then Escape: the panel goes, focus is on the button again.
      await panel.getByRole('button', { name: 'Copy address' }).focus()
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(button).toBeFocused()

      // Opened from the keyboard and closed again, focus never leaves the button.
      await page.keyboard.press('Enter')
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Escape')
      await expect(button).toBeFocused()
      await expect(page.locator(`[id="${controls}"]`)).toHaveCount(0)
    })

    for (const colorScheme of ['light', 'dark'] as const) {
      test(`forced colors, ${colorScheme}: borders, focus ring and the open state in system colours; axe clean`, async ({
        page,
        evmWallet,
      }) => {
        await page.emulateMedia({ forcedColors: 'active', colorScheme })
        await page.goto('/')
        expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true)
        await connectWith(page, EVM, evmWallet.address)
        const button = menuButton(page)
        const highlight = await systemColour(page, 'Highlight')
        const border = await button.evaluate((el) => {
          const style = getComputedStyle(el)
          return { width: style.borderTopWidth, style: style.borderTopStyle }
        })
        expect(border).toEqual({ width: '1px', style: 'solid' })

        await button.focus()
        await page.keyboard.press('Enter')
        await expect(button).toHaveAttribute('aria-expanded', 'true')
        // The open state is drawn in the system's highlight, not left to a colour forced away.
        expect(await button.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(highlight)
        const ring = await button.evaluate((el) => {
          const style = getComputedStyle(el)
          return { style: style.outlineStyle, colour: style.outlineColor }
        })
        expect(ring).toEqual({ style: 'solid', colour: highlight })
        // The drawn picture keeps its own colours inside a border.
        expect(
          await button.getByTestId('account-avatar').evaluate((el) => getComputedStyle(el).forcedColorAdjust),
        ).toBe('none')
        await expectForcedColorsAccessible(page, `${device} forced colors ${colorScheme}, menu open`)
      })
    }
  })
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the account button and its open menu, ${colorScheme}, at 390px and 1100px: axe clean, nothing scrolls sideways`, async ({
    page,
    evmWallet,
  }) => {
    await page.emulateMedia({ colorScheme })
    await page.goto('/')
    await connectWith(page, EVM, evmWallet.address)
    for (const width of [1100, 390]) {
      await page.setViewportSize({ width, height: 800 })
      await menuButton(page).click()
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
      await expectNoViolations(page, `${colorScheme} ${width}px menu open`)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `page scrolls sideways at ${width}px`).toBeLessThanOrEqual(0)
      await page.keyboard.press('Escape')
    }
  })
}
