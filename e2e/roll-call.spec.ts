/**
 * Roll calls: one request link answered by many. The verifier pastes one chat-like text holding
 * answers made on /prove/ with the mock wallets and by other implementations (siwe + ethers,
 * tweetnacl), noise, repeats, an answer to another request and forged answers; the list says
 * exactly which kept every rule, which repeat an address, and the first rule each other broke.
 * Exported as JSON and imported in a fresh profile, every answer is checked again: the same list.
 * A pasted text over the bound is refused whole.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import nacl from 'tweetnacl'
import { test, expect } from './fixtures/browser'
import { expectAccessibleAtWidths } from './support/accessible-at-widths'
import { MOCK_EVM_NAME as EVM } from './fixtures/mock-evm-wallet'
import { MOCK_SOLANA_NAME as SOLANA } from './fixtures/mock-solana-wallet'
import { connectWith } from './support/wallet-ui'
import { EVIL_SITE, newEvmKey, signInText, signedPart, singleProofLink, siteOf } from './support/forged-links'
import {
  addSolanaWallet,
  askedBy,
  evmAnswer,
  linkedAnswer,
  makeRollCall,
  shownAnswers,
  solanaPart,
  type ShownAnswer,
  verifierWithRollCall,
} from './support/roll-call'

test.describe.configure({ timeout: 180_000 })

/** Signs the open roll call on /prove/ with the connected wallet and returns the proof link. */
async function signOnProve(page: Page): Promise<string> {
  await page.getByRole('button', { name: /Sign the answer with your wallet|Sign \d messages/ }).click()
  const link = page.getByTestId('proof-link')
  await expect(link).toHaveValue(/\/verify\/#proof=/)
  return link.inputValue()
}

async function openAnswers(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Answers', exact: true }).first().click()
  await expect(page.getByTestId('roll-call')).toBeVisible()
}

async function pasteAnswers(page: Page, text: string, total: number): Promise<void> {
  await page.getByTestId('roll-call-paste').fill(text)
  await page.getByRole('button', { name: 'Check the answers' }).click()
  await expect(page.getByTestId('roll-call-checked')).toBeFocused()
  await expect(page.getByTestId('roll-call-progress')).toHaveText(`Checked ${total} of ${total}`)
}

test('an EVM roll call: a chat of answers, repeats, another request’s answer and forgeries, listed exactly; exported and imported, the same list', async ({
  page,
  evmWallet,
  newContext,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const site = siteOf(base)
  const { context: verifierContext } = await newContext({ wallets: [] })
  const verifier = await verifierContext.newPage()
  const request = await makeRollCall(verifier, 'One Ethereum or Base address', 'I am on the allowlist')
  await expect(verifier.getByTestId('request-result')).toContainText('Send this link to everyone who should prove')
  await expect(verifier.getByTestId('request-result')).toContainText('paste them all under Answers')
  const asked = askedBy(request)

  // Answered on /prove/ with the mock wallet, as a person would.
  await page.goto(request)
  await connectWith(page, EVM, evmWallet.address)
  const byWallet = await signOnProve(page)

  // Answered by other implementations: siwe texts signed by ethers keys.
  const bob = newEvmKey()
  const carol = newEvmKey()
  const byBob = await evmAnswer(base, site, bob, asked)
  const byCarol = await evmAnswer(base, site, carol, asked)
  const byCarolAgain = await evmAnswer(base, site, carol, asked, new Date(Date.now() - 1000))

  // Forgeries and answers that must not count.
  const mallory = newEvmKey()
  const victim = newEvmKey()
  const badSignature = singleProofLink(
    base,
    await signedPart(
      mallory,
      signInText(site, {
        address: victim.address,
        nonce: asked.nonce,
        statement: asked.statement,
        issuedAt: new Date(),
        expirationTime: asked.expires,
      }),
      'eip155:1',
      victim.address,
    ),
  )
  const otherSite = await evmAnswer(base, EVIL_SITE, newEvmKey(), asked)
  const otherRequest = await evmAnswer(base, site, newEvmKey(), { ...asked, nonce: 'sigilOtherRequest0000' })
  const expiredKey = newEvmKey()
  const expired = singleProofLink(
    base,
    await signedPart(
      expiredKey,
      signInText(site, {
        address: expiredKey.address,
        nonce: asked.nonce,
        statement: asked.statement,
        issuedAt: new Date(Date.now() - 120_000),
        expirationTime: new Date(Date.now() - 60_000),
      }),
    ),
  )
  // A link that claims another address than its message was signed for.
  const claimer = newEvmKey()
  const claimed = await signedPart(
    claimer,
    signInText(site, {
      address: claimer.address,
      nonce: asked.nonce,
      statement: asked.statement,
      issuedAt: new Date(),
      expirationTime: asked.expires,
    }),
  )
  const claimsMore = singleProofLink(base, { ...claimed, address: victim.address })
  const spreadsheet = await evmAnswer(base, site, newEvmKey(), {
    ...asked,
    statement: '=HYPERLINK(https://evil.example/paid)',
  })

  const chat = [
    'Roll call for the allowlist. Paste your proof below!',
    `[10:01] alice: here is mine ${byWallet}`,
    `[10:02] bob: <${byBob}>, thanks`,
    `[10:03] carol: "${byCarol}"`,
    `[10:04] carol: sent twice ${byCarol}`,
    `[10:05] carol: made a new one ${byCarolAgain}`,
    `[10:06] mallory: ${badSignature}`,
    `[10:07] mallory: ${otherSite}`,
    `[10:08] dave: this was for the other list ${otherRequest}`,
    `[10:09] eve: ${expired}`,
    `[10:10] eve: ${claimsMore}`,
    `[10:11] trent: ${spreadsheet}`,
    'see https://sigil.example/verify/#proof= and #proof=!!! and https://x.example/verify/#proof=AAAAbroken',
    'bye',
  ].join('\n')

  await verifier.goto('/request/')
  await openAnswers(verifier)
  await pasteAnswers(verifier, chat, 11)
  const expected: ShownAnswer[] = [
    { position: '1', kept: 'true', duplicate: 'false', rule: '', addresses: evmWallet.address },
    { position: '2', kept: 'true', duplicate: 'false', rule: '', addresses: bob.address },
    { position: '3', kept: 'true', duplicate: 'false', rule: '', addresses: carol.address },
    { position: '4', kept: 'true', duplicate: 'true', rule: '', addresses: carol.address },
    { position: '5', kept: 'false', duplicate: 'false', rule: 'signatures', addresses: '' },
    {
      position: '6',
      kept: 'false',
      duplicate: 'false',
      rule: 'site',
      addresses: expect.any(String) as unknown as string,
    },
    {
      position: '7',
      kept: 'false',
      duplicate: 'false',
      rule: 'nonce',
      addresses: expect.any(String) as unknown as string,
    },
    {
      position: '8',
      kept: 'false',
      duplicate: 'false',
      rule: 'signatures',
      addresses: expect.any(String) as unknown as string,
    },
    { position: '9', kept: 'false', duplicate: 'false', rule: 'signatures', addresses: claimer.address },
    {
      position: '10',
      kept: 'false',
      duplicate: 'false',
      rule: 'statement',
      addresses: expect.any(String) as unknown as string,
    },
    { position: '11', kept: 'false', duplicate: 'false', rule: 'link', addresses: '' },
  ]
  expect(await shownAnswers(verifier)).toEqual(expected)
  await expect(verifier.getByTestId('roll-call-summary')).toHaveText('3 accepted, 1 duplicate, 7 broken.')
  await expect(verifier.getByTestId('roll-call-answer').filter({ hasText: victim.address })).toHaveCount(0)
  // Each answer not accepted says why in words, with no checks to point at below it.
  const why = (position: number) =>
    verifier.locator(`[data-testid="roll-call-answer"][data-position="${position}"] .roll-call__verdict`)
  await expect(why(5)).toContainText('Not accepted: It was signed by someone else')
  await expect(why(6)).toContainText('made for another site')
  await expect(why(7)).toContainText('another request')
  await expect(why(8)).toContainText('It has expired.')
  await expect(verifier.getByTestId('roll-call-answers')).not.toContainText(/see the checks|counted/)

  // Filtering keeps the list honest: kept answers only, then broken only.
  await verifier.getByLabel('Show').selectOption('kept')
  await expect(verifier.getByTestId('roll-call-answer')).toHaveCount(4)
  await verifier.getByLabel('Show').selectOption('broken')
  await expect(verifier.getByTestId('roll-call-answer')).toHaveCount(7)
  await expect(verifier.getByTestId('roll-call-answer').locator('[data-kept="true"]')).toHaveCount(0)
  await verifier.getByLabel('Show').selectOption('all')

  // Sorted by address, the answers that prove none come last, in the order they came.
  await verifier.getByLabel('Sort by').selectOption('address')
  await expect(verifier.getByTestId('roll-call-answer').last()).toHaveAttribute('data-position', '11')
  const byAddress = await shownAnswers(verifier)
  expect(byAddress.slice(-2).map((a) => a.position)).toEqual(['5', '11'])
  const proven = byAddress.slice(0, -2).map((a) => a.addresses.toLowerCase())
  expect(proven.every(Boolean)).toBe(true)
  expect(proven).toEqual([...proven].sort())
  await verifier.getByLabel('Sort by').selectOption('received')

  // The same text pasted again adds nothing.
  await pasteAnswers(verifier, chat, 11)
  await expect(verifier.getByTestId('roll-call-checked')).toHaveText(
    '14 links found, 13 different: 2 unreadable, 11 already in the list.',
  )
  await expect(verifier.getByTestId('roll-call-answer')).toHaveCount(11)

  // A proof opened on /verify/ in the verifier's browser joins the list.
  const dave = newEvmKey()
  await verifier.goto(await evmAnswer(base, site, dave, asked))
  await expect(verifier.getByTestId('request-answer')).toHaveAttribute('data-answers', 'true')
  await expect(verifier.getByTestId('request-answer')).toHaveAttribute('data-listed', 'true')
  await verifier.goto('/request/')
  await expect(verifier.getByTestId('roll-call-summary')).toHaveText('4 accepted, 1 duplicate, 7 broken.')
  await openAnswers(verifier)
  const listed = await shownAnswers(verifier)
  expect(listed).toHaveLength(12)
  expect(listed[11]).toEqual({ position: '12', kept: 'true', duplicate: 'false', rule: '', addresses: dave.address })

  // Exported as CSV: one row per answer, no cell a spreadsheet would run.
  const [csvDownload] = await Promise.all([
    verifier.waitForEvent('download'),
    verifier.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  const csv = await readFile(await csvDownload.path(), 'utf8')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines).toHaveLength(13)
  for (const line of lines) expect(line).not.toMatch(/(^|,)"\s*[=+\-@]/)
  expect(lines[1]).toContain(`"${evmWallet.address}"`)

  // Exported as JSON, imported into a fresh profile: every answer checked again, the same list.
  const [jsonDownload] = await Promise.all([
    verifier.waitForEvent('download'),
    verifier.getByRole('button', { name: 'Export JSON' }).click(),
  ])
  const file = await jsonDownload.path()
  const { context: otherContext } = await newContext({ wallets: [] })
  const other = await otherContext.newPage()
  await other.goto('/request/')
  await expect(other.getByText('whoever holds it can check answers to that request')).toBeVisible()
  await other.getByLabel('Import a roll call (a JSON file exported here)').setInputFiles(file)
  await expect(other.getByTestId('roll-call-import-result')).toHaveText(
    'Imported a roll call with 12 answers, each checked again here: 5 kept every rule.',
  )
  await expect(other.getByTestId('roll-call-summary')).toHaveText('4 accepted, 1 duplicate, 7 broken.')
  await openAnswers(other)
  expect(await shownAnswers(other)).toEqual(listed)

  // Clearing asks first: declined, nothing is lost; accepted, the list is empty.
  other.once('dialog', (dialog) => void dialog.dismiss())
  await other.getByRole('button', { name: 'Clear the list' }).click()
  await expect(other.getByTestId('roll-call-answer')).toHaveCount(12)
  other.once('dialog', (dialog) => void dialog.accept())
  await other.getByRole('button', { name: 'Clear the list' }).click()
  await expect(other.getByTestId('roll-call-answer')).toHaveCount(0)
  await expect(other.getByTestId('roll-call-summary')).toHaveText('No answers listed yet.')
})

test('a Solana roll call and a linked roll call: mock wallets and tweetnacl keys, each address or set once', async ({
  page,
  evmWallet,
  solanaWallet,
  newContext,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const site = siteOf(base)
  const { context: verifierContext } = await newContext({ wallets: [] })
  const verifier = await verifierContext.newPage()

  const solanaRequest = await makeRollCall(verifier, 'One Solana address', 'I hold the token')
  const solanaAsked = askedBy(solanaRequest)
  // Another person, with a Solana wallet of their own, answers on /prove/.
  const solanaProver = await newContext({ wallets: ['solana'] })
  const solanaPage = await solanaProver.context.newPage()
  const solanaAddress = solanaProver.solanaWallet?.address ?? ''
  await solanaPage.goto(solanaRequest)
  await connectWith(solanaPage, SOLANA, solanaAddress)
  const bySolanaWallet = await signOnProve(solanaPage)
  const naclKeys = nacl.sign.keyPair()
  const byNacl = singleProofLink(base, solanaPart(site, naclKeys, { ...solanaAsked, issuedAt: new Date() }))
  const naclForged = solanaPart(site, nacl.sign.keyPair(), { ...solanaAsked, issuedAt: new Date() })
  const forged = singleProofLink(base, {
    ...naclForged,
    signature: solanaPart(site, naclKeys, { ...solanaAsked, issuedAt: new Date() }).signature,
  })

  const linkedRequest = await makeRollCall(verifier, 'A linked set of 2 to 5 addresses', 'Both are mine')
  const linkedAsked = askedBy(linkedRequest)
  const evmKey = newEvmKey()
  const setKeys = nacl.sign.keyPair()
  const byLinkedKeys = await linkedAnswer(base, site, evmKey, setKeys, linkedAsked)
  const byLinkedKeysAgain = await linkedAnswer(base, site, evmKey, setKeys, linkedAsked)

  // The two roll calls' answers in one text: each list takes only its own.
  const chat = [
    `sol: ${bySolanaWallet}`,
    `sol: ${byNacl} ${byNacl}`,
    `forged: ${forged}`,
    `set: ${byLinkedKeys}`,
    `set again: ${byLinkedKeysAgain}`,
  ].join('\n')
  await verifier.goto('/request/')
  const items = verifier.getByTestId('request-item')
  // Newest first: the linked roll call, then the Solana one.
  await items.nth(1).getByRole('button', { name: 'Answers', exact: true }).click()
  await items.nth(1).getByTestId('roll-call-paste').fill(chat)
  await items.nth(1).getByRole('button', { name: 'Check the answers' }).click()
  await expect(items.nth(1).getByTestId('roll-call-checked')).toBeFocused()
  await expect(items.nth(1).getByTestId('roll-call-progress')).toHaveText('Checked 5 of 5')
  expect(await shownAnswers(verifier)).toEqual([
    { position: '1', kept: 'true', duplicate: 'false', rule: '', addresses: solanaAddress },
    {
      position: '2',
      kept: 'true',
      duplicate: 'false',
      rule: '',
      addresses: solanaPart(site, naclKeys, { ...solanaAsked, issuedAt: new Date() }).address,
    },
    { position: '3', kept: 'false', duplicate: 'false', rule: 'signatures', addresses: '' },
    {
      position: '4',
      kept: 'false',
      duplicate: 'false',
      rule: 'nonce',
      addresses: expect.any(String) as unknown as string,
    },
    {
      position: '5',
      kept: 'false',
      duplicate: 'false',
      rule: 'nonce',
      addresses: expect.any(String) as unknown as string,
    },
  ])
  await expect(items.nth(1).getByTestId('roll-call-summary')).toHaveText('2 accepted, 0 duplicates, 3 broken.')
  await items.nth(1).getByRole('button', { name: 'Answers', exact: true }).click()

  // The linked roll call, answered on /prove/ with both mock wallets too.
  await page.goto(linkedRequest)
  await connectWith(page, EVM, evmWallet.address)
  await addSolanaWallet(page, solanaWallet.address)
  const bySet = await signOnProve(page)
  await items.nth(0).getByRole('button', { name: 'Answers', exact: true }).click()
  await items.nth(0).getByTestId('roll-call-paste').fill(`${chat}\nmine: ${bySet}`)
  await items.nth(0).getByRole('button', { name: 'Check the answers' }).click()
  await expect(items.nth(0).getByTestId('roll-call-checked')).toBeFocused()
  await expect(items.nth(0).getByTestId('roll-call-progress')).toHaveText('Checked 6 of 6')
  const rows = await shownAnswers(verifier)
  expect(rows.map((row) => [row.kept, row.duplicate, row.rule])).toEqual([
    ['false', 'false', 'nonce'],
    ['false', 'false', 'nonce'],
    ['false', 'false', 'nonce'],
    ['true', 'false', ''],
    ['true', 'true', ''],
    ['true', 'false', ''],
  ])
  expect(rows[3]?.addresses).toBe(
    `${evmKey.address} ${solanaPart(site, setKeys, { ...linkedAsked, issuedAt: new Date() }).address}`,
  )
  expect(rows[5]?.addresses.split(' ').sort()).toEqual([evmWallet.address, solanaWallet.address].sort())
  await expect(items.nth(0).getByTestId('roll-call-summary')).toHaveText('2 accepted, 1 duplicate, 3 broken.')
})

test('the list with answers is accessible at 390 px and on a desktop, in both themes, and reached by keyboard', async ({
  newContext,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const site = siteOf(base)
  const { context } = await newContext({ wallets: [] })
  const page = await context.newPage()
  const request = await makeRollCall(page, 'One Ethereum or Base address', 'I am on the allowlist')
  const asked = askedBy(request)
  const key = newEvmKey()
  const text = [
    await evmAnswer(base, site, key, asked),
    await evmAnswer(base, site, key, asked, new Date(Date.now() - 1000)),
    await evmAnswer(base, EVIL_SITE, newEvmKey(), asked),
  ].join('\n')
  await page.goto('/request/')
  // By keyboard: the Answers button, the paste field, the check.
  const answers = page.getByRole('button', { name: 'Answers', exact: true })
  await answers.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('roll-call-paste')).toBeFocused()
  await expect(answers).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.insertText(text)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Check the answers' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('roll-call-answer')).toHaveCount(3)
  await expectAccessibleAtWidths(page, '[data-testid="request-list"]', [390, 1100], 900)
})

test('a pasted text over the bound is refused whole, with a message, and nothing is listed', async ({ newContext }) => {
  const { page } = await verifierWithRollCall(newContext, 'One Solana address', 'I am a member')
  await page.goto('/request/')
  await page.getByRole('button', { name: 'Answers', exact: true }).click()
  await page.getByTestId('roll-call-paste').evaluate((area: HTMLTextAreaElement) => {
    area.value = `#proof=abc ${'x'.repeat(10_000_001)}`
  })
  await page.getByRole('button', { name: 'Check the answers' }).click()
  await expect(page.getByTestId('roll-call-problem')).toHaveText(/too long to read .* Paste it in parts\./)
  await expect(page.getByTestId('roll-call-summary')).toHaveText('No answers listed yet.')
})
