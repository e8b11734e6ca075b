import { test, expect } from './fixtures/browser'
import {
  answerTo,
  expectBoundedAnswer,
  LINE,
  openMountedVerifyPage,
  openVerifyPage,
  verifyAnswer,
} from './support/reader-work'
import {
  caseFragment,
  fixtures,
  FIELD_CASES,
  hugePlainMessageLink,
  LINK_CASES,
  LONG_SHOWN_TEXT,
  markRunLinks,
  signPlainSolana,
} from './support/long-links'
import { encodeProofLink } from '../packages/verify/src/index.ts'
import { MAX_LINK_LENGTH } from '../packages/verify/src/decodeProofFragment.ts'
import { MAX_PLAIN_MESSAGE_LENGTH } from '../packages/verify/src/plainMessage.ts'

/**
 * Links as long as the reader takes (MAX_LINK_LENGTH characters of fragment), each with one field stuffed, read on
 * /verify/; then the same huge values pasted into the form and checked; and the texts whose layout alone is slow (one
 * letter under thousands of marks). Each is answered, and the answer is shaped to keep the page responsive whatever
 * the machine: a link the reader cannot read is refused as it is read, in a line; a verdict is painted in a later task
 * than the one that read the input; the signed text is in parts of a bounded length laid out only near the screen;
 * no run of marks is longer than the page shows. The main thread's longest task for each is the bench's to measure
 * (`longInputs`, scripts/bench/scenarios.ts). Every field's length is bounded before any decoding, and no decoder is
 * worse than linear: the verifier's unit tests hold those (packages/verify/src/fieldLimits.test.ts).
 */
// A trace snapshots the page at each step: a 64 KB link in every snapshot makes a slow, large trace for nothing.
test.use({ trace: 'off' })

test.describe('links as long as the reader takes', () => {
  test.use({ wallets: [] })

  for (const linkCase of LINK_CASES) {
    test(`${linkCase.name}: a verdict painted after the reading task, the text in bounded parts`, async ({
      page,
      baseURL,
    }) => {
      const fragment = await caseFragment(linkCase, await fixtures(baseURL!))
      expect(fragment.length).toBeLessThanOrEqual(MAX_LINK_LENGTH)
      await openMountedVerifyPage(page)
      const answer = await answerTo(page, { fragment })
      // A link the reader cannot read is refused as it is read, its fields' lengths bounded before any decoding; a
      // readable one is checked and its card painted in later tasks.
      if (answer.kind === 'verdict')
        expect(answer.inReadingTask, 'verdict painted in the task that read the link').toBe(false)
      await expectBoundedAnswer(page)
      if (linkCase.verdict !== undefined)
        await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', linkCase.verdict)
    })
  }

  test('a long text reaches the fields as the form comes into view, not with the verdict', async ({
    page,
    baseURL,
  }) => {
    const { plainSolana } = await fixtures(baseURL!)
    const message = LONG_SHOWN_TEXT
    const signature = signPlainSolana(message)
    await page.goto(encodeProofLink({ ...plainSolana, message, signature }, baseURL!))
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    const field = page.getByLabel('Message')
    // Below the verdict, a scroll away: the field waits, and so does its layout.
    expect(await field.evaluate((node) => node.getBoundingClientRect().top - innerHeight)).toBeGreaterThan(200)
    // The form's watch reports where the form is in the frames after the verdict: two frames drawn, it has.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await expect(field).toHaveValue('')
    await field.scrollIntoViewIfNeeded()
    await expect(field).toHaveValue(message)
    await expect(page.getByLabel('Signature', { exact: true })).toHaveValue(signature)
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue(plainSolana.address)
  })
})

test.describe('the form, given the same huge values', () => {
  test.use({ wallets: [] })

  for (const { name, fields } of FIELD_CASES) {
    test(`pasted ${name}: named by rule, or a verdict painted after the press's task`, async ({ page, baseURL }) => {
      const { message, signature, address } = fields(baseURL!)
      await openVerifyPage(page)
      await page.getByLabel('Message').fill(message)
      await page.getByLabel('Signature', { exact: true }).fill(signature)
      if (address !== undefined) await page.getByLabel('Address', { exact: true }).fill(address)
      const verify = page.getByRole('button', { name: 'Verify' })
      const problem = page.locator('[data-verify-message-error]:not([hidden])')
      // The form has read the fields: it names what is wrong with them, or Verify is ready, or both.
      await expect(problem.or(page.locator('form[data-verify-form] [type="submit"]:enabled')).first()).toBeVisible()
      // A problem is named in a line, never with the pasted value again.
      if (await problem.isVisible()) expect((await problem.textContent())?.length).toBeLessThanOrEqual(LINE)
      if (!(await verify.isEnabled())) return
      const answer = await answerTo(page, 'press Verify')
      expect(answer.kind).toBe('verdict')
      expect(answer.inReadingTask, 'verdict painted in the task of the press').toBe(false)
      await expectBoundedAnswer(page)
    })
  }
})

test.describe('a huge link never freezes the verify page', () => {
  test.use({ wallets: [] })

  test('a 64 KB plain-message link with a 48 000-character signature: refused as it is read, in a line', async ({
    page,
    baseURL,
  }) => {
    const link = hugePlainMessageLink(baseURL!)
    expect(new URL(link).hash.length).toBeGreaterThan(64_000)
    expect(new URL(link).hash.length).toBeLessThan(65_536)
    await openMountedVerifyPage(page)
    const answer = await answerTo(page, { fragment: new URL(link).hash })
    if (answer.kind === 'verdict') expect(answer.inReadingTask).toBe(false)
    await expectBoundedAnswer(page)
    // Opened cold as well, the page answers it.
    await page.goto(link)
    await expect(verifyAnswer(page)).toBeVisible()
    await expectBoundedAnswer(page)
  })

  test('a message of the longest length read, one letter under a single run of marks: shown with the run cut', async ({
    page,
    baseURL,
  }) => {
    for (const { what, message, link } of await markRunLinks(baseURL!)) {
      expect(message.length, what).toBe(MAX_PLAIN_MESSAGE_LENGTH)
      await openMountedVerifyPage(page)
      const answer = await answerTo(page, { fragment: new URL(link).hash })
      expect(answer, what).toEqual({ kind: 'verdict', inReadingTask: false })
      await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
      // The run is cut short where it is shown, and the cut says how many marks it left out.
      await expect(page.getByTestId('verify-signed-text')).toContainText('combining marks left out⟩')
      await expectBoundedAnswer(page)
    }
  })
})
