import { test, expect } from './fixtures/browser'
import {
  expectNoLongTaskInOneOf,
  appearsInPage,
  longTasksDuring,
  longTasksReadingLink,
  openIdleVerifyPage,
  verifyAnswer,
} from './support/long-tasks'
import { newEvmKey, newSolanaAddress, plainMessageLink } from './support/forged-links'
import { base58 } from '@scure/base'
import nacl from 'tweetnacl'
import { toHex } from 'viem'
import {
  buildProofMessage,
  encodeProofLink,
  type AnyProof,
  type LinkedProof,
  type Proof,
} from '../packages/verify/src/index.ts'
import { MAX_LINK_LENGTH } from '../packages/verify/src/decodeProofFragment.ts'
import { MAX_MESSAGE_LENGTH } from '../packages/verify/src/parseProofMessage.ts'
import { MAX_PLAIN_MESSAGE_LENGTH, type PlainMessageProof } from '../packages/verify/src/plainMessage.ts'
import { plainEvmAccount, plainSolanaAddress, plainSolanaKeys } from '../test/proof/plainMessageFixtures.ts'
import { evmAccount, freshLinkedProof, freshProofs, otherEvmAccount, otherSolanaSeed } from '../test/proof/testing.ts'

/**
 * Links as long as the reader takes (MAX_LINK_LENGTH characters of fragment), each with one field
 * stuffed, read on /verify/; then the same huge values pasted into the form and checked; and the
 * texts whose layout alone is slow (one letter under thousands of marks). Reading
 * and judging any of them runs no main-thread task over 50 ms (Chromium reports every task over
 * 50 ms as a long task). The page is loaded and idle first (e2e/support/long-tasks.ts): its own
 * start (the date format's warm-up, the first layout) is the browser's, whatever the link.
 */
// A trace snapshots the page at each step, on the page's own main thread: not what a reader's browser does.
test.use({ trace: 'off' })

function fragmentLength(proof: AnyProof): number {
  const link = encodeProofLink(proof, 'http://x')
  return link.length - link.indexOf('#')
}

/**
 * `stuffed(n)` with the largest `n` whose link's fragment still fits MAX_LINK_LENGTH: a field as
 * long as the reader lets it be, whatever its JSON escapes cost.
 */
function longest(stuffed: (n: number) => AnyProof): AnyProof {
  let low = 0
  let high = MAX_LINK_LENGTH
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (fragmentLength(stuffed(mid)) <= MAX_LINK_LENGTH) low = mid
    else high = mid - 1
  }
  return stuffed(low)
}

const hex = (n: number) => `0x${'ab'.repeat(Math.floor(n / 2))}`
/** Control characters: six characters each in the link's JSON, each marked when shown. */
const escapes = (n: number) => '\u0001\u0007\u001b\u200b'.repeat(Math.ceil(n / 4)).slice(0, n)

/** A Sign-In message for this site as long as messages may be: resource lines up to MAX_MESSAGE_LENGTH. */
function longSignIn(namespace: 'eip155' | 'solana', address: string, chainId: string, origin: string): string {
  const fields = {
    namespace,
    address,
    chainId,
    domain: new URL(origin).host,
    uri: origin,
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 86_400_000),
    nonce: 'l0ngl1nk0000000001',
  }
  const resources: string[] = []
  const line = (index: number) => `https://resources.example/${String(index).padStart(6, '0')}`
  // buildProofMessage refuses a message longer than the maximum: add lines until it would.
  const fits = (list: string[]) => {
    try {
      return buildProofMessage({ ...fields, resources: list }).length <= MAX_MESSAGE_LENGTH
    } catch {
      return false
    }
  }
  while (fits([...resources, line(resources.length)])) resources.push(line(resources.length))
  return buildProofMessage({ ...fields, resources })
}

type Fixtures = {
  origin: string
  evm: Proof
  solana: Proof
  linked: LinkedProof
  plainEvm: PlainMessageProof
  plainSolana: PlainMessageProof
}

