import { test, expect } from './fixtures/browser'
import { connectWith, declineThenRetrySignature, expectReconnected } from './support/wallet-ui'
import { expectQrReadsAs } from './support/qr'
import type { Page } from '@playwright/test'

async function makeProof(page: Page, options: { statement?: string; validity?: string } = {}): Promise<string> {
  if (options.statement) await page.getByLabel('Statement (optional)').fill(options.statement)
  if (options.validity) await page.getByLabel('Valid for').selectOption({ label: options.validity })
  await page.getByRole('button', { name: 'Sign with your wallet' }).click()
  const link = page.getByTestId('proof-link')
  await expect(link).toHaveValue(/\/verify\/#proof=/)
  await expectQrReadsAs(page.getByTestId('proof-qr'), await link.inputValue())
  return link.inputValue()
}

function verdict(page: Page) {
  return page.getByTestId('verify-result')
}

test.describe('prove and verify', () => {
  // A returning visitor whose EVM wallet was connected before: the specs of connecting are elsewhere.
  test.use({ connected: 'evm' })

  test('EVM: sign on /prove/, open the link in a browser with no wallet → valid; one character changed → invalid', async ({
    page,
    evmWallet,
    newContext,
  }) => {
    await page.goto('/prove/')
    await expectReconnected(page, evmWallet.address)
    const link = await makeProof(page, { statement: 'I am alice on the forum' })
    expect(evmWallet.calls()).toContain('personal_sign')
    await expect(page.getByTestId('proof-message')).toHaveValue(/wants you to sign in with your Ethereum account/)

    const { context } = await newContext({ wallets: [] })
    const reader = await context.newPage()
    await reader.goto(link)
    await expect(verdict(reader)).toHaveAttribute('data-verdict', 'valid')
    await expect(reader.getByTestId('verify-address')).toHaveText(evmWallet.address)
    await expect(verdict(reader)).toContainText('I am alice on the forum')
    await reader.getByLabel('Message').scrollIntoViewIfNeeded()
    await expect(reader.getByLabel('Message')).toHaveValue(/I am alice on the forum/)
    await expect(reader.getByLabel('Signature')).toHaveValue(/^0x[0-9a-f]{130}$/)

    // Tamper with the signed message: flip one character inside the statement.
    const tampered = await reader.getByLabel('Message').inputValue()
    await reader.getByLabel('Message').fill(tampered.replace('alice', 'alicf'))
    await reader.getByRole('button', { name: 'Verify' }).click()
    await expect(verdict(reader)).toHaveAttribute('data-verdict', 'invalid')
  })

  test('a changed character in the link is caught', async ({ page, evmWallet }) => {
    await page.goto('/prove/')
    await expectReconnected(page, evmWallet.address)
    const link = await makeProof(page)
    const at = link.indexOf('#proof=') + 40
    const mutated = link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1)
    await page.goto(mutated)
    const result = verdict(page).or(page.getByTestId('link-error'))
    await expect(result).toBeVisible()
    if (await verdict(page).isVisible()) await expect(verdict(page)).toHaveAttribute('data-verdict', 'invalid')
  })

  test('a declined signature says so and leaves the account connected', async ({ page, evmWallet }) => {
    await page.goto('/prove/')
    await expectReconnected(page, evmWallet.address)
    evmWallet.setBehavior({ rejectSign: true })
    // Asking again works once the wallet agrees.
    await declineThenRetrySignature(page, () => evmWallet.setBehavior({ rejectSign: false }))
    await expect(page.getByTestId('wallet-error')).toHaveCount(0)
  })

  test('an expired proof is reported as expired', async ({ page, evmWallet, newContext }) => {
    await page.goto('/prove/')
    await expectReconnected(page, evmWallet.address)
    const link = await makeProof(page, { validity: '1 hour' })
    const { context } = await newContext({ wallets: [] })
    const reader = await context.newPage()
    await reader.clock.install({ time: Date.now() + 2 * 60 * 60 * 1000 })
    await reader.goto(link)
    await expect(verdict(reader)).toHaveAttribute('data-verdict', 'invalid')
    await expect(reader.getByTestId('verify-reasons').locator('[data-check="expired"][data-ok="false"]')).toBeVisible()
  })

  test('an in-page anchor (the skip link) is not read as a proof link', async ({ page }) => {
    await page.goto('/verify/')
    await page.getByLabel('Message').focus()
    await expect(page.getByTestId('verify-page')).toBeVisible()
    await page.getByRole('link', { name: 'Skip to content' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/verify\/#main$/)
    // Opened with the anchor too: nothing to check, nothing to complain about.
    await page.reload()
    await expect(page.getByTestId('verify-page')).toBeVisible()
    await expect(page.getByTestId('verify-page')).toHaveAttribute('data-settled', '0')
    await expect(page.getByTestId('link-error')).toHaveCount(0)
  })

  test('malformed links give a clear message and never an uncaught error', async ({ page }) => {
    for (const fragment of [
      '#proof=%%%',
      '#proof=bm90IGpzb24',
      '#proof=' + 'A'.repeat(200_000),
      '#nothing-here',
      '#proof=eyJ2Ijo5fQ',
    ]) {
      await page.goto(`/verify/${fragment}`)
      await expect(page.getByTestId('link-error')).toBeVisible()
      await expect(page.getByTestId('verify-result')).toHaveCount(0)
    }
  })
})

test.describe('prove and verify on Solana', () => {
  test('Solana: sign on /prove/ → the link verifies', async ({ page, solanaWallet, newContext }) => {
    await page.goto('/prove/')
    await connectWith(page, 'Mock Solana Wallet', solanaWallet.address)
    const link = await makeProof(page)
    const { context } = await newContext({ wallets: [] })
    const reader = await context.newPage()
    await reader.goto(link)
    await expect(verdict(reader)).toHaveAttribute('data-verdict', 'valid')
    await expect(reader.getByTestId('verify-address')).toHaveText(solanaWallet.address)
  })
})
