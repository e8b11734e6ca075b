/**
 * Long tasks (over 50 ms, as Chromium reports them through `PerformanceObserver`) of the work the
 * verify page does for one input: the page is loaded and idle first, so what is counted is reading
 * and judging the input, not the browser starting the page. On a busy 2-core machine another
 * process can stretch any task (and a cold first read compiles the reader's code), so a case gets
 * five tries and holds when one try has no long task;
 * a reader that is slow in itself (a quadratic decoder takes seconds) fails every try.
 */
import { expect, type Locator, type Page } from '@playwright/test'

const ANSWER = '[data-testid="verify-result"], [data-testid="link-error"]'

/** The verdict card or the link's error: the page has answered. */
export function verifyAnswer(page: Page): Locator {
  return page.locator(ANSWER).first()
}

/** /verify/ loaded, its code run, and the browser idle: nothing of the page's start is left to count. */
export async function openIdleVerifyPage(page: Page): Promise<void> {
  await page.goto('/verify/')
  await expect(page.getByRole('button', { name: 'Verify' })).toBeAttached()
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        'requestIdleCallback' in window
          ? requestIdleCallback(() => resolve(), { timeout: 2_000 })
          : setTimeout(resolve, 500),
      ),
  )
}

/** The long tasks (ms) the page ran while `act` made it read something and answer. */
export async function longTasksDuring(page: Page, act: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const seen: number[] = []
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(Math.round(entry.duration))
    })
    observer.observe({ type: 'longtask' })
    Object.assign(window, { __sigilLongTasks: { seen, observer } })
  })
  await act()
  return page.evaluate(async () => {
    // A long task is reported after it ends: give the last one a frame to arrive.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300)))
    const { seen, observer } = (
      window as unknown as { __sigilLongTasks: { seen: number[]; observer: PerformanceObserver } }
    ).__sigilLongTasks
    observer.disconnect()
    return seen
  })
}

/** Tries `attempt` up to `tries` times; passes when one try saw no long task, else fails with every try's tasks. */
export async function expectNoLongTaskInOneOf(
  what: string,
  attempt: () => Promise<number[]>,
  tries = 5,
): Promise<void> {
  const seen: number[][] = []
  for (let i = 0; i < tries; i++) {
    const tasks = await attempt()
    if (tasks.length === 0) return
    seen.push(tasks)
  }
  expect(seen, `${what}: long tasks (ms) in each of ${tries} tries`).toEqual([])
}

/**
 * Waits in the page until `selector` matches, looking once a frame: Playwright's own waiting runs
 * its checks (and, between tries, an accessibility snapshot of the whole page) as tasks in the
 * page, and a mutation observer would record every node the page adds, both counted as the page's.
 */
export async function appearsInPage(page: Page, selector: string, timeoutMs = 30_000): Promise<void> {
  await page.evaluate(
    ({ selector, timeoutMs }) =>
      new Promise<void>((resolve, reject) => {
        const until = performance.now() + timeoutMs
        const look = () => {
          if (document.querySelector(selector) !== null) resolve()
          else if (performance.now() > until) reject(new Error(`${selector} did not appear in ${timeoutMs} ms`))
          else setTimeout(look, 16)
        }
        look()
      }),
    { selector, timeoutMs },
  )
}

/** Opens `fragment` (`#proof=…`) on an idle /verify/ and returns the long tasks of reading and judging it. */
export async function longTasksReadingLink(page: Page, fragment: string): Promise<number[]> {
  await openIdleVerifyPage(page)
  const tasks = await longTasksDuring(page, async () => {
    await page.evaluate((hash) => {
      location.hash = hash
    }, fragment)
    await appearsInPage(page, ANSWER)
  })
  await expect(verifyAnswer(page)).toBeVisible()
  return tasks
}
