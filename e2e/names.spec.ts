/**
 * ENS names and Basenames: ENS against a Universal Resolver stand-in on the local chain 1
 * (fixtures/chains/ens-stand-in.ts), Basenames against their reverse registrar and registry on the
 * local Base (fixtures/chains/basenames-stand-in.ts). Both return whatever primary name was set,
 * without checking it: the forward verification under test is Sigil's own.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BrowserContext, Page } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { test, expect } from './fixtures/browser'
import {
  BASE_COIN_TYPE,
  installBasenamesStandIn,
  installEnsStandIn,
  type BasenamesStandIn,
  type EnsStandIn,
} from './fixtures/chains/index.ts'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { freshEvmKey } from './support/chain-funds'
import { LOCAL_URLS } from './support/env'
import { connectWith, walletStatus } from './support/wallet-ui'

const key = freshEvmKey()
const address = privateKeyToAccount(key).address
const elsewhere = privateKeyToAccount(freshEvmKey()).address
const AVATAR =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#7c3aed"/></svg>',
  ).toString('base64')
/** 60 characters: shown, and cut to fit wherever it appears. */
const LONG_NAME = 'a-remarkably-long-name-chosen-by-a-careful-wallet-owner-x.eth'

test.use({ evmWalletOptions: { privateKey: key } })

let ens: EnsStandIn
let basenames: BasenamesStandIn
test.beforeAll(async () => {
  ens = await installEnsStandIn(LOCAL_URLS.ethereum)
  basenames = await installBasenamesStandIn(LOCAL_URLS.base)
})

/** Each test gives this worker's address a different story; an empty name clears the last one. */
async function names(records: {
  primary?: string
  basename?: string
  forward?: Array<[name: string, to: string, coinType?: bigint]>
  avatar?: [name: string, value: string]
  /** A gateway URL: the Ethereum primary name is then kept off-chain there (EIP-3668). */
  offchainAt?: string
}): Promise<void> {
  await ens.setOffchainGateway(address, records.offchainAt ?? '')
  await ens.setPrimaryName(address, records.primary ?? '')
  await basenames.setPrimaryName(address, records.basename ?? '')
  for (const [name, to, coinType] of records.forward ?? []) {
    // A Basename's records are kept on Base; an ENS name's on Ethereum. Coin type 60 unless given.
    if (name.endsWith('.base.eth')) await basenames.setAddress(name, to as `0x${string}`, { coinType: coinType ?? 60n })
    else await ens.setAddress(name, to as `0x${string}`, coinType === undefined ? undefined : { coinType })
  }
  if (records.avatar) await ens.setText(records.avatar[0], 'avatar', records.avatar[1])
}

/** What the page's name cache says about the address once its look-up is over: a name, or null for none. */
async function lookupSettled(page: Page): Promise<unknown> {
  let settled: unknown
  await expect
    .poll(async () => {
      settled = await page.evaluate((key) => {
        const cache = JSON.parse(sessionStorage.getItem('sigil:names') ?? '{}') as Record<string, { name?: unknown }>
        return key in cache ? { name: cache[key]?.name ?? null } : undefined
      }, address.toLowerCase())
      return settled !== undefined
    })
    .toBe(true)
  return (settled as { name: unknown }).name
}

/** Requests for ENSIP-15's full normaliser (src/names/normalizeName.ts), which plain ASCII names do without. */
function normaliserRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (/\/_astro\/normalizeName\.[\w-]+\.js$/.test(new URL(request.url()).pathname)) urls.push(request.url())
  })
  return urls
}

const headerName = (page: Page) => walletStatus(page).getByTestId('account-name')

/** On /prove/ with this worker's account connected: signs a proof and opens its link in a fresh browser with no wallet. */
async function proveAndRead(
  page: Page,
  newContext: (setup: { wallets: [] }) => Promise<{ context: BrowserContext }>,
  beforeOpen?: (reader: Page) => Promise<void>,
): Promise<Page> {
  await page.getByRole('button', { name: 'Sign with your wallet' }).click()
  const link = await page.getByTestId('proof-link').inputValue()
  const { context } = await newContext({ wallets: [] })
  const reader = await context.newPage()
  await beforeOpen?.(reader)
  await reader.goto(link)
  await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
  await expect(reader.getByTestId('verify-address')).toHaveText(address)
  return reader
}

