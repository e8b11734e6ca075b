/**
 * What Sign leads to, on every prove form: the result is scrolled into view and its heading takes the
 * focus (which a screen reader reads out), on a desktop and a phone; and the proof's QR code, a
 * ~900-character link, is drawn with few enough modules, each large enough, that it reads back as
 * the link itself, down to a 320 px wide phone. A longer link (a linked proof, a long statement) would
 * need a code too dense for a camera there (src/util/qrCode.ts's budget): it gets none, and the page
 * says to share the link.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { MOCK_SOLANA_NAME as SOLANA } from './fixtures/mock-solana-wallet'
import { PHONE } from './support/phone'
import { expectQrReadsAs } from './support/qr'
import { expectReconnected, openAccountMenu, walletOption, walletStatus } from './support/wallet-ui'
import { encodeRequestPayload } from '../packages/verify/src/requestLink.ts'
import { MIN_SCANNABLE_MODULE_PX } from '../src/util/qrCode.ts'

const DESKTOP = { viewport: { width: 1280, height: 800 } }
const PHONE_390 = { ...PHONE, viewport: { width: 390, height: 844 } }
const PHONE_320 = { ...PHONE, viewport: { width: 320, height: 700 } }

/** The result's heading: in view, with the focus, once Sign has made the proof. */
async function expectResultInViewAndFocused(page: Page, heading: string | RegExp): Promise<void> {
  const result = page.getByTestId('proof-result')
  const title = result.getByRole('heading', { name: heading, level: 2 })
  await expect(title).toBeFocused()
  await expect(title).toBeInViewport()
  await expect(result.getByTestId('proof-link')).toBeInViewport()
  // Focus stays inside the result: a screen reader reads it from there.
  expect(await result.evaluate((section) => section.contains(document.activeElement))).toBe(true)
}

