/**
 * Every action's result where the eyes are: after Verify (a plain message's three fields, a Sign-In's
 * two) the verdict is scrolled into view and its headline has the focus, which a screen reader reads
 * out once; a Sigil link pasted into /verify/'s fields is recognised, a proof link opened to its
 * verdict and a request link offered to be answered; after "Check the answers" on a roll call, a
 * summary of what happened is above the list, in view and focused. On a phone and a desktop.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { PHONE } from './support/phone'
import {
  EVIL_SITE,
  newEvmKey,
  requestLink,
  signInText,
  signedPart,
  singleProofLink,
  siteOf,
} from './support/forged-links'
import { evmAnswer, verifierWithRollCall } from './support/roll-call'
import { PLAIN_TEXTS, plainEvmAccount } from '../test/proof/plainMessageFixtures.ts'

const SIZES = [
  ['a phone', { ...PHONE, viewport: { width: 390, height: 844 } }],
  ['a desktop', { viewport: { width: 1280, height: 800 } }],
] as const

/** The verdict card's headline: in view and focused, and the focus inside the card. */
async function expectVerdictInViewAndFocused(page: Page, verdict: 'valid' | 'invalid'): Promise<void> {
  const card = page.getByTestId('verify-result')
  await expect(card).toHaveAttribute('data-verdict', verdict)
  const headline = card.getByRole('heading', { level: 2 })
  await expect(headline).toBeFocused()
  await expect(headline).toBeInViewport({ ratio: 1 })
  expect(await card.evaluate((section) => section.contains(document.activeElement))).toBe(true)
  // Said once: by the focus landing on the headline, not again by the page's status line.
  await expect(card.getByTestId('verify-exact-checks')).toBeAttached()
  await expect(page.locator('[data-verify-status]')).toHaveText('')
}

/** No accessibility violation within `part` of the page (the rest of the page is a11y.spec.ts's). */
async function expectAccessible(page: Page, part: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(part).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** A valid Sign-In proof link for the site under test, made by a fresh key. */
async function validProofLink(baseURL: string): Promise<{ link: string; message: string; signature: string }> {
  const key = newEvmKey()
  const message = signInText(siteOf(baseURL), {
    address: key.address,
    nonce: 'resultsInView1234',
    issuedAt: new Date(Date.now() - 60_000),
    expirationTime: new Date(Date.now() + 3_600_000),
  })
  const part = await signedPart(key, message)
  return { link: singleProofLink(baseURL, part), message, signature: part.signature }
}

/** Pastes `text` into `field` as a reader does: through the clipboard. */
async function pasteInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await field.focus()
  await page.keyboard.press('ControlOrMeta+V')
}

