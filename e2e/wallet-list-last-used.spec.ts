/**
 * The wallet list puts the browser wallet last connected in this browser first, marked "Last used"
 * in its accessible name (src/wallet-list/lastUsedFirst.ts, src/stores/lastWallet.ts), on a desktop
 * and on a phone; the mark survives a disconnect and a new tab, and the privacy page's clear forgets it.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { MOCK_SOLANA_NAME as SOLANA } from './fixtures/mock-solana-wallet'
import { DEVICES } from './support/phone'
import { connectButton, connectWith, openAccountMenu, walletList, walletStatus } from './support/wallet-ui'

function entries(page: Page) {
  return walletList(page).getByTestId('wallet-option')
}

async function disconnectAll(page: Page): Promise<void> {
  await openAccountMenu(page)
  await page.getByRole('button', { name: /^Disconnect (Ethereum & Base|Solana) account$/ }).click()
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
}

for (const [device, use] of DEVICES) {
  test.describe(`on a ${device}`, () => {
    test.use(use)

    test('the wallet last connected comes first, marked Last used, after a disconnect and in a new tab', async ({
      page,
      context,
      solanaWallet,
    }) => {
      await page.goto('/')
      await connectButton(page).click()
      // Nothing used yet: the order the wallets announced themselves in, and no mark.
      await expect(entries(page)).toHaveText([new RegExp(EVM), new RegExp(SOLANA)])
      await expect(walletList(page).getByTestId('wallet-last-used')).toHaveCount(0)
      await page.keyboard.press('Escape')

      await connectWith(page, SOLANA, solanaWallet.address)
      await disconnectAll(page)
      await connectButton(page).click()
      await expect(entries(page)).toHaveText([new RegExp(SOLANA), new RegExp(EVM)])
      const first = entries(page).first()
      await expect(first.getByTestId('wallet-last-used')).toHaveText(/Last used$/)
      await expect(first).toBeFocused()
      // The mark is part of the entry's name, so a screen reader hears it with the wallet.
      await expect(page.getByRole('button', { name: new RegExp(`^${SOLANA}.*Last used$`) })).toBeVisible()
      await expect(entries(page).nth(1).getByTestId('wallet-last-used')).toHaveCount(0)

      const other = await context.newPage()
      await other.goto('/prove/')
      await connectButton(other).click()
      await expect(entries(other)).toHaveText([new RegExp(SOLANA), new RegExp(EVM)])
      await other.close()
    })
  })
}

test('connecting another wallet moves the mark to it; the privacy page forgets it', async ({ page, evmWallet }) => {
  await page.goto('/')
  await connectWith(page, EVM, evmWallet.address)
  await disconnectAll(page)
  await connectButton(page).click()
  await expect(entries(page)).toHaveText([new RegExp(`${EVM}.*Last used`), new RegExp(SOLANA)])
  await page.keyboard.press('Escape')

  await page.goto('/privacy/')
  await expect(page.getByText('The wallet you used last')).toBeVisible()
  const clear = page.getByTestId('clear-site-data')
  await expect(clear).toHaveAttribute('data-ready', '')
  await clear.getByRole('button', { name: 'Clear everything this site keeps' }).click()
  await clear.getByRole('button', { name: 'Yes, clear everything' }).click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sigil:last-wallet'))).toBeNull()
  await page.goto('/')
  await connectButton(page).click()
  await expect(walletList(page).getByTestId('wallet-last-used')).toHaveCount(0)
})
