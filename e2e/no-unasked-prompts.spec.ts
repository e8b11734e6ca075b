/**
 * No tab sends a prompting request unless its own visitor just acted. Two tabs of one browser
 * share Sigil's mock wallets (one wallet behind every tab, as with an extension): the visitor
 * connects an EVM and a Solana wallet in tab A while tab B is open on another page; the wallets
 * then disconnect the site from their side; the visitor reconnects both in tab A; both tabs
 * reload. Every prompting request (a connection prompt, a signature, a network switch) the
 * wallets received must be one the visitor asked for in tab A, one per choice, and tab B must
 * never have sent one.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM, type MockEvmWallet } from './fixtures/mock-evm-wallet'
import { MOCK_SOLANA_NAME as SOLANA, type MockSolanaWallet } from './fixtures/mock-solana-wallet'
import type { MockWalletAsk } from './fixtures/wallet-common'
import { connectWith, openAccountMenu, walletOption, walletStatus } from './support/wallet-ui'

/** EVM requests that open a prompt in the wallet: connection, signatures, network changes, transactions. */
const EVM_PROMPTING = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_sendTransaction',
])
const SOLANA_SIGNING = new Set(['signMessage', 'signTransaction', 'signAndSendTransaction'])

/**
 * Every prompting request both wallets received, in order. A Solana `standard:connect` prompts
 * unless it is silent (the mock records `{ silent }` with each connect); a silent one never does.
 */
function promptingRequests(evm: MockEvmWallet, solana: MockSolanaWallet): string[] {
  const evmAsks = evm
    .requests()
    .filter((r) => EVM_PROMPTING.has(r.method))
    .map((r) => `evm:${r.method}`)
  const solanaAsks = solana
    .requests()
    .filter((r) =>
      r.method === 'connect'
        ? (r.params as { silent?: boolean } | undefined)?.silent !== true
        : SOLANA_SIGNING.has(r.method),
    )
    .map((r) => `solana:${r.method}`)
  return [...evmAsks, ...solanaAsks]
}

/** The prompting connection requests this page's scripts made since it loaded (noted by the mocks' page half). */
function askedFrom(page: Page): Promise<MockWalletAsk[]> {
  return page.evaluate(() => window.__mockWalletAsked ?? [])
}

/** Both accounts confirmed on this page, as the header's account menu lists them. */
async function expectBothConnected(page: Page, evm: string, solana: string): Promise<void> {
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await openAccountMenu(page)
  const menu = page.locator('.menu')
  await expect(menu.getByTestId('menu-network-eip155')).toBeVisible()
  await expect(menu.getByTestId('menu-network-solana')).toBeVisible()
  await expect(menu).toContainText(evm)
  await expect(menu).toContainText(solana)
  // The chip toggles the menu closed again.
  await openAccountMenu(page)
  await expect(menu).toBeHidden()
}

/** The visitor's two choices in tab A: an EVM wallet from the header, then a Solana one from the account menu. */
async function connectBoth(page: Page, evm: MockEvmWallet, solana: MockSolanaWallet): Promise<void> {
  await connectWith(page, EVM, evm.address)
  await openAccountMenu(page)
  await page.getByRole('button', { name: 'Add a Solana wallet' }).click()
  await walletOption(page, SOLANA).click()
  await expectBothConnected(page, evm.address, solana.address)
}

test('prompts come only from the visitor’s own choices in tab A, never from tab B, across a wallet-side disconnect and reloads', async ({
  page: tabA,
  context,
  evmWallet,
  solanaWallet,
}) => {
  const prompts = () => promptingRequests(evmWallet, solanaWallet)
  const askedInB: MockWalletAsk[] = []
  const askedInA: MockWalletAsk[] = []

  await tabA.goto('/')
  await connectBoth(tabA, evmWallet, solanaWallet)
  const firstRound = ['evm:eth_requestAccounts', 'solana:connect']
  expect(prompts()).toEqual(firstRound)

  const tabB = await context.newPage()
  await tabB.goto('/account/')
  await expect(tabB.getByTestId('account-eip155')).toHaveAttribute('data-address', evmWallet.address)
  await expect(tabB.getByTestId('account-solana')).toHaveAttribute('data-address', solanaWallet.address)
  await expect(walletStatus(tabB)).toHaveAttribute('data-status', 'connected')
  expect(prompts(), 'after tab B opened').toEqual(firstRound)

  // The wallets end the site's connection from their side: every tab follows, and nobody asks again.
  await evmWallet.disconnectFromWallet()
  await solanaWallet.disconnectFromWallet()
  for (const tab of [tabA, tabB]) await expect(walletStatus(tab)).toHaveAttribute('data-status', 'disconnected')
  await tabB.waitForTimeout(1_000)
  expect(prompts(), 'after the wallets disconnected the site').toEqual(firstRound)

  // The visitor reconnects both, in tab A; tab B follows without asking.
  await connectBoth(tabA, evmWallet, solanaWallet)
  await expectBothConnected(tabB, evmWallet.address, solanaWallet.address)
  // Listed per wallet: each wallet's two connection prompts, one per choice.
  const bothRounds = ['evm:eth_requestAccounts', 'evm:eth_requestAccounts', 'solana:connect', 'solana:connect']
  expect(prompts(), 'after the reconnect in tab A').toEqual(bothRounds)

  askedInA.push(...(await askedFrom(tabA)))
  askedInB.push(...(await askedFrom(tabB)))
  for (const tab of [tabA, tabB]) {
    await tab.reload()
    await expectBothConnected(tab, evmWallet.address, solanaWallet.address)
  }
  await tabA.waitForTimeout(1_000)
  askedInA.push(...(await askedFrom(tabA)))
  askedInB.push(...(await askedFrom(tabB)))

  expect(prompts(), 'after both tabs reloaded').toEqual(bothRounds)
  expect(evmWallet.connectionPrompts(), 'EVM connection prompts shown').toBe(2)
  expect(solanaWallet.connectionPrompts(), 'Solana connection prompts shown').toBe(2)
  expect(
    askedInA.map((ask) => ask.method),
    'prompting requests sent by tab A',
  ).toEqual(['eth_requestAccounts', 'standard:connect', 'eth_requestAccounts', 'standard:connect'])
  expect(askedInB, 'prompting requests sent by tab B').toEqual([])
})
