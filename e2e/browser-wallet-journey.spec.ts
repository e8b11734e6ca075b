/**
 * A browser wallet's whole journey runs without AppKit: connect on the home page, switch to
 * Base on the account page, sign a proof, visit the wallets page, disconnect. Every script the
 * context fetches is checked against AppKit's and WalletConnect's chunks as the build names
 * them (./support/appkit-chunks.ts), every prompt the wallet shows is counted, and the scripts
 * fetched over the journey (HTTP cache on, as a visitor has it) stay within the budget.
 */
import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { MOCK_SOLANA_NAME as SOLANA } from './fixtures/mock-solana-wallet'
import { appKitChunks } from './support/appkit-chunks'
import { E2E_OUT_DIR } from './support/env'
import {
  connectWith,
  disconnectFromHeader,
  expectHeldDirectly,
  openAccountMenu,
  walletStatus,
} from './support/wallet-ui'
import { gzipSize, kb } from '../scripts/size-budget/js-weight.ts'

/**
 * Every script of the journey together, gzip: 150 KB is the goal for a browser-wallet visitor's
 * whole visit, EVM (name look-up included) and Solana alike.
 */
const JOURNEY_BUDGET_GZIP = { eip155: 150 * 1024, solana: 150 * 1024 } as const

const appKit = appKitChunks(E2E_OUT_DIR)

/** The build's file names of every script any page of the context fetches, in order, once each. */
function scriptsFetched(context: BrowserContext): string[] {
  const files: string[] = []
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.resourceType() === 'script' || path.endsWith('.js')) {
      const file = path.slice(path.lastIndexOf('/') + 1)
      if (path.startsWith('/_astro/') && !files.includes(file)) files.push(file)
    }
  })
  return files
}

/** No AppKit or WalletConnect chunk among the journey's scripts, and all of them within the budget. */
function expectLeanJourney(files: readonly string[], budget: number): void {
  expect(
    files.filter((file) => appKit.has(file)),
    'AppKit or WalletConnect chunks fetched',
  ).toEqual([])
  // Over budget, the message lists each file, largest first.
  const sizes = files.map((file) => ({ file, gzip: gzipSize(readFileSync(`${E2E_OUT_DIR}/_astro/${file}`)) }))
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0)
  const listing = sizes
    .sort((a, b) => b.gzip - a.gzip)
    .map(({ file, gzip }) => `  ${kb(gzip).padStart(9)}  ${file}`)
    .join('\n')
  expect(total, `the journey's JavaScript: ${kb(total)} gzip in ${files.length} files\n${listing}`).toBeLessThanOrEqual(
    budget,
  )
}

async function signProof(page: Page): Promise<void> {
  await page.goto('/prove/')
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await page.getByRole('button', { name: 'Sign with your wallet' }).click()
  await expect(page.getByTestId('proof-link')).toHaveValue(/\/verify\/#proof=/)
}

test('the build names AppKit’s chunks: its entry and its dialog', () => {
  expect([...appKit].some((file) => file.startsWith('startAppKit.'))).toBe(true)
  expect([...appKit].some((file) => file.startsWith('w3m-modal.'))).toBe(true)
})

test('EVM: connect, switch to Base, sign, browse, disconnect; one prompt each, no AppKit, within budget', async ({
  page,
  context,
  evmWallet,
}) => {
  const fetched = scriptsFetched(context)
  await page.goto('/')
  await connectWith(page, EVM, evmWallet.address)
  await expectHeldDirectly(page, 'eip155')

  await page.goto('/account/')
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await page.getByTestId('account-eip155').getByRole('button', { name: 'Switch to Base' }).click()
  await expect(page.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')

  await signProof(page)
  await page.goto('/wallets/')
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await disconnectFromHeader(page)
  await page.reload()
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')

  const calls = evmWallet.calls()
  expect(evmWallet.connectionPrompts(), 'connection prompts').toBe(1)
  expect(calls.filter((m) => m === 'eth_requestAccounts' || m === 'wallet_requestPermissions')).toHaveLength(1)
  expect(
    calls.filter((m) => m === 'wallet_switchEthereumChain'),
    'switch requests',
  ).toHaveLength(1)
  expect(
    calls.filter((m) => m === 'personal_sign'),
    'signature requests',
  ).toHaveLength(1)
  // Disconnect also ends the site's permission in the wallet, where the wallet offers it.
  expect(calls).toContain('wallet_revokePermissions')
  expect(evmWallet.isAuthorized(new URL(page.url()).origin)).toBe(false)

  expectLeanJourney(fetched, JOURNEY_BUDGET_GZIP.eip155)
})

test('Solana: connect, sign, browse, disconnect; one prompt each, no AppKit, within budget', async ({
  page,
  context,
  solanaWallet,
}) => {
  const fetched = scriptsFetched(context)
  await page.goto('/')
  await connectWith(page, SOLANA, solanaWallet.address)
  await expectHeldDirectly(page, 'solana')
  await page.goto('/account/')
  await expect(page.getByTestId('account-solana')).toHaveAttribute('data-address', solanaWallet.address)
  await signProof(page)
  await page.goto('/wallets/')
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await disconnectFromHeader(page)
  await page.reload()
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')

  const calls = solanaWallet.calls()
  expect(solanaWallet.connectionPrompts(), 'connection prompts').toBe(1)
  expect(
    calls.filter((m) => m === 'signMessage'),
    'signature requests',
  ).toHaveLength(1)
  expect(calls).toContain('disconnect')

  expectLeanJourney(fetched, JOURNEY_BUDGET_GZIP.solana)
})

test("the wallet's own events reach every island and a second tab, without AppKit", async ({
  page,
  context,
  evmWallet,
}) => {
  const fetched = scriptsFetched(context)
  await page.goto('/account/')
  await connectWith(page, EVM, evmWallet.address)
  const other = await context.newPage()
  await other.goto('/')
  await expect(walletStatus(other)).toHaveAttribute('data-status', 'connected')
  await expectHeldDirectly(other, 'eip155')

  const next = await evmWallet.switchAccount(1)
  for (const tab of [page, other]) await expect(walletStatus(tab)).toHaveAttribute('data-address', next)
  await expect(page.getByTestId('account-eip155')).toHaveAttribute('data-address', next)

  await evmWallet.switchChain(8453)
  await expect(page.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')
  await openAccountMenu(other)
  await expect(other.getByTestId('menu-network-eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')

  await evmWallet.disconnectFromWallet()
  for (const tab of [page, other]) await expect(walletStatus(tab)).toHaveAttribute('data-status', 'disconnected')
  expect(evmWallet.connectionPrompts(), 'the visitor chose a wallet once').toBe(1)
  expect(fetched.filter((file) => appKit.has(file))).toEqual([])
})
