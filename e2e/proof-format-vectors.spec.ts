/**
 * docs/proof-format.md against the built site: each test vector of docs/proof-vectors.json,
 * opened on /verify/ with the browser's clock at the vector's moment, gets the documented
 * verdict; and a proof the site makes with a wallet is the documented version-1 object, its keys
 * in the documented order.
 */
import { readFileSync } from 'node:fs'
import { test, expect } from './fixtures/browser'
import { expectReconnected } from './support/wallet-ui'

type Vector = { name: string; now: string; link: string; verdict: string }

const VECTORS = JSON.parse(readFileSync(new URL('../docs/proof-vectors.json', import.meta.url), 'utf8')) as Vector[]

/** The base64url JSON after `#proof=`, parsed. */
function payloadOf(link: string): unknown {
  const fragment = new URL(link).hash.replace(/^#proof=/, '')
  return JSON.parse(Buffer.from(fragment, 'base64url').toString('utf8'))
}

test.describe('the documented vectors, read by the site', () => {
  test.use({ wallets: [] })

  for (const vector of VECTORS) {
    test(`${vector.name}: ${vector.verdict}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(vector.now))
      await page.goto(`/verify/${new URL(vector.link).hash}`)
      await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', vector.verdict)
    })
  }
})

test.describe('a returning visitor with a wallet', () => {
  test.use({ connected: 'evm' })

  test('a proof made on /prove/ is the documented version-1 object', async ({ page, evmWallet }) => {
    await page.goto('/prove/')
    await expectReconnected(page, evmWallet.address)
    await page.getByRole('button', { name: 'Sign with your wallet' }).click()
    const link = await page.getByTestId('proof-link').inputValue()
    const proof = payloadOf(link) as Record<string, unknown>
    expect(Object.keys(proof)).toEqual(['v', 'namespace', 'chainId', 'address', 'message', 'signature'])
    expect(proof).toMatchObject({ v: 1, namespace: 'eip155', address: evmWallet.address })
    expect(proof.chainId).toMatch(/^eip155:\d+$/)
    expect(proof.signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(proof.message).toMatch(/^127\.0\.0\.1:\d+ wants you to sign in with your Ethereum account:\n/)
  })
})
