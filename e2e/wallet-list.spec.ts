/**
 * Sigil's own wallet list (src/wallet-list/walletPicker.ts): the wallets already in the page,
 * shown on Connect without AppKit, each asked directly with one prompt and then followed by the
 * direct layer without a second one (src/wallet/browser/connectInjected.ts, evmEngine.ts, solanaDirect.ts).
 */
import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { MOCK_SOLANA_NAME as SOLANA } from './fixtures/mock-solana-wallet'
import { recordWalletStatus, statusLog } from './support/status-log'
import {
  allWalletsOption,
  appKitRequests,
  connectButton,
  connectWith,
  expectHeldDirectly,
  qrCodeOption,
  walletDialog,
  walletList,
  walletOption,
  walletStatus,
} from './support/wallet-ui'

test.describe('the list', () => {
  test('shows both browser wallets before AppKit is asked for', async ({ page }) => {
    const requested = appKitRequests(page)
    await page.goto('/')
    await connectButton(page).click()
    await expect(walletOption(page, EVM)).toBeVisible()
    await expect(walletOption(page, SOLANA)).toBeVisible()
    await expect(walletOption(page, EVM)).toContainText('Ethereum & Base')
    await expect(walletOption(page, SOLANA)).toContainText('Solana')
    expect(requested, 'no AppKit chunk was requested while the list appeared').toEqual([])
    // The announced icons, as images.
    await expect(walletOption(page, EVM).locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
    await expect(qrCodeOption(page)).toBeVisible()
    await expect(allWalletsOption(page)).toBeVisible()
  })

  test('Escape closes it and gives focus back to Connect; Tab stays inside', async ({ page }) => {
    await page.goto('/')
    await connectButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(walletOption(page, EVM)).toBeFocused()
    // A modal dialog: the page behind is inert, so focus cycles through the list's controls.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => {
        const active = document.activeElement
        return active === document.body || Boolean(active?.closest('[data-testid="wallet-picker"]'))
      })
      expect(inside, `focus after ${i + 1} Tab(s) is inside the list`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(walletList(page)).toBeHidden()
    await expect(connectButton(page)).toBeFocused()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  })

  test('"All wallets" opens AppKit\'s catalogue', async ({ page }) => {
    await page.goto('/')
    await connectButton(page).click()
    await allWalletsOption(page).click()
    await expect(walletList(page)).toBeHidden()
    await expect(walletDialog(page)).toBeVisible({ timeout: 30_000 })
    await expect(walletDialog(page).getByTestId('wui-input-text')).toBeVisible()
  })

  test.describe('with no wallet in the browser', () => {
    test.use({ wallets: [] })

    test('says so, offers the QR code and links to /wallets/', async ({ page }) => {
      await page.goto('/')
      await connectButton(page).click()
      const empty = page.getByTestId('wallet-list-empty')
      await expect(empty).toContainText('No wallet found in this browser')
      await expect(walletList(page).getByTestId('wallet-option')).toHaveCount(0)
      await expect(qrCodeOption(page)).toBeFocused()
      await empty.getByRole('link', { name: 'find a wallet' }).click()
      await expect(page).toHaveURL(/\/wallets\/$/)
    })
  })
})

