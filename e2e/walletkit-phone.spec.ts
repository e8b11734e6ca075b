/**
 * The mobile-wallet path against a phone built on @reown/walletkit, the SDK wallet apps ship:
 * its own pinned WalletConnect core and sign-client, its engine's approve, respond, emit,
 * update and disconnect. The same journeys as the raw sign-client wallet, plus the wallet's own
 * events: a chain change, an account switch, a disconnect, each reaching a second tab.
 */
import { BUILT_RELAY_URL, test as base, expect } from './fixtures/walletconnect/test'
import { createRelayDeliveries, forwardRelaySocket } from './fixtures/walletconnect/route-relay'
import { createWalletKitPhone, type WalletKitPhone } from './fixtures/walletconnect/walletkit-wallet'
import type { HeadlessWalletOptions } from './fixtures/walletconnect/headless-wallet'
import { connectMobileWallet, declineMobilePairing } from './support/mobile-wallet'
import { recordWalletStatus, statusLog } from './support/status-log'
import { openAccountMenu, walletStatus } from './support/wallet-ui'
import type { BrowserContext, Page } from '@playwright/test'

const test = base.extend<{ phone: WalletKitPhone; phoneOptions: Omit<HeadlessWalletOptions, 'relayUrl'> }>({
  phoneOptions: [{}, { option: true }],
  phone: async ({ relay, phoneOptions }, use) => {
    const phone = await createWalletKitPhone({ ...phoneOptions, relayUrl: relay.url })
    await use(phone)
    await phone.close()
  },
})

test.use({ wallets: [] })
test.describe.configure({ timeout: 90_000 })

async function makeProof(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Sign with your wallet' }).click()
  const link = page.getByTestId('proof-link')
  await expect(link).toHaveValue(/\/verify\/#proof=/)
  return link.inputValue()
}

async function expectValidProof(context: BrowserContext, link: string, address: string): Promise<void> {
  const reader = await context.newPage()
  await reader.goto(link)
  await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
  await expect(reader.getByTestId('verify-address')).toHaveText(address)
}

test('the phone runs WalletKit’s own WalletConnect clients, not the page’s', ({ phone }) => {
  // If WalletKit ever shares the page's version, this spec no longer meets another client.
  expect(phone.versions.core).not.toBe('unknown')
  expect(phone.versions.core).not.toBe('2.23.7')
})

test('EVM: one pairing prompt → connected; navigation, reload and a second tab keep it', async ({
  page,
  context,
  phone,
}) => {
  await recordWalletStatus(context)
  await page.goto('/')
  await connectMobileWallet(page, phone, phone.evmAddress)
  expect(phone.proposals().map((p) => p.outcome)).toEqual(['approved'])

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click()
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await expect(page.getByTestId('account-eip155')).toHaveAttribute('data-address', phone.evmAddress)
  await expect(page.getByTestId('account-solana')).toHaveAttribute('data-address', phone.solanaAddress)
  expect(await statusLog(page)).toEqual(['reconnecting', 'connected'])

  await page.reload()
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await expect(walletStatus(page)).toHaveAttribute('data-address', phone.evmAddress)
  expect(await statusLog(page)).toEqual(['reconnecting', 'connected'])

  const other = await context.newPage()
  await other.goto('/wallets/')
  await expect(walletStatus(other)).toHaveAttribute('data-status', 'connected')
  await expect(walletStatus(other)).toHaveAttribute('data-address', phone.evmAddress)
  // Still the one session, and the phone was never asked for anything but the pairing.
  expect(phone.sessions()).toHaveLength(1)
  expect(phone.proposals()).toHaveLength(1)
  expect(phone.requests().filter((r) => r.method !== 'eth_chainId' && r.method !== 'eth_accounts')).toEqual([])
})

test('EVM: switch to Base and back in the page, sign on Base, the proof verifies', async ({
  page,
  phone,
  newContext,
}) => {
  await page.goto('/prove/')
  await connectMobileWallet(page, phone, phone.evmAddress)
  await openAccountMenu(page)
  await page.getByRole('button', { name: 'Switch to Base' }).click()
  await expect(page.getByTestId('menu-network-eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')
  await page.keyboard.press('Escape')

  const link = await makeProof(page)
  await expect(page.getByTestId('proof-message')).toHaveValue(/Chain ID: 8453/)
  const signs = phone.requests().filter((r) => r.method === 'personal_sign')
  expect(signs.map((r) => [r.chainId, r.outcome])).toEqual([['eip155:8453', 'answered']])
  const { context } = await newContext({ wallets: [] })
  await expectValidProof(context, link, phone.evmAddress)

  await openAccountMenu(page)
  await page.getByRole('button', { name: 'Switch to Ethereum' }).click()
  await expect(page.getByTestId('menu-network-eip155')).toHaveAttribute('data-chain-id', 'eip155:1')
})

test('the phone’s own events: chain change, account switch and disconnect reach every tab', async ({
  page,
  context,
  phone,
}) => {
  await page.goto('/account/')
  const other = await context.newPage()
  await other.goto('/account/')
  await connectMobileWallet(page, phone, phone.evmAddress)
  await expect(other.getByTestId('account-eip155')).toHaveAttribute('data-address', phone.evmAddress)

  await phone.changeEvmChain('eip155:8453')
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')
  }

  const switched = await phone.changeEvmAccount()
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('account-eip155')).toHaveAttribute('data-address', switched)
    await expect(walletStatus(tab)).toHaveAttribute('data-address', switched)
  }

  await phone.disconnect()
  for (const tab of [page, other]) {
    await expect(walletStatus(tab)).toHaveAttribute('data-status', 'disconnected')
    await expect(tab.getByTestId('no-accounts')).toBeVisible()
  }
  await page.reload()
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
})

