import { test, expect } from './fixtures/browser'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { toHex } from 'viem'
import type { Page } from '@playwright/test'
import { ANVIL_MNEMONIC, deployOwnerWallet } from './fixtures/chains/index.ts'
import { LOCAL_URLS } from './support/env'
import { connectWith } from './support/wallet-ui'
import { verdictsOfLinks } from './support/verdicts-of-links'
import { encodeProofLink } from '../packages/verify/src/index.ts'
import { PLAIN_MESSAGE_VERSION, type PlainMessageProof } from '../packages/verify/src/plainMessage.ts'
import {
  explorerJson,
  myCryptoJson,
  PLAIN_TEXTS,
  plainEvmAccount,
  validPlainCases,
} from '../test/proof/plainMessageFixtures.ts'
import { freshProofs } from '../test/proof/testing.ts'
import { fuzzCount, fuzzSeed, mutate, prng } from '../test/proof/fuzzing.ts'

/**
 * Plain signed messages on /verify/: any text an address signed (EIP-191 `personal_sign`,
 * Solana `signMessage`), pasted as text with its signature and address, as the JSON people are
 * handed, or opened from a link. The verdict says "0x… signed this text" and no more.
 */

function verdict(page: Page) {
  return page.getByTestId('verify-result')
}

async function pasteFields(page: Page, proof: PlainMessageProof) {
  await page.getByLabel('Message').fill(proof.message)
  await page.getByLabel('Signature', { exact: true }).fill(proof.signature)
  await expect(page.getByLabel('Address', { exact: true })).toBeVisible()
  await page.getByLabel('Address', { exact: true }).fill(proof.address)
}

async function checkNow(page: Page, settledBefore: string | null) {
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByTestId('verify-page')).not.toHaveAttribute('data-settled', settledBefore ?? '')
}