async function fixtures(origin: string): Promise<Fixtures> {
  const [evm, solana] = await freshProofs(origin)
  const linked = await freshLinkedProof(origin, [
    { kind: 'evm' },
    { kind: 'evm', account: otherEvmAccount },
    { kind: 'evm', account: plainEvmAccount, chainId: 'eip155:8453' },
    { kind: 'solana' },
    { kind: 'solana', seed: otherSolanaSeed },
  ])
  const text = 'I agree.'
  return {
    origin,
    evm,
    solana,
    linked,
    plainEvm: {
      v: 3,
      namespace: 'eip155',
      address: plainEvmAccount.address,
      message: text,
      signature: await plainEvmAccount.signMessage({ message: text }),
    },
    plainSolana: {
      v: 3,
      namespace: 'solana',
      address: plainSolanaAddress,
      message: text,
      signature: signPlainSolana(text),
    },
  }
}

function signPlainSolana(text: string): string {
  return base58.encode(nacl.sign.detached(new TextEncoder().encode(text), plainSolanaKeys.secretKey))
}

/** A linked proof with every one of its 5 parts edited alike, `n` shared between them. */
function eachPart(linked: LinkedProof, edit: (part: LinkedProof['parts'][number], n: number) => Partial<Proof>) {
  return (n: number): LinkedProof => ({
    ...linked,
    parts: linked.parts.map((part) => ({ ...part, ...edit(part, Math.floor(n / linked.parts.length)) })),
  })
}

type LinkCase = { name: string; build: (f: Fixtures) => AnyProof | Promise<AnyProof>; verdict?: string }

const LINK_CASES: LinkCase[] = [
  { name: 'baseline: a short v1 EVM link', build: ({ evm }) => evm, verdict: 'valid' },
  { name: 'v1 EVM, longest signature', build: ({ evm }) => longest((n) => ({ ...evm, signature: hex(n) })) },
  {
    name: 'v1 EVM, longest message',
    build: ({ evm }) => longest((n) => ({ ...evm, message: evm.message + 'a'.repeat(n) })),
  },
  {
    name: 'v1 EVM, message of escapes',
    build: ({ evm }) => longest((n) => ({ ...evm, message: evm.message + escapes(n) })),
  },
  {
    name: 'v1 EVM, Sign-In message at its maximum, signed',
    build: async ({ evm, origin }) => {
      const message = longSignIn('eip155', evmAccount.address, 'eip155:1', origin)
      return { ...evm, message, signature: await evmAccount.signMessage({ message }) }
    },
    verdict: 'valid',
  },
  {
    name: 'v1 EVM, longest address',
    build: ({ evm }) => longest((n) => ({ ...evm, address: `0x${'a'.repeat(n)}` })),
  },
  {
    name: 'v1 EVM, longest chain id',
    build: ({ evm }) => longest((n) => ({ ...evm, chainId: `eip155:${'1'.repeat(n)}` })),
  },
  {
    name: 'v1 Solana, longest signature',
    build: ({ solana }) => longest((n) => ({ ...solana, signature: '2'.repeat(n) })),
  },
  {
    name: 'v1 Solana, longest message',
    build: ({ solana }) => longest((n) => ({ ...solana, message: solana.message + '\n'.repeat(n) })),
  },
  {
    name: 'v1 Solana, longest address',
    build: ({ solana }) => longest((n) => ({ ...solana, address: '2'.repeat(n) })),
  },
  {
    name: 'v2 linked, 5 parts, longest signatures',
    build: ({ linked }) =>
      longest(eachPart(linked, (part, n) => ({ signature: part.namespace === 'eip155' ? hex(n) : '2'.repeat(n) }))),
  },
  {
    name: 'v2 linked, 5 parts, longest messages',
    build: ({ linked }) => longest(eachPart(linked, (part, n) => ({ message: part.message + 'a'.repeat(n) }))),
  },
  {
    name: 'v2 linked, 5 parts, messages of escapes',
    build: ({ linked }) => longest(eachPart(linked, (part, n) => ({ message: part.message + escapes(n) }))),
  },
  {
    name: 'v2 linked, 5 parts, longest addresses',
    build: ({ linked }) => longest(eachPart(linked, (part, n) => ({ address: part.address + '2'.repeat(n) }))),
  },
  {
    name: 'v3 EVM, longest signature',
    build: ({ plainEvm }) => longest((n) => ({ ...plainEvm, signature: hex(n) })),
  },
  {
    name: 'v3 EVM, longest message',
    build: ({ plainEvm }) => longest((n) => ({ ...plainEvm, message: 'a'.repeat(n) })),
  },
  {
    name: 'v3 EVM, message of escapes, signed',
    build: async ({ plainEvm }) => {
      const { message } = longest((n) => ({ ...plainEvm, message: escapes(n) })) as PlainMessageProof
      return { ...plainEvm, message, signature: await plainEvmAccount.signMessage({ message }) }
    },
    verdict: 'valid',
  },
  {
    name: 'v3 EVM, message of 0x-hex bytes',
    build: ({ plainEvm }) =>
      longest((n) => ({ ...plainEvm, message: toHex(new Uint8Array(Math.floor(n / 2)).fill(7)) })),
  },
  {
    name: 'v3 EVM, longest address',
    build: ({ plainEvm }) => longest((n) => ({ ...plainEvm, address: `0x${'a'.repeat(n)}` })),
  },
  {
    name: 'v3 Solana, longest base64 signature',
    build: ({ plainSolana }) => longest((n) => ({ ...plainSolana, signature: '+'.repeat(n) })),
  },
  {
    name: 'v3 Solana, longest base64 signature, both alphabets',
    build: ({ plainSolana }) => longest((n) => ({ ...plainSolana, signature: '+'.repeat(n) + '_' })),
  },
  {
    name: 'v3 Solana, longest base58 signature',
    build: ({ plainSolana }) => longest((n) => ({ ...plainSolana, signature: '2'.repeat(n) })),
  },
  {
    name: 'v3 Solana, longest hex signature',
    build: ({ plainSolana }) => longest((n) => ({ ...plainSolana, signature: hex(n) })),
  },
  {
    name: 'v3 Solana, message at its maximum, signed',
    build: ({ plainSolana }) => {
      // Every character shown, many of them marked: the card's longest text to lay out.
      const message = 'Grüße, 東京 🚀\u200b\t '.repeat(2000).slice(0, MAX_MESSAGE_LENGTH)
      return { ...plainSolana, message, signature: signPlainSolana(message) }
    },
    verdict: 'valid',
  },
  {
    name: 'v3 Solana, longest address',
    build: ({ plainSolana }) => longest((n) => ({ ...plainSolana, address: '2'.repeat(n) })),
  },
]