test('a tab whose relay socket is down while the phone changes chain and account follows the other tab, asking the phone nothing', async ({
  page,
  context,
  phone,
  relay,
}) => {
  await page.goto('/account/')
  const other = await context.newPage()
  // The second tab's relay socket is held (AppKit starts without it): the phone's chain change
  // and account switch reach the site through the first tab alone, and the relay gives each
  // event to the site once, so the second tab's own view keeps what the phone has left.
  let dialled = (): void => undefined
  const otherDialled = new Promise<void>((resolve) => (dialled = resolve))
  let release = (): void => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await forwardRelaySocket(other, BUILT_RELAY_URL, relay.url, {
    beforeBridging: () => {
      dialled()
      return released
    },
  })
  await other.goto('/account/')
  await connectMobileWallet(page, phone, phone.evmAddress)
  await otherDialled
  await expect(other.locator('html')).toHaveAttribute('data-wallet-engine', 'ready')

  await phone.changeEvmChain('eip155:8453')
  await expect(page.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')
  const switched = await phone.changeEvmAccount()
  await expect(walletStatus(page)).toHaveAttribute('data-address', switched)
  release()
  for (const tab of [other, page]) {
    await expect(tab.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')
    await expect(walletStatus(tab)).toHaveAttribute('data-address', switched)
    await expect(walletStatus(tab)).toHaveAttribute('data-status', 'connected')
  }

  // The second tab's own view followed the phone to Base (a switch among the session's chains
  // is the page's own business, so a stale view would take this for "already there"), and
  // catching up asked the phone nothing.
  await other.getByTestId('account-eip155').getByRole('button', { name: 'Switch to Ethereum' }).click()
  for (const tab of [other, page]) {
    await expect(tab.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', 'eip155:1')
    await expect(walletStatus(tab)).toHaveAttribute('data-address', switched)
  }
  expect(phone.requests().filter((r) => r.method !== 'eth_chainId' && r.method !== 'eth_accounts')).toEqual([])
})

test('a tab that takes the phone’s older news after the other tab recorded newer keeps the newer, in every tab', async ({
  page,
  context,
  phone,
  relay,
}) => {
  // Each tab's relay deliveries pass through a gate the test holds. The relay gives each of the
  // phone's messages to the site once: what one tab takes, the other never gets again.
  const pageDeliveries = createRelayDeliveries()
  const otherDeliveries = createRelayDeliveries()
  await forwardRelaySocket(page, BUILT_RELAY_URL, relay.url, { deliveries: pageDeliveries })
  const other = await context.newPage()
  await forwardRelaySocket(other, BUILT_RELAY_URL, relay.url, { deliveries: otherDeliveries })
  await page.goto('/account/')
  await other.goto('/account/')
  await connectMobileWallet(page, phone, phone.evmAddress)
  await expect(other.getByTestId('account-eip155')).toHaveAttribute('data-address', phone.evmAddress)
  await expect(other.locator('html')).toHaveAttribute('data-wallet-engine', 'ready')

  // Both tabs take the phone's chain change: the second tab's client follows the session too.
  await phone.changeEvmChain('eip155:8453')
  await expect.poll(() => otherDeliveries.acknowledged()).toBeGreaterThan(0)
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')
  }

  // Two account switches (each an update of the session, then accountsChanged) reach the first tab
  // only; the second tab shows them from what the first recorded.
  otherDeliveries.hold()
  await phone.changeEvmAccount()
  const newest = await phone.changeEvmAccount()
  await expect.poll(() => otherDeliveries.held()).toBe(4)
  for (const tab of [page, other]) {
    await expect(walletStatus(tab)).toHaveAttribute('data-address', newest)
  }

  // The phone moves to Ethereum; that message reaches the second tab alone.
  pageDeliveries.hold()
  await phone.changeEvmChain('eip155:1')
  await expect.poll(() => pageDeliveries.held()).toBe(1)
  await expect.poll(() => otherDeliveries.held()).toBe(5)

  // The second tab now takes, in the phone's order, the first switch (older than what is recorded),
  // never the second (its socket missed it), then the chain change (newer than anything recorded).
  otherDeliveries.release(2)
  otherDeliveries.drop(2)
  otherDeliveries.release()
  // The chain change can only be recorded by the second tab, after the older switch it took first.
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', 'eip155:1')
  }
  for (const tab of [page, other]) {
    await expect(walletStatus(tab)).toHaveAttribute('data-status', 'connected')
    await expect(walletStatus(tab)).toHaveAttribute('data-address', newest)
    await expect(tab.getByTestId('account-eip155')).toHaveAttribute('data-address', newest)
  }

  // The first tab takes the chain change late: nothing moves.
  const taken = pageDeliveries.acknowledged()
  pageDeliveries.release()
  await expect.poll(() => pageDeliveries.acknowledged()).toBe(taken + 1)
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', 'eip155:1')
    await expect(walletStatus(tab)).toHaveAttribute('data-address', newest)
  }
  expect(phone.requests().filter((r) => r.method !== 'eth_chainId' && r.method !== 'eth_accounts')).toEqual([])
})

