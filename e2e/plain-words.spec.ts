/**
 * What a visitor reads and where it leads: home's three ways in (prove, check, ask) and its own
 * Connect; "Your proof is ready" with a mark as well as words; "Prove this address" from the wallet
 * menu and the account page, reaching the prove page with that account chosen; no jargon where a
 * page is read by default; and at 320 px no text cut by the box that holds it.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM_WALLET } from './fixtures/mock-evm-wallet'
import { MOCK_SOLANA_NAME as SOLANA } from './fixtures/mock-solana-wallet'
import { SITE_PAGES } from './support/site-pages'
import { expectReconnected, openAccountMenu, walletList, walletOption, walletStatus } from './support/wallet-ui'

/** Words a person who never heard of them would stop at; each has a plain one on the page instead. */
const JARGON = [/\bEVM\b/, /\bnonce\b/i, /\bchain 1\b/, /\bURI\b/, /\bresources\b/i, /Mainnet Beta/i, /Make active/i]

/**
 * Every piece of jargon in what the page shows now (innerText: hidden and folded text is left out),
 * but in the test wallet's own name ("Mock EVM Wallet"), which is the wallet's to choose.
 */
async function jargonShown(page: Page): Promise<string[]> {
  const shown = (await page.locator('body').innerText()).replaceAll(EVM_WALLET, '')
  return JARGON.flatMap((word) => shown.match(word) ?? [])
}

/**
 * Text the page shows cut by its box: a field's placeholder wider than the field, or an element that
 * clips its own text (overflow not visible, content wider than the box). Each as "where: what".
 */
