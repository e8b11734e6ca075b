/**
 * Requests: a verifier makes a request on /request/ in one browser profile, a prover answers it on
 * /prove/ with the mock wallets in another, and the verifier's /verify/ says whether the proof
 * answers it; a third profile opening the same proof is never told "your request".
 */
import type { BrowserContext, Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import type { OfflineContext } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { MOCK_SOLANA_NAME as SOLANA } from './fixtures/mock-solana-wallet'
import { connectWith, openAccountMenu, walletOption, walletStatus } from './support/wallet-ui'
import { expectQrReadsAs } from './support/qr'
import { makeRequest, type RequestForm, type RequestWant } from './support/request'
import { decodeRequestFragment, encodeRequestLink, type ProofRequest } from '../packages/verify/src/requestLink.ts'
import { otherEvmAccount } from '../test/proof/testing.ts'

type NewContext = (options?: { wallets: [] }) => Promise<OfflineContext>

/**
 * Makes a request on /request/ (./support/request.ts) and returns its link, once the page shows it
 * as made: its QR code reads as the link, and the list holds it, open.
 */
async function makeShownRequest(page: Page, form: RequestForm & { want: RequestWant }): Promise<string> {
  const link = await makeRequest(page, form)
  await expectQrReadsAs(page.getByTestId('request-qr'), link)
  await expect(page.getByTestId('request-item').first()).toHaveAttribute('data-state', 'open')
  return link
}

async function verifierPage(newContext: NewContext): Promise<{ context: BrowserContext; page: Page }> {
  const { context } = await newContext({ wallets: [] })
  return { context, page: await context.newPage() }
}

/** Signs the single-address answer on the open request page and returns the proof link. */
async function signAnswer(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Sign the answer with your wallet' }).click()
  return answerLink(page)
}

async function answerLink(page: Page): Promise<string> {
  const link = page.getByTestId('proof-link')
  await expect(link).toHaveValue(/\/verify\/#proof=/)
  await expect(page.getByTestId('send-back')).toBeVisible()
  await expect(page.getByTestId('proof-qr').or(page.getByTestId('proof-qr-too-long'))).toBeVisible()
  return link.inputValue()
}

async function expectAnswers(page: Page, link: string, statement?: string): Promise<void> {
  await page.goto(link)
  await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
  const answer = page.getByTestId('request-answer')
  await expect(answer).toHaveAttribute('data-answers', 'true')
  await expect(answer).toContainText('This answers your request of')
  if (statement) await expect(answer).toContainText(statement)
  await expect(answer.locator('li[data-ok="false"]')).toHaveCount(0)
  await expect(answer.locator('li[data-ok="true"]')).toHaveCount(8)
  await expect(answer.locator('li[data-rule="time-order"]')).toHaveAttribute('data-ok', 'true')
  await expect(answer.locator('li[data-rule="first-answer"]')).toHaveAttribute('data-ok', 'true')
}

/** Opens `link` in a fresh profile: never "your request". */
async function expectStranger(newContext: NewContext, link: string): Promise<void> {
  const { page } = await verifierPage(newContext)
  await page.goto(link)
  await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
  await expect(page.getByTestId('request-none')).toHaveText('Not an answer to a request made in this browser.')
  await expect(page.getByTestId('request-answer')).toHaveCount(0)
  await expect(page.getByText(/answers your request/i)).toHaveCount(0)
}

async function expectBrokenRule(page: Page, link: string, rule: string): Promise<void> {
  await page.goto(link)
  await expect(page.getByTestId('verify-result')).toBeVisible()
  const answer = page.getByTestId('request-answer')
  await expect(answer).toHaveAttribute('data-answers', 'false')
  await expect(answer).toContainText('This does not answer your request of')
  await expect(answer.locator(`li[data-rule="${rule}"]`)).toHaveAttribute('data-ok', 'false')
}

/** The request link with its request edited, re-encoded as a valid link (what a prover could do). */
/** When the request in `link` closes. */
function expiresOf(link: string): string {
  const decoded = decodeRequestFragment(link)
  if (!decoded.ok) throw new Error(decoded.error.message)
  return decoded.request.expires
}

function edited(link: string, change: (request: ProofRequest) => ProofRequest): string {
  const decoded = decodeRequestFragment(link)
  if (!decoded.ok) throw new Error(decoded.error.message)
  const url = new URL(link)
  return encodeRequestLink(change(decoded.request), `${url.origin}/`)
}

async function addSolana(page: Page, address: string): Promise<void> {
  await openAccountMenu(page)
  await page.getByRole('button', { name: /add a solana wallet/i }).click()
  await walletOption(page, SOLANA).click()
  await expect(walletStatus(page)).toHaveAttribute('data-address', address)
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await page.keyboard.press('Escape')
}

const state = (page: Page) => page.getByTestId('request-prove')

// Two or three browser profiles, several signatures and page loads per test.
test.describe.configure({ timeout: 120_000 })

test.describe('a request, answered and checked', () => {
  test('EVM: the whole loop, in two profiles; the list marks it answered; a third profile sees no request', async ({
    page,
    evmWallet,
    newContext,
  }, testInfo) => {
    const verifier = await verifierPage(newContext)
    const statement = 'I am alice on the forum'
    const request = await makeShownRequest(verifier.page, {
      want: 'One Ethereum or Base address',
      addresses: [evmWallet.address.toLowerCase()],
      statement,
    })
    await expect(verifier.page.getByTestId('request-result')).toContainText(
      'Send this link to the person who should prove',
    )
    await expect(verifier.page.getByTestId('request-result')).toContainText('open it in this browser')
    await verifier.page.setViewportSize({ width: 320, height: 900 })
    await verifier.page.screenshot({ path: testInfo.outputPath('request-made-320.png'), fullPage: true })

    await page.goto(request)
    await expect(page.getByTestId('request-ask')).toContainText(statement)
    await expect(page.getByTestId('request-wanted')).toHaveText(`the Ethereum or Base address ${evmWallet.address}`)
    await expect(state(page)).toHaveAttribute('data-state', 'needs-wallet')
    await connectWith(page, EVM, evmWallet.address)
    await expect(state(page)).toHaveAttribute('data-state', 'ready')
    const proof = await signAnswer(page)
    const message = await page.getByTestId('proof-message').inputValue()
    expect(message).toContain(`Nonce: ${(decodeRequestFragment(request) as { request: ProofRequest }).request.nonce}`)
    expect(message).toContain(statement)
    await page.setViewportSize({ width: 320, height: 900 })
    await page.screenshot({ path: testInfo.outputPath('prove-answer-320.png'), fullPage: true })

    await expectAnswers(verifier.page, proof, statement)
    await verifier.page.setViewportSize({ width: 1100, height: 900 })
    await verifier.page.emulateMedia({ colorScheme: 'dark' })
    await verifier.page.screenshot({ path: testInfo.outputPath('verify-answers-dark.png'), fullPage: true })
    await verifier.page.goto('/request/')
    await expect(verifier.page.getByTestId('request-item')).toHaveAttribute('data-state', 'answered')

    await expectStranger(newContext, proof)
  })

  test('Solana: any Solana address', async ({ page, solanaWallet, newContext }) => {
    const verifier = await verifierPage(newContext)
    const request = await makeShownRequest(verifier.page, { want: 'One Solana address' })
    await page.goto(request)
    await expect(page.getByTestId('request-wanted')).toHaveText('any Solana address')
    await connectWith(page, SOLANA, solanaWallet.address)
    const proof = await signAnswer(page)
    await expectAnswers(verifier.page, proof)
    await expectStranger(newContext, proof)
  })

  test('a linked set: the EVM and Solana addresses asked for, signed together', async ({
    page,
    evmWallet,
    solanaWallet,
    newContext,
  }, testInfo) => {
    const verifier = await verifierPage(newContext)
    const statement = 'Both are mine'
    const request = await makeShownRequest(verifier.page, {
      want: 'A linked set of 2 to 5 addresses',
      addresses: [evmWallet.address, solanaWallet.address],
      statement,
    })
    await page.goto(request)
    await connectWith(page, EVM, evmWallet.address)
    // Only one of the two is here: said, and nothing can be signed yet.
    await expect(state(page)).toHaveAttribute('data-state', 'missing')
    await expect(page.getByTestId('request-block')).toContainText(solanaWallet.address)
    await expect(page.getByRole('button', { name: /Sign \d messages/ })).toBeDisabled()
    await addSolana(page, solanaWallet.address)
    await expect(state(page)).toHaveAttribute('data-state', 'ready')
    await page.getByRole('button', { name: 'Sign 2 messages' }).click()
    const proof = await answerLink(page)
    await page.screenshot({ path: testInfo.outputPath('prove-linked-answer.png'), fullPage: true })
    await expectAnswers(verifier.page, proof, statement)
    await expect(verifier.page.getByTestId('verify-part')).toHaveCount(2)
    await expectStranger(newContext, proof)
  })
})

test.describe('what does not answer', () => {
  test('replay: a valid proof of the same address with another nonce', async ({ page, evmWallet, newContext }) => {
    const verifier = await verifierPage(newContext)
    await makeShownRequest(verifier.page, { want: 'One Ethereum or Base address', addresses: [evmWallet.address] })
    // An ordinary proof, made before or without the request.
    await page.goto('/prove/')
    await connectWith(page, EVM, evmWallet.address)
    await page.getByRole('button', { name: 'Sign with your wallet' }).click()
    const proof = await page.getByTestId('proof-link').inputValue()
    await verifier.page.goto(proof)
    await expect(verifier.page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    // An ordinary proof claims to answer no request: the card says nothing about requests.
    await expect(verifier.page.getByTestId('verify-reasons')).toBeVisible()
    await expect(verifier.page.getByTestId('request-none')).toHaveCount(0)
    await expect(verifier.page.getByTestId('request-answer')).toHaveCount(0)
    await verifier.page.goto('/request/')
    await expect(verifier.page.getByTestId('request-item')).toHaveAttribute('data-state', 'open')
  })

  test('the account is checked before signing: wrong address, wrong family', async ({
    page,
    evmWallet,
    newContext,
  }) => {
    const verifier = await verifierPage(newContext)
    const forOther = await makeShownRequest(verifier.page, {
      want: 'One Ethereum or Base address',
      addresses: [otherEvmAccount.address],
    })
    await page.goto(forOther)
    await connectWith(page, EVM, evmWallet.address)
    await expect(state(page)).toHaveAttribute('data-state', 'wrong-address')
    await expect(page.getByTestId('request-block')).toContainText(otherEvmAccount.address)
    await expect(page.getByTestId('request-block')).toContainText('Switch to that account in your wallet')
    await expect(page.getByTestId('request-sign')).toHaveCount(0)
    // The wallet switches to the account asked for: the page goes on by itself.
    await evmWallet.switchAccount(1)
    await expect(state(page)).toHaveAttribute('data-state', 'ready')

    const forSolana = await makeShownRequest(verifier.page, { want: 'One Solana address' })
    await page.goto(forSolana)
    await expect(state(page)).toHaveAttribute('data-state', 'wrong-family')
    await expect(page.getByTestId('request-block')).toContainText('This request asks for an address on Solana')
    await expect(page.getByTestId('request-sign')).toHaveCount(0)
    expect(evmWallet.calls().filter((call) => call === 'personal_sign')).toEqual([])
  })

  test('a prover who edits the request: statement, address or closing time, each rejected by name', async ({
    page,
    evmWallet,
    newContext,
  }) => {
    const verifier = await verifierPage(newContext)
    await page.goto('/prove/')
    await connectWith(page, EVM, evmWallet.address)

    const original = await makeShownRequest(verifier.page, {
      want: 'One Ethereum or Base address',
      statement: 'I will pay 10 coins',
    })
    await page.goto(edited(original, (r) => ({ ...r, statement: 'I will pay 1 coin' })))
    await expect(page.getByTestId('request-statement')).toHaveText('I will pay 1 coin')
    await expectBrokenRule(verifier.page, await signAnswer(page), 'statement')

    const forOther = await makeShownRequest(verifier.page, {
      want: 'One Ethereum or Base address',
      addresses: [otherEvmAccount.address],
    })
    await page.goto(edited(forOther, (r) => ({ ...r, addresses: [evmWallet.address] })))
    await expectBrokenRule(verifier.page, await signAnswer(page), 'accounts')

    const short = await makeShownRequest(verifier.page, {
      want: 'One Ethereum or Base address',
      openFor: '10 minutes',
    })
    await page.goto(
      edited(short, (r) => ({ ...r, expires: new Date(Date.parse(r.expires) + 2 * 86_400_000).toISOString() })),
    )
    await expectBrokenRule(verifier.page, await signAnswer(page), 'window')
  })

  test('an expired request is refused on /prove/ and on /verify/', async ({ page, evmWallet, newContext }) => {
    const verifier = await verifierPage(newContext)
    const request = await makeShownRequest(verifier.page, {
      want: 'One Ethereum or Base address',
      openFor: '10 minutes',
    })

    // Answered in time…
    await page.goto(request)
    await connectWith(page, EVM, evmWallet.address)
    const proof = await signAnswer(page)

    // …but opened by the prover after it closed: nothing to sign.
    const { context: late } = await newContext()
    const latePage = await late.newPage()
    await latePage.clock.install({ time: Date.now() + 20 * 60 * 1000 })
    await latePage.goto(request)
    await expect(state(latePage)).toHaveAttribute('data-state', 'expired')
    await expect(latePage.getByTestId('request-block')).toContainText('This request has closed')
    // When it closed, as a time: the instant the request names.
    const closedAt = latePage.getByTestId('request-block').locator('time')
    await expect(closedAt).toHaveCount(1)
    expect(await closedAt.getAttribute('datetime')).toBe(new Date(expiresOf(request)).toISOString())
    await expect(latePage.getByTestId('request-sign')).toHaveCount(0)

    // …and checked by the verifier after it closed.
    const later = await verifier.context.newPage()
    await later.clock.install({ time: Date.now() + 20 * 60 * 1000 })
    await expectBrokenRule(later, proof, 'window')
    await expect(later.getByTestId('request-answer')).toContainText('Your request has closed')
    await later.goto('/request/')
    await expect(later.getByTestId('request-item')).toHaveAttribute('data-state', 'closed')
  })

  test('a malformed request link: a clear message, nothing to sign', async ({ page, evmWallet }) => {
    await page.goto('/prove/')
    await connectWith(page, EVM, evmWallet.address)
    for (const fragment of ['#request=%%%', '#request=bm90IGpzb24', '#request=eyJ2Ijo5fQ', '#request=']) {
      await page.goto(`/prove/${fragment}`)
      await expect(state(page)).toHaveAttribute('data-state', 'invalid')
      await expect(page.getByTestId('request-error')).toContainText('This request link cannot be read')
      await expect(page.getByTestId('request-sign')).toHaveCount(0)
    }
    expect(evmWallet.calls().filter((call) => call === 'personal_sign')).toEqual([])
  })
})

test.describe('the request page', () => {
  test('blocked storage: said up front, and no request is made', async ({ newContext }) => {
    const { context } = await newContext({ wallets: [] })
    await context.addInitScript(() => {
      const denied = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }
      Object.defineProperty(window, 'localStorage', { configurable: true, get: denied })
    })
    const page = await context.newPage()
    await page.goto('/request/')
    await expect(page.getByTestId('request-storage-blocked')).toContainText('This browser cannot remember a request')
    await expect(page.getByRole('button', { name: 'Make the request link' })).toBeDisabled()
  })

  test('bad input is explained and kept; a request can be removed', async ({ newContext }) => {
    const { page } = await verifierPage(newContext)
    await page.goto('/request/')
    const addresses = page.getByLabel('Addresses asked for (optional)')
    await addresses.fill('0x1234')
    await expect(page.locator('[data-request-addresses-hint]')).toContainText('is not an address on Ethereum or Base')
    await expect(page.getByRole('button', { name: 'Make the request link' })).toBeDisabled()
    await expect(addresses).toHaveValue('0x1234')
    await page.getByLabel('Statement (optional)').fill('line one\u00e9')
    await expect(page.locator('[data-request-statement-hint]')).toContainText('cannot carry')
    await addresses.fill('')
    await page.getByLabel('Statement (optional)').fill('fine')
    await page.getByRole('button', { name: 'Make the request link' }).click()
    await expect(page.getByTestId('request-item')).toHaveCount(1)
    await page.getByRole('button', { name: /^Remove the request/ }).click()
    await expect(page.getByTestId('request-item')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Your requests' })).toBeFocused()
  })
})
