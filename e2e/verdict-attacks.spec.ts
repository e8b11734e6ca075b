/**
 * Links an attacker can build from the documented formats with other implementations (`siwe`,
 * ethers v5, tweetnacl: e2e/support/forged-links.ts), each opened where it could fool someone:
 * the verifier's own browser, which holds their requests, or /prove/ with a wallet ready to sign.
 * Every test asserts what the page must do instead of being fooled.
 */
import type { Page } from '@playwright/test'
import { generateNonce } from 'siwe'
import type { Wallet } from 'ethers'
import { test, expect } from './fixtures/browser'
import type { OfflineContext } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { connectWith } from './support/wallet-ui'
import { makeRequest } from './support/request'
import { LOCAL_URLS } from './support/env'
import {
  EVIL_SITE,
  linkedProofLink,
  newEvmKey,
  plainMessageLink,
  requestLink,
  requestOf,
  signedPart,
  signInText,
  singleProofLink,
  siteOf,
  type ProofPart,
  type RequestPayload,
} from './support/forged-links'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const YEAR = 365 * DAY

const REQUESTS_KEY = 'sigil:requests'

/** Makes a request for any EVM address on /request/ and returns its link and what it carries. */
async function makeStatedRequest(page: Page, statement: string): Promise<{ link: string; request: RequestPayload }> {
  const link = await makeRequest(page, { statement })
  return { link, request: requestOf(link) }
}

/** The state this browser keeps for the request with `nonce`. */
async function storedState(page: Page, nonce: string): Promise<unknown> {
  return page.evaluate(
    ([key, wanted]) => {
      const list = JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{
        request?: { nonce?: string }
        state?: unknown
      }>
      return list.find((stored) => stored.request?.nonce === wanted)?.state
    },
    [REQUESTS_KEY, nonce] as const,
  )
}

/**
 * Opens `link` and waits for its verdict card (or link error), then for the line saying whether it
 * answers a request made here: it is added after the verdict, so an absence checked before it
 * would prove nothing. A page that adds no such line at all is given 5 seconds.
 */
async function openAndLookUp(page: Page, link: string): Promise<void> {
  await page.goto('about:blank')
  await page.goto(link)
  await expect(page.getByTestId('verify-result').or(page.getByTestId('link-error'))).toBeVisible()
  await page
    .locator('[data-request-answer]')
    .first()
    .waitFor({ state: 'attached', timeout: 5_000 })
    .catch(() => undefined)
}

/** The page does not say the proof answers the request, and the request stays open. */
async function expectNotAnswered(page: Page, nonce: string): Promise<void> {
  await expect.soft(page.getByText('This answers your request')).toHaveCount(0)
  await expect.soft(page.locator('[data-testid="request-answer"][data-answers="true"]')).toHaveCount(0)
  expect.soft(await storedState(page, nonce)).toBe('open')
}

async function expectAnswers(page: Page, link: string): Promise<void> {
  await openAndLookUp(page, link)
  await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
  await expect(page.getByTestId('request-answer')).toHaveAttribute('data-answers', 'true')
  await expect(page.getByTestId('request-answer')).toContainText('This answers your request')
}

/** A browser profile with no wallet: the verifier's. */
async function verifierPage(newContext: (options?: { wallets: [] }) => Promise<OfflineContext>): Promise<Page> {
  const { context } = await newContext({ wallets: [] })
  return context.newPage()
}

