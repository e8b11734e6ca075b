/**
 * Islands hydrate on intent or need (`client:intent`, src/islands/wakeDirective.ts): a first
 * visit runs only the page's inline scripts; React and the islands come when the visitor
 * reaches for a control, when an account is remembered, or when a proof link is opened.
 */
import type { Page, Request } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { connectButton, connectWith, walletList, walletOption, walletStatus } from './support/wallet-ui'
import { recordWalletStatus, statusLog } from './support/status-log'
import { encodeProofLink } from '../packages/verify/src/index.ts'
import { freshProofs } from '../test/proof/testing.ts'

/** The site's own modules the page requests from now on. */
function moduleRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/_astro/') && url.pathname.endsWith('.js')) urls.push(url.pathname)
  })
  return urls
}

/** Whether React has rendered the header island (the placeholder has no React fiber). */
async function headerIsLive(page: Page): Promise<boolean> {
  return walletStatus(page).evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react')))
}

/** Astro's React renderer: no island can hydrate until it has loaded. */
const RENDERER = /\/_astro\/client\.[\w-]+\.js(\?.*)?$/

/** The wallet list (src/wallet-list/walletPicker.ts) with the stores it needs. */
const WALLET_LIST = /\/_astro\/wallet-list\.[\w-]+\.js(\?.*)?$/

/** Holds the requests for `script` until `release()`. */
async function holdScript(page: Page, script: RegExp): Promise<{ release: () => Promise<void> }> {
  let open: () => void = () => undefined
  const held = new Promise<void>((resolve) => (open = resolve))
  await page.route(script, async (route) => {
    await held
    // A request from a page already navigated away from is gone: nothing to continue.
    await route.continue().catch(() => undefined)
  })
  return {
    release: async () => {
      open()
      await page.unroute(script)
    },
  }
}

/** A click on Connect with no pointer or focus before it: the press alone, no reach that could wake the page. */
async function clickConnect(page: Page): Promise<void> {
  await connectButton(page).evaluate((button) => (button as HTMLButtonElement).click())
}

/** Opens `/` with React's renderer held, and chooses `wallet` in the list a click on Connect opens. */
async function chooseBeforeWake(page: Page, wallet: string): Promise<{ release: () => Promise<void> }> {
  await page.goto('/')
  const renderer = await holdRenderer(page)
  await clickConnect(page)
  await walletOption(page, wallet).click()
  return renderer
}

/** Holds the renderer's requests until `release()`, keeping the page's placeholders on screen. */
function holdRenderer(page: Page): Promise<{ release: () => Promise<void> }> {
  return holdScript(page, RENDERER)
}

/**
 * The one module a first visit runs (src/wallet-list/earlyWalletList.ts, bundled by Astro from
 * FirstPaintStatus.astro) and the import helper it shares with the islands: about 1.5 KB gzip.
 */
const EARLY_LOADER = /^\/_astro\/(FirstPaintStatus\.astro_astro_type_script_index_0_lang|preload)\.[\w-]+\.js$/

/** The wallet list's code (src/wallet-list/walletPicker.ts and what it shares with the islands), without React. */
const WALLET_LIST_CODE = /^\/_astro\/(wallet-list|shared|rolldown-runtime)\.[\w-]+\.js$/

test.describe('a first visit with no wallet in the browser', () => {
  test.use({ wallets: [] })

  test('loads only the wallet list loader until the visitor reaches for a control', async ({ page }) => {
    const modules = moduleRequests(page)
    await page.goto('/')
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    // Long enough for idle callbacks and timers that would have started a load.
    await page.waitForTimeout(1500)
    expect(modules.filter((m) => !EARLY_LOADER.test(m))).toEqual([])
    expect(modules.filter((m) => EARLY_LOADER.test(m))).toHaveLength(2)
    expect(await headerIsLive(page)).toBe(false)

    await connectButton(page).hover()
    await expect.poll(() => headerIsLive(page)).toBe(true)
    expect(modules.length).toBeGreaterThan(0)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  })
})

