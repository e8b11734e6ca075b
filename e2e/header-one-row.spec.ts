/**
 * The header is one row at every width in every state of the wallet control, and a connection's
 * failure is told under it, beside the Connect button that was pressed: never inside the header's
 * row, where a notice once made it hundreds of pixels tall on a phone and wrapped the navigation.
 */
import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import {
  allWalletsOption,
  chooseWallet,
  connectButton,
  qrCodeOption,
  walletList,
  walletStatus,
} from './support/wallet-ui'

const WIDTHS = [320, 390, 1280] as const

type Box = { x: number; y: number; width: number; height: number }

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not laid out')
  return box
}

/** How a list mark is drawn: the shape its box's `::before` is cut to, its size and colour, and the box's colour. */
function markLook(mark: Locator): Promise<{ shape: string; width: number; colour: string; boxColour: string }> {
  return mark.evaluate((box) => {
    const drawing = getComputedStyle(box, '::before')
    return {
      shape: drawing.maskImage,
      width: parseFloat(drawing.width),
      colour: drawing.backgroundColor,
      boxColour: getComputedStyle(box).backgroundColor,
    }
  })
}

const header = (page: Page) => page.locator('header.site-header')
const errorNotice = (page: Page) => page.getByTestId('wallet-error')

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('a declined connection is told under the header, beside Connect; the header stays one row', async ({
      page,
      evmWallet,
    }) => {
      await page.goto('/')
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
      const oneRow = await boxOf(header(page))
      const pressed = await boxOf(connectButton(page))
      // One row: the header is no taller than its tallest control and its padding.
      expect(oneRow.height, 'the header with no error').toBeLessThan(pressed.height * 2)

      evmWallet.setBehavior({ hangRequests: true })
      await chooseWallet(page, 'Mock EVM Wallet')
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'connecting')
      expect((await boxOf(header(page))).height, 'the header while connecting').toBe(oneRow.height)

      // The prompt left unanswered is dropped with the page.
      await page.reload()
      evmWallet.setBehavior({ hangRequests: false, rejectConnect: true })
      await chooseWallet(page, 'Mock EVM Wallet')
      await expect(errorNotice(page)).toHaveAttribute('data-kind', 'declined')
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
      const withError = await boxOf(header(page))
      expect(withError.height, 'the header with an error').toBe(oneRow.height)
      const notice = await boxOf(errorNotice(page))
      // Outside the header's box, right under it, and across the Connect button's column.
      expect(notice.y, 'the notice starts below the header').toBeGreaterThanOrEqual(withError.y + withError.height)
      expect(notice.y - (withError.y + withError.height), 'the notice is right under the header').toBeLessThan(24)
      expect(notice.x, 'the notice reaches under Connect').toBeLessThan(pressed.x + pressed.width)
      expect(notice.x + notice.width, 'the notice reaches under Connect').toBeGreaterThan(pressed.x)
      expect(notice.x + notice.width, 'the notice fits the page').toBeLessThanOrEqual(width)
      await expect(errorNotice(page)).toBeInViewport({ ratio: 1 })
      // Its way forward takes the focus the closed list gave back.
      await expect(errorNotice(page).getByRole('button', { name: 'Try again' })).toBeFocused()

      // A wallet's own fault is told in the same place.
      evmWallet.setBehavior({ rejectConnect: false, throwUnknown: 'Internal wallet fault' })
      await errorNotice(page).getByRole('button', { name: 'Try again' }).click()
      await walletList(page).getByTestId('wallet-option').filter({ hasText: 'Mock EVM Wallet' }).click()
      await expect(errorNotice(page)).toHaveAttribute('data-kind', 'failure')
      await expect(errorNotice(page)).toBeInViewport({ ratio: 1 })
      expect((await boxOf(header(page))).height, 'the header after a failure').toBe(oneRow.height)

      evmWallet.setBehavior({ throwUnknown: undefined })
      await errorNotice(page).getByRole('button', { name: 'Try again' }).click()
      await walletList(page).getByTestId('wallet-option').filter({ hasText: 'Mock EVM Wallet' }).click()
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
      await expect(errorNotice(page)).toHaveCount(0)
      // The account's chip may be a pixel shorter than Connect: still one row, never taller.
      expect((await boxOf(header(page))).height, 'the header when connected').toBeLessThanOrEqual(oneRow.height)
    })
  })
}

for (const forcedColors of ['none', 'active'] as const) {
  test(`the list's other ways carry their marks: WalletConnect's for the QR code, a magnifier for the catalogue (forced colours: ${forcedColors})`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors })
    await page.goto('/')
    await connectButton(page).click()
    const shapes = new Set<string>()
    for (const [option, mark] of [
      [qrCodeOption(page), 'pairing'],
      [allWalletsOption(page), 'search'],
    ] as const) {
      const drawn = option.locator(`.wallet-choice__glyph[data-mark="${mark}"]`)
      await expect(drawn).toBeVisible()
      // Drawn, not a character: the box holds no text of its own, and the mark is not read aloud.
      await expect(drawn).toHaveText('')
      await expect(drawn).toHaveAttribute('aria-hidden', 'true')
      // The mark is its own shape (the style sheet's drawing of this mark), at least 16 px, in a colour
      // apart from its box's.
      const look = await markLook(drawn)
      expect(look.shape).toContain('data:image/svg+xml')
      expect(look.width).toBeGreaterThanOrEqual(16)
      expect(look.colour).not.toBe(look.boxColour)
      shapes.add(look.shape)
    }
    expect(shapes.size, 'two different marks').toBe(2)
    // The names read as before.
    await expect(qrCodeOption(page)).toHaveAccessibleName(
      'Mobile wallet (QR code) Scan with a wallet app on your phone',
    )
    await expect(allWalletsOption(page)).toHaveAccessibleName('All wallets Search hundreds of wallets')
  })
}
