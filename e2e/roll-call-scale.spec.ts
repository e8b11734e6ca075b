/**
 * A roll call at scale: a thousand answers pasted at once are judged in a worker, with the progress (n of N) painted
 * frame after frame while they are, and the list stays usable at that size: filtered and sorted, each redraw drawing
 * a hundred rows, laid out only near the screen. Nothing here is timed: the main thread's longest task while judging
 * and redrawing is measured by the bench (`rollCall`, scripts/bench/scenarios.ts).
 */
import { test, expect } from './fixtures/browser'
import { siteOf } from './support/forged-links'
import { verifierWithRollCall } from './support/roll-call'
import { manyAnswers } from './support/roll-call-answers'

test.describe.configure({ timeout: 300_000 })

type ProgressWindow = Window & { __progress?: string[] }

test('a thousand answers: judged in a worker with progress painted, the list exact and usable', async ({
  newContext,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const { page, asked } = await verifierWithRollCall(newContext, 'One Ethereum or Base address', 'I am a member')
  const answers = await manyAnswers(base, siteOf(base), asked)
  await page.goto('/request/')
  await page.getByRole('button', { name: 'Answers', exact: true }).click()
  await page.getByTestId('roll-call-paste').fill(answers.text)
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname))

  // The progress as each frame the page draws shows it, until the judging is done.
  await page.evaluate(() => {
    const seen: string[] = []
    const status = document.querySelector('[data-testid="roll-call-progress"]')
    const look = () => {
      const text = status?.textContent ?? ''
      if (seen.at(-1) !== text) seen.push(text)
      if (status?.getAttribute('data-state') !== 'done') requestAnimationFrame(look)
    }
    ;(window as ProgressWindow).__progress = seen
    requestAnimationFrame(look)
  })
  await page.locator('.roll-call .roll-call__paste .btn--primary').click()
  const progress = page.getByTestId('roll-call-progress')
  await expect(progress).toHaveAttribute('data-state', 'done', { timeout: 240_000 })
  await expect(progress).toHaveText('Checked 1,000 of 1,000')

  // Judged off the page's main thread, in the site's own worker.
  expect(workers, 'workers started').toEqual([expect.stringMatching(/^\/_astro\/judgeWorker[-.][\w-]+\.js$/)])
  // Frames were drawn between the slices: each showed a count the one before did not, in order.
  const seen = await page.evaluate(() => (window as ProgressWindow).__progress ?? [])
  const counts = seen.flatMap((text) => {
    const count = /^Checked ([\d,]+) of 1,000$/.exec(text)?.[1]
    return count === undefined ? [] : [Number(count.replaceAll(',', ''))]
  })
  const partial = counts.filter((count) => count < 1000)
  expect(partial.length, `progress painted: ${seen.join(' | ')}`).toBeGreaterThan(2)
  expect(counts, 'the counts painted, in order').toEqual([...counts].sort((a, b) => a - b))
  expect(seen.at(-1)).toBe('Checked 1,000 of 1,000')
  await expect(page.getByTestId('roll-call-checked')).toHaveText(
    `1,000 links found: ${answers.counted} counted, ${answers.duplicates} duplicates, ${answers.broken} broken.`,
  )

  await expect(page.getByTestId('roll-call-summary')).toHaveText(
    `${answers.counted} accepted, ${answers.duplicates} duplicates, ${answers.broken} broken.`,
  )
  const shown = page.getByTestId('roll-call-shown')
  const rows = page.getByTestId('roll-call-answer')
  await expect(shown).toHaveText('Showing 100 of 1000 answers.')
  await expect(rows).toHaveCount(100)
  // Each row is laid out only near the screen.
  expect(await rows.first().evaluate((row) => getComputedStyle(row).contentVisibility)).toBe('auto')

  // Filtered and sorted at that size: each redraw draws a hundred rows at most, whatever the list holds.
  await page.getByRole('combobox', { name: /^Show/ }).selectOption('broken')
  await expect(shown).toHaveText(`Showing ${answers.broken} of ${answers.broken} broken.`)
  await expect(rows).toHaveCount(Math.min(answers.broken, 100))
  await page.getByRole('combobox', { name: /^Show/ }).selectOption('all')
  await expect(shown).toHaveText('Showing 100 of 1000 answers.')
  await page.getByRole('combobox', { name: /^Sort by/ }).selectOption('address')
  await expect(rows).toHaveCount(100)
  const addresses = await rows.evaluateAll((drawn) => drawn.map((row) => row.getAttribute('data-addresses') ?? ''))
  expect(addresses).toEqual([...addresses].sort((a, b) => a.localeCompare(b)))
  await page.getByRole('button', { name: 'Show 100 more' }).click()
  await expect(rows).toHaveCount(200)
})