test('a first visit with a wallet in the browser readies the wallet list while idle, and nothing else', async ({
  page,
  evmWallet,
}) => {
  const modules = moduleRequests(page)
  await page.goto('/')
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  await expect.poll(() => modules.filter((m) => WALLET_LIST_CODE.test(m)).length).toBeGreaterThan(0)
  await page.waitForTimeout(1500)
  // The list's code only: no React, no header island, no AppKit.
  expect(modules.filter((m) => !EARLY_LOADER.test(m) && !WALLET_LIST_CODE.test(m))).toEqual([])
  expect(await headerIsLive(page)).toBe(false)
  // The wallet was asked nothing.
  expect(evmWallet.calls()).toEqual([])

  // The press draws the list from code already here, in its own task.
  const before = modules.length
  const opened = await connectButton(page).evaluate((button) => {
    ;(button as HTMLButtonElement).click()
    return document.querySelector('dialog[open] [data-testid="wallet-option"]') !== null
  })
  expect(opened, 'the list is in the page when the press has been handled').toBe(true)
  await expect(walletList(page).getByTestId('wallet-option')).toHaveCount(2)
  expect(modules.slice(before).filter((m) => WALLET_LIST_CODE.test(m))).toEqual([])

  // While the list is open the islands wait, their code not even fetched: nothing of theirs can hold
  // up a press in the list. Longer than a reach for Connect waits for its press.
  await page.waitForTimeout(1000)
  expect(modules.slice(before).filter((m) => RENDERER.test(m))).toEqual([])
  expect(await headerIsLive(page)).toBe(false)

  // A choice: the wallet is asked, its account painted `connected`, and then the islands wake.
  await walletOption(page, 'Mock EVM Wallet').click()
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await expect(walletStatus(page)).toHaveAttribute('data-address', evmWallet.address)
  await expect.poll(() => headerIsLive(page)).toBe(true)
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  expect(evmWallet.connectionPrompts()).toBe(1)
})

test('a wallet list opened before the page woke wakes it when it is dismissed', async ({ page }) => {
  await page.goto('/')
  await clickConnect(page)
  await expect(walletList(page).getByTestId('wallet-option')).toHaveCount(2)
  await page.waitForTimeout(1000)
  expect(await headerIsLive(page)).toBe(false)
  await page.keyboard.press('Escape')
  await expect(walletList(page)).toBeHidden()
  await expect.poll(() => headerIsLive(page)).toBe(true)
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
})

