/**
 * A phone for Debian's Chromium: Playwright's iPhone settings (Safari's user agent, touch, a
 * 390 × 664 viewport, a coarse pointer) without its WebKit default, and a record of the links
 * the page opens, since a phone would leave the page for the wallet app there.
 *
 *   test.use({ ...PHONE })
 *   await captureOpenedLinks(context)
 *   const link = await nextOpenedLink(page, /^testwallet:/)
 */
import { devices, expect, type BrowserContext, type Page } from '@playwright/test'

const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13']
export const PHONE = iPhone

/** A desktop window and the phone, each named and with what `test.use` takes, for what must hold on both. */
export const DEVICES = [
  ['desktop', { viewport: { width: 1100, height: 800 } }],
  ['phone', PHONE],
] as const

type LinkWindow = Window & { __sigilOpenedLinks?: string[] }

/**
 * Every `window.open` is recorded and goes nowhere (AppKit opens a wallet app with
 * `window.open(link, '_self')`): the test plays the app.
 */
export async function captureOpenedLinks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as LinkWindow
    w.__sigilOpenedLinks = []
    w.open = (url?: string | URL) => {
      w.__sigilOpenedLinks?.push(String(url))
      return null
    }
  })
}

/** The links the page has opened so far. */
export function openedLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as LinkWindow).__sigilOpenedLinks ?? [])
}

/** Waits for a link the page opens that matches `pattern`, and returns it. */
export async function nextOpenedLink(page: Page, pattern: RegExp, timeout = 30_000): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        found = (await openedLinks(page)).find((link) => pattern.test(link))
        return found
      },
      { timeout, message: `a link matching ${String(pattern)} is opened` },
    )
    .toBeDefined()
  return found!
}

/** The `wc:` pairing URI a wallet app's link carries (`…/wc?uri=<encoded wc: URI>`). */
export function pairingUriOf(link: string): string {
  const encoded = /[?&]uri=([^&]+)/.exec(link)?.[1]
  if (!encoded) throw new Error(`No uri= in ${link}`)
  return decodeURIComponent(encoded)
}
