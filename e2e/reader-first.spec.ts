import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet.ts'
import { connectWith } from './support/wallet-ui'
import { watchVerdictScripts } from './support/verdict-scripts'
import { encodeProofLink } from '../src/proof/index.ts'
import { freshProofs } from '../src/proof/testing.ts'
import type { Page } from '@playwright/test'

/** Scripts a proof link's reader must never need: React, the header islands, the wallet stack. */
const NOT_FOR_READERS = /\/_astro\/(react|site|wallet-list|start|evm-clients|verifyContractSignature)\.|appkit|wagmi/i
const SECP256K1 = /\/_astro\/secp256k1\./
const ED25519 = /\/_astro\/(ed25519|curve)\./

function scriptsOf(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) urls.push(new URL(request.url()).pathname)
  })
  return urls
}

/**
 * Issue 14, reader first: a proof link's verdict is computed and painted by the proof code
 * alone, in plain DOM, announced by the page's polite live region.
 */
test.describe('a proof link, for a reader with no wallet', () => {
  test.use({ wallets: [] })

  for (const namespace of ['eip155', 'solana'] as const) {
    test(`${namespace}: the verdict needs neither React nor the wallet stack, nor another family's curve`, async ({
      page,
      baseURL,
    }) => {
      const [evm, solana] = await freshProofs(baseURL!)
      const proof = namespace === 'eip155' ? evm : solana
      const scriptsByVerdict = await watchVerdictScripts(page)
      await page.goto(encodeProofLink(proof, baseURL!))
      const live = page.locator('[aria-live="polite"]').filter({ has: page.getByTestId('verify-result') })
      await expect(live.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
      await expect(live.getByRole('heading', { name: 'Valid proof' })).toBeVisible()
      await expect(page.getByTestId('verify-address')).toHaveText(proof.address)
      await expect(page.getByLabel('Message')).toHaveValue(proof.message)
      await expect(page.getByTestId('verify-page')).toHaveAttribute('data-settled', '1')

      const scripts = await scriptsByVerdict()
      expect(scripts.length).toBeGreaterThan(3)
      expect(scripts.filter((url) => NOT_FOR_READERS.test(url))).toEqual([])
      // EVM recovers with noble's secp256k1; a good Solana signature is accepted by the browser's own Ed25519.
      expect(scripts.filter((url) => ED25519.test(url))).toEqual([])
      expect(scripts.some((url) => SECP256K1.test(url))).toBe(namespace === 'eip155')
      // The inline script started the reader's chunks, the family's own included, while the page was parsing.
      const preloaded = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))
      const family = namespace === 'eip155' ? /\/verifyEvmSignature\./ : /\/verifySolanaSignature\./
      expect(preloaded.some((url) => family.test(url))).toBe(true)
    })
  }

  test('pasted text is checked in plain DOM too, and an edit is checked again', async ({ page, baseURL }) => {
    const [evm] = await freshProofs(baseURL!)
    const scriptsByVerdict = await watchVerdictScripts(page)
    await page.goto('/verify/')
    await page.getByLabel('Message').fill(evm.message)
    await page.getByLabel('Signature').fill(evm.signature)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    const scripts = await scriptsByVerdict()
    expect(scripts.some((url) => /\/verifyPage\./.test(url))).toBe(true)
    expect(scripts.filter((url) => NOT_FOR_READERS.test(url))).toEqual([])
    // A message that does not parse says why, as it is typed.
    await page.getByLabel('Message').fill(evm.message.replace('Issued At:', 'Issued:'))
    await expect(page.locator('#verify-message-error')).toBeVisible()
    await expect(page.locator('#verify-message-error')).not.toBeEmpty()
    await page.getByLabel('Message').fill(evm.message.replace(/Nonce: \w/, 'Nonce: z'))
    await page.getByRole('button', { name: 'Verify' }).click()
    // Not this key's signature any more: only the chain could still vouch for it (a contract wallet), and does not.
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'invalid')
  })
})

test('the prove page fetches the proof library once an account is there to prove, not when it wakes', async ({
  page,
  evmWallet,
}) => {
  const scripts = scriptsOf(page)
  const library = (url: string) => /\/_astro\/proofMaker\./.test(url)
  await page.goto('/prove/')
  // Pointer over the island wakes the page: the form is live, with no account to prove yet.
  await page.getByRole('heading', { name: 'Connect a wallet first' }).hover()
  await expect(page.getByTestId('prove-needs-wallet')).toBeVisible()
  expect(scripts.filter(library)).toEqual([])
  await connectWith(page, EVM, evmWallet.address)
  await expect(page.getByRole('button', { name: 'Sign with your wallet' })).toBeVisible()
  await expect.poll(() => scripts.filter(library).length).toBeGreaterThan(0)
})