test.describe('plain signed messages, for a reader with no wallet', () => {
  test.use({ wallets: [] })

  test('every signer and form, pasted as text, signature and address: valid, and the text shown exactly', async ({
    page,
  }) => {
    // One test for every signer and form (a dozen checks in a row): more than one check's time.
    test.slow()
    const cases = await validPlainCases()
    await page.goto('/verify/')
    for (const { name, proof } of cases) {
      const settled = await page.getByTestId('verify-page').getAttribute('data-settled')
      if (proof.message === '') {
        // An empty text cannot be told from an empty field: it comes as JSON (or a link).
        await page.getByLabel('Message').fill(explorerJson(proof))
      } else await pasteFields(page, proof)
      await checkNow(page, settled)
      await expect(verdict(page), name).toHaveAttribute('data-verdict', 'valid')
      await expect(verdict(page), name).toHaveAttribute('data-plain', '')
      await expect(verdict(page).getByRole('heading', { name: / signed (this text|these bytes)$/ })).toBeVisible()
      await expect(page.getByTestId('verify-plain-summary'), name).toHaveText(
        new RegExp(`^${proof.address}|^${proof.address.toLowerCase()}`, 'i'),
      )
      await expect(page.getByTestId('verify-plain-warning')).toContainText('names no site and no time')
      await expect(page.getByTestId('verify-plain-warning')).toContainText('replayed')
      if (proof.message === '') await expect(page.getByTestId('verify-signed-text')).toContainText('empty')
      // Clear for the next case (the address field is only there for plain text).
      await page.getByLabel('Message').fill('')
      await page.getByLabel('Signature', { exact: true }).fill('')
    }
  })

  test('text with hidden characters is shown with each one marked', async ({ page }) => {
    const proof = (await validPlainCases()).find((c) => c.name === 'viem, hidden text')!.proof
    await page.goto('/verify/')
    await pasteFields(page, proof)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'valid')
    const shown = page.getByTestId('verify-signed-text')
    for (const mark of ['U+200B', 'U+202E', 'U+00A0']) await expect(shown).toContainText(mark)
    await expect(shown.locator('[data-hidden-char="tab (U+0009)"]')).toHaveCount(1)
  })

  test('a long text is shown in parts: every character once, a combining mark with its letter', async ({
    page,
    baseURL,
  }) => {
    // The accent falls right where the first part is full; the second line has a hidden character.
    const message = `${'a'.repeat(1023)}e\u0301${'b'.repeat(1500)}\nline two\u200b end`
    const signature = await plainEvmAccount.signMessage({ message })
    const proof: PlainMessageProof = {
      v: PLAIN_MESSAGE_VERSION,
      namespace: 'eip155',
      address: plainEvmAccount.address,
      message,
      signature,
    }
    await page.goto(encodeProofLink(proof, baseURL!))
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'valid')
    const parts = await page.getByTestId('verify-signed-text').locator('.signed-text__part').allTextContents()
    expect(parts.length).toBeGreaterThan(1)
    expect(parts.filter((part) => /^\p{M}/u.test(part))).toEqual([])
    expect(parts.join('')).toBe(message.replace('\n', '↵\n').replace('\u200b', '⟨U+200B⟩'))
  })

  test('MyCrypto / MyEtherWallet and explorer JSON, recognised by shape; version 1 refused with a reason', async ({
    page,
  }) => {
    const [evm, , solana] = await validPlainCases()
    await page.goto('/verify/')
    for (const json of [myCryptoJson(evm!.proof), myCryptoJson(evm!.proof, '3'), explorerJson(solana!.proof)]) {
      const settled = await page.getByTestId('verify-page').getAttribute('data-settled')
      await page.getByLabel('Message').fill(json)
      // The JSON brings its own signature and address: nothing else to fill.
      await expect(page.getByLabel('Address')).toBeHidden()
      await checkNow(page, settled)
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'valid')
    }
    await page.getByLabel('Message').fill(myCryptoJson(evm!.proof).replace('"2"', '"1"'))
    await expect(page.locator('#verify-message-error')).toContainText('version 1')
    await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled()
  })

  test('a Sign-In message is never read as a plain one', async ({ page, baseURL }) => {
    const [signIn] = await freshProofs(baseURL!)
    await page.goto('/verify/')
    // In JSON: checked as Sign-In, with all its checks.
    await page
      .getByLabel('Message')
      .fill(JSON.stringify({ address: signIn.address, msg: signIn.message, sig: signIn.signature, version: '2' }))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'valid')
    await expect(verdict(page).getByRole('heading', { name: / is proven for this site/ })).toBeVisible()
    await expect(verdict(page)).not.toHaveAttribute('data-plain', '')
    // Out of place (a blank first line), it is refused rather than checked as plain text.
    await page.getByLabel('Message').fill(`\n${signIn.message}`)
    await page.getByLabel('Signature').fill(signIn.signature)
    await expect(page.locator('#verify-message-error')).toContainText('first line')
    await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled()
    // An expired Sign-In message stays an expired Sign-In proof.
    await page.clock.install({ time: Date.now() + 3 * 24 * 60 * 60 * 1000 })
    await page.goto(encodeProofLink(signIn, baseURL!))
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'invalid')
    await expect(verdict(page)).not.toHaveAttribute('data-plain', '')
  })

  test('a plain message link (format version 3) verifies, fills the fields, and one edit is caught', async ({
    page,
    baseURL,
  }) => {
    const cases = await validPlainCases()
    for (const name of ['viem, multiline text', 'tweetnacl, unicode text, base58', 'ethers, empty text']) {
      const { proof } = cases.find((c) => c.name === name)!
      await page.goto(encodeProofLink(proof, baseURL!))
      await expect(verdict(page), name).toHaveAttribute('data-verdict', 'valid')
      await page.getByLabel('Message').scrollIntoViewIfNeeded()
      await expect(page.getByLabel('Message')).toHaveValue(proof.message)
      await expect(page.getByLabel('Address')).toHaveValue(proof.address)
    }
    const { proof } = cases[0]!
    await page.goto(encodeProofLink(proof, baseURL!))
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'valid')
    // The card's own link to this check is the same link.
    await expect(page.getByTestId('verify-plain-link')).toHaveAttribute('href', encodeProofLink(proof, `${baseURL!}/`))
    await page.getByLabel('Message').fill(`${proof.message}!`)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'invalid')
  })
})

/** What a plain message means, up to what does not change it: hex letter case, a signature's other encodings. */
function meaning(proof: Record<string, unknown>): string {
  const fold = (value: unknown) =>
    typeof value === 'string' && /^(0x)?[0-9a-f]*$/i.test(value.trim())
      ? value.trim().toLowerCase().replace(/^0x/, '')
      : value
  const signature = typeof proof['signature'] === 'string' ? proof['signature'].trim() : proof['signature']
  let bytes: unknown = fold(signature)
  const isHex = typeof signature === 'string' && /^(0x)?[0-9a-f]*$/i.test(signature)
  if (proof['namespace'] === 'solana' && typeof signature === 'string' && !isHex) {
    // Base64 of 64 bytes means those bytes; hex is already folded to its bytes above.
    const decoded = [Buffer.from(signature, 'base64')].filter((b) => b.length === 64).map((b) => b.toString('hex'))
    bytes = decoded[0] ?? signature
  }
  return JSON.stringify({
    ...proof,
    address: fold(proof['address']),
    message: fold(proof['message']),
    signature: bytes,
  })
}