test.describe('results in view', () => {
  test.use({ wallets: [], permissions: ['clipboard-read', 'clipboard-write'] })

  for (const [device, options] of SIZES) {
    test.describe(`on ${device}`, () => {
      test.use(options)

      test('Verify on a plain message (message, signature, address): the verdict in view, its headline focused', async ({
        page,
      }) => {
        const message = PLAIN_TEXTS.multiline
        const signature = await plainEvmAccount.signMessage({ message })
        await page.goto('/verify/')
        await page.getByLabel('Message').fill(message)
        await page.getByLabel('Signature', { exact: true }).fill(signature)
        await page.getByLabel('Address', { exact: true }).fill(plainEvmAccount.address)
        await page.getByRole('button', { name: 'Verify' }).click()
        await expectVerdictInViewAndFocused(page, 'valid')
        await expectAccessible(page, '[data-testid="verify-page"]')
      })

      test('Verify on a Sign-In message and its signature: the verdict in view, its headline focused', async ({
        page,
        baseURL,
      }) => {
        const { message, signature } = await validProofLink(baseURL ?? '')
        await page.goto('/verify/')
        await page.getByLabel('Message').fill(message)
        await page.getByLabel('Signature', { exact: true }).fill(signature)
        await page.getByRole('button', { name: 'Verify' }).click()
        await expectVerdictInViewAndFocused(page, 'valid')
      })

      test('a proof link pasted into a field is opened: its verdict, in view and focused, and the link in the address bar', async ({
        page,
        baseURL,
      }) => {
        const { link, message } = await validProofLink(baseURL ?? '')
        await page.goto('/verify/')
        await pasteInto(page, page.getByLabel('Message'), `  ${link}\n`)
        await expectVerdictInViewAndFocused(page, 'valid')
        expect(new URL(page.url()).hash).toBe(new URL(link).hash)
        // The fields hold the proof's own text, as when the link is followed.
        await expect(page.getByLabel('Message')).toHaveValue(message)
      })

      test('a proof link typed into a field is offered with one button, which opens it', async ({ page, baseURL }) => {
        const { link } = await validProofLink(baseURL ?? '')
        await page.goto('/verify/')
        // Once the page reads what is typed (a text with no Sign-In in it asks for the address)…
        await page.getByLabel('Message').fill('x')
        await expect(page.getByLabel('Address', { exact: true })).toBeVisible()
        // …a link typed (not pasted) is offered, not opened.
        await page.getByLabel('Signature', { exact: true }).fill(link)
        await expect(page.getByTestId('verify-result')).toHaveCount(0)
        await expect(page.getByTestId('verify-pasted-link')).toBeVisible()
        await expectAccessible(page, '[data-testid="verify-page"]')
        await page.getByRole('button', { name: 'This is a proof link: open it' }).click()
        await expectVerdictInViewAndFocused(page, 'valid')
      })

      test('a proof link made for another site, pasted, is opened: its verdict says so', async ({ page }) => {
        const key = newEvmKey()
        const message = signInText(EVIL_SITE, {
          address: key.address,
          nonce: 'resultsInView1234',
          issuedAt: new Date(Date.now() - 60_000),
        })
        const link = singleProofLink('https://evil.example/', await signedPart(key, message))
        await page.goto('/verify/')
        await pasteInto(page, page.getByLabel('Message'), link)
        const card = page.getByTestId('verify-result')
        await expect(card).toHaveAttribute('data-domain-match', 'false')
        await expect(card.getByRole('heading', { level: 2 })).toBeFocused()
      })

      test('a request link pasted into a field is offered to be answered, where it leads', async ({
        page,
        baseURL,
      }) => {
        const link = requestLink(baseURL ?? '', {
          v: 1,
          want: 'eip155',
          statement: 'I am alice on the forum',
          nonce: 'sigilResultsInView1234',
          expires: new Date(Date.now() + 3_600_000).toISOString(),
        })
        await page.goto('/verify/')
        await pasteInto(page, page.getByLabel('Message'), link)
        const answer = page.getByRole('link', { name: 'This is a request link: answer it' })
        await expect(answer).toBeVisible()
        await expectAccessible(page, '[data-testid="verify-page"]')
        await answer.click()
        await expect(page).toHaveURL(link)
        await expect(page.getByText('I am alice on the forum').first()).toBeVisible()
      })

      test('text that holds a link among other words is read as a message, as before', async ({ page, baseURL }) => {
        const { link } = await validProofLink(baseURL ?? '')
        await page.goto('/verify/')
        await pasteInto(page, page.getByLabel('Message'), `My proof: ${link}`)
        await expect(page.getByLabel('Address', { exact: true })).toBeVisible()
        await expect(page.getByTestId('verify-pasted-link')).toHaveCount(0)
        await expect(page.getByTestId('verify-result')).toHaveCount(0)
        expect(new URL(page.url()).hash).toBe('')
      })
    })
  }
})

test.describe('a roll call checked', () => {
  for (const [device, options] of SIZES) {
    test(`on ${device}: what the check did is above the list, in view and focused, with its counts`, async ({
      newContext,
      baseURL,
    }) => {
      const base = baseURL ?? ''
      const site = siteOf(base)
      const { page, asked } = await verifierWithRollCall(newContext, 'One Ethereum or Base address', 'present')
      await page.setViewportSize(options.viewport)
      const answers = await Promise.all([1, 2, 3].map(() => evmAnswer(base, site, newEvmKey(), asked)))
      const forged = await evmAnswer(base, site, newEvmKey(), { ...asked, nonce: 'sigilOtherRequest0000' })
      const again = answers[0] ?? ''
      // 6 links: 3 answers, one to another request, one with nothing after its mark, and one pasted twice.
      const chat = [...answers, forged, 'https://sigil.example/verify/#proof=', `again: ${again}`].join('\n')
      await page.getByRole('button', { name: 'Answers', exact: true }).first().click()
      await page.getByTestId('roll-call-paste').fill(chat)
      await page.getByRole('button', { name: 'Check the answers' }).click()
      const checked = page.getByTestId('roll-call-checked')
      await expect(checked).toBeFocused()
      await expect(checked).toBeInViewport({ ratio: 1 })
      await expect(checked).toHaveText('6 links found, 5 different: 3 counted, 1 broken, 1 unreadable.')
      // Above the list it sums up.
      const list = page.getByTestId('roll-call-answers')
      const [summaryBox, listBox] = [await checked.boundingBox(), await list.boundingBox()]
      expect(summaryBox!.y).toBeLessThan(listBox!.y)
      await expectAccessible(page, '[data-testid="roll-call"]')

      // The same text again: nothing new, and said so.
      await page.getByTestId('roll-call-paste').fill(chat)
      await page.getByRole('button', { name: 'Check the answers' }).click()
      await expect(checked).toBeFocused()
      await expect(checked).toHaveText('6 links found, 5 different: 1 unreadable, 4 already in the list.')
    })
  }
})
