import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet.ts'
import { connectWith } from './support/wallet-ui'
import { watchVerdictScripts } from './support/verdict-scripts'
import { curvesIn, type Curve } from './support/curve-markers'
import { encodeProofLink } from '../packages/verify/src/index.ts'
import { freshLinkedProof, freshProofs, otherEvmAccount } from '../test/proof/testing.ts'
import type { Page } from '@playwright/test'

/** Scripts a proof link's reader must never need: React, the header islands, the wallet stack. */
const NOT_FOR_READERS =
  /\/_astro\/(react|site|wallet-list|startAppKit|evmClients|verifyContractSignature)\.|appkit|wagmi/i
/** A linked proof's checker and card: fetched for linked links only. */
const LINKED = /\/_astro\/linkedVerdict\./

function scriptsOf(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) urls.push(new URL(request.url()).pathname)
  })
  return urls
}

/** The paths of the page's `<link rel="modulepreload">`s: what the head script started fetching. */
function modulePreloads(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))
}

/** The curves whose own code is in the scripts the page fetched (read back from the server). */
async function curvesFetched(page: Page, scripts: readonly string[]): Promise<Curve[]> {
  const curves: Curve[] = []
  for (const path of scripts) curves.push(...curvesIn(await (await page.request.get(path)).text()))
  return curves
}

