/**
 * One link proving that several addresses (EVM and Solana, several EVM accounts of one
 * wallet) are controlled by the same person. Signed with the mock wallets on /prove/, checked on
 * /verify/ in a browser with no wallet.
 */
import type { Page } from '@playwright/test'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { test, expect } from './fixtures/browser'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { MOCK_SOLANA_NAME as SOLANA } from './fixtures/mock-solana-wallet'
import { connectWith, openAccountMenu, walletOption, walletStatus } from './support/wallet-ui'
import type { OfflineContext } from './fixtures/browser'
import { deployOwnerWallet } from './fixtures/chains/index.ts'
import { setEvmBalance } from './support/chain-funds'
import { LOCAL_URLS } from './support/env'
import { createNonce, encodeProofLink, type LinkedProof } from '../packages/verify/src/index.ts'
import { freshLinkedProof, type LinkedTestAccount } from '../test/proof/testing.ts'

async function addSolana(page: Page, address: string): Promise<void> {
  await openAccountMenu(page)
  await page.getByRole('button', { name: /add a solana wallet/i }).click()
  await walletOption(page, SOLANA).click()
  await expect(walletStatus(page)).toHaveAttribute('data-address', address)
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await page.keyboard.press('Escape')
}

/** /prove/ with the EVM wallet connected and the Solana wallet added. */
async function connectBothOnProve(page: Page, evmAddress: string, solanaAddress: string): Promise<void> {
  await page.goto('/prove/')
  await connectWith(page, EVM, evmAddress)
  await addSolana(page, solanaAddress)
}

const parts = (page: Page) => page.getByTestId('linked-part')
const part = (page: Page, address: string) => parts(page).filter({ hasText: address.slice(-4) })

async function linkedMode(page: Page): Promise<void> {
  await page.getByLabel('Several addresses, linked in one proof').check()
  await expect(page.getByTestId('linked-prove')).toBeVisible()
}

/** Opens `link` in a browser profile with no wallet and returns its verify page. */
async function read(newContext: (options?: { wallets: [] }) => Promise<OfflineContext>, link: string): Promise<Page> {
  const { context } = await newContext({ wallets: [] })
  const reader = await context.newPage()
  await reader.goto(link)
  return reader
}

