/**
 * Where a roll call's answers are kept: the IndexedDB database `sigil-roll-calls`. A list changed in
 * one tab shows in another tab's open request page without a reload, and a keyboard user there keeps
 * their place; lists found under the localStorage key `sigil:roll-calls` are moved into the database,
 * whole; clearing the site's data deletes the database even while a request page holds it open.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { newEvmKey, siteOf } from './support/forged-links'
import { evmAnswer, shownAnswers, verifierWithRollCall } from './support/roll-call'

test.describe.configure({ timeout: 120_000 })

const databases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))

type NewContext = Parameters<typeof verifierWithRollCall>[0]

/**
 * A verifier's browser with an EVM roll call, its /request/ page open on the list once read (no answers
 * yet); `answer` makes an answer to it, signed by a fresh key.
 */
async function rollCallOnItsPage(newContext: NewContext, baseURL: string | undefined) {
  const base = baseURL ?? ''
  const { context, page, asked } = await verifierWithRollCall(
    newContext,
    'One Ethereum or Base address',
    'I am a member',
  )
  await page.goto('/request/')
  const item = page.getByTestId('request-item')
  await expect(item.getByTestId('roll-call-summary')).toHaveText('No answers listed yet.')
  return { context, requestTab: page, item, answer: () => evmAnswer(base, siteOf(base), newEvmKey(), asked) }
}

