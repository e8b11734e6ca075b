/**
 * A proof link's verdict comes first on /verify/, on a phone's screen, in the light and the dark
 * theme and in forced colours: the band starts at the top of the page's main region, its headline
 * louder than the page's title, a failure's headline with no word of success and its failing check
 * right under it, the checks that passed folded, and a proof that holds filled apart in lightness from
 * one not to trust (so greyscale, a dim screen and the system's own colours still tell them apart).
 */
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { encodeProofLink } from '../packages/verify/src/index.ts'
import { freshEvmProof, freshProofs } from '../test/proof/testing.ts'

const SIZES = [
  { width: 390, height: 844 },
  { width: 320, height: 700 },
] as const
const SCHEMES = ['light', 'dark', 'forced colours'] as const

/** Words that say a proof holds: never in the headline of one that does not. */
const SUCCESS = /valid (proof|signature)|proven|verified/i

/** The band's place, its headline against the page's title, and its fill's relative luminance (WCAG). */
async function bandOf(page: Page) {
  await expect(page.getByTestId('verify-result')).toBeVisible()
  return page.evaluate(() => {
    const card = document.querySelector<HTMLElement>('[data-testid="verify-result"]')!
    // The card itself where it has no band of its own.
    const band = card.querySelector<HTMLElement>('.verdict__band') ?? card
    const headline = card.querySelector<HTMLElement>('h2')!
    const channels = (getComputedStyle(band).backgroundColor.match(/[\d.]+/g) ?? []).map(Number)
    const linear = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
    const [r = 0, g = 0, b = 0, alpha = 1] = channels
    // What comes right after the headline, in reading order: the failing check, then the fold.
    const next = headline.closest('.verdict__head')?.nextElementSibling
    const failing = next?.querySelector(':scope > ul > li')
    const fold = next?.querySelector(':scope > details')
    return {
      top: card.getBoundingClientRect().top - document.querySelector('main')!.getBoundingClientRect().top,
      headline: parseFloat(getComputedStyle(headline).fontSize),
      h1: parseFloat(getComputedStyle(document.querySelector('main h1')!).fontSize),
      title: headline.textContent,
      opaque: alpha === 1,
      luminance: 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b),
      failing: failing ? { ok: failing.getAttribute('data-ok'), check: failing.getAttribute('data-check') } : null,
      /** Lines read above the fold once the headline is: the failing checks. */
      aboveFold: next?.querySelectorAll(':scope > ul > li').length ?? 0,
      fold: fold
        ? { open: (fold as HTMLDetailsElement).open, summary: fold.querySelector('summary')?.textContent }
        : null,
      hiddenPassed: [...card.querySelectorAll('[data-ok="true"]')].filter((li) => li.closest('details:not([open])'))
        .length,
      shownPassed: [...card.querySelectorAll('[data-testid="verify-reasons"] [data-ok="true"]')].filter(
        (li) => !li.closest('details:not([open])'),
      ).length,
    }
  })
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

test.describe('a proof link’s verdict, first', () => {
  test.use({ wallets: [] })

  for (const size of SIZES)
    for (const scheme of SCHEMES)
      test(`${size.width}×${size.height}, ${scheme}: the band leads, louder than the title, a failure never reads as success`, async ({
        page,
        baseURL,
      }) => {
        await page.setViewportSize(size)
        await page.emulateMedia(
          scheme === 'forced colours' ? { forcedColors: 'active' } : { colorScheme: scheme, forcedColors: 'none' },
        )
        const [valid] = await freshProofs(baseURL!)
        const expired = await freshEvmProof(baseURL!, { expired: true })
        const elsewhere = await freshEvmProof(baseURL!, { domain: 'other.example' })

        await page.goto(encodeProofLink(valid, baseURL!))
        await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
        const ok = await bandOf(page)
        expect(ok.top).toBeLessThanOrEqual(120)
        expect(ok.headline).toBeGreaterThanOrEqual(1.25 * ok.h1)
        // It names who is proven, and for where.
        expect(ok.title).toMatch(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} is proven for this site/)
        expect(ok.opaque).toBe(true)
        expect(ok.failing).toBeNull()
        expect(ok.fold?.open).toBe(false)
        expect(ok.shownPassed).toBe(0)

        for (const [label, link, check, words] of [
          ['expired', encodeProofLink(expired, baseURL!), 'expired', /it has expired/],
          ['made for another site', encodeProofLink(elsewhere, baseURL!), 'domain', /other\.example/],
        ] as const) {
          await page.goto('/')
          await page.goto(link)
          await expect(page.getByTestId('verify-result')).toBeVisible()
          const bad = await bandOf(page)
          expect(bad.top, label).toBeLessThanOrEqual(120)
          expect(bad.headline, label).toBeGreaterThanOrEqual(1.25 * bad.h1)
          expect(bad.title, label).toMatch(/^Don’t trust this proof/)
          expect(bad.title, label).toMatch(words)
          expect(bad.title, label).not.toMatch(SUCCESS)
          // The failing check is the one line right under the headline; the rest waits in a closed fold.
          expect(bad.failing, label).toEqual({ ok: 'false', check })
          expect(bad.aboveFold, label).toBe(1)
          expect(bad.fold?.open, label).toBe(false)
          expect(bad.fold?.summary, label).toMatch(/^\d+ other checks? passed$/)
          expect(bad.hiddenPassed, label).toBeGreaterThan(0)
          expect(bad.shownPassed, label).toBe(0)
          expect(bad.opaque, label).toBe(true)
          // Filled apart in lightness from a proof that holds, not in hue alone.
          expect(contrast(ok.luminance, bad.luminance), label).toBeGreaterThanOrEqual(1.5)
        }
      })
})