/** The modules a side of the drawn code, quiet zone included, from its SVG's view box. */
async function modulesOf(page: Page): Promise<number> {
  const src = await page.getByTestId('proof-qr').getAttribute('src')
  const svg = Buffer.from((src ?? '').replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()
  return Number(/viewBox="-?\d+ -?\d+ (\d+) \1"/.exec(svg)?.[1])
}

/** The result says its link is too long for a QR code, and draws none: the share and copy buttons are the way on. */
async function expectNoQrCode(page: Page): Promise<void> {
  const result = page.getByTestId('proof-result')
  await expect(result.getByText('Too long for a QR code: share the link.')).toBeVisible()
  await expect(result.getByTestId('proof-qr')).toHaveCount(0)
  await expect(result.getByRole('button', { name: 'Copy link' })).toBeVisible()
}

test.describe('a returning visitor signs a Sign-In proof', () => {
  test.use({ connected: 'evm' })

  for (const [device, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE_390],
    ['320 px phone', PHONE_320],
  ] as const) {
    test.describe(device, () => {
      test.use(options)

      test(`${device}: the result in view with the focus; its QR code reads back as the link`, async ({
        page,
        evmWallet,
      }) => {
        await page.goto('/prove/')
        await expectReconnected(page, evmWallet.address)
        await page.getByLabel('Statement (optional)').fill('I am @alice on the forum')
        await page.getByRole('button', { name: 'Sign with your wallet' }).click()
        await expectResultInViewAndFocused(page, 'Your proof is ready')
        const link = await page.getByTestId('proof-link').inputValue()
        expect(link.length).toBeGreaterThan(600)

        const qr = page.getByTestId('proof-qr')
        await qr.scrollIntoViewIfNeeded()
        await expectQrReadsAs(qr, link)
        // Low error correction for a link this long: 101 modules a side or fewer (medium needs 113).
        const modules = await modulesOf(page)
        expect(modules).toBeLessThanOrEqual(101 + 8)
        // Each module as large on screen as the budget asks, quiet zone included, the code whole in the page.
        const box = await qr.boundingBox()
        expect(box!.width / modules).toBeGreaterThanOrEqual(MIN_SCANNABLE_MODULE_PX)
        expect(box!.x).toBeGreaterThanOrEqual(0)
        expect(box!.x + box!.width).toBeLessThanOrEqual(options.viewport.width)
      })
    })
  }

  test('the result, focused, is axe-clean in both themes', async ({ page, evmWallet }) => {
    await page.setViewportSize(DESKTOP.viewport)
    await page.goto('/prove/')
    await expectReconnected(page, evmWallet.address)
    await page.getByRole('button', { name: 'Sign with your wallet' }).click()
    await expectResultInViewAndFocused(page, 'Your proof is ready')
    await expect(page.getByTestId('proof-qr')).toBeVisible()
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme })
      const results = await new AxeBuilder({ page }).exclude('w3m-modal').analyze()
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      expect(serious, `the proof's result, ${theme}`).toEqual([])
    }
  })

  test('a plain message: the result in view with the focus', async ({ page, evmWallet }) => {
    await page.setViewportSize(DESKTOP.viewport)
    await page.goto('/prove/')
    await expectReconnected(page, evmWallet.address)
    await page.getByText('Asked to sign a plain message?').click()
    await page.getByRole('button', { name: 'Sign a plain message instead' }).click()
    await page.getByLabel('Text to sign').fill('I agree to the forum rules.')
    await page.getByRole('button', { name: 'Sign this text' }).click()
    await expectResultInViewAndFocused(page, 'Your proof is ready')
  })

  test('an answer to a request: the result in view with the focus; its QR code reads back', async ({
    page,
    evmWallet,
  }) => {
    await page.setViewportSize(DESKTOP.viewport)
    const payload = encodeRequestPayload({
      v: 1,
      want: 'eip155',
      addresses: [],
      statement: 'Prove you hold the address you gave us',
      nonce: 'sigilproofqrrequest0123',
      expires: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    })
    await page.goto(`/prove/#request=${payload}`)
    await expectReconnected(page, evmWallet.address)
    await page.getByRole('button', { name: 'Sign the answer with your wallet' }).click()
    await expectResultInViewAndFocused(page, 'Your answer is ready: send it back')
    await expectQrReadsAs(page.getByTestId('proof-qr'), await page.getByTestId('proof-link').inputValue())
    await expect(page.getByTestId('send-back')).toContainText('copy it, share it, or show them the QR code.')
  })

  test('an answer to a request with a long statement: no QR code, and the note offers none', async ({
    page,
    evmWallet,
  }) => {
    await page.setViewportSize(PHONE_390.viewport)
    const payload = encodeRequestPayload({
      v: 1,
      want: 'eip155',
      addresses: [],
      statement: `Prove you hold the address you gave us, ${'and that you agree to what we say. '.repeat(6)}`.trim(),
      nonce: 'sigilproofqrrequest0456',
      expires: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    })
    await page.goto(`/prove/#request=${payload}`)
    await expectReconnected(page, evmWallet.address)
    await page.getByRole('button', { name: 'Sign the answer with your wallet' }).click()
    await expectResultInViewAndFocused(page, 'Your answer is ready: send it back')
    await expectNoQrCode(page)
    const note = page.getByTestId('send-back')
    await expect(note).toContainText('Send this link back to the person who asked: copy it or share it.')
    await expect(note).not.toContainText('QR code')
  })

  test('a linked proof of two addresses, on a phone: the result in view with the focus', async ({
    page,
    evmWallet,
    solanaWallet,
  }) => {
    await page.setViewportSize(PHONE_390.viewport)
    await page.goto('/prove/')
    await expectReconnected(page, evmWallet.address)
    await openAccountMenu(page)
    await page.getByRole('button', { name: /add a solana wallet/i }).click()
    await walletOption(page, SOLANA).click()
    await expect(walletStatus(page)).toHaveAttribute('data-address', solanaWallet.address)
    await page.keyboard.press('Escape')
    await page.getByLabel('Several addresses, linked in one proof').check()
    await page.getByRole('button', { name: 'Sign 2 messages' }).click()
    await expectResultInViewAndFocused(page, 'Your proof is ready')
    // Two whole messages and signatures: far more than a code a phone can scan holds.
    await expectNoQrCode(page)
  })

  test('a long statement, on a 320 px phone: no QR code, the link to share instead', async ({ page, evmWallet }) => {
    await page.setViewportSize(PHONE_320.viewport)
    await page.goto('/prove/')
    await expectReconnected(page, evmWallet.address)
    await page
      .getByLabel('Statement (optional)')
      .fill(`I am @alice on the forum, ${'and this is what I say. '.repeat(10)}`)
    await page.getByRole('button', { name: 'Sign with your wallet' }).click()
    await expectResultInViewAndFocused(page, 'Your proof is ready')
    await expectNoQrCode(page)
  })
})