/** A 1×1 PNG, for an avatar host that answers. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('names', () => {
  test('a primary name that points back: header, menu, account page, prove page and the verified proof', async ({
    page,
    newContext,
  }) => {
    await names({
      primary: 'alice-names.eth',
      forward: [['alice-names.eth', address]],
      avatar: ['alice-names.eth', AVATAR],
    })
    const normaliser = normaliserRequests(page)
    await page.goto('/account/')
    await connectWith(page, EVM, address)
    await expect(headerName(page)).toHaveText('alice-names.eth')
    // The header's button shows the name's avatar in place of the picture drawn from the address.
    const avatar = walletStatus(page).getByTestId('account-avatar')
    await expect(avatar).toHaveAttribute('data-avatar', 'record')
    await expect(avatar).toHaveAttribute('src', AVATAR)
    // A plain ASCII name is decided without the full normaliser's tables.
    expect(normaliser).toEqual([])
    // The test contract is unchanged: the status still names the address.
    await expect(walletStatus(page)).toHaveAttribute('data-address', address)
    const card = page.getByTestId('account-eip155')
    await expect(card.getByTestId('name-eip155')).toContainText('alice-names.eth')
    await expect(card.getByTestId('name-eip155')).toContainText('ENS name')
    await expect(card.getByTestId('name-eip155').locator('img.avatar')).toHaveAttribute('src', AVATAR)
    await expect(card).toContainText(address)

    await walletStatus(page).getByRole('button').click()
    await expect(page.getByTestId('menu-name-eip155')).toHaveText('alice-names.eth')

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prove' }).click()
    const choice = page.getByRole('group', { name: 'Account to prove' })
    await expect(choice.getByTestId('account-name')).toHaveText('alice-names.eth')
    await page.getByRole('button', { name: 'Sign with your wallet' }).click()
    const link = await page.getByTestId('proof-link').inputValue()
    // The proof carries no name: only the signed message and its envelope.
    expect(Buffer.from(link.split('#proof=')[1]!, 'base64url').toString()).not.toContain('alice-names')

    const { context } = await newContext({ wallets: [] })
    const reader = await context.newPage()
    await reader.goto(link)
    await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    await expect(reader.getByTestId('verify-address')).toHaveText(address)
    const verified = reader.getByTestId('verify-name')
    await expect(verified).toContainText('alice-names.eth')
    await expect(verified).toContainText('checked just now')
    await expect(verified).toContainText('Names can change after signing')
    // An avatar inline in a data: URL is fetched from nowhere: shown at once, with nothing to ask.
    await expect(verified.locator('img.avatar')).toHaveAttribute('src', AVATAR)
    await expect(verified.getByRole('button', { name: 'Show avatar' })).toHaveCount(0)
  })

  test('a name that reads as an address is not shown: the header, the account page and the verified proof show the address alone', async ({
    page,
    newContext,
  }) => {
    // Both sources answer with an address-like name that points back; neither may be shown.
    const addressLike = address.toLowerCase()
    await names({
      primary: `${addressLike}.eth`,
      basename: `${addressLike}.base.eth`,
      forward: [
        [`${addressLike}.eth`, address],
        [`${addressLike}.base.eth`, address, BASE_COIN_TYPE],
      ],
    })
    await page.goto('/account/')
    await connectWith(page, EVM, address)
    expect(await lookupSettled(page)).toBeNull()
    await expect(headerName(page)).toHaveCount(0)
    await expect(walletStatus(page)).toContainText(`${address.slice(0, 6)}…${address.slice(-4)}`)
    await expect(page.getByTestId('name-eip155')).toHaveCount(0)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prove' }).click()
    const reader = await proveAndRead(page, newContext)
    expect(await lookupSettled(reader)).toBeNull()
    await expect(reader.getByTestId('verify-name')).toHaveCount(0)
  })

  test('a name read from the Basenames path that is not under base.eth is not shown', async ({ page }) => {
    await names({ basename: 'frank-names.eth' })
    // Its Base record points back, as the Basename path reads it: the suffix alone keeps it out.
    await basenames.setAddress('frank-names.eth', address, { coinType: BASE_COIN_TYPE })
    await page.goto('/account/')
    await connectWith(page, EVM, address)
    expect(await lookupSettled(page)).toBeNull()
    await expect(headerName(page)).toHaveCount(0)
    await expect(page.getByTestId('name-eip155')).toHaveCount(0)
  })

  test('on /verify/, the prover’s https avatar is fetched only when the reader asks for it', async ({
    page,
    newContext,
  }) => {
    const avatar = 'https://avatars.sigil.test/hana.png'
    await names({
      primary: 'hana-names.eth',
      forward: [['hana-names.eth', address]],
      avatar: ['hana-names.eth', avatar],
    })
    // The prover signs on /prove/, which shows no avatar: only the reader's browser could ask its host.
    await page.goto('/prove/')
    await connectWith(page, EVM, address)
    const asked: string[] = []
    const reader = await proveAndRead(page, newContext, async (reader) => {
      // Every request to the avatar's host, whoever makes it; the route answers with an image.
      reader.on('request', (request) => {
        if (new URL(request.url()).host === 'avatars.sigil.test') asked.push(request.url())
      })
      await reader.route('https://avatars.sigil.test/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
      )
    })
    const verified = reader.getByTestId('verify-name')
    await expect(verified).toContainText('hana-names.eth')
    const offer = verified.getByTestId('verify-avatar')
    await expect(offer).toContainText('The image is loaded from avatars.sigil.test')
    expect(await lookupSettled(reader)).toMatchObject({ name: 'hana-names.eth', avatar })
    // The look-up is over and its result painted: nothing has asked the avatar's host.
    await reader.waitForTimeout(500)
    expect(asked).toEqual([])
    await expect(verified.locator('img')).toHaveCount(0)

    await offer.getByRole('button', { name: 'Show avatar' }).click()
    await expect(verified.locator('img.avatar')).toHaveAttribute('src', avatar)
    await expect.poll(() => asked).toEqual([avatar])
    expect(await verified.locator('img.avatar').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1)
    // The button is gone; its place says what was loaded and keeps the keyboard's focus.
    await expect(offer).toHaveText('Avatar loaded from avatars.sigil.test.')
    await expect(offer).toBeFocused()
  })

  test('a primary name whose address record points elsewhere is not shown', async ({ page }) => {
    await names({ primary: 'not-mine.eth', forward: [['not-mine.eth', elsewhere]] })
    await page.goto('/account/')
    await connectWith(page, EVM, address)
    expect(await lookupSettled(page)).toBeNull()
    await expect(headerName(page)).toHaveCount(0)
    await expect(walletStatus(page)).toContainText(`${address.slice(0, 6)}…${address.slice(-4)}`)
    await expect(page.getByTestId('name-eip155')).toHaveCount(0)
  })

  test('a Basename: the Base primary name, checked with Base’s coin type', async ({ page }) => {
    await names({
      basename: 'carol-names.base.eth',
      forward: [
        ['carol-names.base.eth', address, BASE_COIN_TYPE],
        // Its Ethereum record points elsewhere: only Base's counts for a Basename.
        ['carol-names.base.eth', elsewhere],
      ],
    })
    await page.goto('/account/')
    await connectWith(page, EVM, address)
    await expect(headerName(page)).toHaveText('carol-names.base.eth')
    await expect(page.getByTestId('name-eip155')).toContainText('Basename')
  })

  test('a primary name kept off-chain is not fetched from its gateway: the address stays, and the Basename still counts', async ({
    page,
  }) => {
    const gatewayHits: string[] = []
    const gateway = createServer((request, response) => {
      gatewayHits.push(request.url ?? '')
      response.writeHead(500).end()
    })
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/{sender}/{data}.json`
    const pageRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(gatewayUrl.slice(0, gatewayUrl.indexOf('{')))) pageRequests.push(request.url())
    })
    try {
      // Only an off-chain name: none at all, not a failure (a failure is not remembered).
      await names({ primary: 'offchain-names.eth', forward: [['offchain-names.eth', address]], offchainAt: gatewayUrl })
      await page.goto('/account/')
      await connectWith(page, EVM, address)
      expect(await lookupSettled(page)).toBeNull()
      await expect(headerName(page)).toHaveCount(0)
      await expect(walletStatus(page)).toContainText(`${address.slice(0, 6)}…${address.slice(-4)}`)

      // With a Basename too: the off-chain Ethereum name is passed over, and the Basename shown.
      await names({
        primary: 'offchain-names.eth',
        basename: 'erin-names.base.eth',
        forward: [
          ['offchain-names.eth', address],
          ['erin-names.base.eth', address, BASE_COIN_TYPE],
        ],
        offchainAt: gatewayUrl,
      })
      await page.evaluate(() => sessionStorage.removeItem('sigil:names'))
      await page.reload()
      await expect(headerName(page)).toHaveText('erin-names.base.eth')
      await expect(page.getByTestId('name-eip155')).toContainText('Basename')
      expect(gatewayHits).toEqual([])
      expect(pageRequests).toEqual([])
    } finally {
      await new Promise((resolve) => gateway.close(resolve))
    }
  })

  test('a name beyond plain ASCII is checked by the full ENSIP-15 rules, and shown when it is normal', async ({
    page,
  }) => {
    await names({ primary: 'zoë🦊.eth', forward: [['zoë🦊.eth', address]] })
    const normaliser = normaliserRequests(page)
    await page.goto('/account/')
    await connectWith(page, EVM, address)
    await expect(headerName(page)).toHaveText('zoë🦊.eth')
    await expect(page.getByTestId('name-eip155')).toContainText('zoë🦊.eth')
    expect(normaliser).toHaveLength(1)
  })

  test('a name that is not normalised is not shown', async ({ page }) => {
    await names({ primary: 'Dave-Names.eth', forward: [['Dave-Names.eth', address]] })
    await page.goto('/account/')
    await connectWith(page, EVM, address)
    expect(await lookupSettled(page)).toBeNull()
    await expect(headerName(page)).toHaveCount(0)
    await expect(page.getByTestId('name-eip155')).toHaveCount(0)
  })

  test('an RPC that never answers: the address stays, with no error, and the page goes on', async ({
    page,
    context,
  }) => {
    await names({ primary: 'slow-names.eth', forward: [['slow-names.eth', address]] })
    let held = 0
    // Only the name look-ups hang (calls to the Universal Resolver); balances still answer.
    await context.route(`${LOCAL_URLS.ethereum}/**`, async (route) => {
      if (route.request().postData()?.toLowerCase().includes('eeeeeeee14d718c2b47d9923deab1335e144eeee')) {
        held += 1
        return // never answered
      }
      await route.continue()
    })
    await page.goto('/account/')
    await connectWith(page, EVM, address)
    await expect.poll(() => held).toBeGreaterThan(0)
    // Past the look-up's time limit (4 s): still the address, no error anywhere.
    await page.waitForTimeout(4_500)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await expect(walletStatus(page)).toContainText(`${address.slice(0, 6)}…${address.slice(-4)}`)
    await expect(headerName(page)).toHaveCount(0)
    await expect(page.getByTestId('account-eip155')).toContainText(address)
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0)
    await expect(page.getByTestId('wallet-error')).toHaveCount(0)
  })
})

test.describe('long names at 320 px', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}: cut to fit in the header, the account page and the verify result, nothing overflows`, async ({
      page,
      newContext,
    }, testInfo) => {
      await names({ primary: LONG_NAME, forward: [[LONG_NAME, address]], avatar: [LONG_NAME, AVATAR] })
      await page.emulateMedia({ colorScheme: theme })
      await page.setViewportSize({ width: 320, height: 800 })
      await page.goto('/account/')
      await connectWith(page, EVM, address)
      // The whole name is there for assistive technology and the title; the eye sees its start cut, never its suffix.
      await expect(headerName(page)).toHaveText(LONG_NAME)
      await expect(page.getByTestId('name-eip155')).toContainText(LONG_NAME)
      await expectCutKeepingSuffix(page)
      await fits(page)
      await page.screenshot({ path: testInfo.outputPath(`account-${theme}-320.png`), fullPage: true })

      // At 320 px the links open from the header's Menu button.
      const nav = page.getByRole('navigation', { name: 'Main' })
      await nav.getByRole('button', { name: 'Menu' }).click()
      await nav.getByRole('link', { name: 'Prove' }).click()
      await page.getByRole('button', { name: 'Sign with your wallet' }).click()
      const link = await page.getByTestId('proof-link').inputValue()
      const { context } = await newContext({
        wallets: [],
        contextOptions: { colorScheme: theme, viewport: { width: 320, height: 800 } },
      })
      const reader = await context.newPage()
      await reader.goto(link)
      await expect(reader.getByTestId('verify-name')).toContainText(LONG_NAME)
      await expectCutKeepingSuffix(reader)
      await fits(reader)
      await reader.screenshot({ path: testInfo.outputPath(`verify-${theme}-320.png`), fullPage: true })
    })
  }
})

/** Every long name on the page is cut from its start (an ellipsis), and its suffix is fully in view. */
async function expectCutKeepingSuffix(page: Page): Promise<void> {
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('.account-name')]
      .filter((name) => name.getBoundingClientRect().width > 0)
      .map((name) => {
        const start = name.querySelector('.account-name__start')!
        const end = name.querySelector('.account-name__end')!.getBoundingClientRect()
        return {
          cut: start.scrollWidth > start.clientWidth,
          suffixInView: end.width > 0 && end.left >= 0 && end.right <= document.documentElement.clientWidth + 0.5,
        }
      }),
  )
  expect(names.length).toBeGreaterThan(0)
  for (const name of names) expect(name).toEqual({ cut: true, suffixInView: true })
}

/** Nothing sticks out sideways: the page does not scroll, and every name sits inside the viewport. */
async function fits(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const sticking = [...document.querySelectorAll('.account-name, [data-testid="verify-name"]')]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && (box.left < 0 || box.right > width + 0.5))
    return { scroll: document.documentElement.scrollWidth - width, sticking: sticking.length }
  })
  expect(overflow).toEqual({ scroll: 0, sticking: 0 })
}
