import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { MOCK_SOLANA_NAME as SOLANA } from './fixtures/mock-solana-wallet'
import { recordWalletStatus, statusLog } from './support/status-log'
import {
  chooseWallet,
  connectWith,
  openAccountMenu,
  walletDialog,
  walletList,
  walletOption,
  walletStatus,
} from './support/wallet-ui'

test.describe('connect and disconnect', () => {
  test('connect EVM: header, home panel and account page agree', async ({ page, evmWallet }) => {
    await page.goto('/')
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    await connectWith(page, EVM, evmWallet.address)
    await expect(walletStatus(page)).toHaveAttribute('data-namespace', 'eip155')
    const panel = page.getByTestId('wallet-status-panel')
    await expect(panel).toHaveAttribute('data-status', 'connected')
    await expect(panel).toHaveAttribute('data-address', evmWallet.address)
    await expect(panel).toContainText(evmWallet.address)
    await expect(walletList(page)).toBeHidden()
    await expect(walletDialog(page)).toBeHidden()
  })

  test('connect Solana', async ({ page, solanaWallet }) => {
    await page.goto('/')
    await connectWith(page, SOLANA, solanaWallet.address)
    await expect(walletStatus(page)).toHaveAttribute('data-namespace', 'solana')
    await expect(page.getByTestId('wallet-status-panel')).toHaveAttribute('data-address', solanaWallet.address)
  })

  test('both at once, then disconnect each from the account page', async ({ page, evmWallet, solanaWallet }) => {
    await page.goto('/account/')
    await connectWith(page, EVM, evmWallet.address)
    await openAccountMenu(page)
    await page.getByRole('button', { name: /add a solana wallet/i }).click()
    await walletOption(page, SOLANA).click()
    await expect(page.getByTestId('account-solana')).toHaveAttribute('data-address', solanaWallet.address)
    await expect(page.getByTestId('account-eip155')).toHaveAttribute('data-address', evmWallet.address)
    // The newest connection becomes the active one.
    await expect(walletStatus(page)).toHaveAttribute('data-address', solanaWallet.address)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')

    await page.getByRole('button', { name: /disconnect solana/i }).click()
    await expect(page.getByTestId('account-solana')).toHaveCount(0)
    await expect(walletStatus(page)).toHaveAttribute('data-address', evmWallet.address)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')

    await page.getByRole('button', { name: /disconnect ethereum or base/i }).click()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    await expect(walletStatus(page)).not.toHaveAttribute('data-address', /./)
    await expect(page.getByTestId('no-accounts')).toBeVisible()

    // Disconnected means disconnected after a reload too.
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    await page.waitForTimeout(1500)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  })

  test('disconnect from the header menu', async ({ page, evmWallet }) => {
    await page.goto('/')
    await connectWith(page, EVM, evmWallet.address)
    await openAccountMenu(page)
    await page.getByRole('button', { name: /^disconnect (ethereum & base|solana) account$/i }).click()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    await expect(page.getByTestId('wallet-status-panel')).toHaveAttribute('data-status', 'disconnected')
  })

  test('a rejected connection settles on disconnected, never stuck on connecting', async ({ page, evmWallet }) => {
    evmWallet.setBehavior({ rejectConnect: true })
    await page.goto('/')
    await chooseWallet(page, EVM)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    await expect(walletList(page)).toBeHidden()
    await expect(walletDialog(page)).toBeHidden()
    expect(evmWallet.isAuthorized(new URL(page.url()).origin)).toBe(false)
  })
})

test.describe('across pages, reloads and tabs', () => {
  test('full navigation keeps the account with no "disconnected" in between', async ({ page, context, evmWallet }) => {
    await recordWalletStatus(context)
    await page.goto('/')
    await connectWith(page, EVM, evmWallet.address)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click()
    await expect(page).toHaveURL(/\/account\/$/)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(walletStatus(page)).toHaveAttribute('data-address', evmWallet.address)
    const log = await statusLog(page)
    expect(log[0], `status sequence ${log.join(' → ')}`).toBe('reconnecting')
    expect(log).not.toContain('disconnected')
    expect(log.at(-1)).toBe('connected')
  })

  test('reload reconnects', async ({ page, context, solanaWallet }) => {
    await recordWalletStatus(context)
    await page.goto('/')
    await connectWith(page, SOLANA, solanaWallet.address)
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(walletStatus(page)).toHaveAttribute('data-address', solanaWallet.address)
    const log = await statusLog(page)
    expect(log).not.toContain('disconnected')
  })

  test('a wallet revoked while away ends disconnected, never connected', async ({ page, context, evmWallet }) => {
    await page.goto('/')
    await connectWith(page, EVM, evmWallet.address)
    await evmWallet.disconnectFromWallet()
    await recordWalletStatus(context)
    await page.goto('/account/')
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    const log = await statusLog(page)
    expect(log).not.toContain('connected')
  })

  test('a second tab follows connect and disconnect', async ({ page, context, evmWallet }) => {
    await page.goto('/')
    const other = await context.newPage()
    await other.goto('/account/')
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'disconnected')

    await connectWith(page, EVM, evmWallet.address)
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'connected')
    await expect(walletStatus(other)).toHaveAttribute('data-address', evmWallet.address)

    await openAccountMenu(page)
    await page.getByRole('button', { name: /^disconnect (ethereum & base|solana) account$/i }).click()
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'disconnected')
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, heading] of [
    ['/', /prove you own a wallet/i],
    ['/account/', /your accounts/i],
    ['/wallets/', /find a wallet/i],
    ['/prove/', /prove/i],
    ['/verify/', /verify/i],
    ['/no-such-page/', /does not exist/i],
  ] as const) {
    test(`${path} is readable`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(40)
    })
  }
})
