/**
 * Networks and balances against the local chains (anvil for Ethereum and Base,
 * the litesvm Solana RPC). The mock wallets forward chain reads to the same nodes.
 */
import type { Locator, Page } from '@playwright/test'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { MOCK_SOLANA_NAME as SOLANA } from './fixtures/mock-solana-wallet'
import { LOCAL_URLS } from './support/env'
import { connectWith, expectHeldDirectly, openAccountMenu, walletOption, walletStatus } from './support/wallet-ui'
import {
  airdropSol,
  evmBalance,
  freshEvmKey,
  freshSolanaSeed,
  setEvmBalance,
  solBalance,
  transferEth,
} from './support/chain-funds'
import { formatBalance } from '../src/chains/formatBalance'

const card = (page: Page, namespace: 'eip155' | 'solana'): Locator => page.getByTestId(`account-${namespace}`)
const network = (page: Page, namespace: 'eip155' | 'solana'): Locator => page.getByTestId(`network-${namespace}`)
const balance = (page: Page, namespace: 'eip155' | 'solana'): Locator => page.getByTestId(`balance-${namespace}`)
const menuNetwork = (page: Page): Locator => page.getByTestId('menu-network-eip155')

const eth = (wei: bigint) => formatBalance({ value: wei, decimals: 18, symbol: 'ETH' })
const sol = (lamports: bigint) => formatBalance({ value: lamports, decimals: 9, symbol: 'SOL' })

/** Adds the Solana wallet from the header menu to a connected EVM account; Solana becomes active. */
async function addSolana(page: Page, solanaAddress: string): Promise<void> {
  await openAccountMenu(page)
  await page.getByRole('button', { name: /add a solana wallet/i }).click()
  await walletOption(page, SOLANA).click()
  await expect(card(page, 'solana')).toHaveAttribute('data-address', solanaAddress)
  await expect(walletStatus(page)).toHaveAttribute('data-address', solanaAddress)
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
}

async function connectBoth(page: Page, evmAddress: string, solanaAddress: string): Promise<void> {
  await connectWith(page, EVM, evmAddress)
  await addSolana(page, solanaAddress)
}

