/**
 * Handing a link on: beside every copy of a proof or request link, the browser's share sheet
 * where it has one (src/util/shareLink.ts; hidden where it has none, as in Chromium on Linux);
 * and a plain message signed on /prove/ as the signed-message JSON MyCrypto and MyEtherWallet read
 * (packages/verify/src/signedMessageJson.ts), which /verify/ reads back as valid.
 *
 * A phone's share sheet is the operating system's, outside the page: the phone here gets a
 * `navigator.share` that records what it was handed and answers as the sheet would (shared,
 * closed by the person, or refused), so what the page hands over and says is what is checked.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { MOCK_SOLANA_NAME as SOLANA } from './fixtures/mock-solana-wallet'
import { PHONE } from './support/phone'
import { makeRequest } from './support/request'
import { connectWith } from './support/wallet-ui'

type Shared = { title?: string; url?: string }
type ShareWindow = Window & { __shared?: Shared[]; __shareAnswer?: 'shared' | 'closed' | 'refused' }

/** A share sheet that records each link and answers as `__shareAnswer` says (default: shared). */
async function installShareSheet(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as ShareWindow
    w.__shared = []
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: Shared) => {
        w.__shared?.push({ title: data.title, url: data.url })
        const answer = w.__shareAnswer ?? 'shared'
        if (answer === 'closed') return Promise.reject(new DOMException('Share canceled', 'AbortError'))
        if (answer === 'refused') return Promise.reject(new DOMException('Not allowed', 'NotAllowedError'))
        return Promise.resolve()
      },
    })
  })
}

function shared(page: Page): Promise<Shared[]> {
  return page.evaluate(() => (window as ShareWindow).__shared ?? [])
}

async function signProof(page: Page, address: string): Promise<string> {
  await page.goto('/prove/')
  await connectWith(page, EVM, address)
  await page.getByRole('button', { name: 'Sign with your wallet' }).click()
  const link = page.getByTestId('proof-link')
  await expect(link).toHaveValue(/\/verify\/#proof=/)
  return link.inputValue()
}

test.describe('on a desktop browser without a share sheet', () => {
  test('proof and request links have their copy button and no share button', async ({ page, evmWallet }) => {
    expect(await page.evaluate(() => 'share' in navigator)).toBe(false)
    await signProof(page, evmWallet.address)
    const result = page.getByTestId('proof-result')
    await expect(result.getByRole('button', { name: 'Copy link' })).toBeVisible()
    await expect(result.getByTestId('share-link')).toHaveCount(0)

    await makeRequest(page)
    await expect(page.getByTestId('request-result').getByRole('button', { name: 'Copy link' })).toBeVisible()
    await expect(page.getByTestId('share-link')).toHaveCount(0)
  })
})

test.describe('on a phone with a share sheet', () => {
  test.use({ ...PHONE })

  test('a proof link: Share… hands the link to the sheet; closing it says nothing, a refusal says so', async ({
    page,
    context,
    evmWallet,
  }) => {
    await installShareSheet(context)
    const link = await signProof(page, evmWallet.address)
    const result = page.getByTestId('proof-result')
    const share = result.getByRole('button', { name: 'Share…' })
    await expect(share).toBeVisible()
    await share.click()
    await expect.poll(() => shared(page)).toEqual([{ title: 'My proof', url: link }])

    await page.evaluate(() => ((window as ShareWindow).__shareAnswer = 'closed'))
    await share.click()
    await expect.poll(async () => (await shared(page)).length).toBe(2)
    await expect(share).toHaveText('Share…')

    await page.evaluate(() => ((window as ShareWindow).__shareAnswer = 'refused'))
    await share.click()
    await expect(result.getByRole('button', { name: 'Could not share' })).toBeVisible()
  })

  test('a request link: shared from its result and from the list of requests; its answer shared back', async ({
    page,
    context,
    evmWallet,
  }) => {
    await installShareSheet(context)
    const request = await makeRequest(page)
    await page.getByTestId('request-result').getByRole('button', { name: 'Share…' }).click()
    await page.getByTestId('request-item').first().getByRole('button', { name: 'Share…' }).click()
    await expect
      .poll(() => shared(page))
      .toEqual([
        { title: 'A proof request', url: request },
        { title: 'A proof request', url: request },
      ])

    // The person asked answers on the same phone here: their answer goes back through the sheet too.
    await page.goto(request)
    await connectWith(page, EVM, evmWallet.address)
    await page.getByRole('button', { name: 'Sign the answer with your wallet' }).click()
    const answer = page.getByTestId('proof-link')
    await expect(answer).toHaveValue(/\/verify\/#proof=/)
    await page.getByTestId('proof-result').getByRole('button', { name: 'Share…' }).click()
    await expect
      .poll(async () => (await shared(page)).at(-1))
      .toEqual({ title: 'My proof for your request', url: await answer.inputValue() })
  })
})

test.describe('a plain message signed on /prove/', () => {
  for (const family of ['EVM', 'Solana'] as const) {
    test(`${family}: gives the signed-message JSON, which copies and verifies on /verify/`, async ({
      page,
      context,
      evmWallet,
      solanaWallet,
      newContext,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const address = family === 'EVM' ? evmWallet.address : solanaWallet.address
      const text = 'I, the holder of this address, agree to the terms of 1 March.\nSecond line.'
      await page.goto('/prove/')
      await connectWith(page, family === 'EVM' ? EVM : SOLANA, address)
      await page.getByText('Asked to sign a plain message?').click()
      await page.getByRole('button', { name: 'Sign a plain message instead' }).click()
      await page.getByLabel('Text to sign').fill(text)
      await page.getByRole('button', { name: 'Sign this text' }).click()
      const json = page.getByLabel('Signed message (JSON)')
      await expect(json).toHaveValue(/"msg"/)
      const written = await json.inputValue()
      const signature = await page.getByTestId('proof-signature').inputValue()
      expect(JSON.parse(written)).toEqual(
        family === 'EVM'
          ? { address, msg: text, sig: signature, version: '2' }
          : { address, msg: text, sig: signature },
      )
      // MyCrypto's layout: two-space indent, keys in its order.
      expect(written.split('\n')[1]).toBe(`  "address": ${JSON.stringify(address)},`)

      await page.getByRole('button', { name: 'Copy JSON' }).click()
      await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(written)

      const { context: readerContext } = await newContext({ wallets: [] })
      const reader = await readerContext.newPage()
      await reader.goto('/verify/')
      await reader.getByLabel('Message').fill(written)
      await reader.getByRole('button', { name: 'Verify', exact: true }).click()
      await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
      await expect(reader.getByTestId('verify-address')).toHaveText(address)
    })
  }
})