test('an answer listed in another tab shows in the open list and its summary, with no reload', async ({
  newContext,
  baseURL,
}) => {
  const { context, requestTab, item, answer } = await rollCallOnItsPage(newContext, baseURL)
  const first = await answer()
  const second = await answer()
  await item.getByRole('button', { name: 'Answers', exact: true }).click()
  await expect(item.getByTestId('roll-call-shown')).toHaveText('No answers listed yet.')

  // Another tab of the same browser opens an answer on /verify/: it joins the list.
  const verifyTab = await context.newPage()
  await verifyTab.goto(first)
  await expect(verifyTab.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
  await expect(item.getByTestId('roll-call-summary')).toHaveText('1 accepted, 0 duplicates, 0 broken.')
  await expect(item.getByTestId('roll-call-answer')).toHaveCount(1)

  // A third tab's request page pastes another: this tab's open list follows, the first answer kept.
  const pasteTab = await context.newPage()
  await pasteTab.goto('/request/')
  await pasteTab.getByRole('button', { name: 'Answers', exact: true }).click()
  await pasteTab.getByTestId('roll-call-paste').fill(`here: ${second}`)
  await pasteTab.getByRole('button', { name: 'Check the answers' }).click()
  await expect(pasteTab.getByTestId('roll-call-checked')).toHaveText('1 link found: 1 counted.')
  await expect(pasteTab.getByTestId('roll-call-answer')).toHaveCount(2)
  await expect(item.getByTestId('roll-call-summary')).toHaveText('2 accepted, 0 duplicates, 0 broken.')
  expect((await shownAnswers(requestTab)).map((answer) => answer.kept)).toEqual(['true', 'true'])

  // Cleared in the third tab (after its question): gone here too.
  pasteTab.once('dialog', (dialog) => void dialog.accept())
  await pasteTab.getByRole('button', { name: 'Clear the list' }).click()
  await expect(item.getByTestId('roll-call-summary')).toHaveText('No answers listed yet.')
  await expect(item.getByTestId('roll-call-answer')).toHaveCount(0)
  expect(await databases(requestTab)).toContain('sigil-roll-calls')
})

test('answers arriving from another tab keep a keyboard user in place: on the Answers button, then typing in the panel', async ({
  newContext,
  baseURL,
}) => {
  const { context, requestTab, item, answer } = await rollCallOnItsPage(newContext, baseURL)
  const answersButton = item.getByRole('button', { name: 'Answers', exact: true })
  await answersButton.focus()

  // Each answer opened in another tab redraws this tab's list, with the new count.
  const verifyTab = await context.newPage()
  await verifyTab.goto(await answer())
  await expect(item.getByTestId('roll-call-summary')).toHaveText('1 accepted, 0 duplicates, 0 broken.')
  await expect(answersButton).toBeFocused()

  await requestTab.keyboard.press('Enter')
  const paste = item.getByTestId('roll-call-paste')
  await expect(paste).toBeFocused()
  await requestTab.keyboard.insertText('half a pasted')
  await verifyTab.goto(await answer())
  await expect(item.getByTestId('roll-call-summary')).toHaveText('2 accepted, 0 duplicates, 0 broken.')
  await expect(paste).toBeFocused()
  await requestTab.keyboard.insertText(' text')
  await expect(paste).toHaveValue('half a pasted text')
})

test('lists found under the localStorage key are moved into the database whole, and the key removed', async ({
  newContext,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const { page, asked } = await verifierWithRollCall(newContext, 'One Ethereum or Base address', 'I am a member')
  const key = newEvmKey()
  const kept = {
    link: await evmAnswer(base, siteOf(base), key, asked),
    checkedAt: new Date().toISOString(),
    addresses: [`eip155:${key.address}`],
    signedAt: new Date().toISOString(),
    kept: true,
  }
  const broken = {
    link: `${base}/verify/#proof=unreadable`,
    checkedAt: new Date().toISOString(),
    addresses: [],
    kept: false,
    broken: { rule: 'link', message: 'This is not a proof link Sigil can read.' },
  }
  await page.evaluate(
    ([nonce, answers]) => localStorage.setItem('sigil:roll-calls', JSON.stringify({ [nonce]: answers })),
    [asked.nonce, [kept, broken, { not: 'an answer' }]] as const,
  )

  await page.goto('/request/')
  const item = page.getByTestId('request-item')
  await expect(item.getByTestId('roll-call-summary')).toHaveText('1 accepted, 0 duplicates, 1 broken.')
  await item.getByRole('button', { name: 'Answers', exact: true }).click()
  await expect(item.getByTestId('roll-call-shown')).toHaveText('Showing 2 of 2 answers.')
  expect(await shownAnswers(page)).toEqual([
    expect.objectContaining({ position: '1', kept: 'true', addresses: `eip155:${key.address}` }),
    expect.objectContaining({ position: '2', kept: 'false', rule: 'link' }),
  ])
  expect(await page.evaluate(() => localStorage.getItem('sigil:roll-calls'))).toBeNull()

  // Read from the database alone after a reload.
  await page.reload()
  await expect(page.getByTestId('roll-call-summary')).toHaveText('1 accepted, 0 duplicates, 1 broken.')
})

test('clearing the site’s data deletes the database while a request page holds it open', async ({
  newContext,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const {
    context,
    page: requestTab,
    asked,
  } = await verifierWithRollCall(newContext, 'One Solana address', 'I hold the token')
  const answer = await evmAnswer(base, siteOf(base), newEvmKey(), asked)
  await requestTab.goto('/request/')
  await requestTab.getByRole('button', { name: 'Answers', exact: true }).click()
  await requestTab.getByTestId('roll-call-paste').fill(answer)
  await requestTab.getByRole('button', { name: 'Check the answers' }).click()
  await expect(requestTab.getByTestId('roll-call-summary')).toHaveText('0 accepted, 0 duplicates, 1 broken.')

  const privacy = await context.newPage()
  await privacy.goto('/privacy/')
  const control = privacy.getByTestId('clear-site-data')
  await expect(control).toHaveAttribute('data-ready', '')
  await control.getByRole('button', { name: 'Clear everything this site keeps' }).click()
  await control.getByRole('button', { name: 'Yes, clear everything' }).click()
  const cleared = privacy.getByTestId('clear-result').locator('li[data-key="sigil-roll-calls"]')
  await expect(cleared).toHaveCount(1)
  await expect(cleared).not.toContainText(/once|closes/i)
  await expect.poll(() => databases(privacy)).not.toContain('sigil-roll-calls')
  await expect(requestTab.getByTestId('request-item')).toHaveCount(0)
})