test('disconnecting in the page ends the session on the phone', async ({ page, phone }) => {
  await page.goto('/')
  await connectMobileWallet(page, phone, phone.evmAddress)
  await openAccountMenu(page)
  // One session carries both accounts: ending it from either account ends it for both.
  const evmAccount = page.locator('.menu__account').filter({ hasText: phone.evmAddress })
  const solanaAccount = page.locator('.menu__account').filter({ hasText: phone.solanaAddress })
  // Two Disconnect buttons, each named for its own account, so a screen reader tells them apart.
  await expect(page.locator('.menu').getByRole('button', { name: 'Disconnect' })).toHaveCount(2)
  await expect(evmAccount.getByRole('button', { name: 'Disconnect' })).toHaveAccessibleName(
    'Disconnect Ethereum & Base account',
  )
  await expect(solanaAccount.getByRole('button', { name: 'Disconnect' })).toHaveAccessibleName(
    'Disconnect Solana account',
  )
  await evmAccount.getByRole('button', { name: 'Disconnect' }).click()
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  await expect.poll(() => phone.sessions()).toEqual([])
  await page.reload()
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
})

test('the phone declines the pairing → "declined", and a second pairing connects', async ({ page, phone }) => {
  phone.onProposal('reject')
  await page.goto('/')
  await declineMobilePairing(page, phone)

  phone.onProposal('approve')
  await connectMobileWallet(page, phone, phone.evmAddress)
  expect(phone.proposals().map((p) => p.outcome)).toEqual(['rejected', 'approved'])
})

test.describe('a Solana-only WalletKit phone', () => {
  test.use({ phoneOptions: { namespaces: ['solana'] } })

  test('pairs, signs a Solana proof that verifies, and survives a reload', async ({ page, phone, newContext }) => {
    await page.goto('/prove/')
    await connectMobileWallet(page, phone, phone.solanaAddress)
    await expect(walletStatus(page)).toHaveAttribute('data-namespace', 'solana')
    const link = await makeProof(page)
    expect(phone.requests().map((r) => [r.method, r.outcome])).toContainEqual(['solana_signMessage', 'answered'])
    const { context } = await newContext({ wallets: [] })
    await expectValidProof(context, link, phone.solanaAddress)

    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-address', phone.solanaAddress)
  })
})