test.describe('links as long as the reader takes', () => {
  test.use({ wallets: [] })

  for (const { name, build, verdict } of LINK_CASES) {
    test(`${name}: read and judged with no task over 50 ms`, async ({ page, baseURL }) => {
      const proof = await build(await fixtures(baseURL!))
      const link = encodeProofLink(proof, baseURL!)
      const fragment = new URL(link).hash
      expect(fragment.length).toBeLessThanOrEqual(MAX_LINK_LENGTH)
      await expectNoLongTaskInOneOf(name, () => longTasksReadingLink(page, fragment))
      if (verdict !== undefined)
        await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', verdict)
    })
  }

  test('a long text reaches the fields as the form comes into view, not with the verdict', async ({
    page,
    baseURL,
  }) => {
    const { plainSolana } = await fixtures(baseURL!)
    const message = 'Grüße, 東京 🚀\u200b\t '.repeat(2000).slice(0, MAX_MESSAGE_LENGTH)
    const signature = signPlainSolana(message)
    await page.goto(encodeProofLink({ ...plainSolana, message, signature }, baseURL!))
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    const field = page.getByLabel('Message')
    // Below the verdict, a scroll away: the field waits, and so does its layout.
    expect(await field.evaluate((node) => node.getBoundingClientRect().top - innerHeight)).toBeGreaterThan(200)
    await page.waitForTimeout(500)
    await expect(field).toHaveValue('')
    await field.scrollIntoViewIfNeeded()
    await expect(field).toHaveValue(message)
    await expect(page.getByLabel('Signature', { exact: true })).toHaveValue(signature)
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue(plainSolana.address)
  })
})

type FieldCase = { name: string; fields: (origin: string) => { message: string; signature: string; address?: string } }

const HUGE = MAX_LINK_LENGTH

