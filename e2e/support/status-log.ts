import type { BrowserContext, Page } from '@playwright/test'

declare global {
  interface Window {
    __sigilStatusLog?: string[]
  }
}

/**
 * Records every value `[data-testid="wallet-status"]` takes on each page, from the
 * first script on (an init script runs before the page's own), so a spec can
 * assert that "disconnected" never flashed in between.
 */
export async function recordWalletStatus(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const log: string[] = []
    window.__sigilStatusLog = log
    let last: string | null | undefined
    const read = () => {
      const el = document.querySelector('[data-testid="wallet-status"]')
      const value = el ? el.getAttribute('data-status') : null
      if (el && value !== last) {
        last = value
        log.push(value ?? '(none)')
      }
    }
    new MutationObserver(read).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-status'],
    })
  })
}

export function statusLog(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__sigilStatusLog ?? [])
}
