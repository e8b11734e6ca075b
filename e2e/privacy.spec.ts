/**
 * The privacy page: what this browser keeps (../src/config/storedKeys.ts, listed at build time), and
 * "Clear everything this site keeps", which asks first, removes every entry, and leaves every open tab
 * disconnected without a wallet prompt. Linked from every page's footer.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/walletconnect/test'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { connectMobileWallet } from './support/mobile-wallet'
import { DEPLOY_BASE_PATH, DEPLOY_URL } from './support/env'
import { connectWith, walletStatus } from './support/wallet-ui'
import { MISSING_PAGE, SITE_PAGES } from './support/site-pages'
import { blockStorage } from './support/blocked-storage'
import { STORED_KEYS, isStoredKey } from '../src/config/storedKeys.ts'
import { isOfflineCacheOf, offlineCacheName } from '../src/config/offlineCache.ts'

const PAGES = [...SITE_PAGES, MISSING_PAGE] as const

/** Every key this site's origin holds, by storage, and its IndexedDB databases. */
type Held = { localStorage: string[]; sessionStorage: string[]; indexedDB: string[] }

function held(page: Page): Promise<Held> {
  return page.evaluate(async () => ({
    localStorage: Object.keys(localStorage).sort(),
    sessionStorage: Object.keys(sessionStorage).sort(),
    indexedDB: (await indexedDB.databases()).flatMap((database) => database.name ?? []).sort(),
  }))
}

/**
 * The keys and databases of `found` that the inventory lists. The offline copy is left to its own
 * tests (offlineCaches): the worker fills it on its own time, after a page has shown.
 */
function inventoried(found: Held): string[] {
  return STORED_KEYS.flatMap((entry) =>
    entry.area === 'cacheStorage'
      ? []
      : found[entry.area].filter((key) => isStoredKey(entry, key)).map((key) => `${entry.area} ${key}`),
  )
}

/** The origin's Cache Storage caches, by name. */
function offlineCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).sort())
}

/** Puts one page into each cache named, as the offline reader's worker would. */
async function fillCaches(page: Page, names: readonly string[]): Promise<void> {
  await page.evaluate(async (names) => {
    for (const name of names) {
      const cache = await caches.open(name)
      await cache.put(new URL(`./cached/${encodeURIComponent(name)}`, location.href), new Response('<p>Kept</p>'))
    }
  }, names)
}

function clearControl(page: Page) {
  const section = page.getByTestId('clear-site-data')
  return {
    section,
    start: section.getByRole('button', { name: 'Clear everything this site keeps' }),
    confirm: section.getByRole('group', { name: 'Clear everything this site keeps?' }),
    yes: section.getByRole('button', { name: 'Yes, clear everything' }),
    cancel: section.getByRole('button', { name: 'Cancel' }),
    result: page.getByTestId('clear-result'),
  }
}

async function openPrivacyPage(page: Page): Promise<void> {
  await page.goto('/privacy/')
  await expect(page.getByTestId('clear-site-data')).toHaveAttribute('data-ready', '')
}

async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  )
  expect(summary, `${label}: accessibility violations`).toEqual([])
}

test('every page links the privacy page from its footer', async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path)
    const link = page.locator('footer').getByRole('link', { name: 'what is kept, and how to clear it' })
    await expect(link, path).toHaveAttribute('href', '/privacy/')
  }
  await page.locator('footer').getByRole('link').click()
  await expect(page).toHaveURL(/\/privacy\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What this site keeps')
})

test('the page lists every entry of the inventory, where it lives and what it holds', async ({ page }) => {
  await openPrivacyPage(page)
  const items = page.getByTestId('stored-key')
  await expect(items).toHaveCount(STORED_KEYS.length)
  for (const [index, entry] of STORED_KEYS.entries()) {
    const item = items.nth(index)
    await expect(item).toHaveAttribute('data-area', entry.area)
    await expect(item).toHaveAttribute('data-name', entry.name)
    await expect(item.locator('code')).toHaveText(entry.name)
    await expect(item).toContainText(entry.holds)
    await expect(item).toContainText(entry.written)
  }
})

