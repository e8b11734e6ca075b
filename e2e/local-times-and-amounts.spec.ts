/**
 * Times and amounts as the reader reads them: every time a proof, a request or its answer shows is
 * a `<time datetime>` holding the exact instant, written on the reader's clock with its zone named
 * (packages/verify/src/util/formatLocalTime.ts); balances are grouped and pointed as the reader's locale writes
 * numbers (src/chains/formatBalance.ts). Two readers: German in Berlin, English in New York.
 */
import type { Locator } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { LOCAL_URLS } from './support/env'
import { freshEvmKey, setEvmBalance } from './support/chain-funds'
import { connectWith } from './support/wallet-ui'
import { makeRequest } from './support/request'

const READERS = [
  {
    label: 'German in Berlin',
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    time: /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(UTC\+0[12]:00\)$/,
    balance: '1.234.567,8912 ETH',
  },
  {
    label: 'English in New York',
    locale: 'en-US',
    timezoneId: 'America/New_York',
    time: /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(UTC-0[45]:00\)$/,
    balance: '1,234,567.8912 ETH',
  },
] as const

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The instant a `<time>`'s text names ("26 Nov 2026, 14:04 (UTC+01:00)"), to the minute. */
function instantShown(text: string): number {
  const [, day, month, year, hours, minutes, offset] =
    /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}), (\d{2}):(\d{2}) \(UTC([+-]\d{2}:\d{2})?\)$/.exec(text) ?? []
  const [sign, offsetHours, offsetMinutes] = offset ? [offset[0], offset.slice(1, 3), offset.slice(4)] : ['+', '0', '0']
  const east = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes))
  return Date.UTC(Number(year), MONTHS.indexOf(month ?? ''), Number(day), Number(hours), Number(minutes) - east)
}

/** Each `<time>` in `scope`: its text in the reader's form, and its datetime the instant the text names, in any zone. */
async function expectReadableTimes(scope: Locator, form: RegExp, count: number): Promise<void> {
  const times = scope.locator('time')
  await expect(times).toHaveCount(count)
  for (const time of await times.all()) {
    await expect(time).toHaveText(form)
    const datetime = await time.getAttribute('datetime')
    expect(datetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    const minute = Math.floor(Date.parse(datetime!) / 60_000) * 60_000
    // Its text, not what is drawn: a kept rule's time may sit in the card's closed fold.
    expect(new Date(instantShown((await time.textContent()) ?? '')).toISOString()).toBe(new Date(minute).toISOString())
  }
}

for (const reader of READERS) {
  test.describe(`a reader who is ${reader.label}`, () => {
    const evmKey = freshEvmKey()
    const address = privateKeyToAccount(evmKey).address
    test.use({
      locale: reader.locale,
      timezoneId: reader.timezoneId,
      evmWalletOptions: { privateKey: evmKey, rpcUrls: { 1: LOCAL_URLS.ethereum, 8453: LOCAL_URLS.base } },
    })

    test('a request, its answer and the verdict show their times with the zone, in <time datetime>', async ({
      page,
    }) => {
      const request = await makeRequest(page)
      // The result's "open until", and the list's "made" and "open until".
      await expectReadableTimes(page.getByTestId('request-result'), reader.time, 1)
      await expectReadableTimes(page.getByTestId('request-item').first(), reader.time, 2)

      await page.goto(request)
      await connectWith(page, EVM, address)
      await expectReadableTimes(page.getByTestId('request-expires'), reader.time, 1)
      await page.getByRole('button', { name: 'Sign the answer with your wallet' }).click()
      const answer = page.getByTestId('proof-link')
      await expect(answer).toHaveValue(/\/verify\/#proof=/)

      await page.goto(await answer.inputValue())
      const verdict = page.getByTestId('verify-result')
      await expect(verdict).toHaveAttribute('data-verdict', 'valid')
      // Signed, expires (a request's answer has an expiry), and the request it answers.
      await expectReadableTimes(verdict.locator('dl').first(), reader.time, 2)
      await expectReadableTimes(page.getByTestId('request-answer'), reader.time, 1)
      // Opened again: the rule that it is the first answer names that answer's moment, as a time too.
      await page.reload()
      await expect(verdict).toHaveAttribute('data-verdict', 'valid')
      await expect(page.getByTestId('request-rules').locator('[data-rule="first-answer"]')).toContainText(
        'It is the proof that answered your request on',
      )
      await expectReadableTimes(page.getByTestId('request-answer'), reader.time, 2)
    })

    test('a balance is written as the reader writes numbers', async ({ page }) => {
      await setEvmBalance('ethereum', address, 1_234_567_891_234_567_891_234_567n)
      await page.goto('/account/')
      await connectWith(page, EVM, address)
      await expect(page.getByTestId('balance-eip155').locator('.balance__value')).toHaveText(reader.balance)
    })
  })
}
