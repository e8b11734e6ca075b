/**
 * Deploy anywhere: the site built with PUBLIC_BASE_PATH=/deploy/sigil/, served only under
 * that path by a server that sends no headers at all (GitHub Pages, a plain bucket). The <meta>
 * policy is the only CSP; a violation fails the test (fixtures/browser.ts). Then the same build
 * behind Debian's nginx with the server block the build wrote.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { DEPLOY_BASE_PATH, DEPLOY_OUT_DIR, DEPLOY_URL } from './support/env'
import { startNginx } from './support/nginx'
import { parseHeadersFile } from './support/static-server'
import { connectWith, walletStatus } from './support/wallet-ui'
import { encodeProofLink } from '../packages/verify/src/index.ts'
import { freshProofs } from '../test/proof/testing.ts'
import { SITE_PAGES } from './support/site-pages'

test.use({ baseURL: DEPLOY_URL })

/** The site's pages, relative to the base path. */
const PAGES = SITE_PAGES.map((path) => path.slice(1))
const ORIGIN = new URL(DEPLOY_URL).origin

/** Every same-origin URL the page's markup names: links, scripts, styles, icons, island and reader chunks. */
function urlsInMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const single = ['href', 'src', 'component-url', 'renderer-url', 'before-hydration-url']
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const listed = attribute.name === 'data-preload' || attribute.name.startsWith('data-reader-')
        if (!single.includes(attribute.name) && !listed) continue
        // Inline SVG's own href-like values and the reader's flag attribute are not URLs.
        if (attribute.value === '' && attribute.name !== 'href') continue
        const values = listed ? attribute.value.split(/\s+/).filter(Boolean) : [attribute.value]
        for (const value of values) found.push(new URL(value, location.href).href)
      }
    }
    return found.filter((url) => new URL(url).origin === location.origin)
  })
}

/** Root-relative URLs in the page's HTML as served, `<noscript>` content included (the DOM has none of it). */
function rootRelativeUrlsInHtml(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|content)="(\/[^"/][^"]*)"/g)].map(([, url]) => url!)
}

/** Records the path and status of every same-origin response of the page. */
function sameOriginResponses(page: Page): Array<{ path: string; status: number }> {
  const seen: Array<{ path: string; status: number }> = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === ORIGIN) seen.push({ path: url.pathname, status: response.status() })
  })
  return seen
}

