/**
 * The main moments, on a desktop (light) and a phone (dark): a valid proof, a forged one, the
 * Connect list, and a roll call with its answers checked; then the offline reader's, at 320 px too.
 */
import type { Page } from '@playwright/test'
import { test, expect } from '../../e2e/fixtures/browser'
import { signedPart, signInText, singleProofLink, newEvmKey, siteOf } from '../../e2e/support/forged-links'
import { PHONE } from '../../e2e/support/phone'
import { askedBy, evmAnswer, makeRollCall } from '../../e2e/support/roll-call'
import { connectButton, walletList } from '../../e2e/support/wallet-ui'
import { DeployingHost } from '../../e2e/support/deploying-host'
import { E2E_OUT_DIR, UPDATE_OUT_DIR } from '../../e2e/support/env'
import { waitForOfflineCopy } from '../../e2e/support/offline'

const OUT = new URL('../../docs/screenshots/', import.meta.url).pathname

const LOOKS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, colorScheme: 'light' } },
  { name: 'phone', use: { ...PHONE, viewport: { width: 390, height: 844 }, colorScheme: 'dark' } },
] as const

/** A settled page: web fonts, images and transitions done. */
async function shoot(page: Page, file: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${OUT}${file}.png`, scale: 'css' })
}

async function proofLinks(baseURL: string): Promise<{ valid: string; forged: string }> {
  const site = siteOf(baseURL)
  const alice = newEvmKey()
  const fields = {
    address: alice.address,
    nonce: 'sigilScreenshot0001',
    statement: 'I hold this address.',
    issuedAt: new Date(),
  }
  const valid = singleProofLink(baseURL, await signedPart(alice, signInText(site, fields)))
  // Another key signs the text that names Alice's address.
  const forged = singleProofLink(
    baseURL,
    await signedPart(newEvmKey(), signInText(site, fields), 'eip155:1', alice.address),
  )
  return { valid, forged }
}

for (const look of LOOKS) {
  test.describe(look.name, () => {
    test.use(look.use)

    test('a valid proof and a forged one', async ({ page, baseURL }) => {
      const { valid, forged } = await proofLinks(baseURL ?? '')
      await page.goto(valid)
      await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
      await shoot(page, `${look.name}-verdict-valid`)
      await page.goto(forged)
      await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'invalid')
      await shoot(page, `${look.name}-verdict-invalid`)
    })

    test('the Connect list', async ({ page }) => {
      await page.goto('/prove/')
      await connectButton(page).click()
      await expect(walletList(page)).toBeVisible()
      await shoot(page, `${look.name}-connect-list`)
    })

    test('a roll call with its answers checked', async ({ page, baseURL }) => {
      const base = baseURL ?? ''
      const asked = askedBy(await makeRollCall(page, 'One Ethereum or Base address', 'I am on the allowlist'))
      const site = siteOf(base)
      const answers = await Promise.all([1, 2, 3].map(() => evmAnswer(base, site, newEvmKey(), asked)))
      const forged = await evmAnswer(base, site, newEvmKey(), { ...asked, nonce: 'sigilOtherRequest0000' })
      await page.getByRole('button', { name: 'Answers', exact: true }).first().click()
      await page.getByTestId('roll-call-paste').fill([...answers, forged, ...answers.slice(0, 1)].join('\n'))
      await page.getByRole('button', { name: 'Check the answers' }).click()
      // What the check did, in view and focused, with the first answers under it.
      await expect(page.getByTestId('roll-call-checked')).toBeFocused()
      await shoot(page, `${look.name}-roll-call`)
    })
  })
}

/** The offline reader's moments, at each width, in both themes: the offline page, and a new version announced. */
const OFFLINE_LOOKS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, colorScheme: 'light' } },
  { name: 'phone', use: { ...PHONE, viewport: { width: 390, height: 844 }, colorScheme: 'dark' } },
  { name: 'phone-320', use: { ...PHONE, viewport: { width: 320, height: 640 }, colorScheme: 'light' } },
] as const

for (const look of OFFLINE_LOOKS) {
  test.describe(`${look.name}, offline`, () => {
    test.use({ ...look.use, serviceWorkers: 'allow' })

    test('a page that needs a network, opened offline; a new version announced over a verdict', async ({ context }) => {
      const host = await DeployingHost.open()
      try {
        await host.serve(E2E_OUT_DIR)
        const page = await context.newPage()
        const { valid } = await proofLinks(`${host.origin}/`)
        await page.goto(valid)
        await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
        await waitForOfflineCopy(page)
        await context.setOffline(true)
        const away = await context.newPage()
        await away.goto(`${host.origin}/prove/`)
        await expect(away.getByRole('heading', { level: 1 })).toHaveText('You are offline')
        await shoot(away, `${look.name}-offline-page`)
        await context.setOffline(false)
        await host.serve(UPDATE_OUT_DIR)
        const next = await context.newPage()
        await next.goto(valid)
        await expect(next.getByTestId('update-notice')).toBeVisible()
        await expect(next.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
        await shoot(next, `${look.name}-update-ready`)
      } finally {
        await host.stop()
      }
    })
  })
}
