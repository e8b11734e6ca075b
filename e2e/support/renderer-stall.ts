/**
 * A stalled renderer: on a busy machine, headless Chromium now and then stops producing frames for a
 * page whose main thread still runs. Every Playwright action then waits for `requestAnimationFrame`
 * ("waiting for element to be visible, enabled and stable") until the test's timeout, whatever the
 * page does. That failure is the browser's, not the site's or the test's: such a test, and only such a
 * test, gets a second attempt: playwright.config.ts allows one retry, and the fixtures
 * (../fixtures/browser.ts) refuse it to any other failure.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page, TestInfo } from '@playwright/test'

/** Long enough for a frame on a loaded machine (a frame is due every 16 ms), short enough for a teardown. */
const FRAME_WAIT_MS = 3000

type Probe = 'frames' | 'no-frames' | 'no-answer'

/**
 * Whether `page` still paints: its script answers, and a frame comes. A main thread that does not
 * answer at all is the page's own doing (a loop), not a stalled renderer.
 */
async function probe(page: Page): Promise<Probe> {
  if (page.isClosed()) return 'frames'
  const answer = page
    .evaluate(
      (wait) =>
        new Promise<boolean>((resolve) => {
          requestAnimationFrame(() => resolve(true))
          setTimeout(() => resolve(false), wait)
        }),
      FRAME_WAIT_MS,
    )
    .then((framed): Probe => (framed ? 'frames' : 'no-frames'))
    .catch((): Probe => 'frames')
  const silence = new Promise<Probe>((resolve) => setTimeout(() => resolve('no-answer'), FRAME_WAIT_MS * 2))
  return Promise.race([answer, silence])
}

/** The pages among `pages` whose renderer stalled: their URLs. */
async function stalledPages(pages: readonly Page[]): Promise<string[]> {
  const probes = await Promise.all(pages.map(async (page) => ({ url: page.url(), probe: await probe(page) })))
  return probes.filter((p) => p.probe === 'no-frames').map((p) => p.url)
}

function markOf(testInfo: TestInfo): string {
  return join(testInfo.project.outputDir, '.renderer-stalls', testInfo.testId)
}

/**
 * After a failed attempt: whether one of `pages` stalled, recorded for the next attempt to read. A
 * passing attempt is not probed.
 */
export async function noteStalls(testInfo: TestInfo, pages: readonly Page[]): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return
  const urls = await stalledPages(pages)
  if (urls.length === 0) return
  const mark = markOf(testInfo)
  await mkdir(join(mark, '..'), { recursive: true })
  await writeFile(mark, `${testInfo.retry}\n${urls.join('\n')}\n`)
  testInfo.annotations.push({ type: 'renderer stalled', description: urls.join(', ') })
}

/** Throws on a retry unless the attempt before it failed with a stalled renderer. */
export async function refuseRetryUnlessStalled(testInfo: TestInfo): Promise<void> {
  if (testInfo.retry === 0) return
  const noted = await readFile(markOf(testInfo), 'utf8').catch(() => '')
  if (noted.split('\n')[0] !== String(testInfo.retry - 1))
    throw new Error('Not retried: the first attempt failed, and not because the browser stopped painting.')
}
