import { test, expect } from './fixtures/browser'
import type { Page } from '@playwright/test'
import { E2E_PORT } from './support/env'
import { chooseWallet, connectButton, connectWith, qrCodeOption, walletOption, walletStatus } from './support/wallet-ui'

const WALLETS = [
  { kind: 'evm', name: 'Mock EVM Wallet', fixture: 'evmWallet' },
  { kind: 'solana', name: 'Mock Solana Wallet', fixture: 'solanaWallet' },
] as const

function errorNotice(page: Page) {
  return page.getByTestId('wallet-error')
}

for (const wallet of WALLETS) {
  test.describe(wallet.name, () => {
    test('connection declined: says so, nothing connected, "Try again" works', async ({
      page,
      evmWallet,
      solanaWallet,
    }) => {
      const mock = wallet.kind === 'evm' ? evmWallet : solanaWallet
      mock.setBehavior({ rejectConnect: true })
      await page.goto('/')
      await chooseWallet(page, wallet.name)
      await expect(errorNotice(page)).toHaveAttribute('data-kind', 'declined')
      await expect(errorNotice(page)).toContainText('Connection declined')
      await expect(errorNotice(page)).toContainText(/nothing was shared/i)
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')

      mock.setBehavior({ rejectConnect: false })
      await errorNotice(page).getByRole('button', { name: 'Try again' }).click()
      await walletOption(page, wallet.name).click()
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
      await expect(walletStatus(page)).toHaveAttribute('data-address', mock.address)
      await expect(errorNotice(page)).toHaveCount(0)
    })

    test('an unknown wallet error: "Something went wrong" with details, then retry', async ({
      page,
      evmWallet,
      solanaWallet,
    }) => {
      const mock = wallet.kind === 'evm' ? evmWallet : solanaWallet
      mock.setBehavior({ throwUnknown: 'Internal wallet fault 0x3e7' })
      await page.goto('/')
      await chooseWallet(page, wallet.name)
      // Asked directly from Sigil's list, both wallets' own errors reach the page unchanged.
      await expect(errorNotice(page)).toHaveAttribute('data-kind', 'failure')
      await expect(errorNotice(page)).toContainText('Something went wrong')
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
      await errorNotice(page).locator('summary').click()
      await expect(errorNotice(page)).toContainText('Internal wallet fault 0x3e7')

      mock.setBehavior({ throwUnknown: undefined })
      await errorNotice(page).getByRole('button', { name: 'Try again' }).click()
      await walletOption(page, wallet.name).click()
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    })

    test('wallet removed mid-request: the signature request fails clearly, the page settles', async ({
      page,
      evmWallet,
      solanaWallet,
    }) => {
      const mock = wallet.kind === 'evm' ? evmWallet : solanaWallet
      await page.goto('/prove/')
      await connectWith(page, wallet.name, mock.address)
      mock.setBehavior({ hangRequests: true })
      await page.getByRole('button', { name: 'Sign with your wallet' }).click()
      await expect(page.getByTestId('prove-status')).toContainText(/waiting for your wallet/i)
      await mock.vanish()
      await expect(errorNotice(page)).toBeVisible()
      await expect(errorNotice(page)).toHaveAttribute('data-kind', /wallet-unavailable|failure/)
      await expect(page.getByRole('button', { name: 'Sign with your wallet' })).toBeEnabled()
      // The page stays usable: the way forward is offered and nothing is stuck "waiting".
      await expect(page.getByTestId('prove-status')).toHaveText('')
      await expect(walletStatus(page)).toHaveAttribute('data-status', /connected|disconnected/)
    })

    test('wallet removed while the connection request is pending: never stuck on connecting', async ({
      page,
      evmWallet,
      solanaWallet,
    }) => {
      const mock = wallet.kind === 'evm' ? evmWallet : solanaWallet
      mock.setBehavior({ hangRequests: true })
      await page.goto('/')
      await chooseWallet(page, wallet.name)
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'connecting')
      await mock.vanish()
      await expect(errorNotice(page)).toHaveAttribute('data-kind', 'wallet-unavailable')
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
      await expect(errorNotice(page).getByRole('button', { name: 'Try again' })).toBeVisible()
    })

    test('wallet locked while away: the page ends disconnected and says how to recover', async ({
      page,
      evmWallet,
      solanaWallet,
    }) => {
      const mock = wallet.kind === 'evm' ? evmWallet : solanaWallet
      await page.goto('/')
      await connectWith(page, wallet.name, mock.address)
      await mock.lock()
      if (wallet.kind === 'solana') mock.setBehavior({ rejectConnect: true })
      await page.reload()
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
      await expect(errorNotice(page)).toContainText(/could not reconnect/i)
      await expect(errorNotice(page)).toContainText(/unlock/i)
      // Recovery: unlock (accept the prompt) and connect again.
      mock.setBehavior({ rejectConnect: false })
      await errorNotice(page).getByRole('button', { name: 'Try again' }).click()
      await walletOption(page, wallet.name).click()
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    })
  })
}

