import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * In both colour schemes and at each width: axe finds nothing within `selector`, and the page does
 * not scroll sideways.
 */
export async function expectAccessibleAtWidths(
  page: Page,
  selector: string,
  widths: readonly number[],
  height: number,
): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const)
    for (const width of widths) {
      await page.emulateMedia({ colorScheme })
      await page.setViewportSize({ width, height })
      const results = await new AxeBuilder({ page }).include(selector).analyze()
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${colorScheme} ${width}px`,
      ).toEqual([])
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `page scrolls sideways at ${width}px`).toBeLessThanOrEqual(0)
    }
}
