/**
 * A returning visitor's browser wallet is asked directly, without a prompt and without AppKit
 * (src/wallet/browser/restoreBrowserWallets.ts): AppKit's chunk is held back here, so whatever the page
 * shows came from the wallet itself, and it is never even asked for.
 */
import type { Page, Route } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { recordWalletStatus, statusLog } from './support/status-log'
import { APPKIT_ENTRY, connectWith, expectHeldDirectly, pressDisconnect, walletStatus } from './support/wallet-ui'

/** Never answers AppKit's chunk on this page; returns how many times it was asked for. */
async function holdAppKit(page: Page): Promise<() => number> {
  let requests = 0
  await page.route(APPKIT_ENTRY, () => {
    requests++
  })
  return () => requests
}

test.describe('a remembered browser wallet is reconnected without AppKit', () => {
  test('EVM: connected after a reload with AppKit held back', async ({ page, evmWallet }) => {
    await page.goto('/')
    await connectWith(page, 'Mock EVM Wallet', evmWallet.address)
    const appKitRequests = await holdAppKit(page)
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(walletStatus(page)).toHaveAttribute('data-address', evmWallet.address)
    await expect(walletStatus(page)).toHaveAttribute('data-namespace', 'eip155')
    // The direct layer follows the wallet from here on; AppKit is never asked for.
    await expectHeldDirectly(page, 'eip155')
    expect(appKitRequests()).toBe(0)
  })

  test('Solana: connected after a reload with AppKit held back', async ({ page, solanaWallet }) => {
    await page.goto('/')
    await connectWith(page, 'Mock Solana Wallet', solanaWallet.address)
    const appKitRequests = await holdAppKit(page)
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(walletStatus(page)).toHaveAttribute('data-address', solanaWallet.address)
    await expect(walletStatus(page)).toHaveAttribute('data-namespace', 'solana')
    await expectHeldDirectly(page, 'solana')
    expect(appKitRequests()).toBe(0)
  })

  test('Disconnect pressed before the page has taken the EVM wallet over still has the wallet forget the site', async ({
    page,
    evmWallet,
  }) => {
    await page.goto('/')
    await connectWith(page, 'Mock EVM Wallet', evmWallet.address)
    await expectHeldDirectly(page, 'eip155')
    const origin = new URL(page.url()).origin
    // The engine that takes the connection over is held back: the quick ask shows `connected`, the takeover waits.
    const engine: Route[] = []
    await page.route('**/_astro/evm-engine.*.js', (route) => {
      engine.push(route)
    })
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect.poll(() => engine.length).toBe(1)

    await pressDisconnect(page)
    await engine[0]!.continue()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    await expect.poll(() => evmWallet.isAuthorized(origin), 'the wallet still lets the site in').toBe(false)
    expect(evmWallet.calls()).toContain('wallet_revokePermissions')

    await page.unroute('**/_astro/evm-engine.*.js')
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    expect(evmWallet.connectionPrompts()).toBe(1)
  })

  test('a wallet that no longer returns the account is never shown connected', async ({ page, context, evmWallet }) => {
    await page.goto('/')
    await connectWith(page, 'Mock EVM Wallet', evmWallet.address)
    // `connected` shows the moment the wallet grants the account; the engine then adopts the connection with its
    // own `eth_accounts`. Locked before that, the wallet would simply have dropped the account on this page.
    await expectHeldDirectly(page, 'eip155')
    // Locked without telling the page: `eth_accounts` now answers [].
    await evmWallet.lock()
    await recordWalletStatus(context)
    await holdAppKit(page)
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    await expect(page.getByRole('alert')).toContainText(/wallet/i)
    expect(await statusLog(page)).not.toContain('connected')
  })
})
