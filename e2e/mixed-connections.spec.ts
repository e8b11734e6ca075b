/**
 * Connections with two owners on one page: a browser wallet driven directly beside a mobile
 * wallet's WalletConnect session (AppKit's), and a browser wallet chosen in AppKit's own dialog
 * rather than in Sigil's list. Each keeps working, and a reload gives each back to its owner.
 */
import { test, expect } from './fixtures/walletconnect/test'
import { readWalletConnectQr } from './fixtures/walletconnect/qr-code'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import {
  appKitRequests,
  connectButton,
  connectWith,
  disconnectFromHeader,
  expectHeldDirectly,
  openAccountMenu,
  qrCodeOption,
  walletDialog,
  walletStatus,
} from './support/wallet-ui'

test.describe.configure({ timeout: 90_000 })

test.describe('a browser wallet beside a mobile wallet', () => {
  test.use({ wallets: ['evm'], mobileWalletOptions: { namespaces: ['solana'] } })

  test('EVM in the browser, Solana on the phone: both connected, both back after a reload, each with its owner', async ({
    page,
    evmWallet,
    mobileWallet,
  }) => {
    await page.goto('/account/')
    await connectWith(page, EVM, evmWallet.address)
    await expectHeldDirectly(page, 'eip155')
    // The header offers the other family; with no Solana wallet in this browser, the phone's QR code.
    await openAccountMenu(page)
    await page.getByRole('button', { name: /add a solana wallet/i }).click()
    await qrCodeOption(page).click()
    await mobileWallet.pair(await readWalletConnectQr(page))
    await expect(walletStatus(page)).toHaveAttribute('data-address', mobileWallet.solanaAddress)
    await expect(walletDialog(page)).toBeHidden()
    const card = (ns: string) => page.getByTestId(`account-${ns}`)
    await expect(card('eip155')).toHaveAttribute('data-address', evmWallet.address)
    await expect(card('solana')).toHaveAttribute('data-address', mobileWallet.solanaAddress)

    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(card('eip155')).toHaveAttribute('data-address', evmWallet.address)
    await expect(card('solana')).toHaveAttribute('data-address', mobileWallet.solanaAddress)
    await expectHeldDirectly(page, 'eip155')
    // The mobile session needs AppKit; the browser wallet was confirmed without it.
    await expect(page.locator('html')).toHaveAttribute('data-wallet-engine', 'ready')

    // The browser wallet still answers to the direct layer: a network switch reaches it.
    await card('eip155').getByRole('button', { name: 'Switch to Base' }).click()
    await expect(page.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')
    await expect(card('solana')).toHaveAttribute('data-address', mobileWallet.solanaAddress)
    expect(evmWallet.connectionPrompts()).toBe(1)
  })
})

test.describe("a browser wallet chosen in AppKit's dialog", () => {
  test.use({ wallets: ['evm'] })

  test('connects, signs, and after a reload is reconnected directly, without AppKit', async ({ page, evmWallet }) => {
    await page.goto('/prove/')
    await connectButton(page).click()
    await qrCodeOption(page).click()
    await expect(walletDialog(page).locator('w3m-connecting-wc-view')).toBeVisible({ timeout: 30_000 })
    // Back from the QR code to AppKit's own list, where the browser's wallets are too.
    await walletDialog(page).getByTestId('header-back').click()
    await walletDialog(page).getByText(EVM, { exact: true }).click()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(walletStatus(page)).toHaveAttribute('data-address', evmWallet.address)
    await expect(walletDialog(page)).toBeHidden()

    await page.getByRole('button', { name: 'Sign with your wallet' }).click()
    await expect(page.getByTestId('proof-link')).toHaveValue(/\/verify\/#proof=/)

    const requested = appKitRequests(page)
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(walletStatus(page)).toHaveAttribute('data-address', evmWallet.address)
    await expectHeldDirectly(page, 'eip155')
    expect(requested).toEqual([])
    await disconnectFromHeader(page)
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  })
})
