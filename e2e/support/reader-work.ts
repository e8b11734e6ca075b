/**
 * How the verify page shapes its work for one input, read from what it does rather than from how long it takes: the
 * answer painted in a later task than the one that read the input (the main thread was given back in between), and
 * the signed text shown in bounded parts that are laid out only near the screen, with runs of marks cut. How long
 * any of it takes is the bench's to measure (`longInputs` in scripts/bench/scenarios.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { hasOverlongMarkRun } from '../../packages/verify/src/display/markRuns.ts'

/** The verdict card or the link's error: the page has answered. */
export function verifyAnswer(page: Page): Locator {
  return page.locator('[data-testid="verify-result"], [data-testid="link-error"]').first()
}

/**
 * In the page, before its own scripts: each task that handles a hash change or a click is marked as a reading task
 * until a timer set from it runs. This listener is the first of the page's, so the page's own next task (a timer it
 * sets while reading, or anything after) runs after the mark is cleared: an answer seen while the mark is set was
 * painted in the reading task itself.
 */
function markReadingTasks(): void {
  const marked = window as ReadingWindow
  if (marked.__sigilReading) return
  const state = { reading: false }
  marked.__sigilReading = state
  for (const type of ['hashchange', 'click'])
    addEventListener(
      type,
      () => {
        state.reading = true
        setTimeout(() => (state.reading = false), 0)
      },
      { capture: true },
    )
}

/**
 * /verify/, its reading tasks marked, opened from another document (a new fragment on the same page would only be a
 * hash change).
 */
export async function openVerifyPage(page: Page, fragment = ''): Promise<void> {
  await page.addInitScript(markReadingTasks)
  await page.goto('about:blank')
  await page.goto(`/verify/${fragment}`)
}

/**
 * /verify/ with its checker loaded and done with a first link, one with no proof in it (a link error): what the page
 * runs for the next link is its reading of that link, not the loading of its code.
 */
export async function openMountedVerifyPage(page: Page): Promise<void> {
  await openVerifyPage(page, '#proof=')
  await expect(page.getByTestId('link-error')).toBeVisible()
  await expect(page.getByTestId('verify-page')).toHaveAttribute('data-settled', '1')
}

/** The page's answer to one input. */
export type Answer = {
  kind: 'verdict' | 'link-error'
  /** Painted in the very task that read the input: reading, checking and painting all done as one task. */
  inReadingTask: boolean
}

type ReadingWindow = Window & { __sigilReading?: { reading: boolean }; __sigilAnswer?: Answer }

type Input = { fragment: string } | 'press Verify'

/**
 * Makes the page read an input (a new fragment, or a press on Verify) on a page opened by `openVerifyPage`, and returns
 * its answer, with whether it was painted in the task that read the input. The page reads it twice, the first time to
 * load the code it needs (a fetch is a task of its own, which would split any work): the answer is the second's.
 * Nothing here depends on the machine's speed.
 */
export async function answerTo(page: Page, input: Input): Promise<Answer> {
  await readOnce(page, input)
  // A new fragment only if the link changes: another answer in between.
  if (input !== 'press Verify') await readOnce(page, { fragment: '#proof=' })
  return readOnce(page, input)
}

/** Makes the page read `input` and returns its answer once settled (`data-settled` counts the page's answers). */
async function readOnce(page: Page, input: Input): Promise<Answer> {
  const root = page.getByTestId('verify-page')
  const before = await root.getAttribute('data-settled')
  await page.evaluate(
    ({ fragment }) => {
      const marked = window as ReadingWindow
      const verifyPage = document.querySelector('[data-testid="verify-page"]')
      const reading = marked.__sigilReading
      if (!verifyPage || !reading) throw new Error('not a verify page opened by openVerifyPage')
      const settled = () => verifyPage.getAttribute('data-settled')
      const start = settled()
      delete marked.__sigilAnswer
      const observer = new MutationObserver(() => {
        if (settled() === start) return
        observer.disconnect()
        const kind = verifyPage.querySelector('[data-testid="verify-result"]') ? 'verdict' : 'link-error'
        marked.__sigilAnswer = { kind, inReadingTask: reading.reading }
      })
      observer.observe(verifyPage, { attributes: true, attributeFilter: ['data-settled'] })
      if (fragment === null)
        document.querySelector<HTMLButtonElement>('form[data-verify-form] [type="submit"]')?.click()
      else location.hash = fragment
    },
    { fragment: input === 'press Verify' ? null : input.fragment },
  )
  await expect(root).not.toHaveAttribute('data-settled', before ?? '')
  const answer = await page.evaluate(() => (window as ReadingWindow).__sigilAnswer)
  if (!answer) throw new Error('the page settled with no answer recorded')
  return answer
}

/**
 * Characters in one part of a signed text: about a screen of it (1 024 shown characters, src/reader/visibleText.ts),
 * which the last piece a part takes (a run of trailing spaces) may at most double.
 */
const PART_CHARACTERS = 2 * 1024
/** Characters in a message that names what is wrong with an input: a line or two. */
export const LINE = 300
/**
 * The answer as drawn costs a screen's layout, however long its input: a link refused says why in a line or two, never
 * with the link's content; a card shows its signed text in parts of a bounded length, each laid out only once near the
 * screen (`content-visibility: auto`); and no run of marks anywhere is longer than the page shows (a run of thousands
 * is laid out in time quadratic in its length).
 */
export async function expectBoundedAnswer(page: Page): Promise<void> {
  const shape = await verifyAnswer(page).evaluate((answer) => ({
    refused: answer.matches('[data-testid="link-error"]'),
    text: answer.textContent,
    parts: [...answer.querySelectorAll('[data-testid="verify-signed-text"] > *')].map((part) => ({
      length: part.textContent.length,
      layout: getComputedStyle(part).contentVisibility,
    })),
  }))
  if (shape.refused)
    expect(shape.text.length, `the link's error: ${shape.text.slice(0, 200)}…`).toBeLessThanOrEqual(LINE)
  for (const [index, part] of shape.parts.entries()) {
    expect(part.length, `characters in part ${index + 1} of the signed text`).toBeLessThanOrEqual(PART_CHARACTERS)
    expect(part.layout, `part ${index + 1} of the signed text is laid out near the screen only`).toBe('auto')
  }
  expect(hasOverlongMarkRun(shape.text), 'a run of marks longer than the page shows').toBe(false)
}
