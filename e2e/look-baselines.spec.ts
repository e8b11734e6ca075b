/**
 * The site's look, held against committed pictures: the README's moments (a valid proof, a forged
 * one, the Connect list) and the pages a visitor starts from, at 1280 px (light), 390 px (dark),
 * 320 px (light) and in forced colours. A layout break — a header two rows tall, a verdict pushed
 * down, a cut label — changes far more than the tolerance allows and fails here, where a check of
 * one property would not have thought to look.
 *
 * Everything a picture shows is fixed: the keys, the signed times, the page's clock and time zone.
 * The only part that varies between machines, the local hosts' ports (the site's, as a proof names
 * it, and the local chain's, as a check names it), is masked. After a change to the look on purpose:
 *
 *   npx playwright test e2e/look-baselines.spec.ts --update-snapshots
 *
 * and look at every picture that changed before committing it.
 */
import type { Page } from '@playwright/test'
import { Wallet } from 'ethers'
import { test, expect } from './fixtures/browser'
import { signedPart, signInText, singleProofLink, siteOf } from './support/forged-links'
import { PHONE } from './support/phone'
import { connectButton, walletList } from './support/wallet-ui'

/** The moment every picture is taken at, on the page's clock; the proofs are signed an hour before. */
const NOW = new Date('2026-11-20T13:00:00Z')
const SIGNED_AT = new Date('2026-11-20T12:00:00Z')
const EXPIRES_AT = new Date('2026-11-27T12:00:00Z')

/** Keys that never change, so an address and its avatar are the same in every run. */
const ALICE = new Wallet(`0x${'a1'.repeat(32)}`)
const FORGER = new Wallet(`0x${'f0'.repeat(32)}`)

const DESKTOP = { viewport: { width: 1280, height: 800 } }
const PHONE_390 = { ...PHONE, viewport: { width: 390, height: 844 } }
const PHONE_320 = { ...PHONE, viewport: { width: 320, height: 700 } }

const LOOKS = [
  { name: 'desktop-light', use: { ...DESKTOP, colorScheme: 'light' } },
  { name: 'desktop-dark', use: { ...DESKTOP, colorScheme: 'dark' } },
  { name: 'phone-light', use: { ...PHONE_390, colorScheme: 'light' } },
  { name: 'phone-dark', use: { ...PHONE_390, colorScheme: 'dark' } },
  { name: 'narrow-light', use: { ...PHONE_320, colorScheme: 'light' } },
  { name: 'narrow-dark', use: { ...PHONE_320, colorScheme: 'dark' } },
  { name: 'forced-colours', use: { ...PHONE_390, colorScheme: 'light', forcedColors: 'active' } },
] as const

async function proofLinks(baseURL: string): Promise<{ valid: string; forged: string }> {
  const fields = {
    address: ALICE.address,
    nonce: 'sigilLookBaseline01',
    statement: 'I hold this address.',
    issuedAt: SIGNED_AT,
    expirationTime: EXPIRES_AT,
  }
  const text = signInText(siteOf(baseURL), fields)
  return {
    valid: singleProofLink(baseURL, await signedPart(ALICE, text)),
    // Another key signs the text that names Alice's address.
    forged: singleProofLink(baseURL, await signedPart(FORGER, text, 'eip155:1', ALICE.address)),
  }
}

/** The picture of the viewport, once fonts and images are in, with the local hosts masked. */
async function expectLook(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready)
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
  await expect(page).toHaveScreenshot(`${name}.png`, {
    mask: [page.getByText(/127\.0\.0\.1:\d+/)],
    scale: 'css',
    // Anti-aliasing may differ by a few pixels between machines; a moved block differs by thousands.
    maxDiffPixelRatio: 0.004,
  })
}

for (const look of LOOKS) {
  test.describe(look.name, () => {
    test.use({ ...look.use, timezoneId: 'UTC', locale: 'en-US' })
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(NOW)
    })

    test('a valid proof and a forged one', async ({ page, baseURL }) => {
      const { valid, forged } = await proofLinks(baseURL ?? '')
      await page.goto(valid)
      await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
      await expectLook(page, `${look.name}-verdict-valid`)
      await page.goto(forged)
      await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'invalid')
      await expectLook(page, `${look.name}-verdict-forged`)
    })

    test('the home page and the Connect list', async ({ page }) => {
      await page.goto('/')
      await expect(connectButton(page)).toBeVisible()
      await expectLook(page, `${look.name}-home`)
      await page.goto('/prove/')
      await connectButton(page).click()
      await expect(walletList(page)).toBeVisible()
      await expectLook(page, `${look.name}-connect-list`)
    })

    test('the request page', async ({ page }) => {
      await page.goto('/request/')
      await expect(page.getByRole('button', { name: 'Make the request link' })).toBeVisible()
      await expectLook(page, `${look.name}-request`)
    })
  })
}
