import type { Page } from '@playwright/test'

/** What /verify/ showed for one link: its verdict, `link-error` when the link was refused, `none` when nothing. */
export type LinkVerdict = 'valid' | 'invalid' | 'unverifiable' | 'link-error' | 'none'

/**
 * The verdict /verify/ shows for each proof fragment, in order, read in the page already open
 * there: each fragment replaces the hash and the reader is waited on until it settles again.
 * Batches keep each round trip to the page short; thousands of links take seconds, not a
 * navigation each.
 */
export async function verdictsOfLinks(page: Page, fragments: string[], batchSize: number): Promise<LinkVerdict[]> {
  const verdicts: LinkVerdict[] = []
  for (let start = 0; start < fragments.length; start += batchSize) {
    const batch = fragments.slice(start, start + batchSize)
    verdicts.push(...(await page.evaluate(readBatch, batch)))
  }
  return verdicts
}

/** Runs in the page. */
async function readBatch(fragments: string[]): Promise<LinkVerdict[]> {
  const root = document.querySelector<HTMLElement>('[data-testid="verify-page"]')!
  const settled = (before: string | undefined) =>
    new Promise<void>((resolve) => {
      if (root.dataset.settled !== before) {
        resolve()
        return
      }
      const observer = new MutationObserver(() => {
        if (root.dataset.settled !== before) {
          observer.disconnect()
          resolve()
        }
      })
      observer.observe(root, { attributes: true, attributeFilter: ['data-settled'] })
    })
  const verdicts: LinkVerdict[] = []
  for (const fragment of fragments) {
    const before = root.dataset.settled
    // replaceState keeps thousands of checks from piling up as many history entries.
    history.replaceState(null, '', fragment)
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    await settled(before)
    const result = document.querySelector<HTMLElement>('[data-testid="verify-result"]')
    verdicts.push(
      document.querySelector('[data-testid="link-error"]')
        ? 'link-error'
        : ((result?.dataset.verdict as LinkVerdict | undefined) ?? 'none'),
    )
  }
  return verdicts
}