for (const kind of ['evm', 'solana'] as const) {
  const name = kind === 'evm' ? EVM : SOLANA
  const namespace = kind === 'evm' ? 'eip155' : 'solana'

  test.describe(name, () => {
    test('one choice is one prompt, and the direct layer then holds the connection: other tabs and a reload agree, AppKit never loads', async ({
      page,
      context,
      evmWallet,
      solanaWallet,
    }) => {
      const mock = kind === 'evm' ? evmWallet : solanaWallet
      const requested = appKitRequests(page)
      await page.goto('/account/')
      await connectWith(page, name, mock.address)
      await expectHeldDirectly(page, namespace)
      expect(mock.connectionPrompts(), 'prompts after choosing the wallet once').toBe(1)
      if (kind === 'evm') {
        // wagmi adopted the account with non-prompting calls only.
        expect(evmWallet.calls().filter((m) => m === 'wallet_requestPermissions')).toEqual([])
        expect(evmWallet.calls().filter((m) => m === 'eth_requestAccounts')).toHaveLength(1)
      }
      await expect(page.getByTestId(`account-${kind === 'evm' ? 'eip155' : 'solana'}`)).toHaveAttribute(
        'data-address',
        mock.address,
      )

      const other = await context.newPage()
      const requestedByOther = appKitRequests(other)
      await other.goto('/')
      await expect(walletStatus(other)).toHaveAttribute('data-status', 'connected')
      await expect(walletStatus(other)).toHaveAttribute('data-address', mock.address)

      await page.reload()
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
      await expect(walletStatus(page)).toHaveAttribute('data-address', mock.address)
      await expectHeldDirectly(page, namespace)
      await expectHeldDirectly(other, namespace)
      expect(mock.connectionPrompts(), 'no further prompt from another tab or a reload').toBe(1)
      expect([...requested, ...requestedByOther], 'AppKit is never fetched for a browser wallet').toEqual([])
    })

    test('the direct layer signs for it: a proof from the list-connected wallet', async ({
      page,
      evmWallet,
      solanaWallet,
    }) => {
      const mock = kind === 'evm' ? evmWallet : solanaWallet
      await page.goto('/prove/')
      await connectWith(page, name, mock.address)
      expect(mock.connectionPrompts()).toBe(1)
      // `connected` shows the moment the wallet grants; the direct layer then takes the connection
      // over with its own non-prompting requests. The press comes after that, as a person's would.
      await expectHeldDirectly(page, namespace)
      mock.clearCalls()
      await page.getByRole('button', { name: 'Sign with your wallet' }).click()
      await expect(page.getByTestId('proof-link')).toHaveValue(/\/verify\/#proof=/)
      expect(mock.connectionPrompts(), 'signing asks for no connection').toBe(0)
      // The press's first request is the prompt itself: nothing is asked of the wallet before it.
      expect(mock.calls()[0]).toBe(kind === 'evm' ? 'personal_sign' : 'signMessage')
    })

    test('a wallet that never answers its prompt does not trap the page', async ({ page, evmWallet, solanaWallet }) => {
      const mock = kind === 'evm' ? evmWallet : solanaWallet
      mock.setBehavior({ hangRequests: true })
      await page.goto('/')
      await connectButton(page).click()
      await walletOption(page, name).click()
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'connecting')
      // The header still opens the list, and the other ways in are there.
      await connectButton(page).click()
      await qrCodeOption(page).click()
      // AppKit's WalletConnect view (this spec starts no relay, so the code itself stays a placeholder).
      await expect(walletDialog(page).locator('w3m-connecting-wc-view')).toBeVisible({ timeout: 30_000 })
    })
  })
}

test('adding a Solana account lists only Solana wallets', async ({ page, evmWallet, solanaWallet }) => {
  await page.goto('/')
  await connectWith(page, EVM, evmWallet.address)
  await walletStatus(page).getByRole('button').click()
  await page.getByRole('button', { name: /add a solana wallet/i }).click()
  await expect(walletList(page).getByRole('heading', { name: 'Connect a Solana wallet' })).toBeVisible()
  await expect(walletList(page).getByTestId('wallet-option')).toHaveCount(1)
  await walletOption(page, SOLANA).click()
  await expect(walletStatus(page)).toHaveAttribute('data-address', solanaWallet.address)
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
})

test('a remembered wallet that answers slowly does not hold the page: the reconnect confirms it after the quick ask gives up', async ({
  page,
  context,
  evmWallet,
}) => {
  await page.goto('/')
  await connectWith(page, EVM, evmWallet.address)
  await expectHeldDirectly(page, 'eip155')
  evmWallet.setBehavior({ accountsDelayMs: 2_500 })
  await recordWalletStatus(context)
  await page.reload()
  // Shown as reconnecting (never "disconnected") while the wallet is slow, then confirmed.
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'reconnecting')
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected', { timeout: 20_000 })
  await expect(walletStatus(page)).toHaveAttribute('data-address', evmWallet.address)
  expect(await statusLog(page)).not.toContain('disconnected')
})
