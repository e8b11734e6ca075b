/**
 * A roll call at scale: a thousand answers pasted at once are checked with progress shown (n of
 * N), the main thread never held for a long task (over 50 ms), and the list stays usable at that
 * size: filtered and sorted with no long task.
 * Quiet project: it times the page's main thread.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { siteOf } from './support/forged-links'
import { appearsInPage, expectNoLongTaskInOneOf, longTasksDuring } from './support/long-tasks'
import { verifierWithRollCall } from './support/roll-call'
import { manyAnswers } from './support/roll-call-answers'

test.describe.configure({ timeout: 300_000 })

/**
 * Chooses `value` in the list's control labelled `label`, then waits inside the page, a look a frame,
 * until the count line reads `shown`: no look of Playwright's runs on the page's main thread (and
 * forces a layout there) while its tasks are counted.
 */
async function chooseInPage(page: Page, label: string, value: string, shown: string): Promise<void> {
  await page.evaluate(
    ({ label, value, shown }) =>
      new Promise<void>((resolve, reject) => {
        const select = [...document.querySelectorAll('label.field')]
          .find((field) => field.querySelector('span')?.textContent === label)
          ?.querySelector('select')
        if (!select) {
          reject(new Error(`no control labelled ${label}`))
          return
        }
        select.value = value
        select.dispatchEvent(new Event('change'))
        const until = performance.now() + 30_000
        const look = () => {
          if (document.querySelector('[data-testid="roll-call-shown"]')?.textContent === shown) resolve()
          else if (performance.now() > until) reject(new Error(`the list never said "${shown}"`))
          else setTimeout(look, 16)
        }
        look()
      }),
    { label, value, shown },
  )
}

test('a thousand answers: judged in slices with progress, the list exact and usable', async ({
  newContext,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const { page, asked } = await verifierWithRollCall(newContext, 'One EVM address (Ethereum, Base)', 'I am a member')
  const answers = await manyAnswers(base, siteOf(base), asked)
  await page.goto('/request/')
  await page.getByRole('button', { name: 'Answers', exact: true }).click()
  await page.getByTestId('roll-call-paste').fill(answers.text)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })))

  const tasks = await longTasksDuring(page, async () => {
    // The progress as the page shows it, read once a frame (cheap: no observer of the whole list).
    await page.evaluate(() => {
      const seen: string[] = []
      const status = document.querySelector('[data-testid="roll-call-progress"]')
      const look = () => {
        const text = status?.textContent ?? ''
        if (seen.at(-1) !== text) seen.push(text)
        if (status?.getAttribute('data-state') !== 'done') setTimeout(look, 16)
      }
      Object.assign(window, { __progress: seen })
      document.querySelector<HTMLButtonElement>('.roll-call .roll-call__paste .btn--primary')?.click()
      setTimeout(look, 0)
    })
    await appearsInPage(page, '[data-testid="roll-call-progress"][data-state="done"]', 240_000)
  })
  const progress = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress)
  const partial = progress.filter((text) => /^Checked \d+ of 1,000$/.test(text) && !text.startsWith('Checked 1,000'))
  expect(partial.length, `progress seen: ${progress.join(' | ')}`).toBeGreaterThan(2)
  expect(tasks, 'long tasks (ms) while a thousand answers were judged and listed').toEqual([])

  await expect(page.getByTestId('roll-call-summary')).toHaveText(
    `${answers.counted} accepted, ${answers.duplicates} duplicates, ${answers.broken} broken.`,
  )
  await expect(page.getByTestId('roll-call-shown')).toHaveText('Showing 100 of 1000 answers.')

  // Filtered and sorted at that size, each in one short task (a busy machine gets five tries).
  await expectNoLongTaskInOneOf('filtering and sorting a thousand answers', () =>
    longTasksDuring(page, async () => {
      await chooseInPage(page, 'Show', 'broken', `Showing ${answers.broken} of ${answers.broken} broken.`)
      await chooseInPage(page, 'Show', 'all', 'Showing 100 of 1000 answers.')
      await chooseInPage(page, 'Sort by', 'address', 'Showing 100 of 1000 answers.')
    }),
  )
  const addresses = await page
    .getByTestId('roll-call-answer')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-addresses') ?? ''))
  expect(addresses).toEqual([...addresses].sort((a, b) => a.localeCompare(b)))
  await page.getByRole('button', { name: 'Show 100 more' }).click()
  await expect(page.getByTestId('roll-call-answer')).toHaveCount(200)
})
