import { test, expect } from './fixtures/browser'
import { EVIL_SITE, newEvmKey, siteOf } from './support/forged-links'
import { askedBy, evmAnswer, makeRollCall } from './support/roll-call'

test('screenshots', async ({ newContext, baseURL }, testInfo) => {
  const base = baseURL ?? ''
  const site = siteOf(base)
  const { context } = await newContext({ wallets: [] })
  const page = await context.newPage()
  const request = await makeRollCall(page, 'One EVM address (Ethereum, Base)', 'I am on the allowlist')
  const asked = askedBy(request)
  const key = newEvmKey()
  const text = [
    await evmAnswer(base, site, key, asked),
    await evmAnswer(base, site, key, asked, new Date(Date.now() - 1000)),
    await evmAnswer(base, EVIL_SITE, newEvmKey(), asked),
    'junk #proof=AAAA',
  ].join('\n')
  await page.goto('/request/')
  await page.getByRole('button', { name: 'Answers', exact: true }).click()
  await page.getByTestId('roll-call-paste').fill(text)
  await page.getByRole('button', { name: 'Check the answers' }).click()
  await expect(page.getByTestId('roll-call-answer')).toHaveCount(4)
  for (const colorScheme of ['light', 'dark'] as const)
    for (const width of [320, 390, 1100]) {
      await page.emulateMedia({ colorScheme })
      await page.setViewportSize({ width, height: 900 })
      await page
        .getByTestId('request-list')
        .screenshot({ path: testInfo.outputPath(`list-${colorScheme}-${width}.png`) })
    }
})
