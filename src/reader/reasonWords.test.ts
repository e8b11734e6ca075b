import { describe, expect, test } from 'vitest'
import { failingFirst, reasonMark, reasonWords, type ShownReason, siteMessage } from './reasonWords'

const reason = (check: ShownReason['check'], ok: boolean, message: string, extra: Partial<ShownReason> = {}) => ({
  check,
  ok,
  message,
  ...extra,
})

describe('reasonWords', () => {
  test('a check that repeats a moment the facts show says it without the timestamp', () => {
    expect(reasonWords(reason('expired', false, 'This proof expired at 2030-01-01T00:00:00Z.'))).toBe('It has expired.')
    expect(reasonWords(reason('issued-at', true, 'Issued at 2030-01-01T00:00:00Z.'))).toBe('Not signed in the future.')
    expect(
      reasonWords(
        reason(
          'expires-after-issued',
          false,
          'It says it expires before it was signed (signed at 2030-01-02T00:00:00Z, expires at 2030-01-01T00:00:00Z), so it was never valid.',
        ),
      ),
    ).toBe('It says it expires before it was signed, so it was never valid.')
  })

  test('no standard number, nonce or RPC in what a reader sees; a linked part keeps its lead', () => {
    const shown = [
      reasonWords(
        reason('message', true, 'The signed message is a well-formed Sign-In with Ethereum (EIP-4361) message.'),
      ),
      reasonWords(
        reason(
          'signature',
          true,
          "The smart-contract wallet 0xab on chain 1 accepted the signature (EIP-1271 / ERC-6492), as reported by rpc.example, the RPC this site asks. This verdict is only as true as that host's answer.",
        ),
      ),
      reasonWords(reason('linkage', true, 'Every message carries the same one-time nonce.', { rule: 'same-nonce' })),
    ].join('\n')
    expect(shown).not.toMatch(/EIP|ERC|nonce|RPC|chain \d/)
    expect(shown).toContain('The smart-contract wallet 0xab on Ethereum accepted the signature')
    expect(
      reasonWords(reason('expired', false, 'Part 2 (0xab on Ethereum): This proof expired at 2030-01-01T00:00:00Z.')),
    ).toBe('Part 2 (0xab on Ethereum): It has expired.')
  })
})

test('a forged signature is said without the chain number or the host asked: both stay in the technical details', () => {
  expect(
    reasonWords(
      reason(
        'signature',
        false,
        'The signature was not made by the private key of 0xab, and on chain 8453 the address does not accept it as a contract wallet either (asked rpc.example).',
      ),
    ),
  ).toBe('The signature was not made by the private key of 0xab, and the address does not accept it as its own either.')
  // Another check's message may quote what was signed: shown as signed.
  expect(reasonWords(reason('message', false, 'It says “paid on chain 1”, not a Sign-In.'))).toBe(
    'It says “paid on chain 1”, not a Sign-In.',
  )
})

test('a contract wallet whose chain has no RPC: the site’s own words, this site cannot reach it, in the list and the details', () => {
  const rpcNotGiven = { address: '0xab', chainId: 1 }
  const library =
    'The signature was not made by the private key of 0xab; no RPC URL was given for eip155:1 (rpcUrls), so whether a contract wallet at this address accepts the signature could not be asked.'
  const sentence =
    'The signature was not made by the private key of 0xab, and this site cannot reach chain 1 to ask whether the wallet’s contract accepts it.'
  expect(siteMessage(reason('signature', false, library, { rpcNotGiven }))).toBe(sentence)
  expect(reasonWords(reason('signature', false, library, { rpcNotGiven }))).toBe(sentence)
  expect(
    siteMessage(reason('signature', false, `Part 2 (0xab on Ethereum): ${library}`, { rpcNotGiven, part: 1 })),
  ).toBe(`Part 2 (0xab on Ethereum): ${sentence}`)
  expect(siteMessage(reason('signature', false, library))).toBe(library)
})

describe('the order and marks of the checks', () => {
  test('the failing ones first, each group in the verifier’s order', () => {
    const checks = [
      reason('message', true, 'a'),
      reason('expired', false, 'b'),
      reason('envelope', true, 'c'),
      reason('signature', false, 'd'),
    ]
    expect(failingFirst(checks).map((r) => r.message)).toEqual(['b', 'd', 'a', 'c'])
  })

  test('what a verdict that cannot be checked waits on is marked unknown, not failed', () => {
    expect(reasonMark(reason('signature', false, ''), 'unverifiable')).toBe('?')
    expect(reasonMark(reason('signature', false, ''), 'invalid')).toBe('✗')
    expect(reasonMark(reason('domain', false, ''), 'unverifiable')).toBe('✗')
    expect(reasonMark(reason('signature', true, ''), 'unverifiable')).toBe('✓')
  })
})
