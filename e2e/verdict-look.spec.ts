/**
 * How /verify/ shows a verdict, on a phone and a desktop, in the light and the dark theme: each
 * verdict as loud as the page's title, told apart by its sign, its surface and its words (not by a
 * border's colour), the check that decided it first, and a contract-wallet check whose network
 * cannot be reached said in words that name the host, never in the transport's error.
 */
import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { LOCAL_URLS } from './support/env'
import { encodeProofLink } from '../packages/verify/src/index.ts'
import { PLAIN_MESSAGE_VERSION, type PlainMessageProof } from '../packages/verify/src/plainMessage.ts'
import { evmAccount, freshEvmProof, freshLinkedProof, freshProofs, otherEvmAccount } from '../test/proof/testing.ts'

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const
const THEMES = ['light', 'dark'] as const

/** What a raw transport or RPC library error looks like; none of it is for the reader. */
const RAW_ERROR = /eth_call|does not exist|is not available|HTTP request failed|fetch failed|JSON-RPC/i

/**
 * The alerts a screen reader would speak: `getByRole` leaves out hidden ones, such as the layout's
 * "could not load" notice, which shows (and speaks) only once a visitor's action failed to load code.
 */
function alerts(page: Page) {
  return page.getByRole('alert')
}

function verdict(page: Page) {
  return page.getByTestId('verify-result')
}

/** The Ethereum RPC answers every call with "method not found", as a node that refuses `eth_call` does. */
async function refuseEthCall(context: BrowserContext): Promise<void> {
  await context.route(`${LOCAL_URLS.ethereum}/**`, (route) => {
    const body = route.request().postDataJSON() as { id?: number } | null
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: body?.id ?? 1,
        error: { code: -32601, message: 'The method "eth_call" does not exist / is not available.' },
      }),
    })
  })
}

/** The card's look: its headline's size against the page's h1, its sign, its surface, its checks' order. */
async function lookOf(page: Page) {
  await expect(verdict(page)).toBeVisible()
  return page.evaluate(() => {
    const card = document.querySelector<HTMLElement>('[data-testid="verify-result"]')!
    const icon = card.querySelector('svg[data-icon]')
    const box = icon?.getBoundingClientRect()
    return {
      h1: parseFloat(getComputedStyle(document.querySelector('h1')!).fontSize),
      headline: parseFloat(getComputedStyle(card.querySelector('h2')!).fontSize),
      headlineText: card.querySelector('h2')!.textContent,
      icon: icon?.getAttribute('data-icon'),
      iconShape: [...(icon?.querySelectorAll('path, circle') ?? [])].map((part) => part.outerHTML).join(''),
      iconVisible: !!box && box.width > 16 && box.height > 16 && getComputedStyle(icon!).stroke !== 'none',
      iconStroke: icon ? getComputedStyle(icon).stroke : '',
      background: getComputedStyle(card.querySelector('.verdict__band')!).backgroundColor,
      borderStyle: getComputedStyle(card).borderTopStyle,
      firstCheck: card.querySelector('[data-testid="verify-reasons"] li')?.getAttribute('data-ok'),
      text: card.innerText,
    }
  })
}

