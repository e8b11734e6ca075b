/**
 * Checks for a page in forced colors (Windows high contrast), where the browser paints system
 * colours over the page's own. axe's colour-contrast rule reads the page's own text colours against
 * the forced backgrounds (a pair nobody sees), so in forced colors it is replaced by this check of
 * the colours the browser computes and paints: every piece of text against the background behind it.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Every visible text's contrast against the first opaque background behind it, below WCAG AA. */
function lowContrastTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }
    const canvas = (() => {
      const probe = document.createElement('span')
      probe.style.backgroundColor = 'Canvas'
      document.body.append(probe)
      const value = getComputedStyle(probe).backgroundColor
      probe.remove()
      return value
    })()
    const backgroundOf = (start: Element): string => {
      for (let el: Element | null = start; el; el = el.parentElement) {
        const colour = getComputedStyle(el).backgroundColor
        const [, , , alpha = 1] = rgba(colour)
        if (alpha > 0) return colour
      }
      return canvas
    }
    const failures: string[] = []
    for (const el of document.querySelectorAll('body *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
      if (!own || el.closest('[hidden], .visually-hidden, w3m-modal, script, style')) continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden') continue
      const [a, b] = [luminance(rgba(style.color)), luminance(rgba(backgroundOf(el)))]
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
      if (ratio < 4.5)
        failures.push(
          `${el.tagName.toLowerCase()}.${el.className}: ${ratio.toFixed(2)} (${style.color} on ${backgroundOf(el)})`,
        )
    }
    return failures
  })
}

/** axe clean (its colour-contrast rule replaced, see above) and every text readable in the colours painted. */
export async function expectForcedColorsAccessible(page: Page, label: string): Promise<void> {
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches), 'forced colors are on').toBe(true)
  const results = await new AxeBuilder({ page }).exclude('w3m-modal').disableRules(['color-contrast']).analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  )
  expect(summary, `${label}: accessibility violations`).toEqual([])
  expect(await lowContrastTexts(page), `${label}: text below 4.5:1 in the colours painted`).toEqual([])
}
