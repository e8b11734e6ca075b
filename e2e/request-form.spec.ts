/**
 * /request/'s form works from the first paint: "Make the request link" is enabled in the server's HTML
 * (its defaults make a valid request), a press made before the page's code has arrived is kept and
 * makes the link, and the link, once made, is scrolled to and takes focus. A roll call names no
 * addresses, so its choice sets "Addresses asked for" aside, without calling it an error.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

/** The chunk that takes the form over (src/request-page/requestPage.ts), fetched on intent. */
const PAGE_CODE = /\/_astro\/requestPage\.[\w-]+\.js(\?.*)?$/

const makeButton = (page: Page) => page.getByRole('button', { name: 'Make the request link' })

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('w3m-modal').analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`)
  expect(serious, `${label}: accessibility violations`).toEqual([])
}

test('the server sends "Make the request link" enabled', async ({ request }) => {
  const html = await (await request.get('/request/')).text()
  const button = /<button\b[^>]*>\s*Make the request link\s*<\/button>/.exec(html)?.[0]
  expect(button, 'the button is in the served page').toBeDefined()
  expect(button).toContain('type="submit"')
  expect(button).not.toMatch(/\sdisabled\b/)
  expect(button).not.toMatch(/aria-disabled/)
})

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('the button is enabled on load with no input, and a press before the code arrives makes the link', async ({
      page,
    }) => {
      // The page's code is held back a while, so the press lands before it for certain.
      let release: () => void = () => undefined
      const held = new Promise<void>((resolve) => (release = resolve))
      const fetched: string[] = []
      await page.route(PAGE_CODE, async (route) => {
        fetched.push(route.request().url())
        await held
        await route.continue()
      })
      await page.goto('/request/', { waitUntil: 'commit' })
      await expect(makeButton(page)).toBeEnabled()
      await expect(makeButton(page)).not.toHaveAttribute('aria-disabled')
      await page.waitForLoadState('domcontentloaded')
      expect(fetched, 'no intent yet, so no page code').toEqual([])

      await makeButton(page).click()
      await expect.poll(() => fetched.length, { message: 'the press asks for the page code' }).toBe(1)
      // Waiting for its code, the button stays as it was: pressable, not disabled.
      await expect(makeButton(page)).toBeEnabled()
      await expect(page.getByTestId('request-result')).toHaveCount(0)
      release()

      const link = page.getByTestId('request-link')
      await expect(link).toHaveValue(/\/prove\/#request=[\w-]+$/)
      await expect(page.getByTestId('request-item')).toHaveCount(1)
    })

    test('the made link is scrolled to, takes focus, and is announced once', async ({ page }) => {
      await page.goto('/request/')
      await page.getByLabel('Statement (optional)').fill('I am @alice on the forum')
      await makeButton(page).click()
      const result = page.getByTestId('request-result')
      await expect(result).toBeInViewport()
      await expect(result.getByRole('heading', { name: 'Your request link' })).toBeFocused()
      expect(await result.evaluate((section) => section.contains(document.activeElement))).toBe(true)
      // Focus says it; a live region around it would say it a second time.
      await expect(page.locator('[data-request-result]')).not.toHaveAttribute('aria-live')
      await expect(result.locator('[aria-live]:not(button *)')).toHaveCount(0)
    })
  })
}

test('a roll call sets "Addresses asked for" aside, as a choice rather than an error', async ({ page }) => {
  await page.goto('/request/')
  const addresses = page.getByLabel('Addresses asked for (optional)')
  const hint = page.locator('[data-request-addresses-hint]')
  await expect(addresses).toBeEnabled()
  await addresses.fill('0x1234')
  await expect(hint).toContainText('is not an address on Ethereum or Base')

  await page.getByLabel('A roll call: many answers, each address counted once').check()
  await expect(addresses).toBeDisabled()
  await expect(addresses).toHaveAttribute('aria-invalid', 'false')
  await expect(hint).toHaveText('Not needed for a roll call: anyone may answer it, each address counted once.')
  await expect(hint).not.toHaveClass(/field__error/)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(makeButton(page)).toBeEnabled()

  // The other choices keep it, with what was typed in it.
  await page.getByLabel('One answer').check()
  await expect(addresses).toBeEnabled()
  await expect(addresses).toHaveValue('0x1234')
  await page.getByLabel('A linked set of 2 to 5 addresses').check()
  await expect(addresses).toBeEnabled()

  await addresses.fill('')
  await page.getByLabel('One Ethereum or Base address').check()
  await page.getByLabel('A roll call: many answers, each address counted once').check()
  await makeButton(page).click()
  await expect(page.getByTestId('request-result')).toContainText('Send this link to everyone who should prove')
})

test('at 320 px, an address of the wrong family is named whole in the hint, and the field stays in its card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await page.goto('/request/')
  // A Solana address where an Ethereum or Base one is asked for: 44 characters with nowhere to break.
  const solana = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
  await page.getByLabel('Addresses asked for (optional)').fill(solana)
  const hint = page.locator('[data-request-addresses-hint]')
  await expect(hint).toHaveText(`“${solana}” is not an address on Ethereum or Base.`)
  const card = await page.locator('[data-request-form]').boundingBox()
  for (const part of [hint, page.getByLabel('Addresses asked for (optional)')]) {
    const box = await part.boundingBox()
    expect(box!.x + box!.width, 'within the card').toBeLessThanOrEqual(card!.x + card!.width)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
})

for (const theme of ['light', 'dark'] as const) {
  test(`${theme}: axe finds nothing serious on the form fresh, as a roll call and with its link made, at 390 px`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.emulateMedia({ colorScheme: theme })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/request/')
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expectNoSeriousViolations(page, `${theme} fresh`)
    await page.getByLabel('A roll call: many answers, each address counted once').check()
    await expect(page.getByLabel('Addresses asked for (optional)')).toBeDisabled()
    await expectNoSeriousViolations(page, `${theme} roll call`)
    await makeButton(page).click()
    await expect(page.getByTestId('request-qr')).toBeVisible()
    await expectNoSeriousViolations(page, `${theme} link made`)
  })
}

test('the file picker is drawn like the site’s buttons, in both themes', async ({ page }) => {
  await page.goto('/request/')
  const picker = page.getByLabel('Import a roll call (a JSON file exported here)')
  const look = () =>
    picker.evaluate((input) => {
      const button = getComputedStyle(input, '::file-selector-button')
      const site = getComputedStyle(document.body)
      return { radius: button.borderRadius, colour: button.color, text: site.color }
    })
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    const seen = await look()
    expect(seen.radius, `${theme}: rounded like .btn`).toBe('999px')
    expect(seen.colour, `${theme}: the theme's text colour`).toBe(seen.text)
  }
})