async function expectAxeClean(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('w3m-modal').analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`)
  expect(serious, `${label}: serious or critical accessibility violations`).toEqual([])
}

test.describe('the verdict on /verify/', () => {
  test.use({ wallets: [] })

  for (const size of SIZES)
    for (const theme of THEMES)
      test(`${size.name}, ${theme}: each verdict as loud as the title, told apart by sign, surface and words`, async ({
        page,
        context,
        baseURL,
      }) => {
        // Eight verdicts, each with an axe run, on a busy machine.
        test.slow()
        await page.setViewportSize({ width: size.width, height: size.height })
        await page.emulateMedia({ colorScheme: theme })
        const [valid] = await freshProofs(baseURL!)
        const forged = await freshEvmProof(baseURL!, { signer: otherEvmAccount })
        const expired = await freshEvmProof(baseURL!, { expired: true })
        const elsewhere = await freshEvmProof(baseURL!, { domain: 'other.example' })

        // Nothing is shouted at a visitor who has done nothing yet.
        await page.goto('/verify/')
        await expect(page.locator('h1')).toBeVisible()
        await expect(alerts(page)).toHaveCount(0)

        await page.goto(encodeProofLink(valid, baseURL!))
        await expect(verdict(page)).toHaveAttribute('data-verdict', 'valid')
        await expect(alerts(page)).toHaveCount(0)
        // Said once, politely: the headline alone, not the card nor what joins it later.
        await expect(page.locator('[data-verify-result][aria-live]')).toHaveCount(0)
        await expect(page.locator('[aria-live="polite"][data-verify-status]')).toHaveText(/ is proven for this site/)
        const ok = await lookOf(page)
        expect(ok.headline).toBeGreaterThanOrEqual(1.25 * ok.h1)
        expect(ok.icon).toBe('check')
        expect(ok.iconVisible).toBe(true)
        await expectAxeClean(page, `valid, ${size.name}, ${theme}`)

        // A forgery (another key signed), on a network that cannot say whether a contract accepts it.
        await refuseEthCall(context)
        await page.goto(encodeProofLink(forged, baseURL!))
        await expect(verdict(page)).toHaveAttribute('data-verdict', /invalid|unverifiable/)
        const unknown = await lookOf(page)
        expect(unknown.text).not.toMatch(RAW_ERROR)
        expect(unknown.headline).toBeGreaterThanOrEqual(unknown.h1)
        expect(unknown.background).not.toBe(ok.background)
        await expectAxeClean(page, `cannot check now, ${size.name}, ${theme}`)

        await page.goto(encodeProofLink(expired, baseURL!))
        await expect(verdict(page)).toHaveAttribute('data-verdict', 'invalid')
        await expect(alerts(page)).toHaveCount(0)
        await expect(page.locator('[data-verify-status]')).toHaveText('Don’t trust this proof: it has expired')
        const bad = await lookOf(page)
        expect(bad.headline).toBeGreaterThanOrEqual(1.25 * bad.h1)
        // Not the valid card in another colour: another shape, another surface, other words.
        expect(bad.icon).toBe('cross')
        expect(bad.iconShape).not.toBe(ok.iconShape)
        expect(bad.iconVisible).toBe(true)
        expect(bad.background).not.toBe(ok.background)
        expect(bad.borderStyle).not.toBe(ok.borderStyle)
        expect(bad.headlineText).not.toBe(ok.headlineText)
        // The check that failed is the first one read, in words.
        expect(bad.firstCheck).toBe('false')
        await expect(verdict(page).getByTestId('verify-reasons').locator('li').first()).toHaveAttribute(
          'data-check',
          'expired',
        )
        await expect(verdict(page).getByTestId('verify-reasons').locator('li').first()).toHaveText(/It has expired/)
        await expectAxeClean(page, `invalid, ${size.name}, ${theme}`)

        await page.goto(encodeProofLink(elsewhere, baseURL!))
        await expect(verdict(page)).toHaveAttribute('data-domain-match', 'false')
        const other = await lookOf(page)
        expect(other.icon).toBe('elsewhere')
        expect(other.background).not.toBe(ok.background)
        expect(other.headlineText).toContain('other.example')
        await expectAxeClean(page, `another site's, ${size.name}, ${theme}`)
      })

  test('a signature that is not the address’s own key, with its network unreachable: cannot check now, the host named, the unknown check first', async ({
    page,
    context,
    baseURL,
  }) => {
    const host = new URL(LOCAL_URLS.ethereum).host
    const forged = await freshEvmProof(baseURL!, { signer: otherEvmAccount })
    // A host that replies with an error was reached and did not answer; one that is down could not be reached.
    for (const [how, cut, words] of [
      ['refuses eth_call', () => refuseEthCall(context), `${host} did not answer`],
      [
        'is down',
        () => context.route(`${LOCAL_URLS.ethereum}/**`, (route) => route.abort('connectionrefused')),
        `Could not reach ${host}`,
      ],
    ] as const) {
      await context.unrouteAll({ behavior: 'ignoreErrors' })
      await cut()
      await page.goto('/')
      await page.goto(encodeProofLink(forged, baseURL!))
      await expect(verdict(page), `the network ${how}`).toHaveAttribute('data-verdict', 'unverifiable')
      const look = await lookOf(page)
      expect(look.icon).toBe('question')
      expect(look.text, `the network ${how}`).not.toMatch(RAW_ERROR)
      expect(look.text, `the network ${how}`).toContain(words)
      // What the verdict waits on comes first, marked unknown rather than passed.
      const first = verdict(page).getByTestId('verify-reasons').locator('li').first()
      await expect(first).toHaveAttribute('data-check', 'signature')
      await expect(first).toContainText('?')
      // The exact words are there for whoever asks, closed.
      await expect(verdict(page).getByTestId('verify-exact-checks')).not.toHaveAttribute('open')
      await expectAxeClean(page, `cannot check now, the network ${how}`)
    }
  })

  test('a plain message’s and a linked set’s verdicts look like a proof’s: as loud as the title, with their sign', async ({
    page,
    baseURL,
  }) => {
    const message = 'I agree to the plain terms.'
    const plain: PlainMessageProof = {
      v: PLAIN_MESSAGE_VERSION,
      namespace: 'eip155',
      address: evmAccount.address,
      message,
      signature: await evmAccount.signMessage({ message }),
    }
    const cases = [
      ['plain, valid', encodeProofLink(plain, baseURL!), 'valid', 'check'],
      ['plain, invalid', encodeProofLink({ ...plain, message: `${message}!` }, baseURL!), /invalid|unverifiable/, null],
      ['linked, valid', encodeProofLink(await freshLinkedProof(baseURL!), baseURL!), 'valid', 'check'],
    ] as const
    for (const [label, link, shown, icon] of cases) {
      await page.goto('/')
      await page.goto(link)
      await expect(verdict(page), label).toHaveAttribute('data-verdict', shown)
      const look = await lookOf(page)
      expect(look.headline, label).toBeGreaterThanOrEqual(look.h1)
      expect(look.iconVisible, label).toBe(true)
      if (icon) expect(look.icon, label).toBe(icon)
      else expect(look.firstCheck, label).toBe('false')
      await expectAxeClean(page, label)
    }
  })

  test('no alert before the visitor acts: a proof link that cannot be read is said in its turn', async ({ page }) => {
    await page.goto('/verify/#proof=not-a-proof')
    await expect(page.getByTestId('link-error')).toBeVisible()
    await expect(alerts(page)).toHaveCount(0)
    // Its words are in a polite live region.
    await expect(page.locator('[aria-live="polite"]').getByTestId('link-error')).toBeVisible()
  })

  test('forced colours: the valid and the invalid sign are both drawn, in different shapes', async ({
    page,
    baseURL,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    const [valid] = await freshProofs(baseURL!)
    await page.goto(encodeProofLink(valid, baseURL!))
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'valid')
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true)
    const ok = await lookOf(page)
    await page.goto(encodeProofLink(await freshEvmProof(baseURL!, { expired: true }), baseURL!))
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'invalid')
    const bad = await lookOf(page)
    for (const look of [ok, bad]) {
      expect(look.iconVisible).toBe(true)
      // Drawn in the system's text colour, not left transparent.
      expect(look.iconStroke).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/)
    }
    expect(bad.iconShape).not.toBe(ok.iconShape)
    expect(bad.borderStyle).not.toBe(ok.borderStyle)
  })
})