/**
 * Reader first: a proof link's verdict is computed and painted by the proof code
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
      const result = page.getByTestId('verify-result')
      await expect(result).toHaveAttribute('data-verdict', 'valid')
      await expect(result.getByRole('heading', { name: / is proven for this site/ })).toBeVisible()
      // Said once by the page's polite status line.
      await expect(page.locator('[aria-live="polite"][data-verify-status]')).toHaveText(/ is proven for this site/)
      await expect(page.getByTestId('verify-address')).toHaveText(proof.address)
      await expect(page.getByTestId('verify-page')).toHaveAttribute('data-settled', '1')

      const scripts = await scriptsByVerdict()
      expect(scripts.length).toBeGreaterThan(3)
      // A few requests, not one per module (src/build/readerChunks.ts): the page's own script, the reader's four
      // chunks with the small ones every page shares, and the family's one chunk (EVM's with its curve).
      expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(10)
      expect(scripts.filter((url) => NOT_FOR_READERS.test(url))).toEqual([])
      expect(scripts.filter((url) => LINKED.test(url))).toEqual([])
      // EVM recovers with noble's secp256k1; a good Solana signature is accepted by the browser's own Ed25519.
      const curves = await curvesFetched(page, scripts)
      expect(curves).toEqual(namespace === 'eip155' ? ['secp256k1'] : [])
      // The inline script started the reader's chunks, the family's own included, while the page was parsing.
      const preloaded = await modulePreloads(page)
      const family = namespace === 'eip155' ? /\/verifyEvmSignature\./ : /\/verifySolanaSignature\./
      expect(preloaded.some((url) => family.test(url))).toBe(true)
      expect(preloaded.filter((url) => LINKED.test(url))).toEqual([])
      // The fields take the link's text as the form comes into view.
      await page.getByLabel('Message').scrollIntoViewIfNeeded()
      await expect(page.getByLabel('Message')).toHaveValue(proof.message)
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
    expect(scripts.some((url) => /\/reader\./.test(url))).toBe(true)
    expect(scripts.filter((url) => NOT_FOR_READERS.test(url))).toEqual([])
    // A message that does not parse says why, as it is typed.
    await page.getByLabel('Message').fill(evm.message.replace('Issued At:', 'Issued:'))
    await expect(page.locator('#verify-message-error')).toBeVisible()
    await expect(page.locator('#verify-message-error')).not.toBeEmpty()
    // Another first character of the (random) nonce: always a change, whatever the nonce was.
    const edited = evm.message.replace(/Nonce: (\w)/, (_, first: string) => `Nonce: ${first === 'z' ? 'y' : 'z'}`)
    expect(edited).not.toBe(evm.message)
    await page.getByLabel('Message').fill(edited)
    await page.getByRole('button', { name: 'Verify' }).click()
    // Not this key's signature any more: only the chain could still vouch for it (a contract wallet), and does not.
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'invalid')
  })
})

test.describe('a linked proof link, for a reader with no wallet', () => {
  test.use({ wallets: [] })

  test('its verdict is painted in plain DOM, one card for every address; the form gives way to a note', async ({
    page,
    baseURL,
  }) => {
    const linked = await freshLinkedProof(baseURL!, [
      { kind: 'evm' },
      { kind: 'evm', account: otherEvmAccount, chainId: 'eip155:8453' },
      { kind: 'solana' },
    ])
    const scriptsByVerdict = await watchVerdictScripts(page)
    await page.goto(encodeProofLink(linked, baseURL!))
    const result = page.getByTestId('verify-result')
    await expect(result).toHaveAttribute('data-verdict', 'valid')
    await expect(result.getByRole('heading', { name: / are proven together for this site/ })).toBeVisible()
    await expect(page.locator('[aria-live="polite"][data-verify-status]')).toHaveText(
      / are proven together for this site/,
    )
    await expect(page.getByTestId('verify-linked-summary')).toHaveText(
      'These 3 addresses were proven together: one person controls all of them.',
    )
    await expect(page.getByTestId('verify-part-address')).toHaveText(linked.parts.map((p) => p.address))
    await expect(page.locator('[data-testid="verify-part"][data-verdict="valid"]')).toHaveCount(3)
    await expect(page.locator('[data-testid="verify-reasons"] li[data-check="linkage"][data-ok="true"]')).toHaveCount(8)
    await expect(page.getByTestId('verify-page')).toHaveAttribute('data-settled', '1')
    const scripts = await scriptsByVerdict()
    expect(scripts.filter((url) => NOT_FOR_READERS.test(url))).toEqual([])
    expect(scripts.some((url) => LINKED.test(url))).toBe(true)
    // The head script started the linked checker and both families' code while the page was parsing.
    const preloaded = await modulePreloads(page)
    for (const chunk of [LINKED, /\/verifyEvmSignature\./, /\/verifySolanaSignature\./])
      expect(
        preloaded.filter((url) => chunk.test(url)),
        String(chunk),
      ).toHaveLength(1)

    // The form: a note in place of the message and signature; its button brings them back.
    await expect(page.getByTestId('verify-linked-note')).toBeVisible()
    await expect(page.getByLabel('Message')).toBeHidden()
    await page.getByRole('button', { name: 'Paste a single proof instead' }).click()
    await expect(page.getByTestId('verify-linked-note')).toBeHidden()
    await expect(page.getByLabel('Message')).toBeFocused()
    const [evm] = await freshProofs(baseURL!)
    await page.getByLabel('Message').fill(evm.message)
    await page.getByLabel('Signature').fill(evm.signature)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByTestId('verify-address')).toHaveText(evm.address)
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
  })

  test('a broken link says which rule failed; the next single link brings the fields back', async ({
    page,
    baseURL,
  }) => {
    const broken = await freshLinkedProof(baseURL!, undefined, (fields, index) =>
      index === 1 ? { ...fields, resources: fields.resources.slice(1) } : fields,
    )
    await page.goto(encodeProofLink(broken, baseURL!))
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'invalid')
    await expect(page.getByTestId('verify-linked-summary')).toHaveText(
      'This link does not prove that these addresses are controlled by one person.',
    )
    await expect(page.locator('li[data-rule="resources"]')).toHaveAttribute('data-ok', 'false')
    await expect(page.locator('[data-testid="verify-reasons"] li[data-ok="false"]')).toHaveCount(1)

    const [, solana] = await freshProofs(baseURL!)
    await page.goto(encodeProofLink(solana, baseURL!))
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    // The same document (only the fragment changed): the note stays in the form, hidden.
    await expect(page.getByTestId('verify-linked-note')).toBeHidden()
    await expect(page.getByLabel('Signature')).toBeVisible()
    await page.getByLabel('Message').scrollIntoViewIfNeeded()
    await expect(page.getByLabel('Message')).toHaveValue(solana.message)
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