/** The prover answers `request` on /prove/ with the mock EVM wallet; returns the proof link. */
async function answerOnProve(page: Page, request: string, address: string): Promise<string> {
  await page.goto(request)
  await connectWith(page, EVM, address)
  await expect(page.getByTestId('request-prove')).toHaveAttribute('data-state', 'ready')
  await page.getByRole('button', { name: 'Sign the answer with your wallet' }).click()
  const link = page.getByTestId('proof-link')
  await expect(link).toHaveValue(/\/verify\/#proof=/)
  return link.inputValue()
}

const card = (page: Page) => page.getByTestId('verify-result')

// Several page loads, signatures and up to two browser profiles per test.
test.describe.configure({ timeout: 90_000 })

test.describe('a plain-message link whose text is another key’s Sign-In never answers a request', () => {
  test.use({ wallets: [] })
  const statement = 'I own this account'

  /** A plain-message link: `signer` signs, as plain text, a Sign-In for the request naming `named`. */
  async function plainSignIn(baseURL: string, request: RequestPayload, named: string, signer: Wallet) {
    const text = signInText(siteOf(baseURL), {
      address: named,
      nonce: request.nonce,
      statement,
      issuedAt: new Date(),
      expirationTime: request.expires,
    })
    return plainMessageLink(baseURL, {
      namespace: 'eip155',
      address: signer.address,
      message: text,
      signature: await signer.signMessage(text),
    })
  }

  test('X’s Sign-In for the request, signed by Y as plain text: invalid, and the request stays open', async ({
    page,
    baseURL,
  }) => {
    const { request } = await makeStatedRequest(page, statement)
    const link = await plainSignIn(baseURL!, request, newEvmKey().address, newEvmKey())

    await openAndLookUp(page, link)
    await expect.soft(card(page)).toHaveAttribute('data-verdict', 'invalid')
    await expect.soft(card(page).locator('li[data-check="message"][data-ok="false"]')).not.toHaveCount(0)
    await expectNotAnswered(page, request.nonce)
  })

  test('X’s own Sign-In for the request, in a plain-message link: still no answer', async ({ page, baseURL }) => {
    const { request } = await makeStatedRequest(page, statement)
    const signer = newEvmKey()
    const link = await plainSignIn(baseURL!, request, signer.address, signer)

    await openAndLookUp(page, link)
    await expectNotAnswered(page, request.nonce)
  })
})

test.describe('another site’s login is never shown as a valid proof for this site', () => {
  test.use({ wallets: [] })

  /** A Sign-In for `site`, signed by its own fresh key, as a version-1 link. */
  async function loginLink(
    baseURL: string,
    site: { domain: string; uri: string },
    fields: { nonce: string; statement: string; expirationTime?: string },
  ) {
    const key = newEvmKey()
    const text = signInText(site, {
      address: key.address,
      issuedAt: new Date(),
      expirationTime: new Date(Date.now() + DAY),
      ...fields,
    })
    return singleProofLink(baseURL, await signedPart(key, text))
  }

  test('evil.example’s login: not this site, not styled or headed as a valid proof, and the domain named', async ({
    page,
    baseURL,
  }) => {
    const link = await loginLink(baseURL!, EVIL_SITE, {
      nonce: generateNonce(),
      statement: 'Sign in to Evil Example to claim your reward.',
    })
    await page.goto(link)
    await expect(card(page)).toBeVisible()
    await expect.soft(card(page)).toHaveAttribute('data-domain-match', 'false')
    await expect.soft(card(page).locator('h2')).not.toHaveText(/proven|valid proof/i)
    await expect.soft(card(page).locator('h2')).toContainText('evil.example')
    await expect.soft(card(page)).not.toHaveClass(/(^|\s)verdict--valid(\s|$)/)
  })

  test('a login made for this site: the domain matches and the headline says the address is proven for it', async ({
    page,
    baseURL,
  }) => {
    const link = await loginLink(baseURL!, siteOf(baseURL!), { nonce: generateNonce(), statement: 'Hello' })
    await page.goto(link)
    await expect(card(page)).toHaveAttribute('data-verdict', 'valid')
    await expect.soft(card(page)).toHaveAttribute('data-domain-match', 'true')
    await expect.soft(card(page).locator('h2')).toHaveText(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} is proven for this site/)
  })

  test('evil.example’s login signing a request’s nonce and statement never answers it', async ({ page, baseURL }) => {
    const statement = 'I own this account'
    const { request } = await makeStatedRequest(page, statement)
    const link = await loginLink(baseURL!, EVIL_SITE, {
      nonce: request.nonce,
      statement,
      expirationTime: request.expires,
    })
    await openAndLookUp(page, link)
    await expect(card(page)).toBeVisible()
    await expectNotAnswered(page, request.nonce)
  })
})

