/**
 * An operator offers a network by configuration alone: the sub-path build is made with
 * PUBLIC_EVM_NETWORKS=1,8453,10 and PUBLIC_OPTIMISM_RPC_URL (e2e/support/env.ts), and nothing else
 * of the code knows OP Mainnet. Against a third local chain (anvil, chain id 10): the page switches
 * a wallet that lacks it, reads its balance, signs a proof on it that verifies, and the policy and
 * the privacy page name its host. The root build offers Ethereum and Base only.
 */
import type { Page } from '@playwright/test'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { DEPLOY_URL, LOCAL_URLS } from './support/env'
import { evmBalance, freshEvmKey, setEvmBalance } from './support/chain-funds'
import { connectButton, connectWith, walletOption } from './support/wallet-ui'
import { formatBalance } from '../src/chains/formatBalance'

const OPTIMISM_RPC_ORIGIN = new URL(LOCAL_URLS.optimism).origin
const key = freshEvmKey()
const address = privateKeyToAccount(key).address

/** The policy a page carries in its <meta> (the sub-path build is served without headers). */
async function metaPolicy(page: Page): Promise<string> {
  return (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? ''
}

test.describe('a build that offers OP Mainnet by configuration', () => {
  test.use({
    baseURL: DEPLOY_URL,
    evmWalletOptions: {
      privateKey: key,
      // A wallet that knows Ethereum and Base only: the page asks it to add OP Mainnet.
      chains: [1, 8453],
      rpcUrls: { 1: LOCAL_URLS.ethereum, 8453: LOCAL_URLS.base, 10: LOCAL_URLS.optimism },
    },
  })

  test('switch to OP Mainnet from the page, its balance, a proof signed on it that verifies', async ({
    page,
    evmWallet,
    newContext,
  }) => {
    await setEvmBalance('optimism', address, parseEther('1.25'))
    await page.goto('account/')
    await connectWith(page, EVM, address)
    const card = page.getByTestId('account-eip155')
    await card.getByRole('button', { name: 'Switch to OP Mainnet' }).click()
    await expect(page.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', 'eip155:10')
    await expect(page.getByTestId('network-eip155')).toHaveText('OP Mainnet')
    expect(evmWallet.chainId).toBe('0xa')
    // The wallet is given the network's public RPC and explorer, never the site's own RPC.
    const added = evmWallet.requests().find((r) => r.method === 'wallet_addEthereumChain')?.params as [
      Record<string, unknown>,
    ]
    expect(added[0]).toMatchObject({
      chainId: '0xa',
      chainName: 'OP Mainnet',
      rpcUrls: ['https://mainnet.optimism.io'],
      blockExplorerUrls: ['https://optimistic.etherscan.io'],
    })

    const balance = page.getByTestId('balance-eip155')
    await expect(balance).toHaveAttribute('data-status', 'ready')
    const wei = await evmBalance('optimism', address)
    await expect(balance).toHaveAttribute('data-value', String(wei))
    await expect(balance).toContainText(formatBalance({ value: wei, decimals: 18, symbol: 'ETH' }))
    await expect(card.getByRole('link', { name: /optimistic\.etherscan\.io|optimism explorer/i })).toHaveAttribute(
      'href',
      `https://optimistic.etherscan.io/address/${address}`,
    )

    await page.goto('prove/')
    await page.getByRole('button', { name: 'Sign with your wallet' }).click()
    const link = await page.getByTestId('proof-link').inputValue()
    expect(link.startsWith(`${DEPLOY_URL}verify/#proof=`)).toBe(true)
    await expect(page.getByTestId('proof-message')).toHaveValue(/\nChain ID: 10\n/)

    const { context } = await newContext({ wallets: [] })
    const reader = await context.newPage()
    await reader.goto(link)
    const verdict = reader.getByTestId('verify-result')
    await expect(verdict).toHaveAttribute('data-verdict', 'valid')
    await expect(verdict).toContainText('OP Mainnet')
  })

  test('the wallet list names the three EVM networks beside a browser EVM wallet', async ({ page }) => {
    await page.goto('')
    await connectButton(page).click()
    await expect(walletOption(page, EVM)).toContainText('Ethereum, Base & OP Mainnet')
  })

  test('its RPC host is in the policy and on the privacy page; the root build offers Ethereum and Base only', async ({
    page,
  }) => {
    await page.goto('privacy/')
    expect((await metaPolicy(page)).split('; ').find((d) => d.startsWith('connect-src'))).toContain(OPTIMISM_RPC_ORIGIN)
    await expect(page.getByTestId('privacy-rpc-host')).toHaveText(
      [LOCAL_URLS.ethereum, LOCAL_URLS.base, LOCAL_URLS.optimism, LOCAL_URLS.solana].map((url) => new URL(url).host),
    )
    await expect(page.locator('.privacy-leaves')).toContainText(`${new URL(LOCAL_URLS.optimism).host} (OP Mainnet)`)
  })
})

test('the root build, made without PUBLIC_EVM_NETWORKS, offers Ethereum and Base only', async ({ page }) => {
  const response = await page.goto('/privacy/')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain(new URL(LOCAL_URLS.base).origin)
  expect(policy).not.toContain(OPTIMISM_RPC_ORIGIN)
  await expect(page.getByTestId('privacy-rpc-host')).toHaveCount(3)
  await expect(page.locator('.privacy-leaves')).not.toContainText('OP Mainnet')
})
