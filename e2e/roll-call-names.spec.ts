/**
 * Names in a roll call's list: beside an answer's EVM address, the ENS name or Basename /verify/
 * would show (forward-verified, against the stand-ins of names.spec.ts), the address still shown;
 * a primary name that does not point back shows nothing. Names are looked up for the rows near
 * the viewport only, and once a page: a redraw shows a known name at once and asks for none again.
 * With the RPCs down, the addresses stay as they are and nothing is said.
 */
import type { Page } from '@playwright/test'
import type { Wallet } from 'ethers'
import { getAddress } from 'viem'
import { test, expect } from './fixtures/browser'
import { expectAccessibleAtWidths } from './support/accessible-at-widths'
import { BASE_COIN_TYPE, installBasenamesStandIn, installEnsStandIn } from './fixtures/chains/index.ts'
import { LOCAL_URLS } from './support/env'
import { newEvmKey, siteOf } from './support/forged-links'
import { evmAnswer, verifierWithRollCall } from './support/roll-call'
import { manyAnswers } from './support/roll-call-answers'

test.describe.configure({ timeout: 240_000 })

/**
 * How many name look-ups the page starts for each address: each begins with the ENS reverse call,
 * which carries the address in its call data.
 */
function lookUpsByAddress(page: Page): Map<string, number> {
  const counts = new Map<string, number>()
  page.on('request', (request) => {
    if (!request.url().startsWith(LOCAL_URLS.ethereum)) return
    const calls = (request.postData() ?? '').toLowerCase().match(/0x[0-9a-f]{8}[0-9a-f]*/g) ?? []
    // reverseWithGateways(bytes,uint256,string[]): the address is the first 20 bytes of its `bytes`.
    for (const data of calls.filter((call) => call.startsWith('0xb7d6ca64'))) {
      const address = `0x${data.slice(10 + 64 * 4, 10 + 64 * 4 + 40)}`
      counts.set(address, (counts.get(address) ?? 0) + 1)
    }
  })
  return counts
}

async function openAnswersAndPaste(page: Page, text: string, total: number): Promise<void> {
  await page.goto('/request/')
  await page.getByRole('button', { name: 'Answers', exact: true }).click()
  await page.getByTestId('roll-call-paste').fill(text)
  await page.getByRole('button', { name: 'Check the answers' }).click()
  await expect(page.getByTestId('roll-call-checked')).toBeFocused()
  await expect(page.getByTestId('roll-call-progress')).toHaveText(`Checked ${total} of ${total}`)
}

/** The key's address, typed as the stand-ins take it. */
const addressOf = (key: Wallet) => getAddress(key.address)

const rowOf = (page: Page, key: Wallet) =>
  page.locator(`[data-testid="roll-call-answer"][data-addresses="${key.address}"]`)