test.describe('a Sign-In issued in the future is invalid; a little clock skew and no expiry are fine', () => {
  test.use({ wallets: [] })

  /** A proof for this site, issued `issuedIn` ms from now, expiring `expiresIn` ms from now (or never). */
  async function proofIssuedIn(baseURL: string, issuedIn: number, expiresIn: number | undefined) {
    const key = newEvmKey()
    const now = Date.now()
    const text = signInText(siteOf(baseURL), {
      address: key.address,
      nonce: generateNonce(),
      issuedAt: new Date(now + issuedIn),
      expirationTime: expiresIn === undefined ? undefined : new Date(now + expiresIn),
    })
    return singleProofLink(baseURL, await signedPart(key, text))
  }

  test('Issued At two years ahead: invalid, the issued-at check failed', async ({ page, baseURL }) => {
    await page.goto(await proofIssuedIn(baseURL!, 2 * YEAR, 2 * YEAR + 7 * DAY))
    await expect.soft(card(page)).toHaveAttribute('data-verdict', 'invalid')
    await expect.soft(card(page).locator('li[data-check="issued-at"][data-ok="false"]')).toHaveCount(1)
  })

  test('Issued At two minutes ahead: within the tolerated skew, valid', async ({ page, baseURL }) => {
    await page.goto(await proofIssuedIn(baseURL!, 2 * MINUTE, DAY))
    await expect(card(page)).toHaveAttribute('data-verdict', 'valid')
  })

  test('no Expiration Time: valid, and the card says it never expires', async ({ page, baseURL }) => {
    await page.goto(await proofIssuedIn(baseURL!, 0, undefined))
    await expect(card(page)).toHaveAttribute('data-verdict', 'valid')
    await expect.soft(card(page)).toContainText(/never/i)
  })
})

test.describe('one key on two chains is one account, not two linked ones', () => {
  test.use({ wallets: [] })

  /** The same key signs a part on Ethereum and one on Base, each listing both CAIP-10 ids. */
  async function sameKeyOnTwoChains(baseURL: string, secondAddress: (address: string) => string) {
    const key = newEvmKey()
    const fields = {
      address: key.address,
      nonce: generateNonce(),
      statement: 'I control these addresses.',
      issuedAt: new Date(),
      expirationTime: new Date(Date.now() + DAY),
      resources: [`eip155:1:${key.address}`, `eip155:8453:${key.address}`],
    }
    const site = siteOf(baseURL)
    const onEthereum = await signedPart(key, signInText(site, { ...fields, chainId: 1 }), 'eip155:1')
    const onBase = await signedPart(
      key,
      signInText(site, { ...fields, chainId: 8453 }),
      'eip155:8453',
      secondAddress(key.address),
    )
    return linkedProofLink(baseURL, [onEthereum, onBase])
  }

  async function expectOneAccountTwice(page: Page): Promise<void> {
    await expect.soft(card(page)).toHaveAttribute('data-verdict', 'invalid')
    await expect.soft(card(page).locator('li[data-rule="distinct-accounts"]')).toHaveAttribute('data-ok', 'false')
  }

  test('the same address on eip155:1 and eip155:8453: invalid, distinct-accounts broken', async ({ page, baseURL }) => {
    await page.goto(await sameKeyOnTwoChains(baseURL!, (address) => address))
    await expectOneAccountTwice(page)
  })

  test('the same address on the two chains in another letter case: invalid, distinct-accounts broken', async ({
    page,
    baseURL,
  }) => {
    await page.goto(await sameKeyOnTwoChains(baseURL!, (address) => address.toLowerCase()))
    await expectOneAccountTwice(page)
  })
})