test.describe(`a build for ${DEPLOY_BASE_PATH}, on a host without headers`, () => {
  test('every page loads; everything it links to or loads stays under the prefix and answers 200', async ({ page }) => {
    const responses = sameOriginResponses(page)
    for (const path of [...PAGES, 'no-such-page/']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(path === 'no-such-page/' ? 404 : 200)
      for (const url of rootRelativeUrlsInHtml((await response?.text()) ?? '')) {
        expect(url, `${path}: in the HTML`).toMatch(new RegExp(`^${DEPLOY_BASE_PATH}`))
      }
      // The host sends no policy: the page's own <meta> carries it.
      expect(response?.headers()['content-security-policy'], path).toBeUndefined()
      await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1)
      // Reaching for the header wakes the islands, so their chunks are fetched too.
      await page
        .locator('header')
        .getByRole('button', { name: /connect/i })
        .hover()
      // Astro drops `ssr` once an island has hydrated.
      await expect(page.locator('header astro-island:not([ssr])')).not.toHaveCount(0)

      const here = new URL(page.url())
      here.hash = ''
      const named = [...new Set((await urlsInMarkup(page)).map((url) => url.replace(/#.*$/, '')))]
      expect(named.length, path).toBeGreaterThan(5)
      for (const url of named) {
        expect(new URL(url).pathname, `${path}: ${url}`).toMatch(new RegExp(`^${DEPLOY_BASE_PATH}`))
        if (url === here.href) continue
        expect((await page.request.get(url)).status(), `${path}: ${url}`).toBe(200)
      }
    }
    expect(responses.length).toBeGreaterThan(20)
    for (const { path, status } of responses) {
      expect(path).toMatch(new RegExp(`^${DEPLOY_BASE_PATH}`))
      if (path !== `${DEPLOY_BASE_PATH}no-such-page/`) expect(status, path).toBe(200)
    }
  })

  test('the 404 page: its links and assets work from any depth under the prefix', async ({ page }) => {
    const response = await page.goto('no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await page.getByRole('link', { name: 'Verify a proof' }).click()
    await expect(page).toHaveURL(`${DEPLOY_URL}verify/`)
    await expect(page.getByLabel('Message')).toBeVisible()
    // Outside the prefix the host has nothing: the site must never send anyone there.
    expect((await page.request.get(`${ORIGIN}/verify/`)).status()).toBe(404)
  })

  test('PUBLIC_SITE_URL gives each page its canonical address under the prefix', async ({ page }) => {
    await page.goto('account/')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${DEPLOY_URL}account/`)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${DEPLOY_URL}account/`)
  })

  test('connect, switch network, move between pages, prove: the link opens under the prefix and verifies', async ({
    page,
    evmWallet,
    newContext,
  }) => {
    await page.goto('account/')
    await connectWith(page, EVM, evmWallet.address)
    const card = page.getByTestId('account-eip155')
    await card.getByRole('button', { name: 'Switch to Base' }).click()
    await expect(page.getByTestId('network-eip155')).toHaveAttribute('data-chain-id', 'eip155:8453')
    expect(evmWallet.chainId).toBe('0x2105')

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prove' }).click()
    await expect(page).toHaveURL(`${DEPLOY_URL}prove/`)
    await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
    await page.getByRole('button', { name: 'Sign with your wallet' }).click()
    const link = await page.getByTestId('proof-link').inputValue()
    expect(link.startsWith(`${DEPLOY_URL}verify/#proof=`)).toBe(true)
    await expect(page.getByTestId('proof-qr')).toBeVisible()
    await expect(page.getByTestId('proof-message')).toHaveValue(new RegExp(`\\nURI: ${DEPLOY_URL}\\n`))
    await expect(page.getByTestId('proof-message')).toHaveValue(/\nChain ID: 8453\n/)

    const { context } = await newContext({ wallets: [] })
    const reader = await context.newPage()
    await reader.goto(link)
    await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    await expect(reader.getByTestId('verify-address')).toHaveText(evmWallet.address)
  })

  test('the link format does not change: a proof made at the root verifies here', async ({ page }) => {
    const [evm, solana] = await freshProofs(DEPLOY_URL)
    for (const proof of [evm, solana]) {
      const rootLink = new URL(encodeProofLink(proof, ORIGIN))
      expect(rootLink.pathname).toBe('/verify/')
      await page.goto(`verify/${rootLink.hash}`)
      await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
      await expect(page.getByTestId('verify-address')).toHaveText(proof.address)
    }
  })
})

test.describe('the nginx server block the build writes (nginx.conf.example)', () => {
  test('serves the build under its base with the same headers as _headers; a proof link verifies', async ({ page }) => {
    const nginx = await startNginx(DEPLOY_OUT_DIR, DEPLOY_BASE_PATH)
    try {
      const site = `${nginx.origin}${DEPLOY_BASE_PATH}`
      const rules = parseHeadersFile(await readFile(join(DEPLOY_OUT_DIR, '_headers'), 'utf8'))
      const expected = (path: string) =>
        new Map(
          rules
            .filter((rule) => rule.pattern.test(path))
            .flatMap((rule) => rule.headers.map(([n, v]) => [n.toLowerCase(), v])),
        )

      const chunk = (await readdir(join(DEPLOY_OUT_DIR, '_astro'))).find((name) => name.endsWith('.js'))!
      for (const [path, status] of [
        ...PAGES.map((p) => [p, 200] as const),
        ['favicon.svg', 200],
        // The offline reader's worker (never cached) and the manifest (its type, which nginx's list lacks).
        ['sw.js', 200],
        ['manifest.webmanifest', 200],
        [`_astro/${chunk}`, 200],
        ['no-such-page/', 404],
      ] as const) {
        const response = await page.request.get(`${site}${path}`)
        expect(response.status(), path).toBe(status)
        const wanted = expected(`${DEPLOY_BASE_PATH}${path}`)
        expect(wanted.get('content-security-policy')).toContain("frame-ancestors 'none'")
        for (const [name, value] of wanted) expect(response.headers()[name], `${path}: ${name}`).toBe(value)
      }
      expect((await page.request.get(`${site}_astro/${chunk}`)).headers()['cache-control']).toContain('immutable')
      expect((await page.request.get(`${site}sw.js`)).headers()['cache-control']).toBe('no-cache')
      // Compressed for a browser that accepts it: a page, a script.
      for (const path of ['verify/', `_astro/${chunk}`]) {
        const response = await page.request.get(`${site}${path}`, { headers: { 'Accept-Encoding': 'gzip' } })
        expect(response.headers()['content-encoding'], path).toBe('gzip')
      }
      for (const hostOnly of ['_headers', 'nginx.conf.example']) {
        expect((await page.request.get(`${site}${hostOnly}`)).status(), hostOnly).toBe(404)
      }

      const [evm] = await freshProofs(site)
      await page.goto(encodeProofLink(evm, site))
      await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
      await expect(page.getByTestId('verify-domain')).not.toHaveClass(/domain--other/)
    } finally {
      await nginx.stop()
    }
  })
})
