/**
 * A page whose job needs a wallet, opened with none connected (/prove/, a request link on /prove/,
 * /account/): one calm card in the page with its own Connect button, the header's list behind it,
 * before and after the page wakes; nothing alarming before the visitor acts. On a phone nothing
 * says to scan a code. The list itself dims the page and stands out from the cards behind it.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { PHONE } from './support/phone'
import { walletList, walletStatus } from './support/wallet-ui'
import { encodeRequestPayload } from '../packages/verify/src/requestLink.ts'

const DESKTOP = { viewport: { width: 1280, height: 800 } }
const PHONE_390 = { ...PHONE, viewport: { width: 390, height: 844 } }
const DEVICES = [
  ['desktop', DESKTOP],
  ['phone', PHONE_390],
] as const

/** A request for any EVM address, open for an hour from when the test runs. */
function requestPath(): string {
  const payload = encodeRequestPayload({
    v: 1,
    want: 'eip155',
    addresses: [],
    statement: 'Connect-in-place check',
    nonce: 'sigilconnectinplace0123',
    expires: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
  })
  return `/prove/#request=${payload}`
}

/** The pages that ask for a wallet, and the card each shows without one. */
const PAGES = [
  { name: '/prove/', path: () => '/prove/', card: 'prove-needs-wallet' },
  { name: 'a request link', path: requestPath, card: 'request-block' },
  { name: '/account/', path: () => '/account/', card: 'no-accounts' },
] as const

/** Astro's React renderer: no island hydrates until it has loaded. */
const RENDERER = /\/_astro\/client\.[\w-]+\.js(\?.*)?$/

function connectInMain(page: Page): Locator {
  return page.locator('main').getByRole('button', { name: 'Connect wallet' })
}

/** Whether React has rendered the island inside <main> (the placeholder has no React fiber). */
async function mainIsLive(page: Page): Promise<boolean> {
  return connectInMain(page).evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react')))
}

/** Nothing shouts before the visitor acts: no alert shown, no error or warning box. */
async function expectCalm(page: Page): Promise<void> {
  await expect(page.locator('[role="alert"]:visible')).toHaveCount(0)
  await expect(page.locator('main .notice:visible')).toHaveCount(0)
}

async function expectAxeClean(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('w3m-modal').analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, `${label}: accessibility violations`).toEqual([])
}

for (const [device, options] of DEVICES) {
  test.describe(`on a ${device}, disconnected`, () => {
    test.use(options)

    for (const { name, path, card } of PAGES) {
      test(`${name}: the card's own Connect opens the wallet list before the page wakes`, async ({ page }) => {
        // React's renderer is held: the placeholders stay, as on a slow network.
        let release: () => void = () => undefined
        const held = new Promise<void>((resolve) => (release = resolve))
        await page.route(RENDERER, async (route) => {
          await held
          await route.continue().catch(() => undefined)
        })
        await page.goto(path())
        await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
        await expect(
          page.locator('main').getByRole('heading', { name: /Connect a wallet first|No wallet connected/ }),
        ).toBeVisible()
        await expectCalm(page)
        // The press alone, with no reach before it that could wake the page.
        await connectInMain(page).evaluate((button) => (button as HTMLButtonElement).click())
        await expect(walletList(page)).toBeVisible()
        expect(await mainIsLive(page)).toBe(false)
        await expect(page.getByTestId(card)).toHaveCount(0)
        release()
        await page.unroute(RENDERER)
      })

      test(`${name}: once awake, the same calm card, whose Connect opens the wallet list`, async ({ page }) => {
        await page.goto(path())
        await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
        const placeholderText = await page.locator('main').innerText()
        await page.locator('main h2').first().hover()
        await expect.poll(() => mainIsLive(page)).toBe(true)
        await expect(page.getByTestId(card)).toBeVisible()
        await expectCalm(page)
        // What the server drew is what the island draws: nothing changes as the page wakes.
        if (name !== 'a request link') expect(await page.locator('main').innerText()).toBe(placeholderText)
        await connectInMain(page).click()
        await expect(walletList(page)).toBeVisible()
        await expect(walletList(page).getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(walletList(page)).toBeHidden()
        await expectCalm(page)
      })
    }
  })
}

test.describe('the connect cards, woken, in both themes', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}: axe finds nothing serious at 390 and 1280 px`, async ({ page }) => {
      test.setTimeout(90_000)
      await page.emulateMedia({ colorScheme: theme })
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 })
        for (const { name, path, card } of PAGES) {
          await page.goto(path())
          await page.locator('main h2').first().hover()
          await expect(page.getByTestId(card)).toBeVisible()
          await expectAxeClean(page, `${name} at ${width}px, ${theme}`)
        }
      }
    })
  }
})

test.describe('on a phone', () => {
  test.use(PHONE_390)

  /** Visible text only: what is hidden for a phone may name a QR code for a computer. */
  async function expectNoScan(where: Locator, label: string): Promise<void> {
    expect(await where.innerText(), label).not.toMatch(/scan/i)
  }

  for (const wallets of [['evm', 'solana'], []] as const) {
    test.describe(wallets.length ? 'with wallets in the browser' : 'with no wallet in the browser', () => {
      test.use({ wallets })

      test('nothing says to scan: /wallets/, /prove/ and the Connect list', async ({ page }) => {
        await page.goto('/wallets/')
        await expect(page.getByText('pick your wallet app in the list')).toBeVisible()
        await expectNoScan(page.locator('body'), '/wallets/')
        await page.goto('/prove/')
        await expectNoScan(page.locator('body'), '/prove/')
        await connectInMain(page).click()
        await expect(walletList(page)).toBeVisible()
        await expect(walletList(page).getByRole('button', { name: /All wallets/ })).toBeVisible()
        await expectNoScan(walletList(page), 'the Connect list')
      })
    })
  }
})

test('on a computer, /wallets/ says how a phone app connects: by scanning its code', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/wallets/')
  await expect(page.getByText('scan the code with that app')).toBeVisible()
  await expect(page.getByText('pick your wallet app in the list')).toBeHidden()
})

/** The alpha of a computed `rgb(…)` / `rgba(…)` colour. */
function alphaOf(color: string): number {
  const parts =
    /rgba?\(([^)]+)\)/
      .exec(color)?.[1]
      ?.split(/[\s,/]+/)
      .filter(Boolean) ?? []
  return parts.length === 4 ? Number(parts[3]) : 1
}

for (const theme of ['light', 'dark'] as const) {
  test(`${theme}: the open list dims the page behind it and stands out from the cards`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/prove/')
    await connectInMain(page).click()
    const list = walletList(page)
    await expect(list).toBeVisible()
    const look = await list.evaluate((dialog) => {
      const card = document.querySelector('main .card')
      const own = getComputedStyle(dialog)
      return {
        backdrop: getComputedStyle(dialog, '::backdrop').backgroundColor,
        surface: own.backgroundColor,
        border: own.borderTopColor,
        card: card ? getComputedStyle(card).backgroundColor : '',
      }
    })
    expect(alphaOf(look.backdrop), look.backdrop).toBeGreaterThanOrEqual(0.45)
    expect(look.border).not.toBe(look.surface)
    if (theme === 'dark') expect(look.surface).not.toBe(look.card)
    await expectAxeClean(page, `the wallet list, ${theme}`)
  })
}