test('a wallet whose visitor takes a while over its prompt: "Connecting…" at once, and the page wakes meanwhile', async ({
  page,
  evmWallet,
}) => {
  evmWallet.setBehavior({ hangRequests: true })
  const modules = moduleRequests(page)
  const renderer = await chooseBeforeWake(page, 'Mock EVM Wallet')
  await expect.poll(() => evmWallet.connectionPrompts()).toBe(1)
  // Said before any island is there.
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connecting')
  await expect(walletStatus(page).getByRole('button', { name: 'Connecting…' })).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('heading', { name: 'Waiting for your wallet' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No wallet connected' })).toHaveCount(0)
  expect(await headerIsLive(page)).toBe(false)
  // The prompt is still open: the page wakes anyway, a moment after the choice.
  await expect.poll(() => modules.some((m) => RENDERER.test(m))).toBe(true)
  await renderer.release()
  await expect.poll(() => headerIsLive(page)).toBe(true)
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connecting')
  await expect(walletStatus(page).getByRole('button', { name: 'Connecting…' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Waiting for your wallet' })).toBeVisible()
})

test('a click on the placeholder Connect button opens the wallet list once the page wakes', async ({
  page,
  evmWallet,
}) => {
  await page.goto('/')
  expect(await headerIsLive(page)).toBe(false)
  // Pointer down, up and click at once: the page wakes on the way and honours the click.
  await connectButton(page).click()
  await expect(walletList(page)).toBeVisible()
  await walletOption(page, 'Mock EVM Wallet').click()
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await expect(walletStatus(page)).toHaveAttribute('data-address', evmWallet.address)
})

test('a click on Connect shows the wallet list before React has loaded, and a choice there connects', async ({
  page,
  evmWallet,
}) => {
  await page.goto('/')
  const renderer = await holdRenderer(page)
  await clickConnect(page)
  await expect(walletList(page)).toBeVisible()
  await expect(walletList(page).getByTestId('wallet-option')).toHaveCount(2)
  await expect(walletOption(page, 'Mock EVM Wallet')).toBeFocused()
  expect(await headerIsLive(page)).toBe(false)

  // Chosen while React is still held: the wallet is asked now, and the header says `connected`
  // the moment it grants the account, before the island wakes.
  await walletOption(page, 'Mock EVM Wallet').click()
  await expect.poll(() => evmWallet.connectionPrompts()).toBe(1)
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await expect(walletStatus(page)).toHaveAttribute('data-address', evmWallet.address)
  await expect(walletStatus(page)).toHaveAttribute('data-namespace', 'eip155')
  await expect(walletStatus(page)).toContainText(`${evmWallet.address.slice(0, 6)}…${evmWallet.address.slice(-4)}`)
  expect(await headerIsLive(page)).toBe(false)

  // The island then takes the header over, with the account menu.
  await renderer.release()
  await expect.poll(() => headerIsLive(page)).toBe(true)
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await expect(walletStatus(page)).toHaveAttribute('data-address', evmWallet.address)
  await expect(walletStatus(page).getByRole('button', { name: /account menu/ })).toBeVisible()
  expect(evmWallet.connectionPrompts()).toBe(1)
})

test('a wallet that declines, chosen before React has loaded, leaves Connect as it was', async ({
  page,
  evmWallet,
}) => {
  evmWallet.setBehavior({ rejectConnect: true })
  const renderer = await chooseBeforeWake(page, 'Mock EVM Wallet')
  await expect.poll(() => evmWallet.connectionPrompts()).toBe(1)
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  await expect(walletStatus(page)).not.toHaveAttribute('data-address')
  await renderer.release()
  await expect.poll(() => headerIsLive(page)).toBe(true)
  await expect(connectButton(page)).toBeVisible()
})

test('a press that the page wakes in the middle of still counts as a click', async ({ page }) => {
  await page.goto('/')
  // The renderer is held until the button is pressed, so that the page wakes during the press.
  const renderer = await holdRenderer(page)
  const box = await connectButton(page).boundingBox()
  if (!box) throw new Error('the Connect button has no box')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await renderer.release()
  // Astro drops `ssr` once an island has hydrated; the header keeps its placeholder under the press.
  await expect(page.locator('header astro-island:not([ssr])')).not.toHaveCount(0)
  await page.waitForTimeout(300)
  expect(await headerIsLive(page)).toBe(false)
  await page.mouse.up()
  await expect(walletList(page)).toBeVisible()
  // React takes the header over once the press is done, in a task of its own.
  await expect.poll(() => headerIsLive(page)).toBe(true)
})

test.describe('with no wallet in the browser, so the list is fetched on the press', () => {
  test.use({ wallets: [] })

  test('while the wallet list loads, the pressed Connect button says so without moving', async ({ page }) => {
    await page.goto('/')
    const list = await holdScript(page, WALLET_LIST)
    const placeholder = walletStatus(page).locator('button')
    const before = await placeholder.boundingBox()
    await placeholder.click()
    await expect(placeholder).toHaveText('Opening…')
    expect(await placeholder.boundingBox()).toEqual(before)
    await list.release()
    await expect(walletList(page)).toBeVisible()
  })

  test('a wallet list whose code never arrives is explained after a while, and the page wakes', async ({ page }) => {
    const modules = moduleRequests(page)
    await page.goto('/')
    // Held for good: the request stalls, neither answered nor failed.
    await holdScript(page, WALLET_LIST)
    const placeholder = walletStatus(page).locator('button')
    await placeholder.click()
    await expect(placeholder).toHaveText('Opening…')
    const notice = page.getByTestId('wake-failed')
    await expect(notice).toBeHidden()
    await page.waitForTimeout(2000)
    await expect(notice).toBeHidden()
    await expect(notice).toBeVisible({ timeout: 10_000 })
    await expect(notice).toContainText('Part of this page could not load')
    await expect(walletStatus(page).getByRole('button', { name: 'Connect wallet' })).toBeVisible()
    await expect(walletList(page)).toBeHidden()
    // The islands are no longer held back by the list.
    await expect.poll(() => modules.some((m) => RENDERER.test(m))).toBe(true)
  })
})

test('a click with no pointer or focus before it (assistive technology) still opens the list', async ({ page }) => {
  await page.goto('/')
  expect(await headerIsLive(page)).toBe(false)
  await clickConnect(page)
  await expect(walletList(page)).toBeVisible()
})

test('a remembered account wakes the page at load, with no interaction', async ({ page, evmWallet }) => {
  await page.goto('/')
  await connectWith(page, 'Mock EVM Wallet', evmWallet.address)
  const modules = moduleRequests(page)
  await page.goto('/wallets/')
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  // The placeholder can say "connected" before React has woken (the wallet is asked as the page runs): the
  // islands wake all the same, with nothing done on the page.
  await expect.poll(() => headerIsLive(page)).toBe(true)
  expect(modules.length).toBeGreaterThan(0)
})

for (const [family, walletName] of [
  ['eip155', 'Mock EVM Wallet'],
  ['solana', 'Mock Solana Wallet'],
] as const) {
  test(`until it wakes, a page shows a remembered ${family} account as reconnecting, then as its wallet confirms it, never "No wallet connected"`, async ({
    page,
    context,
    evmWallet,
    solanaWallet,
  }) => {
    const address = family === 'eip155' ? evmWallet.address : solanaWallet.address
    await page.goto('/')
    await connectWith(page, walletName, address)
    // The renderer is held back, so the placeholders stay on screen long enough to be read.
    const renderer = await holdRenderer(page)
    await recordWalletStatus(context)
    for (const [path, reconnecting] of [
      ['/', 'Reconnecting to your wallet'],
      ['/account/', 'Reconnecting to your wallet…'],
    ] as const) {
      await page.goto(path)
      // The wallet's confirmation needs no island: the direct layer asks it, and the header's placeholder shows it.
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
      await expect(walletStatus(page)).toHaveAttribute('data-address', address)
      await expect(walletStatus(page)).toHaveAttribute('data-namespace', family)
      expect(await headerIsLive(page)).toBe(false)
      expect(await statusLog(page)).toEqual(['reconnecting', 'connected'])
      await expect(page.getByText(reconnecting, { exact: true })).toBeVisible()
      await expect(page.getByText('No wallet connected')).toBeHidden()
    }
    await renderer.release()
    await expect(page.getByTestId(`account-${family}`)).toHaveAttribute('data-address', address)
    expect(await headerIsLive(page)).toBe(true)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  })
}

test('until it wakes, a page whose remembered wallet no longer grants the account offers Connect, which opens the list', async ({
  page,
  context,
  evmWallet,
}) => {
  await page.goto('/')
  await connectWith(page, 'Mock EVM Wallet', evmWallet.address)
  // Revoked while away: no page of the site hears it, so the next page still remembers the account.
  await page.goto('about:blank')
  await evmWallet.disconnectFromWallet()
  const renderer = await holdRenderer(page)
  await recordWalletStatus(context)
  await page.goto('/account/')
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  await expect(walletStatus(page)).not.toHaveAttribute('data-address', /./)
  await expect(walletStatus(page)).not.toHaveAttribute('data-namespace', /./)
  expect(await headerIsLive(page)).toBe(false)
  expect(await statusLog(page)).toEqual(['reconnecting', 'disconnected'])
  await expect(page.getByText('Reconnecting', { exact: false })).toBeHidden()
  await expect(page.getByText('No wallet connected').first()).toBeVisible()
  await connectButton(page).click()
  await expect(walletList(page)).toBeVisible()
  await expect(walletOption(page, 'Mock EVM Wallet')).toBeVisible()
  expect(await headerIsLive(page)).toBe(false)
  await renderer.release()
})

/** 65 bytes of hex: shaped like an EVM signature, so the form accepts it for checking. */
const SIGNATURE_SHAPED = `0x${'11'.repeat(65)}`

test('text typed into the verify form before it wakes is kept', async ({ page }) => {
  await page.goto('/verify/')
  expect(await headerIsLive(page)).toBe(false)
  // fill() focuses (which wakes the page) and types at once, before React can have mounted.
  await page.getByLabel('Message').fill('typed before hydration')
  await page.getByLabel('Signature').fill(SIGNATURE_SHAPED)
  await expect(page.getByTestId('verify-page')).toBeVisible()
  await expect(page.getByLabel('Message')).toHaveValue('typed before hydration')
  await expect(page.getByLabel('Signature')).toHaveValue(SIGNATURE_SHAPED)
  // Text that is not a Sign-In message is a plain signed message: it needs the signer's address.
  const address = page.getByLabel('Address', { exact: true })
  await expect(address).toBeVisible()
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled()
  await address.fill('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  await expect(page.getByRole('button', { name: 'Verify' })).toBeEnabled()
  await expect(page.getByLabel('Message')).toHaveValue('typed before hydration')
})

test('another tab connecting wakes a quiet page', async ({ page, context, evmWallet }) => {
  await page.goto('/account/')
  expect(await headerIsLive(page)).toBe(false)
  const other = await context.newPage()
  await other.goto('/')
  await connectWith(other, 'Mock EVM Wallet', evmWallet.address)
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await expect(page.getByTestId('account-eip155')).toHaveAttribute('data-address', evmWallet.address)
})

test('code that cannot be loaded is explained, with a reload that recovers', async ({ page }) => {
  await page.route(RENDERER, (route) => route.abort('connectionfailed'))
  await page.goto('/')
  const notice = page.getByTestId('wake-failed')
  await expect(notice).toBeHidden()
  await connectButton(page).hover()
  // Astro retries the import once, a second later, before giving up.
  await expect(notice).toBeVisible({ timeout: 10_000 })
  await expect(notice).toContainText('Part of this page could not load')
  expect(await headerIsLive(page)).toBe(false)

  await page.unroute(RENDERER)
  await notice.getByRole('link', { name: 'reload the page' }).click()
  await expect(notice).toBeHidden()
  await connectButton(page).hover()
  await expect.poll(() => headerIsLive(page)).toBe(true)
})

test("a proof link whose checker cannot load keeps its proof through the notice's reload", async ({
  page,
  baseURL,
}) => {
  const [proof] = await freshProofs(baseURL!)
  const link = encodeProofLink(proof, baseURL!)
  const checker = /\/_astro\/reader\.[\w-]+\.js(\?.*)?$/
  await page.route(checker, (route) => route.abort('connectionfailed'))
  await page.goto(link)
  const notice = page.getByTestId('wake-failed')
  await expect(notice).toBeVisible()
  await expect(page.getByTestId('verify-result')).toHaveCount(0)

  await page.unroute(checker)
  await notice.getByRole('link', { name: 'reload the page' }).click()
  await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
  await expect(notice).toBeHidden()
  expect(page.url()).toBe(link)
})