function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = []
    const where = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className}`
    const pen = document.createElement('canvas').getContext('2d')
    if (!pen) throw new Error('no canvas')
    for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!field.checkVisibility() || field.value !== '') continue
      const look = getComputedStyle(field, '::placeholder')
      pen.font = `${look.fontStyle} ${look.fontWeight} ${look.fontSize} ${look.fontFamily}`
      const own = getComputedStyle(field)
      const room = field.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight)
      if (pen.measureText(field.placeholder).width > room) cut.push(`${where(field)}: ${field.placeholder}`)
    }
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      // A box of a pixel or less is there for screen readers only (.visually-hidden), not to be read.
      if (!el.checkVisibility() || el.clientWidth <= 1 || getComputedStyle(el).overflowX === 'visible') continue
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
        continue
      const ownText = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
      if (ownText && el.scrollWidth > el.clientWidth + 1) cut.push(`${where(el)}: ${el.textContent.trim()}`)
    }
    return cut
  })
}

test.describe('home', () => {
  test('three ways in, each a link by name to its page', async ({ page }) => {
    for (const [name, path, heading] of [
      ['Prove an address', '/prove/', 'Prove you own an address'],
      ['Check a proof', '/verify/', 'Verify a proof'],
      ['Ask for a proof', '/request/', 'Request a proof'],
    ] as const) {
      await page.goto('/')
      await page.getByRole('main').getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    }
  })

  test('with no wallet connected, its own Connect opens the wallet list, before and after the page wakes', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
    const connect = page.getByRole('main').getByRole('button', { name: 'Connect wallet' })
    await connect.click()
    await expect(walletList(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(walletList(page)).toBeHidden()
    // The panel is the island now: its Connect is React's, and opens the same list.
    await expect(page.getByTestId('wallet-status-panel')).toHaveAttribute('data-status', 'disconnected')
    await connect.click()
    await expect(walletList(page)).toBeVisible()
  })
})

test.describe('a returning visitor', () => {
  test.use({ connected: 'evm' })

  test('“Your proof is ready” carries a mark beside its words', async ({ page, evmWallet }) => {
    await page.goto('/prove/')
    await expectReconnected(page, evmWallet.address)
    await page.getByRole('button', { name: 'Sign with your wallet' }).click()
    const heading = page.getByTestId('proof-result').getByRole('heading', { level: 2 })
    await expect(heading).toHaveText('Your proof is ready')
    const mark = heading.getByTestId('proof-ready-mark')
    await expect(mark).toBeVisible()
    await expect(mark).toHaveAttribute('aria-hidden', 'true')
    // A tick in a ring, like a valid verdict's: a shape (the style sheet's drawing of a ring and a
    // tick), so it does not rest on colour.
    const shape = await mark.evaluate((drawn) => getComputedStyle(drawn).maskImage)
    expect(shape).toMatch(/^url\("data:image\/svg\+xml,.*circle.*path d='M7 12\.5l3 3 7-7'/)
    const box = await mark.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(20)
    // In forced colours too: the shape keeps a colour apart from the card behind it.
    await page.emulateMedia({ forcedColors: 'active' })
    const colours = await mark.evaluate((drawn) => ({
      mark: getComputedStyle(drawn).backgroundColor,
      card: getComputedStyle(drawn.closest('.card') ?? document.body).backgroundColor,
    }))
    expect(colours.mark).not.toBe(colours.card)
  })

  test('“Prove this address” from the wallet menu and the account page chooses that account on the prove page', async ({
    page,
    evmWallet,
    solanaWallet,
  }) => {
    await page.goto('/account/')
    await expectReconnected(page, evmWallet.address)
    await openAccountMenu(page)
    await page.getByRole('button', { name: /add a solana wallet/i }).click()
    await walletOption(page, SOLANA).click()
    // The newest account is the one in use: choosing the other shows the link chose it.
    await expect(walletStatus(page)).toHaveAttribute('data-address', solanaWallet.address)
    const chosen = (namespace: string) => page.locator(`input[name="account"][value="${namespace}"]`)

    await page
      .getByTestId('account-eip155')
      .getByRole('link', { name: /^Prove this address/ })
      .click()
    await expect(page).toHaveURL(/\/prove\/#account=eip155$/)
    await expect(chosen('eip155')).toBeChecked()

    await page.goto('/account/')
    await page
      .getByTestId('account-solana')
      .getByRole('link', { name: /^Prove this address/ })
      .click()
    await expect(chosen('solana')).toBeChecked()

    // From the menu, on the prove page itself: only the fragment changes, and the choice follows it.
    await openAccountMenu(page)
    await page
      .locator('.menu__account')
      .filter({ hasText: evmWallet.address })
      .getByRole('link', { name: /^Prove this address/ })
      .click()
    await expect(chosen('eip155')).toBeChecked()
    await expect(page.locator('.menu')).toBeHidden()

    await page.goto('/')
    await openAccountMenu(page)
    await page
      .locator('.menu__account')
      .filter({ hasText: solanaWallet.address })
      .getByRole('link', { name: /^Prove this address/ })
      .click()
    await expect(page).toHaveURL(/\/prove\/#account=solana$/)
    await expect(chosen('solana')).toBeChecked()
  })
})

test.describe('words', () => {
  test('no page shows jargon where it is read by default, and at 320 px none cuts its text', async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 320, height: 700 })
    for (const path of SITE_PAGES) {
      await page.goto(path)
      await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
      expect(await jargonShown(page), `${path}: jargon`).toEqual([])
      expect(await cutTexts(page), `${path}: cut text`).toEqual([])
    }
  })

  test.describe('connected', () => {
    test.use({ connected: 'evm' })

    test('the pages about the wallet show no jargon and, at 320 px, cut no text', async ({ page, evmWallet }) => {
      await page.setViewportSize({ width: 320, height: 700 })
      for (const path of ['/', '/account/', '/prove/']) {
        await page.goto(path)
        await expectReconnected(page, evmWallet.address)
        expect(await jargonShown(page), `${path}: jargon`).toEqual([])
        expect(await cutTexts(page), `${path}: cut text`).toEqual([])
      }
      await openAccountMenu(page)
      await expect(page.locator('.menu')).toBeVisible()
      expect(await jargonShown(page), 'the wallet menu: jargon').toEqual([])
      expect(await cutTexts(page), 'the wallet menu: cut text').toEqual([])
    })
  })
})
