/**
 * The offline reader: after one online visit, with no network at all (`context.setOffline`), a new page
 * opens proof links made by other implementations (siwe + ethers, tweetnacl) and a forged one with the
 * right verdicts, and the Request page's roll call checks pasted answers; the same under a base path, on
 * a host without headers. What the worker keeps is this site's files only, never a proof or a request.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from './support/chromium'
import { test, expect } from './fixtures/browser'
import { DEPLOY_BASE_PATH, DEPLOY_URL } from './support/env'
import {
  newEvmKey,
  newSolanaKey,
  signInText,
  signedPart,
  signedSolanaPart,
  singleProofLink,
  solanaSignInText,
  type Site,
} from './support/forged-links'
import { askedBy, evmAnswer, makeRollCall } from './support/roll-call'
import { cacheNames, keptUrls, waitForOfflineCopy } from './support/offline'

// The rest of the suite blocks service workers (playwright.config.ts): here they are the subject.
test.use({ serviceWorkers: 'allow' })

/** The verdict a page shows with no network. */
async function expectVerdict(page: Page, verdict: 'valid' | 'invalid' | 'unverifiable'): Promise<void> {
  await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', verdict)
}

/**
 * A new page, with no network: every file it asks of the site must come from the worker's copy, so a
 * request that fails (a file the copy lacks) fails the test, not only a verdict that never comes.
 */
async function openOffline(context: BrowserContext, url: string): Promise<Page> {
  const page = watchedPage(await context.newPage(), new URL(url).origin)
  await page.goto(url)
  return page
}

/**
 * A page whose failed requests to `origin` count as missing files. Open it once: a second navigation
 * would cancel the first page's lazy loads, and a cancelled request is not a file the copy lacks.
 */
function watchedPage(page: Page, origin: string): Page {
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).origin === origin) missing.push(request.url())
  })
  return page
}

/** Same-origin requests that failed offline, across the test's pages. */
let missing: string[] = []
test.beforeEach(() => {
  missing = []
})
test.afterEach(() => {
  expect(missing, 'files the offline copy lacks').toEqual([])
})

const WEEK = 7 * 24 * 3600 * 1000

/** The site under test at `base`: its root URL, and the site a Sign-In text names. */
function siteAt(base: string, baseURL: string | undefined): { root: string; site: Site } {
  const root = new URL(base, baseURL).href
  return { root, site: { domain: new URL(root).host, uri: root } }
}

/** One online visit to `/verify/`, until the worker has its copy; then no network at all. */
async function oneVisitThenOffline(page: Page, context: BrowserContext, root: string): Promise<void> {
  await page.goto(`${root}verify/`)
  await waitForOfflineCopy(page)
  await context.setOffline(true)
}