test.describe('no wallet in this browser', () => {
  test.use({ wallets: [] })

  test('the header offers "Get a wallet", which leads to /wallets/', async ({ page }) => {
    await page.goto('/')
    const hint = page.getByTestId('get-wallet-hint')
    await expect(hint).toBeVisible()
    await expect(connectButton(page)).toBeVisible()
    await hint.click()
    await expect(page).toHaveURL(/\/wallets\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a wallet')
    await expect(page.getByRole('link', { name: 'MetaMask', exact: true })).toBeVisible()
  })

  // The hint appears ~0.6 s after first paint, once no wallet has answered: a Connect button that
  // moved then would take a press meant for it somewhere else (it did, in CI).
  test('the hint appears without moving Connect, before and after the page wakes, at every width', async ({ page }) => {
    const where = async () => {
      const box = await connectButton(page).boundingBox()
      if (!box) throw new Error('Connect is not laid out')
      return box
    }
    const noWallet = page.locator('html[data-no-wallet]')
    const hint = page.getByTestId('get-wallet-hint')
    for (const width of [320, 400, 480, 560, 760, 790, 800, 900, 1100]) {
      await page.setViewportSize({ width, height: 700 })
      await page.goto('/')
      await expect(noWallet).toHaveCount(1)
      const withHint = await where()
      const hintShown = await hint.isVisible()
      // The first paint, before the look-out for wallets has given up.
      await page.evaluate(() => document.documentElement.removeAttribute('data-no-wallet'))
      await expect(hint).toBeHidden()
      expect(await where(), `${width}px: Connect moved when the hint appeared`).toEqual(withHint)
      // Woken: React's own control and hint in the same place.
      await page.evaluate(() => document.documentElement.setAttribute('data-no-wallet', ''))
      await connectButton(page).hover()
      await expect(connectButton(page)).toHaveAttribute('aria-busy', 'false')
      await expect(hint).toBeVisible({ visible: hintShown })
      expect(await where(), `${width}px: Connect moved when the page woke`).toEqual(withHint)
      if (width >= 480) expect(hintShown, `${width}px: room for the hint`).toBe(true)
    }
  })
})

test.describe('site configuration', () => {
  test.use({
    networkOptions: { originAllowed: false, hostAliases: { 'sigil.test': `http://127.0.0.1:${E2E_PORT}` } },
    ignoreHTTPSErrors: true,
  })

  test("an origin the project does not allow shows a site-level notice, not the user's fault", async ({ page }) => {
    await page.goto('https://sigil.test/')
    await connectButton(page).click()
    await qrCodeOption(page).click()
    const notice = page.getByTestId('site-notice')
    await expect(notice).toHaveAttribute('data-kind', 'invalid-config')
    await expect(notice).toContainText(/not something you did/i)
    await expect(notice).toContainText(/allowed origins/i)
    await expect(walletStatus(page)).toHaveAttribute('data-status', /disconnected|connecting/)
  })
})
