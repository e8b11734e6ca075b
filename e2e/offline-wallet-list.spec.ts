/**
 * The wallet list with the browser offline, after the page has loaded: it says plainly what needs a
 * network (a phone wallet, All wallets, and maybe a wallet in this browser) and what still works
 * (checking proofs), with every choice as it is online.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import {
  allWalletsOption,
  connectButton,
  qrCodeOption,
  walletList,
  walletOption,
  walletDialog,
  walletStatus,
} from './support/wallet-ui'

test.use({ wallets: ['evm'] })

async function headerIsLive(page: Page): Promise<boolean> {
  return walletStatus(page).evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react')))
}

test('offline, the list says what needs a network, and a browser wallet that cannot connect says why', async ({
  page,
  context,
  evmWallet,
}) => {
  await page.goto('/')
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  // The page woken, as it is once a visitor has reached for it: its header can show what went wrong.
  await connectButton(page).hover()
  await expect.poll(() => headerIsLive(page)).toBe(true)
  await context.setOffline(true)
  await connectButton(page).click()
  const line = walletList(page).getByTestId('wallet-list-offline')
  await expect(line).toBeVisible()
  await expect(line).toHaveText(
    'You’re offline. Phone wallets and All wallets need a network, and a wallet in this browser may too. Proofs can still be checked on the Verify page.',
  )
  await expect(line.getByRole('link', { name: 'Verify page' })).toHaveAttribute('href', '/verify/')
  // Every choice looks as it does online.
  for (const choice of [walletOption(page, EVM), qrCodeOption(page), allWalletsOption(page)])
    await expect(choice).toBeEnabled()

  // A way that surely needs the network keeps the list open and points at the line, with no dialog that cannot load.
  await qrCodeOption(page).click()
  await expect(walletList(page)).toBeVisible()
  await expect(line).toBeFocused()
  await allWalletsOption(page).click()
  await expect(line).toBeFocused()
  await expect(walletList(page)).toBeVisible()
  await expect(walletDialog(page)).toHaveCount(0)

  // The line follows the network while the list is open.
  await context.setOffline(false)
  await expect(line).toBeHidden()
  await context.setOffline(true)
  await expect(line).toBeVisible()

  // A wallet in this browser is tried: its answer needs no network, but the code that follows it was
  // not fetched before the network went, so the connection fails, and says why in plain words.
  await walletOption(page, EVM).click()
  expect(evmWallet.calls()).toContain('eth_requestAccounts')
  const error = page.getByTestId('wallet-error')
  await expect(error).toContainText('You’re offline')
  await expect(error).toContainText('This needs a network')
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  await expect(page.getByTestId('wake-failed')).toBeHidden()
})

test('online, the list has no offline line', async ({ page }) => {
  await page.goto('/')
  await connectButton(page).click()
  await expect(walletOption(page, EVM)).toBeVisible()
  await expect(walletList(page).getByTestId('wallet-list-offline')).toBeHidden()
})
