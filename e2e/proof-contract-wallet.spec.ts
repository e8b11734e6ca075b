import { test, expect } from './fixtures/browser'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { ANVIL_ACCOUNTS, deployOwnerWallet } from './fixtures/chains/index.ts'
import { LOCAL_URLS } from './support/env'
import { watchVerdictScripts } from './support/verdict-scripts'
import { buildProofMessage, createNonce, encodeProofLink } from '../packages/verify/src/index.ts'
import { freshProofs } from '../test/proof/testing.ts'

/**
 * viem's public client and RPC transport (src/chains/evmClients.ts, loaded by lazyEvmClient.ts)
 * and the ERC-6492 validator (packages/verify/src/verifyContractSignature.ts).
 */
const RPC_CLIENT_CHUNK = /^\/_astro\/(evmClients|verifyContractSignature)\.[\w-]+\.js$/

/**
 * A contract wallet (EIP-1271) on the local anvil chain: its owner signs, the contract
 * vouches for the signature. The verify page must ask the chain, and say "unverifiable"
 * (never valid, never forged) when the chain cannot be reached.
 */
test.describe('EIP-1271 contract wallet proofs', () => {
  test.use({ wallets: [] })
  // Both tests deploy from the same anvil account; in parallel they would race on its nonce.
  test.describe.configure({ mode: 'serial' })

  async function contractWalletProof(origin: string) {
    const owner = privateKeyToAccount(generatePrivateKey())
    // Account #2 deploys: other specs send from #0 and #1, and parallel sends would race on nonces.
    const deployer = ANVIL_ACCOUNTS[2]
    const wallet = await deployOwnerWallet(LOCAL_URLS.ethereum, deployer.privateKey, owner.address)
    const issuedAt = new Date()
    const message = buildProofMessage({
      namespace: 'eip155',
      address: wallet,
      chainId: 'eip155:1',
      domain: new URL(origin).host,
      uri: origin,
      statement: 'This contract wallet is mine',
      issuedAt,
      expirationTime: new Date(issuedAt.getTime() + 60 * 60 * 1000),
      nonce: createNonce(),
    })
    const signature = await owner.signMessage({ message })
    return {
      wallet,
      message,
      link: encodeProofLink(
        { v: 1, namespace: 'eip155', chainId: 'eip155:1', address: wallet, message, signature },
        origin,
      ),
    }
  }

  test('valid when the chain confirms it; unverifiable when the chain is unreachable', async ({
    page,
    context,
    baseURL,
  }) => {
    const { wallet, link } = await contractWalletProof(baseURL!)
    await page.goto(link)
    const result = page.getByTestId('verify-result')
    await expect(result).toHaveAttribute('data-verdict', 'valid')
    await expect(page.getByTestId('verify-address')).toHaveText(wallet)

    // The Ethereum RPC goes down: the same proof can no longer be checked, and the page says why.
    await context.route(`${LOCAL_URLS.ethereum}/**`, (route) => route.abort('connectionrefused'))
    await page.reload()
    await expect(result).toHaveAttribute('data-verdict', 'unverifiable')
    await expect(page.getByTestId('verify-reasons')).toContainText(/network|reach|chain/i)
  })

  test('offline, a proof opened in the page cannot be checked and says it needs a network', async ({
    page,
    context,
    baseURL,
  }) => {
    const { link } = await contractWalletProof(baseURL!)
    const second = await contractWalletProof(baseURL!)
    await page.goto('/verify/')
    // Reached for, the form wakes its checker: the page a visitor has in hand.
    await page.getByLabel('Message').fill('hello')
    await expect(page.getByLabel('Address')).toBeVisible()
    await page.getByLabel('Message').fill('')
    await context.setOffline(true)
    // Opened in the page (a new fragment): loading another page offline is the offline reader's own test.
    // The contract wallet's part of the checker has not been fetched yet, and cannot be now.
    await page.evaluate((hash) => (location.hash = hash), new URL(link).hash)
    const result = page.getByTestId('verify-result')
    await expect(result).toHaveAttribute('data-verdict', 'unverifiable')
    await expect(page.getByTestId('verify-reasons')).toContainText('without a network')

    // The checker's code fetched, as after one visit: the chain is what is missing, and the card says so.
    await context.setOffline(false)
    await page.evaluate((hash) => (location.hash = hash), new URL(second.link).hash)
    await expect(result).toHaveAttribute('data-verdict', 'valid')
    await context.setOffline(true)
    await page.evaluate((hash) => (location.hash = hash), new URL(link).hash)
    await expect(result).toHaveAttribute('data-verdict', 'unverifiable')
    await expect(result.getByRole('heading', { level: 2 })).toHaveText('This proof cannot be checked without a network')
    await expect(page.getByTestId('verify-reasons')).toContainText(
      'Checking a contract wallet’s signature needs a network: connect, then check the proof again.',
    )
    await expect(page.getByTestId('verify-reasons')).not.toContainText('Could not reach')

    // An ordinary key's proof asks no one: valid offline, with no name (its look-up cannot be made) and no error.
    const key = privateKeyToAccount(generatePrivateKey())
    const issuedAt = new Date()
    const message = buildProofMessage({
      namespace: 'eip155',
      address: key.address,
      chainId: 'eip155:1',
      domain: new URL(baseURL!).host,
      uri: baseURL!,
      issuedAt,
      expirationTime: new Date(issuedAt.getTime() + 60 * 60 * 1000),
      nonce: createNonce(),
    })
    const own = encodeProofLink(
      {
        v: 1,
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: key.address,
        message,
        signature: await key.signMessage({ message }),
      },
      baseURL!,
    )
    await page.evaluate((hash) => (location.hash = hash), new URL(own).hash)
    await expect(result).toHaveAttribute('data-verdict', 'valid')
    await expect(page.getByTestId('verify-address')).toHaveText(key.address)
    await expect(page.getByTestId('verify-name')).toHaveCount(0)
    await expect(page.getByTestId('wake-failed')).toBeHidden()

    // Online again but the chain's host unreachable: the words name the host, not the network.
    await context.setOffline(false)
    await context.route(`${LOCAL_URLS.ethereum}/**`, (route) => route.abort('connectionrefused'))
    await page.evaluate((hash) => (location.hash = hash), new URL(second.link).hash)
    await expect(result).toHaveAttribute('data-verdict', 'unverifiable')
    await expect(result.getByRole('heading', { level: 2 })).toHaveText('This proof cannot be checked right now')
    await expect(page.getByTestId('verify-reasons')).toContainText('Could not reach')
  })

  test("while the chain is slow to answer, the link's text is shown and the page says it is checking", async ({
    page,
    context,
    baseURL,
  }) => {
    const { message, link } = await contractWalletProof(baseURL!)
    let answer!: () => void
    const chainAnswers = new Promise<void>((resolve) => (answer = resolve))
    await context.route(`${LOCAL_URLS.ethereum}/**`, async (route) => {
      await chainAnswers
      await route.continue()
    })
    await page.goto(link)
    // A link's text waits for its verdict only briefly (one layout for both when the check is quick): it is shown while
    // the check still waits on the chain, which answers only below.
    await expect(page.getByLabel('Message')).toHaveValue(message)
    await expect(page.getByRole('button', { name: 'Checking…' })).toBeDisabled()
    await expect(page.getByTestId('verify-result')).toHaveCount(0)
    answer()
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    await expect(page.getByRole('button', { name: 'Verify' })).toBeEnabled()
  })

  test('only a contract wallet proof fetches the RPC client code for its verdict', async ({ context, baseURL }) => {
    /** The RPC code a fresh page fetched for the verdict on `link`; the page, for more checks. */
    const rpcCodeFor = async (link: string) => {
      const page = await context.newPage()
      // By the verdict: the address's name is looked up through the RPC once the verdict is shown.
      const scriptsByVerdict = await watchVerdictScripts(page)
      await page.goto(link)
      await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
      return { page, rpcCode: (await scriptsByVerdict()).filter((path) => RPC_CLIENT_CHUNK.test(path)) }
    }
    const [ordinary] = await freshProofs(baseURL!)
    const first = await rpcCodeFor(encodeProofLink(ordinary, baseURL!))
    expect(first.rpcCode, 'an ordinary signature recovers offline').toEqual([])
    // The contract path itself never loads for it, even once the name look-up is done.
    await first.page.waitForLoadState('networkidle')
    const contractPath = await first.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/verifyContractSignature.'))
        .map((entry) => entry.name),
    )
    expect(contractPath).toEqual([])

    const { link } = await contractWalletProof(baseURL!)
    const second = await rpcCodeFor(link)
    expect(second.rpcCode.length, 'the contract wallet check reads the chain').toBeGreaterThan(0)
  })

  test('a signature by someone other than the owner is invalid', async ({ page, baseURL }) => {
    const { link } = await contractWalletProof(baseURL!)
    const url = new URL(link)
    const proof = JSON.parse(Buffer.from(url.hash.slice('#proof='.length), 'base64url').toString('utf8')) as {
      message: string
      signature: string
    }
    const stranger = privateKeyToAccount(generatePrivateKey())
    proof.signature = await stranger.signMessage({ message: proof.message })
    url.hash = `proof=${Buffer.from(JSON.stringify(proof)).toString('base64url')}`
    await page.goto(url.toString())
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'invalid')
  })
})
