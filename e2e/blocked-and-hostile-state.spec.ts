import { test, expect } from './fixtures/browser'
import { connectWith, walletStatus } from './support/wallet-ui'
import { SITE_PAGES } from './support/site-pages'
import { blockStorage } from './support/blocked-storage'

const PAGES = SITE_PAGES

test.describe('blocked storage', () => {
  test('every page works without persistence and says nothing alarming', async ({ page, context }) => {
    await blockStorage(context)
    for (const path of PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
      await expect(page.getByTestId('wallet-error')).toHaveCount(0)
      await expect(page.getByTestId('site-notice')).toHaveCount(0)
    }
  })

  test('a wallet still connects for the page', async ({ page, context, evmWallet }) => {
    await blockStorage(context)
    await page.goto('/')
    await connectWith(page, 'Mock EVM Wallet', evmWallet.address)
    await expect(page.getByTestId('wallet-status-panel')).toHaveAttribute('data-status', 'connected')
  })
})

/** Deterministic pseudo-random values, so a failure can be reproduced. */
function* hostileValues(seed: number): Generator<string> {
  let state = seed
  const next = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff), state)
  const fixed = [
    '',
    'null',
    'undefined',
    '[]',
    '{}',
    '"x"',
    '0',
    'true',
    '{',
    '}}}',
    '\u0000',
    'NaN',
    '{"accounts":null}',
    '{"accounts":[]}',
    '{"accounts":{"eip155":"0xabc"}}',
    '{"active":"eip155","accounts":{"eip155":{"namespace":"eip155","address":"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266","chainId":"eip155:1","walletName":"<img src=x onerror=alert(1)>","walletIcon":"javascript:alert(1)"}}}',
    '{"accounts":{"eip155":{"namespace":"eip155","address":"<script>alert(1)</script>","chainId":"eip155:1"}}}',
    '{"accounts":{"solana":{"namespace":"solana","address":"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266","chainId":"eip155:1"}}}',
    '{"__proto__":{"polluted":true},"accounts":{}}',
    JSON.stringify({
      accounts: {
        eip155: {
          namespace: 'eip155',
          address: '0x' + 'f'.repeat(40),
          chainId: 'eip155:1',
          walletName: 'x'.repeat(100_000),
        },
      },
    }),
    'x'.repeat(300_000),
  ]
  yield* fixed
  const alphabet = '{}[]":,0123456789abcdefxABCDEF-_ eip155solanaccountsactiveaddresschainIdnullture\\u'
  for (;;) {
    const length = next() % 200
    let out = ''
    for (let i = 0; i < length; i++) out += alphabet.charAt(next() % alphabet.length)
    yield out
  }
}

test.describe('hostile persisted state', () => {
  test.use({ wallets: [] })

  test('random and malformed values in every key Sigil and AppKit own: no uncaught error, never connected unconfirmed', async ({
    page,
    context,
  }) => {
    // No wallet is installed: nothing can confirm an account, so `connected` would be a lie.
    test.setTimeout(120_000)
    const keys = [
      'sigil:connection',
      '@appkit/connected_namespaces',
      '@appkit/active_namespace',
      '@appkit/connection_status',
      '@appkit/eip155:connected_connector_id',
      '@appkit/solana:connected_connector_id',
      '@appkit/recent_wallet',
      'wagmi.store',
      'wagmi.recentConnectorId',
      'wc@2:client:0.3:session',
    ]
    const values = hostileValues(7)
    await page.goto('/')
    for (let round = 0; round < 30; round++) {
      const entries = keys.map((key) => [key, values.next().value as string] as const)
      await page.evaluate((pairs) => {
        localStorage.clear()
        for (const [key, value] of pairs) localStorage.setItem(key, value)
      }, entries)
      await page.goto(PAGES[round % PAGES.length]!)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(walletStatus(page)).toHaveAttribute('data-status', /disconnected|reconnecting/)
    }
    // A remembered account with no wallet to confirm it settles on disconnected.
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected', { timeout: 20_000 })
    expect(context.pages()).toHaveLength(1)
  })
})

test.describe('hostile wallet-provided data', () => {
  const hostileName = '<img src=x onerror="window.__pwned=1">' + 'W'.repeat(200)
  test.use({
    wallets: ['evm'],
    evmWalletOptions: {
      name: hostileName,
      // An SVG icon that would run script if it were ever inlined as markup instead of an <img>.
      icon: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=2"><script>window.__pwned=3</script></svg>').toString('base64')}`,
    },
  })

  test('names and icons are shown as text and <img> only, capped, never as markup', async ({ page, evmWallet }) => {
    await page.goto('/account/')
    await page
      .locator('header')
      .getByRole('button', { name: /connect/i })
      .click()
    await page
      .getByTestId('wallet-picker')
      .getByTestId('wallet-option')
      .filter({ hasText: hostileName.slice(0, 30) })
      .click()
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(walletStatus(page)).toHaveAttribute('data-address', evmWallet.address)
    const card = page.getByTestId('account-eip155')
    await expect(card).toBeVisible()
    const shown = await card.locator('.account__wallet').innerText()
    expect(shown.length).toBeLessThanOrEqual(64)
    expect(shown).toContain('<img')
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    // Icons render only as <img> from data:image/ or https.
    const sources = await page
      .locator('main img, header img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src') ?? ''))
    for (const src of sources) expect(src).toMatch(/^(data:image\/|https:)/)
    expect(await page.locator('main svg script, header svg script').count()).toBe(0)
  })
})