const FIELD_CASES: FieldCase[] = [
  {
    name: 'Solana base64 signature',
    fields: () => ({ message: 'I agree.', signature: '+'.repeat(HUGE), address: plainSolanaAddress }),
  },
  {
    name: 'EVM hex signature',
    fields: () => ({ message: 'I agree.', signature: hex(HUGE), address: plainEvmAccount.address }),
  },
  { name: 'address', fields: () => ({ message: 'I agree.', signature: hex(132), address: '2'.repeat(HUGE) }) },
  {
    name: 'message',
    fields: () => ({ message: 'wants you to sign in with your '.repeat(HUGE / 31), signature: hex(132) }),
  },
  {
    name: 'Sign-In message with its signature',
    fields: (origin) => ({
      message: longSignIn('eip155', evmAccount.address, 'eip155:1', origin),
      signature: hex(HUGE),
    }),
  },
  {
    name: 'signed-message JSON, base64 signature',
    fields: () => ({
      message: JSON.stringify({ address: plainSolanaAddress, msg: 'I agree.', sig: '+'.repeat(16_000) }),
      signature: '',
    }),
  },
]

test.describe('the form, given the same huge values', () => {
  test.use({ wallets: [] })

  for (const { name, fields } of FIELD_CASES) {
    test(`pasted ${name}: judged with no task over 50 ms`, async ({ page, baseURL }) => {
      const { message, signature, address } = fields(baseURL!)
      const verify = page.getByRole('button', { name: 'Verify' })
      const problem = page.locator('[data-verify-message-error]')
      await expectNoLongTaskInOneOf(`pasted ${name}`, async () => {
        await openIdleVerifyPage(page)
        // Filling a field is the browser laying out the text; reading and judging it is the page's, counted below.
        await page.getByLabel('Message').fill(message)
        await page.getByLabel('Signature', { exact: true }).fill(signature)
        if (address !== undefined) await page.getByLabel('Address', { exact: true }).fill(address)
        let answer = problem
        const tasks = await longTasksDuring(page, async () => {
          // The page reads the fields on every input: once more, then Verify checks them.
          await page.locator('form[data-verify-form]').dispatchEvent('input')
          // Either the form names what is wrong before anything is checked, or Verify checks it.
          if (await verify.isEnabled()) {
            answer = page.getByTestId('verify-result')
            await verify.click()
            await appearsInPage(page, '[data-testid="verify-result"]')
          } else await appearsInPage(page, '[data-verify-message-error]:not([hidden])')
        })
        await expect(answer).toBeVisible()
        return tasks
      })
    })
  }
})

test.describe('a huge link never freezes the verify page', () => {
  test.use({ wallets: [] })

  test('a 64 KB plain-message link with a 48 000-character signature: read and judged with no long task', async ({
    page,
    baseURL,
  }) => {
    const link = plainMessageLink(baseURL!, {
      namespace: 'solana',
      address: newSolanaAddress(),
      message: 'hi',
      signature: '+'.repeat(48_000),
    })
    expect(new URL(link).hash.length).toBeGreaterThan(64_000)
    expect(new URL(link).hash.length).toBeLessThan(65_536)
    await expectNoLongTaskInOneOf('the 64 KB link', () => longTasksReadingLink(page, new URL(link).hash))
    // Opened cold as well, the page answers it.
    await page.goto(link)
    await expect(verifyAnswer(page)).toBeVisible()
  })

  test('a message of the longest length read, one letter under a single run of marks: judged and shown with no long task', async ({
    page,
    baseURL,
  }) => {
    const key = newEvmKey()
    // Chromium lays out one letter's marks in time quadratic in their number: grave accents, and emoji skin tones.
    const runs = { 'combining marks': `a${'\u0300'.repeat(16_383)}`, 'skin tones': `👍${'🏽'.repeat(8_191)}` }
    for (const [what, message] of Object.entries(runs)) {
      expect(message.length).toBe(MAX_PLAIN_MESSAGE_LENGTH)
      const link = plainMessageLink(baseURL!, {
        namespace: 'eip155',
        address: key.address,
        message,
        signature: await key.signMessage(message),
      })
      await expectNoLongTaskInOneOf(`one letter and its ${what}`, () => longTasksReadingLink(page, new URL(link).hash))
      await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
      // The run is cut short where it is shown, and the cut says how many marks it left out.
      await expect(page.getByTestId('verify-signed-text')).toContainText('combining marks left out⟩')
    }
  })
})