test.describe('a request link carrying a nonce Sigil did not make is refused before anything is signed', () => {
  test('a typical SIWE back end’s nonce (siwe generateNonce): an error, no sign button, no signature asked', async ({
    page,
    evmWallet,
    baseURL,
  }) => {
    await page.goto('/prove/')
    await connectWith(page, EVM, evmWallet.address)
    const nonce = generateNonce()
    expect(nonce).toMatch(/^[A-Za-z0-9]{17}$/)
    const link = requestLink(baseURL!, {
      v: 1,
      want: 'eip155',
      statement: 'Sign in to Evil Example',
      nonce,
      expires: new Date(Date.now() + 60 * MINUTE).toISOString(),
    })
    await page.goto(link)
    await expect(page.getByTestId('request-prove')).toBeVisible()
    await expect.soft(page.getByTestId('request-error')).toBeVisible()
    await expect.soft(page.getByTestId('request-sign')).toHaveCount(0)
    expect(evmWallet.calls().filter((call) => call === 'personal_sign')).toEqual([])
  })

  test('a request made on /request/ has a Sigil nonce and is answered end to end', async ({
    page,
    evmWallet,
    newContext,
  }) => {
    const verifier = await verifierPage(newContext)
    const { link, request } = await makeStatedRequest(verifier, 'I own this account')
    expect.soft(request.nonce).toMatch(/^sigil[A-Za-z0-9]{17,}$/)
    const proof = await answerOnProve(page, link, evmWallet.address)
    await expectAnswers(verifier, proof)
  })
})

test.describe('a request answered once is not answered again by another account', () => {
  test('B’s proof after A’s answer: not an answer, said to be already answered by A; A’s still answers', async ({
    page,
    evmWallet,
    newContext,
    baseURL,
  }) => {
    const verifier = await verifierPage(newContext)
    const statement = 'I own this account'
    const { link, request } = await makeStatedRequest(verifier, statement)
    const fromA = await answerOnProve(page, link, evmWallet.address)
    await expectAnswers(verifier, fromA)

    const keyB = newEvmKey()
    const text = signInText(siteOf(baseURL!), {
      address: keyB.address,
      nonce: request.nonce,
      statement,
      issuedAt: new Date(),
      expirationTime: request.expires,
    })
    const fromB = singleProofLink(baseURL!, await signedPart(keyB, text))
    await openAndLookUp(verifier, fromB)
    const answer = verifier.getByTestId('request-answer')
    await expect.soft(answer).toHaveAttribute('data-answers', 'false')
    await expect.soft(answer).toContainText(/already answered/i)
    await expect.soft(answer).toContainText(new RegExp(evmWallet.address, 'i'))
    await expect.soft(verifier.getByText('This answers your request')).toHaveCount(0)
    expect.soft(await storedState(verifier, request.nonce)).toBe('answered')

    await expectAnswers(verifier, fromA)
  })
})

/** The proof links' length limit (`MAX_LINK_LENGTH`): an attack must be read to be one. */
const MAX_LINK_LENGTH = 65_536

/** Characters that render as nothing or reorder what follows: none may reach the card raw. */
const RAW_HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

/**
 * A Sign-In for this site, for `named` (the signer's own address unless given), whose first line puts
 * `scheme` before `://`: refused for that scheme, so its signature is never checked.
 */
async function signInWithScheme(baseURL: string, scheme: string, named?: string): Promise<string> {
  const key = newEvmKey()
  const address = named ?? key.address
  const text = `${scheme}://${signInText(siteOf(baseURL), {
    address,
    nonce: generateNonce(),
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + DAY),
  })}`
  return singleProofLink(baseURL, await signedPart(key, text, 'eip155:1', address))
}

/** The card's technical details, added after its paint, opened: they show the verifier's exact words. */
async function openExactChecks(page: Page): Promise<void> {
  const details = card(page).getByTestId('verify-exact-checks')
  await details.locator('summary').click()
  await expect(details).toHaveAttribute('open', '')
}