test.describe('with a wallet connected, a request made and names cached', () => {
  test.use({ wallets: ['evm'] })

  test('clear asks first; Cancel keeps everything; Yes removes every entry and disconnects every tab, with no prompt', async ({
    page,
    context,
    evmWallet,
  }) => {
    await page.goto('/request/')
    await connectWith(page, EVM, evmWallet.address)
    await page.getByRole('button', { name: 'Make the request link' }).click()
    await expect(page.getByTestId('request-item')).toHaveCount(1)
    // A name looked up for the address, as the name cache keeps it.
    await page.evaluate((address) => {
      sessionStorage.setItem('sigil:names', JSON.stringify({ [address.toLowerCase()]: { at: Date.now(), name: null } }))
    }, evmWallet.address)

    // Another tab of the site, connected through the shared store, listing the request.
    const other = await context.newPage()
    await other.goto('/request/')
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'connected')
    await expect(other.getByTestId('request-item')).toHaveCount(1)
    await other.evaluate(() => sessionStorage.setItem('sigil:names', '{}'))

    await openPrivacyPage(page)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    const kept = await held(page)
    expect(inventoried(kept)).toEqual([
      'localStorage sigil:connection',
      'localStorage sigil:last-wallet',
      'localStorage sigil:requests',
      'sessionStorage sigil:names',
    ])

    // Asked first, in place, with the safe choice focused; Cancel keeps everything.
    const control = clearControl(page)
    await expect(control.confirm).toBeHidden()
    await control.start.click()
    await expect(control.confirm).toBeVisible()
    await expect(control.confirm).toContainText('Your proof requests and the answers they received are lost')
    await expect(control.confirm).toContainText('Your wallet is disconnected in every open tab')
    await expect(control.cancel).toBeFocused()
    await expect(control.start).toHaveAttribute('aria-expanded', 'true')
    await control.cancel.click()
    await expect(control.confirm).toBeHidden()
    await expect(control.result).toHaveText('Nothing was cleared.')
    await expect(control.start).toBeFocused()
    expect(await held(page)).toEqual(kept)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')

    // Escape is Cancel too.
    await control.start.click()
    await page.keyboard.press('Escape')
    await expect(control.confirm).toBeHidden()
    expect(await held(page)).toEqual(kept)

    await control.start.click()
    await control.yes.click()
    await expect(control.result).toContainText('Cleared.')
    for (const name of ['sigil:connection', 'sigil:requests', 'sigil:names'])
      await expect(control.result.locator(`li[data-key="${name}"]`)).toHaveCount(1)
    await expect(control.result).toContainText('Your wallet is disconnected in every open tab of this site.')
    await expect(control.result).toBeFocused()

    expect(inventoried(await held(page))).toEqual([])
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'disconnected')
    // The other tab's list follows, and a fresh load lists nothing either.
    await expect(other.getByTestId('request-item')).toHaveCount(0)
    await other.reload()
    await expect(walletStatus(other)).toHaveAttribute('data-status', 'disconnected')
    await expect(other.getByTestId('request-item')).toHaveCount(0)
    // Disconnected as Disconnect does it (the wallet forgets the site), with the one prompt of the connect only.
    expect(evmWallet.calls()).toContain('wallet_revokePermissions')
    expect(evmWallet.calls().filter((method) => method === 'eth_requestAccounts')).toHaveLength(1)
    expect(evmWallet.connectionPrompts()).toBe(1)
    // Its own sessionStorage too (its name cache), which only that tab can reach, told over a BroadcastChannel.
    await expect.poll(async () => inventoried(await held(other))).toEqual([])
  })
})

test.describe('with a phone connected through WalletConnect', () => {
  test.use({ wallets: [] })
  test.describe.configure({ timeout: 90_000 })

  test("the phone's session is ended, and AppKit's, wagmi's and WalletConnect's records are gone", async ({
    page,
    mobileWallet,
  }) => {
    await page.goto('/')
    await connectMobileWallet(page, mobileWallet, mobileWallet.evmAddress)
    await openPrivacyPage(page)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    const kept = inventoried(await held(page))
    for (const expected of [
      'localStorage sigil:connection',
      'localStorage @appkit/connection_status',
      'localStorage wagmi.store',
      'indexedDB WALLET_CONNECT_V2_INDEXED_DB',
    ])
      expect(kept).toContain(expected)

    const control = clearControl(page)
    await control.start.click()
    await control.yes.click()
    await expect(control.result).toContainText('Cleared.')
    for (const name of ['sigil:connection', '@appkit/', 'wagmi.', 'WALLET_CONNECT_V2_INDEXED_DB'])
      await expect(control.result.locator(`li[data-key="${name}"]`)).toHaveCount(1)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    await expect.poll(() => mobileWallet.sessions()).toEqual([])

    // This page's WalletConnect client holds its database open: emptied now, deleted once the page goes.
    const left = inventoried(await held(page))
    expect(left.filter((key) => !key.startsWith('indexedDB '))).toEqual([])
    await page.goto('/wallets/')
    await expect.poll(async () => inventoried(await held(page))).toEqual([])
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
  })
})

