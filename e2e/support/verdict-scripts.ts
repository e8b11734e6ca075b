import type { Page } from '@playwright/test'

type VerdictWindow = Window & { __sigilVerdictAt?: number }

/**
 * What a proof's reader fetched *for the verdict*: the scripts whose fetch started by the time
 * `[data-verdict]` first appeared (timed in the page, like the benchmark). Names and other
 * after-the-verdict work (names) load later and are not counted. Call before `page.goto`.
 */
export async function watchVerdictScripts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen = window as VerdictWindow
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-verdict]')) return
      seen.__sigilVerdictAt = performance.now()
      observer.disconnect()
    }).observe(document, { subtree: true, childList: true })
  })
  return () =>
    page.evaluate(() => {
      const until = (window as VerdictWindow).__sigilVerdictAt
      if (until === undefined) throw new Error('no verdict was painted')
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= until && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname)
    })
}
