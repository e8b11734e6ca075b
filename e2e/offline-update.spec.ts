/**
 * A deploy reaches the offline reader: the site's build served, then a later build (one more network)
 * served on the same origin in its place. The next online page says a new version is ready with a Reload
 * button; a page in the middle of a check is left as it is; after Reload the new version runs and the old
 * copy is gone.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/browser'
import { E2E_OUT_DIR, UPDATE_OUT_DIR } from './support/env'
import { DeployingHost } from './support/deploying-host'
import { cacheNames, waitForOfflineCopy } from './support/offline'
import { newEvmKey, signInText, signedPart, singleProofLink } from './support/forged-links'

test.use({ serviceWorkers: 'allow' })

/** The request form's choice of a 0x address: it names the build's networks, so it tells the two builds apart. */
function evmChoice(page: Page) {
  return page.getByLabel(/^One Ethereum\b.* address$/)
}

test('a later deploy is announced with a reload control; the page mid-check is left alone; after Reload the new version runs and the old copy is gone', async ({
  context,
}) => {
  const host = await DeployingHost.open()
  try {
    await host.serve(E2E_OUT_DIR)
    const site = { domain: new URL(host.origin).host, uri: `${host.origin}/` }
    const key = newEvmKey()
    const now = new Date()
    const text = signInText(site, {
      address: key.address,
      nonce: 'updateCheck1234',
      issuedAt: now,
      expirationTime: new Date(now.getTime() + 3600_000),
    })
    // A first visit, then a reader who comes back with a proof link: a page the worker answers.
    const firstVisit = await context.newPage()
    await firstVisit.goto(`${host.origin}/`)
    await waitForOfflineCopy(firstVisit)
    const reader = await context.newPage()
    await reader.goto(singleProofLink(host.origin, await signedPart(key, text)))
    await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    const [first] = await cacheNames(reader)
    expect(first).toMatch(/^sigil-offline:\/:[0-9a-f]{16}$/)
    // Marks this document: a reload would lose it.
    await reader.evaluate(() => Object.assign(window, { sigilStillHere: true }))

    await host.serve(UPDATE_OUT_DIR)
    const visitor = await context.newPage()
    await visitor.goto(`${host.origin}/request/`)
    const notice = visitor.getByTestId('update-notice')
    await expect(notice).toContainText('A new version of Sigil is ready')
    await expect(evmChoice(visitor)).toHaveAccessibleName('One Ethereum, Base or OP Mainnet address')

    // The reader mid-check is told too, and keeps what is on the screen until they choose.
    await expect(reader.getByTestId('update-notice')).toBeVisible()
    await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')

    await notice.getByRole('button', { name: 'Reload to update' }).click()
    await expect(visitor.getByTestId('update-notice')).toHaveCount(0)
    await expect
      .poll(() => visitor.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'))
      .toBe('activated')
    await expect.poll(() => cacheNames(visitor)).toEqual([expect.not.stringMatching(first ?? '')])
    const [second] = await cacheNames(visitor)
    expect(second).toMatch(/^sigil-offline:\/:[0-9a-f]{16}$/)
    await expect(evmChoice(visitor)).toHaveAccessibleName('One Ethereum, Base or OP Mainnet address')

    // The new version runs offline too: its copy is the later build's.
    await context.setOffline(true)
    const offline = await context.newPage()
    await offline.goto(`${host.origin}/request/`)
    await expect(evmChoice(offline)).toHaveAccessibleName('One Ethereum, Base or OP Mainnet address')
    await context.setOffline(false)

    expect(await reader.evaluate(() => (window as { sigilStillHere?: boolean }).sigilStillHere)).toBe(true)
  } finally {
    await host.stop()
  }
})