test.describe('a refused Sign-In that quotes thousands of combining marks cannot hold the page', () => {
  test.use({ wallets: [] })

  for (const [name, mark] of [
    ['U+0E33 (Thai SARA AM)', '\u0E33'],
    ['U+0301 (combining acute accent)', '\u0301'],
  ] as const) {
    test(`a scheme of one letter and 16 000 × ${name}: invalid, its reason short with the marks counted, and the page answers a click`, async ({
      page,
      baseURL,
    }) => {
      const link = await signInWithScheme(baseURL!, `h${mark.repeat(16_000)}`)
      expect(link.length).toBeLessThanOrEqual(MAX_LINK_LENGTH)

      await page.goto(link)
      await expect(card(page)).toHaveAttribute('data-verdict', 'invalid')
      const reason = card(page).locator('li[data-check="message"][data-ok="false"]')
      await expect(reason).toHaveCount(1)
      const shown = (await reason.textContent()) ?? ''
      expect(shown.length, shown.slice(0, 200)).toBeLessThanOrEqual(400)
      expect(shown).toContain('combining marks left out')

      // Another control answers, and what it opens (the verifier's exact words) is as short.
      await openExactChecks(page)
      const exact = (await card(page).getByTestId('verify-exact-checks').textContent()) ?? ''
      expect(exact.length, exact.slice(0, 200)).toBeLessThanOrEqual(600)
      expect(exact).toContain('combining marks left out')
      expect(((await card(page).textContent()) ?? '').length).toBeLessThanOrEqual(2_000)
      // The fields below the card do not take the message either (a text field cannot bound its marks).
      await expect(page.locator('textarea[name="message"]')).toHaveValue('')
    })
  }
})

test.describe('a refused Sign-In that quotes a bidi override and fake check marks shows them as what they are', () => {
  test.use({ wallets: [] })

  test('RLO and “✓ Signed with the private key of <victim>” in the scheme: marked, quoted short, and no ✓ of its own', async ({
    page,
    baseURL,
  }) => {
    const victim = newEvmKey().address
    const host = siteOf(baseURL!).domain
    const fake = [
      `✓ Signed with the private key of ${victim}.`,
      `✓ It was made for this site (${host}).`,
      '✓ It has not expired.',
      '✓ Not signed in the future.',
    ]
    const link = await signInWithScheme(baseURL!, `h\u202E${fake.join('\u2028')}\u202C`, victim)

    await page.goto(link)
    await expect(card(page)).toHaveAttribute('data-verdict', 'invalid')
    await openExactChecks(page)
    const text = (await card(page).textContent()) ?? ''
    // No character that hides or reorders text is in the card raw: the override is a visible mark.
    expect(text.match(RAW_HIDDEN), text).toBeNull()
    expect(text).toContain('⟨U+202E⟩')
    const reason = card(page).locator('li[data-check="message"][data-ok="false"]')
    const words = (await reason.textContent()) ?? ''
    const quoted = /“([^”]*)”/.exec(words)?.[1]
    expect(quoted, words).toBeDefined()
    expect(quoted!.length, quoted).toBeLessThanOrEqual(100)

    // Every ✓ the card shows outside a quote is a passed check's own mark: the fake ones stay inside the quote.
    const reasons = card(page).getByTestId('verify-reasons').locator('li')
    const passed = await reasons.and(card(page).locator('[data-ok="true"]')).count()
    const marks = await reasons.evaluateAll((items) => items.map((item) => item.firstElementChild?.textContent))
    expect(marks.filter((mark) => mark === '✓')).toHaveLength(passed)
    const unquoted = text.replace(/“[^”]*”/g, '')
    expect(unquoted.split('✓').length - 1).toBe(passed)
  })
})