test('an answer whose address has a name shows it beside the address; a name that does not point back shows none', async ({
  newContext,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const site = siteOf(base)
  const ens = await installEnsStandIn(LOCAL_URLS.ethereum)
  const basenames = await installBasenamesStandIn(LOCAL_URLS.base)
  const named = newEvmKey()
  const onBase = newEvmKey()
  const claiming = newEvmKey()
  const unnamed = newEvmKey()
  await ens.setPrimaryName(addressOf(named), 'roll-call-named.eth')
  await ens.setAddress('roll-call-named.eth', addressOf(named))
  await basenames.setPrimaryName(addressOf(onBase), 'roll-call-named.base.eth')
  await basenames.setAddress('roll-call-named.base.eth', addressOf(onBase), { coinType: BASE_COIN_TYPE })
  // Anyone can claim any name on their reverse record: this one points at the named address, not back.
  await ens.setPrimaryName(addressOf(claiming), 'roll-call-named.eth')

  const { page, asked } = await verifierWithRollCall(newContext, 'One Ethereum or Base address', 'I am on the list')
  const text = [
    `named: ${await evmAnswer(base, site, named, asked)}`,
    `on Base: ${await evmAnswer(base, site, onBase, asked)}`,
    `claiming: ${await evmAnswer(base, site, claiming, asked)}`,
    `unnamed: ${await evmAnswer(base, site, unnamed, asked)}`,
  ].join('\n')
  const lookUps = lookUpsByAddress(page)
  await openAnswersAndPaste(page, text, 4)

  const name = rowOf(page, named).getByTestId('roll-call-name')
  await expect(name).toHaveText('ENS name roll-call-named.eth')
  await expect(name.locator('.account-name')).toHaveAttribute('title', 'roll-call-named.eth')
  await expect(rowOf(page, named)).toContainText(named.address)
  await expect(rowOf(page, onBase).getByTestId('roll-call-name')).toHaveText('Basename roll-call-named.base.eth')
  await expect(rowOf(page, onBase)).toContainText(onBase.address)
  // As on /verify/: a name is no part of what was signed.
  await expect(page.getByTestId('roll-call-names-note')).toHaveText(
    'Names are checked just now and can change after signing: each answer is a proof for its address.',
  )
  // With every row near the viewport, each address is asked about once; then the list is as it stays.
  await page.getByTestId('roll-call-answer').last().scrollIntoViewIfNeeded()
  await expect.poll(() => lookUps.size).toBe(4)
  // The page's name cache keeps each look-up that is over, by address.
  const settled = () =>
    page.evaluate(() => Object.keys(JSON.parse(sessionStorage.getItem('sigil:names') ?? '{}') as object).length)
  await expect.poll(settled).toBe(4)
  await expect(rowOf(page, claiming)).toContainText(claiming.address)
  await expect(rowOf(page, claiming).getByTestId('roll-call-name')).toHaveCount(0)
  await expect(rowOf(page, unnamed).getByTestId('roll-call-name')).toHaveCount(0)
  await expect(page.getByTestId('roll-call-name')).toHaveCount(2)

  // Sorted, the list is drawn again: the names are in the rows as they are drawn, in the same task.
  const namesAsDrawn = await page.evaluate(() => {
    const sort = document.querySelector<HTMLSelectElement>('.roll-call__controls select[id$="-sort"]')
    if (!sort) return []
    sort.value = 'address'
    sort.dispatchEvent(new Event('change'))
    return [...document.querySelectorAll('[data-testid="roll-call-name"]')].map((shown) => shown.textContent)
  })
  expect(namesAsDrawn.sort()).toEqual(['Basename roll-call-named.base.eth', 'ENS name roll-call-named.eth'])
  await page.waitForTimeout(500)
  expect([...lookUps.values()]).toEqual([1, 1, 1, 1])

  // The page opened again draws the stored list before it is on screen: the names come from the tab's cache.
  await page.reload()
  await page.getByRole('button', { name: 'Answers', exact: true }).click()
  await expect(rowOf(page, named).getByTestId('roll-call-name')).toHaveText('ENS name roll-call-named.eth')
  await page.getByTestId('roll-call-answer').last().scrollIntoViewIfNeeded()
  await expect(page.getByTestId('roll-call-name')).toHaveCount(2)
  expect([...lookUps.values()]).toEqual([1, 1, 1, 1])

  await expectAccessibleAtWidths(page, '[data-testid="roll-call-answers"]', [320, 1100], 800)
})

test('a long list looks names up as its rows near the viewport, and asks for none again when drawn again', async ({
  newContext,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const { page, asked } = await verifierWithRollCall(newContext, 'One Ethereum or Base address', 'I am a member')
  await page.setViewportSize({ width: 390, height: 800 })
  const answers = await manyAnswers(base, siteOf(base), asked, 150)
  const lookUps = lookUpsByAddress(page)
  await openAnswersAndPaste(page, answers.text, answers.total)
  await expect(page.getByTestId('roll-call-answer')).toHaveCount(100)

  const drawn = () =>
    page
      .getByTestId('roll-call-answer')
      .evaluateAll((rows) => rows.map((row) => (row.getAttribute('data-addresses') ?? '').toLowerCase()))
  const first = await drawn()
  const top = first[0] ?? ''
  const last = first.at(-1) ?? ''
  await expect.poll(() => lookUps.has(top)).toBe(true)
  await page.waitForTimeout(1000)
  // The rows far below the viewport are not asked about until they come near it.
  expect(lookUps.size, 'addresses looked up with the list at its top').toBeLessThan(50)
  expect(lookUps.has(last)).toBe(false)
  await page.getByTestId('roll-call-answer').last().scrollIntoViewIfNeeded()
  await expect.poll(() => lookUps.has(last)).toBe(true)

  // Drawn again (sorted, then 50 more shown): the addresses already asked about are not asked again.
  await page.getByLabel('Sort by').selectOption('address')
  await page.getByRole('button', { name: 'Show 50 more' }).click()
  await expect(page.getByTestId('roll-call-answer')).toHaveCount(150)
  await page.getByTestId('roll-call-answer').last().scrollIntoViewIfNeeded()
  const sortedLast = (await drawn()).at(-1) ?? ''
  await expect.poll(() => lookUps.has(sortedLast)).toBe(true)
  await page.waitForTimeout(1000)
  expect([...lookUps.entries()].filter(([, count]) => count > 1)).toEqual([])
})

test('with the name RPCs down, the list shows its addresses as they are, and says nothing of names', async ({
  newContext,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const site = siteOf(base)
  const ens = await installEnsStandIn(LOCAL_URLS.ethereum)
  const named = newEvmKey()
  await ens.setPrimaryName(addressOf(named), 'roll-call-unreached.eth')
  await ens.setAddress('roll-call-unreached.eth', addressOf(named))
  const { page, asked } = await verifierWithRollCall(newContext, 'One Ethereum or Base address', 'I am on the list')
  const text = [await evmAnswer(base, site, named, asked), await evmAnswer(base, site, newEvmKey(), asked)].join('\n')
  const refused: string[] = []
  for (const url of [LOCAL_URLS.ethereum, LOCAL_URLS.base])
    await page.route(`${url}/**`, (route) => {
      refused.push(route.request().url())
      return route.abort('connectionrefused')
    })
  const said: string[] = []
  page.on('pageerror', (error) => said.push(error.message))
  page.on('console', (message) => {
    // The browser's own line for each refused request is not the page speaking.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) said.push(message.text())
  })
  await openAnswersAndPaste(page, text, 2)
  await page.getByTestId('roll-call-answer').last().scrollIntoViewIfNeeded()
  await expect.poll(() => refused.length).toBeGreaterThanOrEqual(2)
  await page.waitForTimeout(1000)
  await expect(rowOf(page, named)).toContainText(named.address)
  await expect(page.getByTestId('roll-call-name')).toHaveCount(0)
  await expect(page.getByTestId('roll-call-names-note')).toBeHidden()
  await expect(page.getByTestId('roll-call-problem')).toHaveText('')
  expect(said).toEqual([])
})
