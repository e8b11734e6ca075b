/**
 * The mobile-wallet path: AppKit's WalletConnect QR code, read from the screen and paired by a
 * headless wallet over this test's own local relay (e2e/fixtures/walletconnect/).
 */
import { test, expect } from './fixtures/walletconnect/test'
import { connectMobileWallet, declineMobilePairing, expectWalletIslands } from './support/mobile-wallet'
import { recordWalletStatus, statusLog } from './support/status-log'
import { declineThenRetrySignature, openAccountMenu, walletStatus } from './support/wallet-ui'
import type { Page } from '@playwright/test'

// A desktop browser without a wallet extension; the wallet is on the phone.
test.use({ wallets: [] })
// Each test loads AppKit and pairs over a relay before it starts; on a busy machine that is slow.
test.describe.configure({ timeout: 90_000 })

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

async function makeProof(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Sign with your wallet' }).click()
  const link = page.getByTestId('proof-link')
  await expect(link).toHaveValue(/\/verify\/#proof=/)
  return link.inputValue()
}

test.describe('pairing by QR code', () => {
  test('EVM: scan, approve on the phone → the wallet’s address on every island', async ({ page, mobileWallet }) => {
    await page.goto('/')
    // Until the page wakes (the connect click below), the home panel is its static placeholder.
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    await expect(page.getByRole('heading', { name: 'No wallet connected' })).toBeVisible()
    await connectMobileWallet(page, mobileWallet, mobileWallet.evmAddress)
    await expect(walletStatus(page)).toHaveAttribute('data-namespace', 'eip155')
    await expectWalletIslands(page, 'connected', mobileWallet.evmAddress)
    await expect(page.getByTestId('wallet-status-panel')).toContainText(mobileWallet.evmAddress)

    // AppKit asks for every network it is configured with, all optional, so a wallet approves what it has.
    const [proposal] = mobileWallet.proposals()
    expect(proposal?.outcome).toBe('approved')
    expect(proposal?.requested.required).toEqual({})
    expect(proposal?.requested.optional.eip155).toEqual(expect.arrayContaining(['eip155:1', 'eip155:8453']))
    expect(proposal?.requested.optional.solana).toEqual(expect.arrayContaining([SOLANA_MAINNET]))

    // The same session carries the wallet's Solana account: the account page lists both.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click()
    await expect(page.getByTestId('account-eip155')).toHaveAttribute('data-address', mobileWallet.evmAddress)
    await expect(page.getByTestId('account-solana')).toHaveAttribute('data-address', mobileWallet.solanaAddress)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  })

  test.describe('a Solana-only wallet', () => {
    test.use({ mobileWalletOptions: { namespaces: ['solana'] } })

    test('scan, approve → the Solana address on every island', async ({ page, mobileWallet }) => {
      await page.goto('/')
      await connectMobileWallet(page, mobileWallet, mobileWallet.solanaAddress)
      await expect(walletStatus(page)).toHaveAttribute('data-namespace', 'solana')
      await expectWalletIslands(page, 'connected', mobileWallet.solanaAddress)
      await page.goto('/account/')
      await expect(page.getByTestId('account-solana')).toHaveAttribute('data-address', mobileWallet.solanaAddress)
      await expect(page.getByTestId('account-eip155')).toHaveCount(0)
    })
  })

  test('the phone rejects the pairing → "declined", still disconnected', async ({ page, mobileWallet }) => {
    mobileWallet.onProposal('reject')
    await page.goto('/')
    await declineMobilePairing(page, mobileWallet)
  })
})

test.describe('a paired session', () => {
  test('survives navigation and reload: reconnecting, then connected, never disconnected', async ({
    page,
    context,
    mobileWallet,
  }) => {
    await recordWalletStatus(context)
    await page.goto('/')
    await connectMobileWallet(page, mobileWallet, mobileWallet.evmAddress)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click()
    await expect(page).toHaveURL(/\/account\/$/)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(walletStatus(page)).toHaveAttribute('data-address', mobileWallet.evmAddress)
    let log = await statusLog(page)
    expect(log, `status sequence ${log.join(' → ')}`).toEqual(['reconnecting', 'connected'])

    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(page.getByTestId('account-eip155')).toHaveAttribute('data-address', mobileWallet.evmAddress)
    log = await statusLog(page)
    expect(log, `status sequence ${log.join(' → ')}`).toEqual(['reconnecting', 'connected'])
    expect(mobileWallet.sessions()).toHaveLength(1)
  })

  test('signs a proof on the phone → the link verifies', async ({ page, mobileWallet, newContext }) => {
    await page.goto('/prove/')
    await connectMobileWallet(page, mobileWallet, mobileWallet.evmAddress)
    const link = await makeProof(page)
    expect(mobileWallet.requests().map((r) => [r.method, r.outcome])).toContainEqual(['personal_sign', 'answered'])

    const { context } = await newContext({ wallets: [] })
    const reader = await context.newPage()
    await reader.goto(link)
    await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    await expect(reader.getByTestId('verify-address')).toHaveText(mobileWallet.evmAddress)
  })

  test.describe('Solana', () => {
    test.use({ mobileWalletOptions: { namespaces: ['solana'] } })

    test('signs a Solana proof on the phone → the link verifies', async ({ page, mobileWallet, newContext }) => {
      await page.goto('/prove/')
      await connectMobileWallet(page, mobileWallet, mobileWallet.solanaAddress)
      const link = await makeProof(page)
      expect(mobileWallet.requests().map((r) => [r.method, r.outcome])).toContainEqual([
        'solana_signMessage',
        'answered',
      ])
      const { context } = await newContext({ wallets: [] })
      const reader = await context.newPage()
      await reader.goto(link)
      await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
      await expect(reader.getByTestId('verify-address')).toHaveText(mobileWallet.solanaAddress)
    })
  })

  test('the phone declines the signature → "declined", still connected', async ({ page, mobileWallet }) => {
    await page.goto('/prove/')
    await connectMobileWallet(page, mobileWallet, mobileWallet.evmAddress)
    mobileWallet.setBehavior({ rejectSign: true })
    await declineThenRetrySignature(
      page,
      () => mobileWallet.setBehavior({ rejectSign: false }),
      () =>
        expect(mobileWallet.requests().map((r) => [r.method, r.outcome])).toContainEqual(['personal_sign', 'rejected']),
    )
  })

  test('the phone disconnects → every island and a second tab go disconnected', async ({
    page,
    context,
    mobileWallet,
  }) => {
    await page.goto('/')
    const other = await context.newPage()
    await other.goto('/account/')
    await connectMobileWallet(page, mobileWallet, mobileWallet.evmAddress)
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'connected')
    await expect(other.getByTestId('account-eip155')).toHaveAttribute('data-address', mobileWallet.evmAddress)

    await mobileWallet.disconnect()
    await expectWalletIslands(page, 'disconnected')
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'disconnected')
    await expect(other.getByTestId('no-accounts')).toBeVisible()

    // Gone for good: a reload does not bring it back.
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  })

  test('switches network through the session: Base, then a proof signed on Base', async ({
    page,
    mobileWallet,
    newContext,
  }) => {
    await page.goto('/prove/')
    await connectMobileWallet(page, mobileWallet, mobileWallet.evmAddress)
    await openAccountMenu(page)
    // The session approved Ethereum and Base, so WalletConnect moves its requests to Base
    // without a prompt on the phone (a chain outside the session would ask the wallet).
    await page.getByRole('button', { name: 'Switch to Base' }).click()
    await expect(page.getByTestId('menu-network-eip155')).toContainText('Base')
    await page.keyboard.press('Escape')

    const link = await makeProof(page)
    await expect(page.getByTestId('proof-message')).toHaveValue(/Chain ID: 8453/)
    expect(
      mobileWallet
        .requests()
        .filter((r) => r.method === 'personal_sign')
        .map((r) => r.chainId),
    ).toEqual(['eip155:8453'])
    const { context } = await newContext({ wallets: [] })
    const reader = await context.newPage()
    await reader.goto(link)
    await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
  })
})

