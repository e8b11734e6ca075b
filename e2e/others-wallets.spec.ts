/**
 * The browser-wallet journeys against wallets published by others, not Sigil's own mocks (which
 * agree with the product by construction): `@johanneskares/wallet-mock` and
 * `headless-web3-provider` on Ethereum and Base, and the Solana wallet-adapter project's burner
 * wallet registered through the Wallet Standard. Each goes through what that wallet supports:
 * connect from Sigil's list, reconnect after a reload and a navigation, switch networks, sign a
 * proof that a browser with no wallet verifies, the wallet's own events, disconnect from the
 * header, and a second tab. The contexts are the suite's offline ones with Sigil's mocks left out.
 */
import type { Locator, Page } from '@playwright/test'
import { getAddress, recoverMessageAddress, stringToHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { test as base, expect, type NewContextOptions, type OfflineContext } from './fixtures/browser'
import {
  HEADLESS_DOTTED_RDNS,
  HEADLESS_KEYS,
  HEADLESS_NAME,
  HEADLESS_RDNS,
  Web3RequestKind,
  installHeadlessProvider,
  type InstalledHeadlessProvider,
} from './fixtures/others/headless-web3-provider'
import {
  BURNER_NAME,
  burnerAddress,
  burnerConnects,
  installBurnerWallet,
  withBurner,
} from './fixtures/others/burner-wallet'
import {
  WALLET_MOCK_NAME,
  WALLET_MOCK_RDNS,
  installWalletMock,
  type InstalledWalletMock,
} from './fixtures/others/wallet-mock'
import {
  connectButton,
  disconnectFromHeader,
  expectHeldDirectly,
  openAccountMenu,
  walletList,
  walletOption,
  walletStatus,
} from './support/wallet-ui'

const test = base.extend<{
  walletMock: InstalledWalletMock
  headlessWallet: InstalledHeadlessProvider
}>({
  walletMock: async ({ context }, use) => {
    await use(await installWalletMock(context))
  },
  headlessWallet: async ({ context }, use) => {
    await use(await installHeadlessProvider(context, { alsoAnnounceAs: HEADLESS_DOTTED_RDNS }))
  },
})

// Sigil's own mock wallets stay out: each test adds only the published wallet it is about.
test.use({ wallets: [] })

const PROMPTING_EVM = new Set(['eth_requestAccounts', 'wallet_requestPermissions'])

/** An entry of Sigil's list, by the wallet's name and the id (EIP-6963 rdns) it announced. */
function listEntry(page: Page, name: string, id: string): Locator {
  return walletOption(page, name).and(page.locator(`[data-wallet-id="${id}"]`))
}

async function openList(page: Page): Promise<void> {
  await connectButton(page).click()
  await expect(walletList(page)).toBeVisible()
}

async function expectConnected(page: Page, address: string, namespace: 'eip155' | 'solana'): Promise<void> {
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await expect(walletStatus(page)).toHaveAttribute('data-address', address)
  await expect(walletStatus(page)).toHaveAttribute('data-namespace', namespace)
}

/** Signs on /prove/ (the account already connected there) and returns the proof link. */
async function signProof(page: Page, approve?: () => Promise<void>): Promise<string> {
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await page.getByRole('button', { name: 'Sign with your wallet' }).click()
  await approve?.()
  const link = page.getByTestId('proof-link')
  await expect(link).toHaveValue(/\/verify\/#proof=/)
  return link.inputValue()
}

/** Opens a proof link in a fresh browser profile with no wallet at all. */
async function openProofWithoutWallet(
  newContext: (options?: NewContextOptions) => Promise<OfflineContext>,
  link: string,
): Promise<Page> {
  const { context } = await newContext({ wallets: [] })
  const reader = await context.newPage()
  await reader.goto(link)
  return reader
}

test.describe('@johanneskares/wallet-mock (EIP-6963, approves everything, no events)', () => {
  test('connects from the list with one request, and stays connected after a reload, a navigation and in a second tab', async ({
    page,
    context,
    walletMock,
  }) => {
    await page.goto('/')
    await openList(page)
    await listEntry(page, WALLET_MOCK_NAME, WALLET_MOCK_RDNS).click()
    await expectConnected(page, walletMock.address, 'eip155')
    await expectHeldDirectly(page, 'eip155')

    await page.reload()
    await expectConnected(page, walletMock.address, 'eip155')
    await expectHeldDirectly(page, 'eip155')
    await page.goto('/account/')
    await expectConnected(page, walletMock.address, 'eip155')
    await expect(page.getByTestId('account-eip155')).toHaveAttribute('data-address', walletMock.address)
    await expect(page.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', 'eip155:1')

    const other = await context.newPage()
    await other.goto('/prove/')
    await expectConnected(other, walletMock.address, 'eip155')
    await expectHeldDirectly(other, 'eip155')

    expect(walletMock.calls().filter((method) => PROMPTING_EVM.has(method))).toEqual(['eth_requestAccounts'])
  })

  test('switches to Base and back on /account/; the switch holds after a reload', async ({ page, walletMock }) => {
    await page.goto('/account/')
    await openList(page)
    await listEntry(page, WALLET_MOCK_NAME, WALLET_MOCK_RDNS).click()
    await expectConnected(page, walletMock.address, 'eip155')
    const account = page.getByTestId('account-eip155')
    const network = page.getByTestId('network-eip155')

    // The wallet announces no chainChanged: Sigil reads the chain back after the switch.
    await account.getByRole('button', { name: 'Switch to Base' }).click()
    await expect(network).toHaveAttribute('data-chain-id', 'eip155:8453')
    await page.reload()
    await expectConnected(page, walletMock.address, 'eip155')
    await expect(network).toHaveAttribute('data-chain-id', 'eip155:8453')

    await account.getByRole('button', { name: 'Switch to Ethereum' }).click()
    await expect(network).toHaveAttribute('data-chain-id', 'eip155:1')
    expect(walletMock.calls().filter((method) => method === 'wallet_switchEthereumChain')).toHaveLength(2)
  })

  test('signs a proof on /prove/ that a browser with no wallet verifies', async ({ page, walletMock, newContext }) => {
    await page.goto('/prove/')
    await openList(page)
    await listEntry(page, WALLET_MOCK_NAME, WALLET_MOCK_RDNS).click()
    await expectConnected(page, walletMock.address, 'eip155')
    const link = await signProof(page)
    expect(walletMock.calls().filter((method) => method === 'personal_sign')).toHaveLength(1)

    const reader = await openProofWithoutWallet(newContext, link)
    await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    await expect(reader.getByTestId('verify-address')).toHaveText(walletMock.address)
  })

  test('disconnects from the header menu: every tab, and after a reload', async ({ page, context, walletMock }) => {
    await page.goto('/')
    await openList(page)
    await listEntry(page, WALLET_MOCK_NAME, WALLET_MOCK_RDNS).click()
    await expectConnected(page, walletMock.address, 'eip155')
    const other = await context.newPage()
    await other.goto('/account/')
    await expectConnected(other, walletMock.address, 'eip155')

    await disconnectFromHeader(page)
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'disconnected')
    // Sigil asks the wallet to end the site's permission; this wallet answers and still shares its
    // account (it approves everything), so only Sigil's own memory keeps the site disconnected.
    expect(walletMock.calls()).toContain('wallet_revokePermissions')
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    await page.waitForTimeout(1_500)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  })
})

test.describe('headless-web3-provider (EIP-1193, each prompt approved in the wallet)', () => {
  /**
   * The package announces rdns "headless-web3-provider", a single label where EIP-6963 asks for
   * reverse DNS: Sigil lists it all the same, as AppKit's catalogue would. The tests below reach
   * the same provider through a second announcement under a dotted rdns as well.
   */
  test('its own announcement is in Sigil’s list and connects', async ({ newContext }) => {
    const { context: plain } = await newContext({ wallets: [] })
    const wallet = await installHeadlessProvider(plain)
    const tab = await plain.newPage()
    await tab.goto('/')
    await openList(tab)
    const entry = listEntry(tab, HEADLESS_NAME, HEADLESS_RDNS)
    await expect(entry, 'the package’s own EIP-6963 announcement in Sigil’s list').toBeVisible()
    await entry.click()
    await wallet.backend.authorize(Web3RequestKind.RequestAccounts)
    await expectConnected(tab, wallet.address, 'eip155')
  })

  async function connectHeadless(page: Page, wallet: InstalledHeadlessProvider): Promise<void> {
    await openList(page)
    await listEntry(page, HEADLESS_NAME, HEADLESS_DOTTED_RDNS).click()
    // The wallet's prompt is open: the page waits for it, and shows no account yet.
    await expect.poll(() => wallet.backend.getPendingRequestCount(Web3RequestKind.RequestAccounts)).toBe(1)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connecting')
    await wallet.backend.authorize(Web3RequestKind.RequestAccounts)
    // The wallet answers in lower case; Sigil shows the checksummed address.
    await expectConnected(page, wallet.address, 'eip155')
  }

  test('connects with one approved prompt, and stays connected after a reload, a navigation and in a second tab', async ({
    page,
    context,
    headlessWallet,
  }) => {
    await page.goto('/')
    await connectHeadless(page, headlessWallet)
    await expectHeldDirectly(page, 'eip155')

    await page.reload()
    await expectConnected(page, headlessWallet.address, 'eip155')
    await expectHeldDirectly(page, 'eip155')
    await page.goto('/account/')
    await expectConnected(page, headlessWallet.address, 'eip155')
    await expect(page.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', 'eip155:1')
    const other = await context.newPage()
    await other.goto('/prove/')
    await expectConnected(other, headlessWallet.address, 'eip155')
    await expectHeldDirectly(other, 'eip155')

    expect(headlessWallet.backend.getPendingRequestCount()).toBe(0)
    expect(headlessWallet.calls().filter((method) => PROMPTING_EVM.has(method))).toEqual(['eth_requestAccounts'])
  })

  test('a connection declined in the wallet is explained and leaves the page disconnected', async ({
    page,
    headlessWallet,
  }) => {
    await page.goto('/')
    await openList(page)
    await listEntry(page, HEADLESS_NAME, HEADLESS_DOTTED_RDNS).click()
    await headlessWallet.backend.reject(Web3RequestKind.RequestAccounts)
    const error = page.getByTestId('wallet-error')
    await expect(error).toHaveAttribute('data-kind', 'declined')
    await expect(error).toContainText('Connection declined')
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  })

  test('switches to Base and back on /account/, each approved in the wallet', async ({ page, headlessWallet }) => {
    await page.goto('/account/')
    await connectHeadless(page, headlessWallet)
    const account = page.getByTestId('account-eip155')
    const network = page.getByTestId('network-eip155')

    await account.getByRole('button', { name: 'Switch to Base' }).click()
    await headlessWallet.backend.authorize(Web3RequestKind.SwitchEthereumChain)
    await expect(network).toHaveAttribute('data-chain-id', 'eip155:8453')
    expect(headlessWallet.backend.getNetwork().chainId).toBe(8453)

    await account.getByRole('button', { name: 'Switch to Ethereum' }).click()
    await headlessWallet.backend.authorize(Web3RequestKind.SwitchEthereumChain)
    await expect(network).toHaveAttribute('data-chain-id', 'eip155:1')
    expect(headlessWallet.backend.getPendingRequestCount()).toBe(0)
  })

  /**
   * The package's `personal_sign` hands the hex-encoded message (EIP-1193 / wagmi send
   * `0x…`) to ethers 5's `Wallet.signMessage`, which signs a string as UTF-8 text: it signs the
   * characters "0x4c6f…", not the message. Sigil's link carries that signature, and every reader
   * (Sigil's, or any EIP-191 verifier) finds it does not match the message.
   */
  test('signs the hex-encoded message as text, so its proof reads invalid (the wallet’s bug, not the reader’s)', async ({
    page,
    headlessWallet,
    newContext,
  }) => {
    await page.goto('/prove/')
    await connectHeadless(page, headlessWallet)
    const link = await signProof(page, () => headlessWallet.backend.authorize(Web3RequestKind.SignMessage))
    const reader = await openProofWithoutWallet(newContext, link)
    await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'invalid')

    await reader.getByLabel('Message').scrollIntoViewIfNeeded()
    await expect(reader.getByLabel('Signature')).not.toHaveValue('')
    const message = await reader.getByLabel('Message').inputValue()
    const signature = (await reader.getByLabel('Signature').inputValue()) as Hex
    expect(message).toContain(headlessWallet.address)
    expect(await recoverMessageAddress({ message, signature })).not.toBe(headlessWallet.address)
    // What the wallet did sign: the text of the message's hex encoding.
    expect(await recoverMessageAddress({ message: stringToHex(message), signature })).toBe(headlessWallet.address)
  })

  test("the wallet's own account change, network change and letting go reach every tab", async ({
    page,
    context,
    headlessWallet,
  }) => {
    await page.goto('/account/')
    await connectHeadless(page, headlessWallet)
    const other = await context.newPage()
    await other.goto('/')
    await expectConnected(other, headlessWallet.address, 'eip155')

    // accountsChanged with lower-case addresses.
    const second = privateKeyToAccount(HEADLESS_KEYS[1]).address
    await headlessWallet.backend.changeAccounts([HEADLESS_KEYS[1]])
    for (const tab of [page, other]) await expectConnected(tab, second, 'eip155')
    await expect(page.getByTestId('account-eip155')).toHaveAttribute('data-address', getAddress(second))

    // chainChanged with the chain id as a number, not the hex string EIP-1193 names.
    headlessWallet.backend.switchNetwork(8453)
    await expect(page.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')
    await openAccountMenu(other)
    await expect(other.getByTestId('menu-network-eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')

    // The package has no "disconnect this site"; its emitter can still say the accounts are gone.
    headlessWallet.backend.emit('accountsChanged', [])
    for (const tab of [page, other]) await expect(walletStatus(tab)).toHaveAttribute('data-status', 'disconnected')
    expect(headlessWallet.calls().filter((method) => PROMPTING_EVM.has(method))).toEqual(['eth_requestAccounts'])
  })

  test('disconnects from the header menu: every tab, and after a reload', async ({ page, context, headlessWallet }) => {
    await page.goto('/')
    await connectHeadless(page, headlessWallet)
    const other = await context.newPage()
    await other.goto('/account/')
    await expectConnected(other, headlessWallet.address, 'eip155')

    await disconnectFromHeader(page)
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'disconnected')
    // Sigil asks the wallet to end the site's permission; this one does not support it (4200) and
    // keeps sharing its account, so only Sigil's own memory keeps the site disconnected.
    expect(headlessWallet.calls()).toContain('wallet_revokePermissions')
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    await page.waitForTimeout(1_500)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    expect(headlessWallet.backend.getPendingRequestCount()).toBe(0)
  })
})

test.describe('UnsafeBurnerWalletAdapter as a Wallet Standard wallet (keys live in the page only)', () => {
  test.beforeEach(async ({ context }) => {
    await installBurnerWallet(context)
  })

  async function connectBurner(page: Page): Promise<string> {
    await openList(page)
    await walletOption(page, BURNER_NAME).click()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    const address = await burnerAddress(page)
    expect(address, 'the burner made an account').toBeDefined()
    await expectConnected(page, address!, 'solana')
    return address!
  }

  test('connects from the list with one connect', async ({ page }) => {
    await page.goto('/')
    const address = await connectBurner(page)
    await expectHeldDirectly(page, 'solana')
    await expect(page.getByTestId('wallet-status-panel')).toHaveAttribute('data-address', address)
    expect(await burnerConnects(page)).toBe(1)
  })

  test('after a reload or a navigation the burner has no account: Sigil says so, without asking it to connect', async ({
    page,
  }) => {
    await page.goto('/')
    await connectBurner(page)

    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    await expect(page.getByTestId('wallet-error')).toContainText('Could not reconnect to your wallet')
    expect(await burnerConnects(page), 'connects in the reloaded page').toBe(0)

    await connectBurner(page)
    await page.goto('/account/')
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    await expect(page.getByTestId('wallet-error')).toContainText('Could not reconnect to your wallet')
    expect(await burnerConnects(page), 'connects in the new page').toBe(0)
  })

  test('signs a proof on /prove/ that a browser with no wallet verifies', async ({ page, newContext }) => {
    await page.goto('/prove/')
    const address = await connectBurner(page)
    const link = await signProof(page)
    const reader = await openProofWithoutWallet(newContext, link)
    await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    await expect(reader.getByTestId('verify-address')).toHaveText(address)
  })

  test("the wallet's own new account and disconnect reach the page", async ({ page }) => {
    await page.goto('/account/')
    const first = await connectBurner(page)

    // A connect made by the wallet itself: a new keypair, announced with standard:events `change`.
    await withBurner(page, 'connect')
    const next = await burnerAddress(page)
    expect(next).not.toBe(first)
    await expectConnected(page, next!, 'solana')
    await expect(page.getByTestId('account-solana')).toHaveAttribute('data-address', next!)

    await withBurner(page, 'disconnect')
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  })

  test('disconnects from the header menu, and the burner lets go of its key', async ({ page }) => {
    await page.goto('/')
    await connectBurner(page)
    await disconnectFromHeader(page)
    expect(await burnerAddress(page), 'the burner still has an account').toBeUndefined()
    await page.reload()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  })

  /**
   * Each tab runs its own burner, and a new tab's has no key: its silent connect answers no
   * account, which Sigil reads as "the wallet no longer lets this site in" and forgets the shared
   * Solana account, so the first tab shows disconnected too, although its own burner still holds
   * the key. With an extension (one wallet behind every tab) that answer is true for every tab.
   */
  test('a second tab: its own burner has no account, and both tabs settle on disconnected without a prompt', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    const address = await connectBurner(page)
    const other = await context.newPage()
    await other.goto('/account/')
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'disconnected')
    await expect(other.getByTestId('wallet-error')).toContainText('Could not reconnect to your wallet')
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')

    expect(await burnerConnects(other), 'connects in the second tab').toBe(0)
    expect(await burnerConnects(page), 'connects in the first tab').toBe(1)
    expect(await burnerAddress(page), 'the first tab’s burner keeps its key').toBe(address)
  })
})