test.describe('mutated plain message links', () => {
  test.use({ wallets: [] })
  const COUNT = fuzzCount(500, 2_000)

  test(`${COUNT} mutations of every signer's links and JSON fields: no uncaught error, never "valid"`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000)
    const proofs = (await validPlainCases()).map((c) => c.proof)
    const originals = new Set(proofs.map((p) => meaning(p)))
    const pick = prng(fuzzSeed())
    const fragments = new Set<string>()
    const fragmentOf = (json: string) => `#proof=${Buffer.from(json, 'utf8').toString('base64url')}`
    for (let attempts = 0; fragments.size < COUNT; attempts++) {
      if (attempts > COUNT * 20) throw new Error(`only ${fragments.size} distinct mutations`)
      const proof = proofs[pick(proofs.length)]!
      const link = encodeProofLink(proof, baseURL!)
      const choice = pick(3)
      let fragment: string
      let mutated: Record<string, unknown> | undefined
      if (choice === 0) {
        fragment = `#proof=${mutate(link.slice(link.indexOf('#proof=') + 7), pick, 'ABCabc019-_')}`
        // A link edit that still decodes is judged by what it decodes to (an unchanged character is no edit).
        try {
          mutated = JSON.parse(Buffer.from(fragment.slice(7), 'base64url').toString('utf8')) as Record<string, unknown>
        } catch {
          mutated = undefined
        }
      } else if (choice === 1) {
        const field = (['message', 'signature', 'address'] as const)[pick(3)]!
        mutated = {
          ...proof,
          [field]: mutate(proof[field], pick, field === 'message' ? 'aZ 0\n\u200b.é' : '0123456789abcdefABCDEF+/='),
        }
        fragment = fragmentOf(JSON.stringify(mutated))
      } else {
        // Another family, or another chain for a contract wallet, with the same signature.
        mutated =
          pick(2) === 0
            ? { ...proof, namespace: proof.namespace === 'eip155' ? 'solana' : 'eip155' }
            : { ...proof, chainId: 'eip155:8453' }
        fragment = fragmentOf(JSON.stringify(mutated))
      }
      if (mutated && originals.has(meaning(mutated))) continue
      if (mutated?.['chainId'] && proof.namespace === 'eip155') {
        // The same EOA signature is valid on every chain: a chain id changes nothing for it.
        continue
      }
      fragments.add(fragment)
    }
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(encodeProofLink(proofs[0]!, baseURL!))
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'valid')
    const all = [...fragments]
    const tally: Record<string, number> = {}
    const falseValid: string[] = []
    const verdicts = await verdictsOfLinks(page, all, 250)
    verdicts.forEach((verdict, i) => {
      tally[verdict] = (tally[verdict] ?? 0) + 1
      if (verdict === 'valid') falseValid.push(all[i]!)
    })
    console.log(`plain message fuzz: ${JSON.stringify(tally)}`)
    expect(falseValid, `SIGIL_FUZZ_SEED=${fuzzSeed()} replays:\n${falseValid.slice(0, 3).join('\n')}`).toEqual([])
    expect(tally['none'] ?? 0).toBe(0)
    expect(tally['invalid'] ?? 0).toBeGreaterThan(COUNT / 4)
    expect(errors).toEqual([])
  })
})

test.describe('a contract wallet signs a plain message (EIP-1271, local chain)', () => {
  test.use({ wallets: [] })
  test.describe.configure({ mode: 'serial' })

  test('valid when the chain confirms it; unverifiable when the chain cannot be reached', async ({
    page,
    context,
    baseURL,
  }) => {
    const owner = privateKeyToAccount(generatePrivateKey())
    // The mnemonic's account #3 deploys: other specs send from #0 to #2, and parallel sends would race on nonces.
    const deployer = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 3 }).getHdKey().privateKey!
    const wallet = await deployOwnerWallet(LOCAL_URLS.ethereum, toHex(deployer), owner.address)
    const message = 'This contract wallet agrees to the plain terms.'
    const proof: PlainMessageProof = {
      v: 3,
      namespace: 'eip155',
      address: wallet,
      message,
      signature: await owner.signMessage({ message }),
    }
    await page.goto(encodeProofLink(proof, baseURL!))
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'valid')
    // A contract wallet's verdict is the RPC's answer: the card names the host that gave it.
    await expect(verdict(page).getByTestId('verify-checked-by')).toHaveText(
      `${new URL(LOCAL_URLS.ethereum).host}, asked about the wallet’s contract on Ethereum`,
    )
    await expect(verdict(page).getByTestId('verify-reasons')).toContainText('smart-contract wallet')

    // Another key's signature: the wallet refuses it.
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = { ...proof, signature: await stranger.signMessage({ message }) }
    await page.goto(encodeProofLink(forged, baseURL!))
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'invalid')

    await context.route(`${LOCAL_URLS.ethereum}/**`, (route) => route.abort('connectionrefused'))
    await page.goto(encodeProofLink(proof, baseURL!))
    await page.reload()
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'unverifiable')
  })
})