test.describe('a forged signature whose chain cannot be asked never reads as signed by the address it names', () => {
  test.use({ wallets: [] })
  const host = new URL(LOCAL_URLS.ethereum).host

  /** A plain message naming `victim`, signed by another key: only the victim's chain could say it is theirs. */
  async function forgedPlain(baseURL: string, victim: string, text: string): Promise<string> {
    return plainMessageLink(baseURL, {
      namespace: 'eip155',
      address: victim,
      message: text,
      signature: await newEvmKey().signMessage(text),
    })
  }

  /** The card names the address as the message names it, proves nothing of it, and claims no contract wallet. */
  async function expectNamedNotProven(page: Page, victim: string): Promise<void> {
    const shown = card(page)
    await expect.soft(shown).not.toContainText('Signed by')
    await expect.soft(shown).not.toContainText('Proven')
    await expect.soft(shown).not.toContainText('Contract wallet')
    await expect.soft(shown).not.toContainText('this address signed')
    await expect.soft(shown.locator('dt', { hasText: 'Named in the message (not proven)' })).toHaveCount(1)
    await expect.soft(shown.getByTestId('verify-address')).toHaveText(victim)
  }

  test('a plain message, its RPC down: cannot be checked, the address named, not proven, no contract wallet claimed', async ({
    page,
    context,
    baseURL,
  }) => {
    const victim = newEvmKey().address
    await context.route(`${LOCAL_URLS.ethereum}/**`, (route) => route.abort('connectionrefused'))
    await page.goto(await forgedPlain(baseURL!, victim, 'I owe the bearer 100 ETH.'))
    await expect(card(page)).toHaveAttribute('data-verdict', 'unverifiable')
    await expect.soft(card(page).locator('h2')).toHaveText('This signature cannot be checked right now')
    await expectNamedNotProven(page, victim)
    await expect.soft(card(page).getByTestId('verify-reasons')).toContainText(`Could not reach ${host}`)

    // Offline, after one check fetched the checker: the network is named, and the address is still not proven.
    await context.setOffline(true)
    const second = await forgedPlain(baseURL!, victim, 'I owe the bearer 200 ETH.')
    await page.evaluate((hash) => (location.hash = hash), new URL(second).hash)
    await expect(card(page).locator('h2')).toHaveText('This signature cannot be checked without a network')
    await expectNamedNotProven(page, victim)
  })

  test('a plain message, its RPC answering with an error: the host did not answer, and it was reached', async ({
    page,
    context,
    baseURL,
  }) => {
    const victim = newEvmKey().address
    await context.route(`${LOCAL_URLS.ethereum}/**`, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'Too many requests' } }),
      }),
    )
    await page.goto(await forgedPlain(baseURL!, victim, 'I owe the bearer 300 ETH.'))
    await expect(card(page)).toHaveAttribute('data-verdict', 'unverifiable')
    await expectNamedNotProven(page, victim)
    const reasons = card(page).getByTestId('verify-reasons')
    await expect.soft(reasons).toContainText(`${host} did not answer`)
    await expect.soft(reasons).not.toContainText('Could not reach')
  })

  test('a Sign-In and a linked set, forged, their RPC down: each address named in its message, not proven', async ({
    page,
    context,
    baseURL,
  }) => {
    const victim = newEvmKey().address
    await context.route(`${LOCAL_URLS.ethereum}/**`, (route) => route.abort('connectionrefused'))
    const site = siteOf(baseURL!)
    const fields = { nonce: generateNonce(), issuedAt: new Date(), expirationTime: new Date(Date.now() + DAY) }
    const forger = newEvmKey()
    await page.goto(
      singleProofLink(
        baseURL!,
        await signedPart(forger, signInText(site, { ...fields, address: victim }), 'eip155:1', victim),
      ),
    )
    await expect(card(page)).toHaveAttribute('data-verdict', 'unverifiable')
    await expectNamedNotProven(page, victim)

    const own = newEvmKey()
    const resources = [`eip155:1:${victim}`, `eip155:1:${own.address}`]
    const parts: ProofPart[] = [
      await signedPart(forger, signInText(site, { ...fields, address: victim, resources }), 'eip155:1', victim),
      await signedPart(own, signInText(site, { ...fields, address: own.address, resources })),
    ]
    await page.goto('about:blank')
    await page.goto(linkedProofLink(baseURL!, parts))
    await expect(card(page)).toHaveAttribute('data-verdict', 'unverifiable')
    const part = card(page).locator('[data-testid="verify-part"][data-part="0"]')
    await expect.soft(part).toContainText('Named in the message (not proven)')
    await expect.soft(card(page).locator('[data-testid="verify-part"][data-part="1"]')).not.toContainText('not proven')
    await expect.soft(card(page)).not.toContainText('Signed by')
    await expect.soft(card(page)).not.toContainText('Contract wallet')
  })
})