test.describe('switching networks', () => {
  test('Ethereum → Base → Ethereum from the page: the wallet and the page agree', async ({ page, evmWallet }) => {
    await page.goto('/account/')
    await connectWith(page, EVM, evmWallet.address)
    await expect(network(page, 'eip155')).toHaveAttribute('data-chain-id', 'eip155:1')
    await expect(network(page, 'eip155')).toHaveText('Ethereum')

    await card(page, 'eip155').getByRole('button', { name: 'Switch to Base' }).click()
    await expect(network(page, 'eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')
    await expect(network(page, 'eip155')).toHaveText('Base')
    expect(evmWallet.chainId).toBe('0x2105')
    expect(evmWallet.calls()).toContain('wallet_switchEthereumChain')
    await expect(card(page, 'eip155').getByRole('link', { name: /view on basescan/i })).toHaveAttribute(
      'href',
      `https://basescan.org/address/${evmWallet.address}`,
    )

    await card(page, 'eip155').getByRole('button', { name: 'Switch to Ethereum' }).click()
    await expect(network(page, 'eip155')).toHaveAttribute('data-chain-id', 'eip155:1')
    expect(evmWallet.chainId).toBe('0x1')
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(walletStatus(page)).toHaveAttribute('data-address', evmWallet.address)
  })

  test('from the header menu', async ({ page, evmWallet }) => {
    await page.goto('/')
    await connectWith(page, EVM, evmWallet.address)
    await openAccountMenu(page)
    await expect(menuNetwork(page)).toHaveText('Ethereum')
    await page.locator('.menu').getByRole('button', { name: 'Switch to Base' }).click()
    await expect(menuNetwork(page)).toHaveAttribute('data-chain-id', 'eip155:8453')
    expect(evmWallet.chainId).toBe('0x2105')
    // The home page's panel reads the same store.
    await expect(page.getByTestId('wallet-status-panel')).toContainText('Base')
  })

  test('a declined switch is explained next to the control; the account stays on its chain', async ({
    page,
    evmWallet,
  }) => {
    await page.goto('/account/')
    await connectWith(page, EVM, evmWallet.address)
    evmWallet.setBehavior({ rejectSwitch: true })
    await card(page, 'eip155').getByRole('button', { name: 'Switch to Base' }).click()
    const error = card(page, 'eip155').getByTestId('wallet-error')
    await expect(error).toHaveAttribute('data-kind', 'declined')
    await expect(error).toContainText('Network switch declined')
    await expect(network(page, 'eip155')).toHaveAttribute('data-chain-id', 'eip155:1')
    expect(evmWallet.chainId).toBe('0x1')
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    // Not a connection problem: the header shows no error.
    await expect(page.locator('header').getByTestId('wallet-error')).toHaveCount(0)

    evmWallet.setBehavior({ rejectSwitch: false })
    await error.getByRole('button', { name: 'Try again' }).click()
    await expect(network(page, 'eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')
    await expect(card(page, 'eip155').getByTestId('wallet-error')).toHaveCount(0)
  })

  test.describe('a wallet that does not know Base', () => {
    test.use({ evmWalletOptions: { chains: [1], rpcUrls: { 1: LOCAL_URLS.ethereum, 8453: LOCAL_URLS.base } } })

    test('4902 → Sigil asks the wallet to add Base, then it is on Base', async ({ page, evmWallet }) => {
      await page.goto('/account/')
      await connectWith(page, EVM, evmWallet.address)
      await card(page, 'eip155').getByRole('button', { name: 'Switch to Base' }).click()
      await expect(network(page, 'eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')
      expect(evmWallet.chainId).toBe('0x2105')
      const walletCalls = evmWallet
        .calls()
        .filter((m) => m.startsWith('wallet_') && m !== 'wallet_requestPermissions' && m !== 'wallet_getPermissions')
      expect(walletCalls).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
      const added = evmWallet.requests().find((r) => r.method === 'wallet_addEthereumChain')?.params as [
        Record<string, unknown>,
      ]
      // The chain's public RPC and the configured explorer: never the site's own RPC URL.
      expect(added[0]).toMatchObject({
        chainId: '0x2105',
        chainName: 'Base',
        rpcUrls: ['https://mainnet.base.org'],
        blockExplorerUrls: ['https://basescan.org'],
      })
    })
  })

  test('the wallet switches chain by itself → every island follows, also while Solana is active', async ({
    page,
    evmWallet,
    solanaWallet,
  }) => {
    await page.goto('/account/')
    await connectWith(page, EVM, evmWallet.address)
    await openAccountMenu(page)
    await evmWallet.switchChain(8453)
    await expect(network(page, 'eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')
    await expect(menuNetwork(page)).toHaveAttribute('data-chain-id', 'eip155:8453')
    await page.keyboard.press('Escape')

    // AppKit 1.8.24 keeps the old chain for the EVM account while Solana is its active namespace.
    await addSolana(page, solanaWallet.address)
    await evmWallet.switchChain(1)
    await expect(network(page, 'eip155')).toHaveAttribute('data-chain-id', 'eip155:1')
    await expect(network(page, 'solana')).toHaveAttribute('data-chain-id', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  test('an unsupported chain: said plainly, still connected, one click back to Ethereum', async ({
    page,
    evmWallet,
    solanaWallet,
  }) => {
    await page.goto('/account/')
    await connectWith(page, EVM, evmWallet.address)
    await evmWallet.switchChain(137)
    await expect(network(page, 'eip155')).toHaveText('Unsupported network (Polygon, chain 137)')
    await expect(network(page, 'eip155')).toHaveAttribute('data-supported', 'false')
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(card(page, 'eip155')).toHaveAttribute('data-address', evmWallet.address)
    await expect(balance(page, 'eip155')).toHaveAttribute('data-status', 'unsupported')
    await openAccountMenu(page)
    await expect(menuNetwork(page)).toHaveText('Unsupported network (Polygon, chain 137)')
    await page.keyboard.press('Escape')

    // After a reload AppKit says chain 1 while the wallet is still on 137: the page must not.
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(network(page, 'eip155')).toHaveAttribute('data-chain-id', 'eip155:137')

    // AppKit labels the active Solana account "solana:137" then; Sigil keeps its real cluster.
    await addSolana(page, solanaWallet.address)
    await evmWallet.switchChain(8453)
    await evmWallet.switchChain(137)
    await expect(network(page, 'solana')).toHaveText('Solana')
    await expect(network(page, 'eip155')).toHaveAttribute('data-chain-id', 'eip155:137')

    await card(page, 'eip155').getByRole('button', { name: 'Switch to Ethereum' }).click()
    await expect(network(page, 'eip155')).toHaveAttribute('data-chain-id', 'eip155:1')
    expect(evmWallet.chainId).toBe('0x1')
    await expect(balance(page, 'eip155')).toHaveAttribute('data-status', 'ready')
  })
})

test.describe('changes made in the wallet', () => {
  test('EVM account switch → every island and a second tab follow', async ({ page, context, evmWallet }) => {
    await page.goto('/account/')
    await connectWith(page, EVM, evmWallet.address)
    const home = await context.newPage()
    await home.goto('/')
    await expect(walletStatus(home)).toHaveAttribute('data-status', 'connected')

    const next = await evmWallet.switchAccount(1)
    expect(next).not.toBe(evmWallet.addresses[0])
    await expect(walletStatus(page)).toHaveAttribute('data-address', next)
    await expect(card(page, 'eip155')).toHaveAttribute('data-address', next)
    await expect(walletStatus(home)).toHaveAttribute('data-address', next)
    await expect(home.getByTestId('wallet-status-panel')).toHaveAttribute('data-address', next)
    await expect(walletStatus(home)).toHaveAttribute('data-status', 'connected')
    // The balance is the new account's.
    await expect(balance(page, 'eip155')).toHaveAttribute('data-value', String(await evmBalance('ethereum', next)))
  })

  test('EVM disconnect inside the wallet → both tabs disconnected', async ({ page, context, evmWallet }) => {
    await page.goto('/account/')
    await connectWith(page, EVM, evmWallet.address)
    const other = await context.newPage()
    await other.goto('/account/')
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'connected')
    await evmWallet.disconnectFromWallet()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    await expect(page.getByTestId('no-accounts')).toBeVisible()
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'disconnected')
  })

  test('Solana account switch (Wallet Standard change event) → every island and a second tab follow', async ({
    page,
    context,
    solanaWallet,
  }) => {
    await page.goto('/account/')
    await connectWith(page, SOLANA, solanaWallet.address)
    const home = await context.newPage()
    await home.goto('/')
    await expect(walletStatus(home)).toHaveAttribute('data-status', 'connected')

    const next = await solanaWallet.switchAccount(1)
    await expect(walletStatus(page)).toHaveAttribute('data-address', next)
    await expect(card(page, 'solana')).toHaveAttribute('data-address', next)
    await expect(walletStatus(home)).toHaveAttribute('data-address', next)
    await expect(walletStatus(home)).toHaveAttribute('data-status', 'connected')
    await expect(balance(page, 'solana')).toHaveAttribute('data-value', String(await solBalance(next)))

    // It stays on the new account after a reload: the wallet, not AppKit's memory, decides.
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(walletStatus(page)).toHaveAttribute('data-address', next)
  })

  test('Solana disconnect inside the wallet → forgotten in both tabs, the EVM account stays', async ({
    page,
    context,
    evmWallet,
    solanaWallet,
  }) => {
    await page.goto('/account/')
    await connectBoth(page, evmWallet.address, solanaWallet.address)
    const other = await context.newPage()
    await other.goto('/account/')
    await expect(card(other, 'solana')).toHaveAttribute('data-address', solanaWallet.address)
    // The second tab has finished reconnecting (Solana is its active account) and follows the
    // wallet's own events.
    await expect(walletStatus(other)).toHaveAttribute('data-address', solanaWallet.address)
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'connected')
    await expectHeldDirectly(other, 'solana')

    await solanaWallet.disconnectFromWallet()
    await expect(card(page, 'solana')).toHaveCount(0)
    await expect(card(other, 'solana')).toHaveCount(0)
    await expect(walletStatus(page)).toHaveAttribute('data-address', evmWallet.address)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(walletStatus(other)).toHaveAttribute('data-address', evmWallet.address)

    // Gone for good: a reload does not bring it back.
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await page.waitForTimeout(1000)
    await expect(card(page, 'solana')).toHaveCount(0)
  })
})

test.describe('balances', () => {
  const evmKey = freshEvmKey()
  const evmAddress = privateKeyToAccount(evmKey).address
  const solanaSeed = freshSolanaSeed()
  test.use({
    evmWalletOptions: { privateKey: evmKey, rpcUrls: { 1: LOCAL_URLS.ethereum, 8453: LOCAL_URLS.base } },
    solanaWalletOptions: { seed: solanaSeed, rpcUrls: { 'solana:mainnet': LOCAL_URLS.solana } },
  })

  test('read from the local nodes, per chain, and updated after a transfer and an airdrop', async ({
    page,
    evmWallet,
    solanaWallet,
  }) => {
    expect(evmWallet.address).toBe(evmAddress)
    await setEvmBalance('ethereum', evmAddress, 1_234_567_891_234_567_891_234n)
    await setEvmBalance('base', evmAddress, parseEther('0.5'))
    await airdropSol(solanaWallet.address, 12_340_000_000n)

    await page.goto('/account/')
    await connectBoth(page, evmAddress, solanaWallet.address)
    await expect(balance(page, 'eip155')).toHaveText(/1,234\.5678 ETH/)
    await expect(balance(page, 'eip155')).toHaveAttribute('data-value', '1234567891234567891234')
    await expect(balance(page, 'solana')).toHaveText(/12\.3400 SOL/)

    await card(page, 'eip155').getByRole('button', { name: 'Switch to Base' }).click()
    await expect(balance(page, 'eip155')).toHaveText(/0\.5000 ETH/)

    await transferEth('base', evmAddress, '1.25')
    await card(page, 'eip155').getByRole('button', { name: 'Refresh balance' }).click()
    await expect(balance(page, 'eip155')).toHaveText(/1\.7500 ETH/)
    expect(await evmBalance('base', evmAddress)).toBe(parseEther('1.75'))

    await airdropSol(solanaWallet.address, 1_000_000_000n)
    await card(page, 'solana').getByRole('button', { name: 'Refresh balance' }).click()
    await expect(balance(page, 'solana')).toHaveText(
      new RegExp(sol(await solBalance(solanaWallet.address)).replace('.', '\\.')),
    )
    await expect(balance(page, 'solana')).toHaveText(/13\.3400 SOL/)

    // Back on Ethereum the Ethereum balance is read again, not Base's.
    await card(page, 'eip155').getByRole('button', { name: 'Switch to Ethereum' }).click()
    await expect(balance(page, 'eip155')).toHaveText(
      new RegExp(eth(await evmBalance('ethereum', evmAddress)).replace(/[.,]/g, '\\$&')),
    )
  })

  test('RPC down → "balance unavailable" with retry, connection intact; back up → retry recovers', async ({
    page,
    context,
    evmWallet,
  }) => {
    await setEvmBalance('ethereum', evmAddress, parseEther('3'))
    await page.goto('/account/')
    await connectWith(page, EVM, evmWallet.address)
    await expect(balance(page, 'eip155')).toHaveText(/3\.0000 ETH/)

    // Only this test's browser loses the Ethereum node: the shared node stays up for the
    // other workers, and the mock wallet (in Node) still reaches it, as a real wallet would.
    const toEthereumNode = (url: URL) => url.origin === new URL(LOCAL_URLS.ethereum).origin
    await context.route(toEthereumNode, (route) => route.abort('connectionrefused'))
    await setEvmBalance('ethereum', evmAddress, parseEther('4'))
    await card(page, 'eip155').getByRole('button', { name: 'Refresh balance' }).click()
    await expect(balance(page, 'eip155')).toHaveAttribute('data-status', 'error')
    await expect(balance(page, 'eip155')).toContainText('Balance unavailable')
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(card(page, 'eip155')).toHaveAttribute('data-address', evmWallet.address)
    await expect(network(page, 'eip155')).toHaveText('Ethereum')

    await context.unroute(toEthereumNode)
    await balance(page, 'eip155').getByRole('button', { name: 'Retry' }).click()
    await expect(balance(page, 'eip155')).toHaveText(/4\.0000 ETH/)
    await expect(balance(page, 'eip155')).toHaveAttribute('data-status', 'ready')
  })

  test('an EVM and a Solana account at once: each with its own network and balance, the active one marked', async ({
    page,
    evmWallet,
    solanaWallet,
  }) => {
    await setEvmBalance('ethereum', evmAddress, parseEther('2'))
    await airdropSol(solanaWallet.address, 1n)
    await page.goto('/account/')
    await connectBoth(page, evmAddress, solanaWallet.address)

    await expect(network(page, 'eip155')).toHaveText('Ethereum')
    await expect(network(page, 'solana')).toHaveText('Solana')
    await expect(balance(page, 'eip155')).toHaveText(/2\.0000 ETH/)
    await expect(balance(page, 'solana')).toHaveAttribute('data-value', String(await solBalance(solanaWallet.address)))
    await expect(card(page, 'solana').getByRole('link', { name: /view on solscan/i })).toHaveAttribute(
      'href',
      `https://solscan.io/account/${solanaWallet.address}`,
    )
    await expect(card(page, 'eip155').getByRole('link', { name: /view on etherscan/i })).toHaveAttribute(
      'href',
      `https://etherscan.io/address/${evmAddress}`,
    )

    // The newest connection is active, and only one card says so.
    await expect(card(page, 'solana')).toHaveAttribute('data-active', 'true')
    await expect(card(page, 'eip155')).toHaveAttribute('data-active', 'false')
    await expect(page.getByText('Used for proofs', { exact: true })).toHaveCount(1)
    await card(page, 'eip155').getByRole('button', { name: 'Use for proofs' }).click()
    await expect(card(page, 'eip155')).toHaveAttribute('data-active', 'true')
    await expect(card(page, 'solana')).toHaveAttribute('data-active', 'false')
    await expect(walletStatus(page)).toHaveAttribute('data-address', evmAddress)

    // Switching the EVM network leaves the Solana account as it was.
    await card(page, 'eip155').getByRole('button', { name: 'Switch to Base' }).click()
    await expect(network(page, 'eip155')).toHaveText('Base')
    await expect(network(page, 'solana')).toHaveText('Solana')
    await expect(card(page, 'solana')).toHaveAttribute('data-address', solanaWallet.address)
    expect(evmWallet.chainId).toBe('0x2105')
  })

  test('copy address says so', async ({ page, context, evmWallet }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/account/')
    await connectWith(page, EVM, evmWallet.address)
    await card(page, 'eip155').getByRole('button', { name: 'Copy address' }).click()
    await expect(card(page, 'eip155').getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(evmWallet.address)
  })
})