for (const where of [
  { name: 'at the root', base: '/', evmChoice: 'One Ethereum or Base address' },
  {
    name: `under ${DEPLOY_BASE_PATH}, on a host without headers`,
    base: DEPLOY_BASE_PATH,
    evmChoice: 'One Ethereum, Base or OP Mainnet address',
  },
] as const) {
  test.describe(where.name, () => {
    if (where.base !== '/') test.use({ baseURL: DEPLOY_URL })

    test('one online visit to /verify/, then offline: EVM, Solana and forged links get their verdicts in a new page', async ({
      page,
      context,
      baseURL,
    }) => {
      const { root, site } = siteAt(where.base, baseURL)
      const now = new Date()
      const evmKey = newEvmKey()
      const evmText = signInText(site, {
        address: evmKey.address,
        nonce: 'offlineEvm1234',
        issuedAt: now,
        expirationTime: new Date(now.getTime() + WEEK),
      })
      const evmLink = singleProofLink(root, await signedPart(evmKey, evmText))
      const solanaKey = newSolanaKey()
      const solanaText = solanaSignInText(site, {
        address: solanaKey.address,
        nonce: 'offlineSol1234',
        issuedAt: now,
        expirationTime: new Date(now.getTime() + WEEK),
      })
      const solanaLink = singleProofLink(root, signedSolanaPart(solanaKey, solanaText))
      // Signed by one key, claimed for another address: on Solana, where no contract can sign for an address,
      // that is decided offline; on an EVM chain the address could be a contract wallet's, which only its chain
      // can answer for, so offline it cannot be checked (and is never valid).
      const forgedSolana = singleProofLink(root, {
        ...signedSolanaPart(newSolanaKey(), solanaText),
        address: solanaKey.address,
      })
      const forgedEvm = singleProofLink(root, await signedPart(newEvmKey(), evmText, 'eip155:1', evmKey.address))

      await oneVisitThenOffline(page, context, root)

      const evm = await openOffline(context, evmLink)
      await expectVerdict(evm, 'valid')
      await expect(evm.getByTestId('verify-result')).toContainText(evmKey.address)
      const solana = await openOffline(context, solanaLink)
      await expectVerdict(solana, 'valid')
      await expect(solana.getByTestId('verify-result')).toContainText(solanaKey.address)
      const forged = await openOffline(context, forgedSolana)
      await expectVerdict(forged, 'invalid')
      const forgedOnEvm = await openOffline(context, forgedEvm)
      await expectVerdict(forgedOnEvm, 'unverifiable')
      await expect(forgedOnEvm.getByTestId('verify-result')).toContainText('without a network')

      // Nothing the reader opened was kept: only this site's files, by their paths.
      const kept = await keptUrls(evm)
      expect(kept.length).toBeGreaterThan(10)
      for (const url of kept) {
        expect(new URL(url).origin).toBe(new URL(root).origin)
        expect(new URL(url).pathname.startsWith(where.base)).toBe(true)
        expect(url).not.toMatch(/proof=|request=|[?#]/)
      }
    })

    test('installable: the browser finds nothing missing (manifest, icons, worker), and the app opens on the base', async ({
      baseURL,
    }, testInfo) => {
      const root = new URL(where.base, baseURL).href
      // A profile of its own: Chromium refuses to install from an incognito one, which every other context is.
      const profile = await mkdtemp(join(tmpdir(), 'sigil-install-'))
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        args: [...OFFLINE_CHROMIUM_ARGS],
        serviceWorkers: 'allow',
      })
      try {
        // Nothing leaves the machine: only the site answers.
        await context.route(
          (url) => url.origin !== new URL(root).origin,
          (route) => route.abort(),
        )
        const page = await context.newPage()
        await page.goto(root)
        await waitForOfflineCopy(page)
        // What Lighthouse's installability audit asked of Chromium: its own verdict.
        const cdp = await context.newCDPSession(page)
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
        expect(installabilityErrors).toEqual([])
        const { url, errors, data } = await cdp.send('Page.getAppManifest')
        expect(errors).toEqual([])
        expect(url).toBe(`${root}manifest.webmanifest`)
        const manifest = JSON.parse(data ?? '{}') as Record<string, unknown>
        expect(manifest).toMatchObject({ start_url: where.base, scope: where.base, display: 'standalone' })
        const registration = await page.evaluate(async () => {
          const ready = await navigator.serviceWorker.ready
          return { scope: ready.scope, script: ready.active?.scriptURL }
        })
        expect(registration).toEqual({ scope: root, script: `${root}sw.js` })
        await testInfo.attach('manifest', { body: data ?? '', contentType: 'application/json' })
      } finally {
        await context.close()
        await rm(profile, { recursive: true, force: true })
      }
    })

    test('"Clear everything" on the privacy page removes the offline copy and the worker', async ({
      page,
      baseURL,
    }) => {
      const root = new URL(where.base, baseURL).href
      await page.goto(`${root}verify/`)
      await waitForOfflineCopy(page)
      await page.goto(`${root}privacy/`)
      const section = page.getByTestId('clear-site-data')
      await expect(section).toHaveAttribute('data-ready', '')
      await section.getByRole('button', { name: 'Clear everything this site keeps' }).click()
      await section.getByRole('button', { name: 'Yes, clear everything' }).click()
      await expect(page.getByTestId('clear-result')).toContainText('The offline copy of the reader')
      expect(await cacheNames(page)).toEqual([])
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
    })

    test('offline, the Request page makes a roll call and checks pasted answers', async ({
      page,
      context,
      baseURL,
    }) => {
      const { root, site } = siteAt(where.base, baseURL)
      await oneVisitThenOffline(page, context, root)

      const verifier = watchedPage(await context.newPage(), new URL(root).origin)
      const request = await makeRollCall(verifier, where.evmChoice, 'I was at the meetup')
      const asked = askedBy(request)
      const answers = [
        await evmAnswer(root, site, newEvmKey(), asked),
        await evmAnswer(root, site, newEvmKey(), asked),
        // Another request's answer: it must not count.
        await evmAnswer(root, site, newEvmKey(), { ...asked, nonce: 'someOtherRequest1' }),
      ]
      await verifier.getByRole('button', { name: 'Answers', exact: true }).first().click()
      await verifier.getByTestId('roll-call-paste').fill(answers.join('\n'))
      await verifier.getByRole('button', { name: 'Check the answers' }).click()
      await expect(verifier.getByTestId('roll-call-checked')).toHaveText('3 links found: 2 counted, 1 broken.')
      await expect(verifier.getByTestId('roll-call-summary')).toHaveText('2 accepted, 0 duplicates, 1 broken.')

      // The roll call's own list is the visitor's: kept in the page's storage, never in the worker's caches.
      for (const url of await keptUrls(verifier)) expect(url).not.toMatch(/proof=|request=|[?#]/)
    })
  })
}
