import { describe, expect, test } from 'vitest'
import { buildProofMessage } from 'sigil-verify/buildProofMessage'
import { verifyLinkedProof } from 'sigil-verify/verifyLinkedProof'
import { verifyPlainMessage } from 'sigil-verify/verifyPlainMessage'
import { verifyProof } from 'sigil-verify/verifyProof'
import { evmAccount, makeLinkedProof, otherEvmAccount, unreachableClient } from '../../test/proof/testing'
import { renderLinkedVerdict } from './linkedVerdict'
import { renderPlainVerdict } from './plainVerdict'
import { NAMED_NOT_PROVEN } from './reasonWords'
import { showExactChecks } from './verdictDetails'
import { renderVerdict } from './verdictView'

const HOST = 'sigil.example'
const VICTIM = evmAccount.address
/** A character that hides, reorders or splits text, raw. */
const RAW_HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

const signIn = (address: string = VICTIM) =>
  buildProofMessage({
    namespace: 'eip155',
    address,
    chainId: 'eip155:1',
    domain: HOST,
    uri: `https://${HOST}/`,
    issuedAt: new Date(Date.now() - 60_000),
    expirationTime: new Date(Date.now() + 3_600_000),
    nonce: 'abcdefgh12345678',
  })

/** A Sign-In refused for its scheme, which the reason quotes. */
async function refusedForScheme(scheme: string) {
  const message = `${scheme}://${signIn()}`
  const result = await verifyProof(
    { message, signature: await otherEvmAccount.signMessage({ message }) },
    { expectedDomain: HOST, now: new Date() },
  )
  const card = renderVerdict(result, HOST)
  document.body.replaceChildren(card)
  showExactChecks(card, result)
  return { result, card }
}

describe('a card shows a proof’s text only through the display step', () => {
  test('a scheme of one letter and 16 000 marks: invalid, its reason and its exact words short, the marks counted', async () => {
    for (const mark of ['\u0E33', '\u0301']) {
      const { result, card } = await refusedForScheme(`h${mark.repeat(16_000)}`)
      expect(result.verdict).toBe('invalid')
      const reason = card.querySelector('[data-testid="verify-reasons"] li[data-check="message"]')?.textContent ?? ''
      expect(reason.length).toBeLessThanOrEqual(400)
      expect(reason).toContain('combining marks left out')
      expect(card.textContent.length).toBeLessThanOrEqual(2_000)
    }
  })

  test('a bidi override and fake check marks in a quoted scheme: marked, and no ✓ but a passed check’s own', async () => {
    const fake = `\u2028✓ Signed with the private key of ${VICTIM}.\u2028✓ It was made for this site (${HOST}).`
    const { card } = await refusedForScheme(`h\u202E${fake}\u202C`)
    const text = card.textContent
    expect(text).not.toMatch(RAW_HIDDEN)
    expect(text).toContain('⟨U+202E⟩⟨U+2028⟩✓ Signed')
    const items = [...card.querySelectorAll('[data-testid="verify-reasons"] > li')]
    const passed = items.filter((item) => item.getAttribute('data-ok') === 'true').length
    expect(items.filter((item) => item.firstElementChild?.textContent === '✓')).toHaveLength(passed)
    expect(text.replace(/“[^”]*”/g, '').split('✓').length - 1).toBe(passed)
  })

  test('a forged plain message whose chain cannot be asked: the address named, not proven, and no contract wallet', async () => {
    const message = 'I owe the bearer 100 ETH.'
    const result = await verifyPlainMessage(
      {
        v: 3,
        namespace: 'eip155',
        address: VICTIM,
        message,
        signature: await otherEvmAccount.signMessage({ message }),
      },
      { getPublicClient: () => unreachableClient() },
    )
    expect(result.verdict).toBe('unverifiable')
    const card = renderPlainVerdict(result)
    const facts = [...card.querySelectorAll('dt')].map((term) => term.textContent)
    expect(facts).toContain(NAMED_NOT_PROVEN)
    expect(card.textContent).not.toContain('Signed by')
    expect(card.textContent).not.toContain('Contract wallet')
    expect(card.querySelector('[data-testid="verify-address"]')?.textContent).toBe(VICTIM)
    // Not even the note on plain messages says this address signed it.
    expect(card.querySelector('[data-testid="verify-plain-warning"]')?.textContent).not.toContain('this address signed')
  })

  test('a forged Sign-In and a forged part of a linked set, their chain unreachable: each address named, not proven', async () => {
    const message = signIn()
    const single = await verifyProof(
      { message, signature: await otherEvmAccount.signMessage({ message }) },
      { expectedDomain: HOST, now: new Date(), getPublicClient: () => unreachableClient() },
    )
    expect(single.verdict).toBe('unverifiable')
    const card = renderVerdict(single, HOST)
    expect([...card.querySelectorAll('dt')].map((term) => term.textContent)).toContain(NAMED_NOT_PROVEN)
    expect(card.querySelector('[data-testid="verify-address"]')?.textContent).toBe(VICTIM)

    const linked = await verifyLinkedProof(
      await makeLinkedProof({
        origin: `https://${HOST}`,
        issuedAt: new Date(Date.now() - 60_000),
        expirationTime: new Date(Date.now() + 3_600_000),
        accounts: [{ kind: 'evm', address: VICTIM, account: otherEvmAccount }, { kind: 'solana' }],
      }),
      { expectedDomain: HOST, now: new Date(), getPublicClient: () => unreachableClient() },
    )
    expect(linked.verdict).toBe('unverifiable')
    const set = renderLinkedVerdict(linked, HOST)
    const parts = [...set.querySelectorAll('[data-testid="verify-part"]')]
    expect(parts[0]?.textContent).toContain(NAMED_NOT_PROVEN)
    expect(parts[1]?.textContent).not.toContain(NAMED_NOT_PROVEN)
  })

  test('a valid Sign-In keeps its plain “Address”', async () => {
    const message = signIn()
    const result = await verifyProof(
      { message, signature: await evmAccount.signMessage({ message }) },
      { expectedDomain: HOST, now: new Date() },
    )
    expect(result.verdict).toBe('valid')
    const terms = [...renderVerdict(result, HOST).querySelectorAll('dt')].map((term) => term.textContent)
    expect(terms).toContain('Address')
    expect(terms).not.toContain(NAMED_NOT_PROVEN)
  })
})