test.describe('the verdict comes first', () => {
  test.use({ wallets: [], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test("at 390 × 844, a proof link's verdict headline is inside the first viewport", async ({ page, baseURL }) => {
    const [evm, solana] = await freshProofs(baseURL!)
    const [plain] = await validPlainCases()
    for (const [link, headline] of [
      [encodeProofLink(evm, baseURL!), / is proven for this site/],
      [encodeProofLink(solana, baseURL!), / is proven for this site/],
      [encodeProofLink(plain!.proof, baseURL!), / signed this text$/],
    ] as const) {
      // Each link opened cold, as a reader opens one: a hash change on an open page would keep the last verdict
      // on screen while the new one is checked.
      await page.goto('about:blank')
      await page.goto(link)
      const heading = verdict(page).getByRole('heading', { name: headline })
      await expect(heading).toBeVisible()
      expect(await page.evaluate(() => scrollY)).toBe(0)
      await expect(heading).toBeInViewport({ ratio: 1 })
      // The fields come after the verdict, in the page's order too.
      const order = await page.evaluate(() => {
        const result = document.querySelector('[data-testid="verify-result"]')!
        const form = document.querySelector('[data-verify-form]')!
        return result.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING
      })
      expect(order).toBeTruthy()
    }
  })
})

test.describe('signing a plain message on /prove/', () => {
  for (const family of ['EVM', 'Solana'] as const) {
    test(`${family}: behind the Sign-In default, with the warning; the link verifies for a reader`, async ({
      page,
      evmWallet,
      solanaWallet,
      newContext,
    }) => {
      const text = `${PLAIN_TEXTS.multiline}\n${PLAIN_TEXTS.unicode}`
      const address = family === 'EVM' ? evmWallet.address : solanaWallet.address
      await page.goto('/prove/')
      await connectWith(page, `Mock ${family} Wallet`, address)
      // The Sign-In proof is what the page offers; the plain message is behind it.
      await expect(page.getByRole('button', { name: 'Sign with your wallet' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Sign a plain message instead' })).toBeHidden()
      await page.getByText('Asked to sign a plain message?').click()
      await page.getByRole('button', { name: 'Sign a plain message instead' }).click()
      await expect(page.getByTestId('prove-plain-warning')).toContainText('names no site and no time')
      await page.getByLabel('Text to sign').fill(text)
      await page.getByRole('button', { name: 'Sign this text' }).click()
      const link = page.getByTestId('proof-link')
      await expect(link).toHaveValue(/\/verify\/#proof=/)
      if (family === 'EVM') expect(evmWallet.calls()).toContain('personal_sign')

      const { context } = await newContext({ wallets: [] })
      const reader = await context.newPage()
      await reader.goto(await link.inputValue())
      await expect(verdict(reader)).toHaveAttribute('data-verdict', 'valid')
      await expect(reader.getByTestId('verify-address')).toHaveText(address)
      await expect(reader.getByTestId('verify-plain-summary')).toHaveText(`${address} signed this text.`)
      await reader.getByLabel('Message').scrollIntoViewIfNeeded()
      await expect(reader.getByLabel('Message')).toHaveValue(text)

      await page.getByRole('button', { name: 'Back to the Sign-In proof' }).click()
      await expect(page.getByRole('button', { name: 'Sign with your wallet' })).toBeVisible()
    })
  }

  test('a Sign-In text is refused before the wallet is asked: signed as plain text it would be a login', async ({
    page,
    evmWallet,
  }) => {
    const login = [
      'evil.example wants you to sign in with your Ethereum account:',
      evmWallet.address,
      '',
      'Welcome back.',
      '',
      'URI: https://evil.example/',
      'Version: 1',
      'Chain ID: 1',
      'Nonce: Abcdefgh12345678X',
      `Issued At: ${new Date().toISOString()}`,
    ].join('\n')
    await page.goto('/prove/')
    await connectWith(page, 'Mock EVM Wallet', evmWallet.address)
    await page.getByText('Asked to sign a plain message?').click()
    await page.getByRole('button', { name: 'Sign a plain message instead' }).click()
    await page.getByLabel('Text to sign').fill(login)
    await expect(page.getByTestId('prove-plain-sign-in')).toContainText('This text is a Sign-In message')
    await expect(page.getByRole('button', { name: 'Sign this text' })).toBeDisabled()
    // Submitting the form anyway (as an enter key in another field would) asks nothing either.
    await page.getByTestId('prove-plain').evaluate((form) => (form as HTMLFormElement).requestSubmit())
    await expect(page.getByTestId('proof-link')).toHaveCount(0)
    expect(evmWallet.calls()).not.toContain('personal_sign')
    // Any other text is signed as before.
    await page.getByLabel('Text to sign').fill('I agree to the terms.')
    await expect(page.getByTestId('prove-plain-sign-in')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Sign this text' })).toBeEnabled()
  })
})