test.describe('relay outage', () => {
  test('the relay is down: Disconnect still ends the account here and in another tab, without waiting on the phone for long', async ({
    page,
    context,
    relay,
    mobileWallet,
  }) => {
    await page.goto('/')
    await connectMobileWallet(page, mobileWallet, mobileWallet.evmAddress)
    const other = await context.newPage()
    await other.goto('/account/')
    await expect(other.getByTestId('account-solana')).toHaveCount(1)

    relay.pause()
    await expect(walletStatus(page)).toHaveAttribute('data-transport', 'lost')
    await openAccountMenu(page)
    await page.getByRole('button', { name: 'Disconnect Solana account' }).click()
    // The phone cannot be told; the page waits a few seconds for it (actions.ts), where AppKit alone would wait a minute.
    await expect(other.getByTestId('account-solana')).toHaveCount(0, { timeout: 20_000 })
    await openAccountMenu(page)
    await expect(page.getByRole('button', { name: 'Disconnect Solana account' })).toHaveCount(0)
    await expect(walletStatus(page)).toHaveAttribute('data-namespace', 'eip155')

    // A page opened while the phone has still not been told does not bring the Solana account back.
    await other.reload()
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'connected')
    await expect(other.getByTestId('account-eip155')).toHaveAttribute('data-address', mobileWallet.evmAddress)
    await expect(other.getByTestId('account-solana')).toHaveCount(0)

    // The relay back, the phone is told: its one session carried both accounts, and it ends for both.
    relay.resume()
    await expect.poll(() => mobileWallet.sessions(), { timeout: 20_000 }).toEqual([])
    for (const tab of [page, other]) await expect(walletStatus(tab)).toHaveAttribute('data-status', 'disconnected')
    await other.reload()
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'disconnected')
  })

  test('the relay stops mid-session → "connection lost", still connected; it comes back → connected, and signing works', async ({
    page,
    relay,
    mobileWallet,
  }) => {
    await page.goto('/')
    await connectMobileWallet(page, mobileWallet, mobileWallet.evmAddress)
    await expect(walletStatus(page)).not.toHaveAttribute('data-transport', /./)
    await expect(page.getByTestId('connection-lost')).toHaveCount(0)

    relay.pause()
    for (const island of [walletStatus(page), page.getByTestId('wallet-status-panel')]) {
      await expect(island).toHaveAttribute('data-transport', 'lost')
      await expect(island).toHaveAttribute('data-status', 'connected')
      await expect(island).toHaveAttribute('data-address', mobileWallet.evmAddress)
    }
    await expect(walletStatus(page)).toContainText('Connection lost')
    await expect(page.getByTestId('connection-lost')).toBeVisible()

    relay.resume()
    // The page's client retries on WalletConnect's 5 s heartbeat.
    await expect(walletStatus(page)).not.toHaveAttribute('data-transport', /./, { timeout: 20_000 })
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(page.getByTestId('connection-lost')).toHaveCount(0)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prove' }).click()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await makeProof(page)
    expect(mobileWallet.requests().map((r) => [r.method, r.outcome])).toContainEqual(['personal_sign', 'answered'])
  })
})