test.describe('a linked proof, signed on /prove/', () => {
  test('EVM + Solana: one signature each, one link, valid', async ({ page, evmWallet, solanaWallet, newContext }) => {
    await connectBothOnProve(page, evmWallet.address, solanaWallet.address)
    await linkedMode(page)
    await expect(page.getByTestId('linked-choice')).toHaveCount(2)
    await page.getByRole('button', { name: 'Sign 2 messages' }).click()
    const link = await page.getByTestId('proof-link').inputValue()
    expect(link).toMatch(/\/verify\/#proof=/)
    await expect(page.locator('[data-testid="linked-part"][data-status="signed"]')).toHaveCount(2)
    expect(evmWallet.calls().filter((call) => call === 'personal_sign')).toHaveLength(1)
    // Every message lists both accounts.
    for (const message of await page.getByTestId('proof-message').all()) {
      await expect(message).toHaveValue(new RegExp(`Resources:\\n- .*\\n- .*`))
      await expect(message).toHaveValue(new RegExp(`eip155:1:${evmWallet.address}`))
      await expect(message).toHaveValue(new RegExp(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solanaWallet.address}`))
    }

    const reader = await read(newContext, link)
    await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    await expect(reader.getByTestId('verify-part')).toHaveCount(2)
    await expect(reader.getByTestId('verify-result')).toContainText(/proven together/i)
    await expect(reader.getByTestId('verify-result')).toContainText(evmWallet.address)
    await expect(reader.getByTestId('verify-result')).toContainText(solanaWallet.address)
  })

  test('two EVM accounts of one wallet and a Solana account: the wallet is asked to switch for the other', async ({
    page,
    evmWallet,
    solanaWallet,
    newContext,
  }, testInfo) => {
    const first = evmWallet.address
    await connectBothOnProve(page, first, solanaWallet.address)
    // Switching account in the wallet is how its second account joins the list.
    const second = await evmWallet.switchAccount(1)
    await linkedMode(page)
    await expect(page.getByTestId('linked-choice')).toHaveCount(3)
    await page.getByRole('button', { name: 'Sign 3 messages' }).click()
    // The wallet is on the second account: it signs, then Solana; the first waits for a switch.
    await expect(part(page, first)).toHaveAttribute('data-status', 'switch')
    await expect(part(page, first)).toContainText(first)
    await expect(part(page, second)).toHaveAttribute('data-status', 'signed')
    await expect(part(page, solanaWallet.address)).toHaveAttribute('data-status', 'signed')
    await page.setViewportSize({ width: 320, height: 900 })
    await page.screenshot({ path: testInfo.outputPath('prove-waiting-for-switch-320.png'), fullPage: true })
    await evmWallet.switchAccount(0)
    const link = await page.getByTestId('proof-link').inputValue()
    await expect(page.locator('[data-testid="linked-part"][data-status="signed"]')).toHaveCount(3)

    const reader = await read(newContext, link)
    await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    await expect(reader.getByTestId('verify-part')).toHaveCount(3)
    await reader.setViewportSize({ width: 320, height: 900 })
    await reader.emulateMedia({ colorScheme: 'dark' })
    await reader.screenshot({ path: testInfo.outputPath('verify-linked-dark-320.png'), fullPage: true })
    for (const address of [first, second, solanaWallet.address]) {
      await expect(reader.getByTestId('verify-result')).toContainText(address)
    }
  })

  test('a declined signature keeps the others; asking again finishes the proof', async ({
    page,
    evmWallet,
    solanaWallet,
    newContext,
  }) => {
    await connectBothOnProve(page, evmWallet.address, solanaWallet.address)
    await linkedMode(page)
    solanaWallet.setBehavior({ rejectSign: true })
    await page.getByRole('button', { name: 'Sign 2 messages' }).click()
    const declined = part(page, solanaWallet.address)
    await expect(declined).toHaveAttribute('data-status', 'declined')
    await expect(declined.getByTestId('linked-part-error')).toHaveAttribute('data-kind', 'declined')
    await expect(part(page, evmWallet.address)).toHaveAttribute('data-status', 'signed')
    await expect(page.getByTestId('proof-link')).toHaveCount(0)

    solanaWallet.setBehavior({ rejectSign: false })
    const evmSignatures = evmWallet.calls().filter((call) => call === 'personal_sign').length
    await declined.getByRole('button', { name: 'Try again' }).click()
    const link = await page.getByTestId('proof-link').inputValue()
    // The EVM part was not asked again.
    expect(evmWallet.calls().filter((call) => call === 'personal_sign')).toHaveLength(evmSignatures)
    const reader = await read(newContext, link)
    await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
  })

  test('a declined address can be left out: the others sign the smaller set again', async ({
    page,
    evmWallet,
    solanaWallet,
    newContext,
  }) => {
    const first = evmWallet.address
    await connectBothOnProve(page, first, solanaWallet.address)
    await evmWallet.switchAccount(1)
    await linkedMode(page)
    solanaWallet.setBehavior({ rejectSign: true })
    await page.getByRole('button', { name: 'Sign 3 messages' }).click()
    await expect(part(page, solanaWallet.address)).toHaveAttribute('data-status', 'declined')
    await part(page, solanaWallet.address).getByRole('button', { name: 'Leave this address out' }).click()
    await expect(page.getByTestId('linked-status')).toContainText('the others sign again')
    await page.getByRole('button', { name: 'Sign 2 messages' }).click()
    await expect(part(page, first)).toHaveAttribute('data-status', 'switch')
    await evmWallet.switchAccount(0)
    const link = await page.getByTestId('proof-link').inputValue()

    const reader = await read(newContext, link)
    await expect(reader.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    await expect(reader.getByTestId('verify-part')).toHaveCount(2)
    await expect(reader.getByTestId('verify-result')).not.toContainText(solanaWallet.address)
  })
})

/** The reason a linked verdict names as failed: a linkage rule, or a part (by its index). */
async function failedReasons(page: Page): Promise<Array<{ rule: string | null; part: string | null }>> {
  return page
    .getByTestId('verify-reasons')
    .locator('li[data-ok="false"]')
    .evaluateAll((items) =>
      items.map((item) => ({ rule: item.getAttribute('data-rule'), part: item.getAttribute('data-part') })),
    )
}

test.describe('a linked proof, edited', () => {
  test.use({ wallets: [] })

  test('every edit makes it invalid, and the verdict names the rule or part that failed', async ({ page, baseURL }) => {
    const origin = baseURL!
    const second = privateKeyToAccount(generatePrivateKey())
    const three: LinkedTestAccount[] = [{ kind: 'evm' }, { kind: 'evm', account: second }, { kind: 'solana' }]
    const good = await freshLinkedProof(origin, three)
    const other = await freshLinkedProof(origin, three)
    const open = async (proof: LinkedProof) => {
      await page.goto('about:blank')
      await page.goto(encodeProofLink(proof, origin))
      await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', /.+/)
    }

    await open(good)
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    await expect(page.getByTestId('verify-part')).toHaveCount(3)

    const signature = good.parts[1]!.signature
    const flipped = signature.slice(0, 20) + (signature[20] === 'a' ? 'b' : 'a') + signature.slice(21)
    const edits: Array<[string, LinkedProof | Promise<LinkedProof>, { rule?: string; part?: string }]> = [
      ['a part removed', { v: 2, parts: good.parts.slice(0, 2) }, { rule: 'resources' }],
      [
        'a part from another linked proof swapped in',
        { v: 2, parts: [good.parts[0]!, other.parts[1]!, good.parts[2]!] },
        { rule: 'same-nonce' },
      ],
      [
        'a resource list that omits an account',
        freshLinkedProof(origin, three, (fields, index) =>
          index === 0 ? { ...fields, resources: fields.resources.slice(0, 2) } : fields,
        ),
        { rule: 'resources' },
      ],
      [
        'a resource list that adds an account',
        freshLinkedProof(origin, three, (fields, index) =>
          index === 2
            ? {
                ...fields,
                resources: [...fields.resources, `eip155:1:${privateKeyToAccount(generatePrivateKey()).address}`],
              }
            : fields,
        ),
        { rule: 'resources' },
      ],
      [
        'a different nonce in one part',
        freshLinkedProof(origin, three, (fields, index) =>
          index === 1 ? { ...fields, nonce: createNonce() } : fields,
        ),
        { rule: 'same-nonce' },
      ],
      [
        'a flipped signature byte',
        { v: 2, parts: good.parts.map((p, index) => (index === 1 ? { ...p, signature: flipped } : p)) },
        { part: '1' },
      ],
    ]
    for (const [label, edited, named] of edits) {
      await open(await edited)
      await expect(page.getByTestId('verify-result'), label).toHaveAttribute('data-verdict', 'invalid')
      const failed = await failedReasons(page)
      expect(failed, label).toContainEqual(expect.objectContaining(named))
    }
  })

  test('a contract-wallet part: valid while the chain answers, unverifiable when it cannot be reached', async ({
    page,
    context,
    baseURL,
  }) => {
    const owner = privateKeyToAccount(generatePrivateKey())
    // A deployer of its own: other specs send from anvil's accounts, and parallel sends race on nonces.
    const deployer = generatePrivateKey()
    await setEvmBalance('ethereum', privateKeyToAccount(deployer).address, parseEther('1'))
    const wallet = await deployOwnerWallet(LOCAL_URLS.ethereum, deployer, owner.address)
    const proof = await freshLinkedProof(baseURL!, [
      { kind: 'evm', account: owner, address: wallet },
      { kind: 'solana' },
    ])
    await page.goto(encodeProofLink(proof, baseURL!))
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')

    await context.route(`${LOCAL_URLS.ethereum}/**`, (route) => route.abort('connectionrefused'))
    await page.reload()
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'unverifiable')
    await expect(page.locator('[data-testid="verify-part"][data-part="0"]')).toHaveAttribute(
      'data-verdict',
      'unverifiable',
    )
    await expect(page.locator('[data-testid="verify-part"][data-part="1"]')).toHaveAttribute('data-verdict', 'valid')
  })
})