test('a theme chosen here is gone with the rest: this page follows the system again at once', async ({ page }) => {
  await openPrivacyPage(page)
  const theme = page.locator('footer').getByRole('combobox', { name: 'Theme' })
  await theme.selectOption('dark')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const control = clearControl(page)
  await control.start.click()
  await control.yes.click()
  await expect(control.result).toContainText('Cleared.')
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.*/)
  await expect(theme).toHaveValue('system')
  expect(await page.evaluate(() => localStorage.getItem('sigil:theme'))).toBeNull()
})

test("clearing removes this site's offline copy, and no other site's caches on the origin", async ({ page }) => {
  await openPrivacyPage(page)
  const ours = offlineCacheName('/', 'test-version')
  const others = ['sigil-offline:/other/:x', 'someone-else']
  await fillCaches(page, [ours, ...others])
  const control = clearControl(page)
  await control.start.click()
  await control.yes.click()
  await expect(control.result).toContainText('Cleared.')
  const line = control.result.locator('li[data-key="sigil-offline:"]')
  await expect(line).toContainText(
    /^The offline copy of the reader: \d+ files?, removed; the site works online as before/,
  )
  const left = await offlineCaches(page)
  expect(left.filter((name) => isOfflineCacheOf(name, '/'))).toEqual([])
  for (const name of others) expect(left).toContain(name)
})

test.describe('blocked storage', () => {
  test('the page says so, and clearing says there is nothing to clear', async ({ page, context }) => {
    await blockStorage(context)
    await openPrivacyPage(page)
    await expect(page.getByTestId('storage-blocked')).toBeVisible()
    await expect(page.getByTestId('storage-blocked')).toContainText('does not let this site keep anything')
    const control = clearControl(page)
    await control.start.click()
    await control.yes.click()
    await expect(control.result).toContainText('Nothing to clear: this browser lets this site keep nothing.')
    await expect(control.result).toContainText('This browser blocks this site’s localStorage and sessionStorage')
  })

  test('with storage allowed, the page does not say it is blocked', async ({ page }) => {
    await openPrivacyPage(page)
    await expect(page.getByTestId('storage-blocked')).toBeHidden()
    const control = clearControl(page)
    await control.start.click()
    await control.yes.click()
    await expect(control.result).toContainText('Nothing to clear: this browser held nothing from this site.')
  })
})

for (const theme of ['light', 'dark'] as const) {
  test(`accessible in the ${theme} theme, asking and answered, at 1100px and 320px`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme })
    for (const width of [1100, 320]) {
      await page.setViewportSize({ width, height: 900 })
      await openPrivacyPage(page)
      await expectNoViolations(page, `/privacy/ ${theme} ${width}px`)
      const control = clearControl(page)
      await control.start.click()
      await expectNoViolations(page, `/privacy/ asking, ${theme} ${width}px`)
      await control.yes.click()
      await expect(control.result).toContainText('Nothing to clear')
      await expectNoViolations(page, `/privacy/ answered, ${theme} ${width}px`)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `page scrolls sideways at ${width}px`).toBeLessThanOrEqual(0)
    }
  })
}

test.describe('under a base path, on a host without headers', () => {
  test.use({ baseURL: DEPLOY_URL, wallets: ['evm'] })

  test('the footer links the page under the path, and clearing works within its policy', async ({
    page,
    evmWallet,
  }) => {
    await page.goto('account/')
    await connectWith(page, EVM, evmWallet.address)
    await page.locator('footer').getByRole('link', { name: 'what is kept, and how to clear it' }).click()
    await expect(page).toHaveURL(`${DEPLOY_URL}privacy/`)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    // A Sigil site at the origin's root keeps its offline copy: only this base's goes.
    const atRoot = offlineCacheName('/', 'v1')
    await fillCaches(page, [offlineCacheName(DEPLOY_BASE_PATH, 'v1'), atRoot])
    const control = clearControl(page)
    await control.start.click()
    await control.yes.click()
    await expect(control.result).toContainText('Cleared.')
    await expect(control.result.locator('li[data-key="sigil-offline:"]')).toContainText(
      'The offline copy of the reader',
    )
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    expect(inventoried(await held(page))).toEqual([])
    const left = await offlineCaches(page)
    expect(left.filter((name) => isOfflineCacheOf(name, DEPLOY_BASE_PATH))).toEqual([])
    expect(left).toContain(atRoot)
  })
})
