import { describe, expect, test } from 'vitest'
import { createNonce } from './createNonce'
import { createRequestNonce } from './createRequestNonce'
import {
  decodeRequestFragment,
  encodeRequestLink,
  encodeRequestPayload,
  isRollCall,
  validateRequest,
  type ProofRequest,
} from './requestLink'
import fc from 'fast-check'
import { evmAccount, solanaAddress } from '../../../test/proof/testing.ts'
import { prng } from '../../../test/proof/fuzzing.ts'
import type { HoldingRequirementJson } from './holdings/holdingRequirement'
import { BASE, BASE_USDC, SOLANA_MAINNET, SOLANA_USDC } from '../test/holdings/requirements.ts'

function request(overrides: Partial<ProofRequest> = {}): ProofRequest {
  return {
    v: 1,
    want: 'eip155',
    addresses: [evmAccount.address],
    statement: 'I am alice on the forum',
    nonce: createRequestNonce(),
    expires: '2030-01-01T00:10:00.000Z',
    ...overrides,
  }
}

describe('request link', () => {
  test('round trip under the base path, for each kind of request', () => {
    for (const made of [
      request(),
      request({ want: 'solana', addresses: [solanaAddress], statement: undefined }),
      request({ addresses: [] }),
      request({ want: 'linked', addresses: [evmAccount.address, solanaAddress] }),
      request({ want: 'linked', addresses: [] }),
    ]) {
      const link = encodeRequestLink(made, 'https://user.github.io/sigil/')
      expect(link).toMatch(/^https:\/\/user\.github\.io\/sigil\/prove\/#request=[\w-]+$/)
      const decoded = decodeRequestFragment(link)
      expect(decoded).toEqual({ ok: true, request: { ...made, ...(made.statement ? {} : { statement: undefined }) } })
      if (decoded.ok) expect(encodeRequestPayload(decoded.request)).toBe(link.split('#request=')[1])
    }
  })

  test('a roll call (version 2) names no addresses, for each family; a one-answer link (version 1) reads as before', () => {
    for (const want of ['eip155', 'solana', 'linked'] as const) {
      const made = request({ v: 2, want, addresses: [] })
      const decoded = decodeRequestFragment(encodeRequestLink(made, 'https://sigil.example/'))
      expect(decoded.ok && decoded.request).toEqual(made)
      expect(decoded.ok && isRollCall(decoded.request)).toBe(true)
    }
    const one = decodeRequestFragment(encodeRequestLink(request(), 'https://sigil.example/'))
    expect(one.ok && isRollCall(one.request)).toBe(false)
    expect(validateRequest({ ...request({ v: 2 }) })).toMatchObject({ ok: false, error: { field: 'addresses' } })
    expect(validateRequest({ ...request({ addresses: [] }), addresses: undefined, v: 3 })).toMatchObject({
      ok: false,
      error: { field: 'v' },
    })
  })

  test('only a nonce of the request form is read: never one a sign-in back end could be waiting for', () => {
    expect(validateRequest({ ...request(), nonce: 'abcdefgh12345678' }).ok).toBe(false)
    expect(validateRequest({ ...request(), nonce: createNonce() }).ok).toBe(false)
    expect(validateRequest({ ...request(), nonce: `sigil${'a'.repeat(16)}` }).ok).toBe(false)
    const foreign = validateRequest({ ...request(), nonce: 'Abcdefgh12345678Xyz' })
    expect(foreign.ok || foreign.error.field).toBe('nonce')
    expect(validateRequest({ ...request(), nonce: createRequestNonce() }).ok).toBe(true)
  })

  test.each([
    ['an unknown field', { extra: 1 }],
    ['another version', { v: 2 }],
    ['an unknown family', { want: 'bitcoin' }],
    ['an empty address list (any is written as no list)', { addresses: [] }],
    ['a Solana address for EVM', { addresses: [solanaAddress] }],
    ['two addresses for one proof', { addresses: [evmAccount.address, evmAccount.address] }],
    ['a bad checksum', { addresses: [evmAccount.address.replace('f39F', 'F39F')] }],
    ['a statement with a line break', { statement: 'a\nb' }],
    ['an empty statement', { statement: '' }],
    ['a statement too long', { statement: 'a'.repeat(281) }],
    ['a time in another spelling', { expires: '2030-01-01T00:10:00Z' }],
    ['an impossible date', { expires: '2030-02-31T00:10:00.000Z' }],
  ])('refused: %s', (_, change) => {
    const result = validateRequest({ ...request(), ...change })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.message).toMatch(/^This request link cannot be used: /)
  })

  test('an address of the wrong family is named in plain words, never "EVM"', () => {
    const refusal = (change: object) => {
      const result = validateRequest({ ...request(), ...change })
      return result.ok ? undefined : result.error.message
    }
    expect(refusal({ addresses: [solanaAddress] })).toContain('is not an Ethereum-style address')
    expect(refusal({ want: 'solana', addresses: [evmAccount.address] })).toContain('is not a Solana address')
    expect(refusal({ want: 'linked', addresses: [evmAccount.address, 'nope'] })).toContain(
      'is not an Ethereum-style or Solana address',
    )
    expect(refusal({ want: 'bitcoin' })).toContain(
      'whether an Ethereum-style address, a Solana address or a linked set',
    )
  })

  test('linked: 2 to 5 distinct addresses, or none', () => {
    const linked = (addresses: string[]) => validateRequest({ ...request(), want: 'linked', addresses }).ok
    expect(linked([evmAccount.address])).toBe(false)
    expect(linked([evmAccount.address, evmAccount.address.toLowerCase()])).toBe(false)
    expect(linked([evmAccount.address, solanaAddress])).toBe(true)
  })

  test('the same request spelled another way is refused: one spelling per request', () => {
    const made = request()
    const canonical = new TextDecoder().decode(Buffer.from(encodeRequestPayload(made), 'base64url'))
    for (const json of [
      canonical.replace('"want":', '"want": '),
      `${canonical}\n`,
      JSON.stringify({
        want: made.want,
        v: made.v,
        addresses: made.addresses,
        statement: made.statement,
        nonce: made.nonce,
        expires: made.expires,
      }),
      canonical.replace('alice', '\\u0061lice'),
    ]) {
      expect(JSON.parse(json)).toEqual(JSON.parse(canonical))
      const decoded = decodeRequestFragment(`#request=${Buffer.from(json, 'utf8').toString('base64url')}`)
      expect(decoded).toMatchObject({ ok: false, error: { code: 'bad-encoding' } })
      if (!decoded.ok) expect(decoded.error.message).toMatch(/not spelled the way Sigil writes a request/)
    }
    expect(decodeRequestFragment(`#request=${encodeRequestPayload(made)}`).ok).toBe(true)
  })

  test('garbage of any type gives a message, never a throw', () => {
    for (const input of [
      undefined,
      null,
      3,
      {},
      '',
      '#request=',
      '#request=%%%',
      '#request=bm90IGpzb24',
      'x'.repeat(5000),
    ])
      expect(decodeRequestFragment(input).ok).toBe(false)
  })

  test('5 000 mutations of request links: never a throw; whatever reads is a request Sigil would write', () => {
    const pick = prng(20300101)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=%#&"{}[]:, é'
    const originals = [
      request(),
      request({ want: 'linked', addresses: [evmAccount.address, solanaAddress] }),
      request({ want: 'solana', addresses: [], statement: undefined }),
    ]
    let read = 0
    for (let i = 0; i < 5000; i++) {
      const original = originals[pick(originals.length)]!
      let fragment: string
      if (pick(2) === 0) {
        const payload = encodeRequestPayload(original)
        const at = pick(payload.length + 1)
        const char = alphabet[pick(alphabet.length)]!
        fragment =
          '#request=' +
          (pick(2) === 0
            ? payload.slice(0, at) + char + payload.slice(at + 1)
            : payload.slice(0, at) + payload.slice(at + 1))
      } else {
        const json = JSON.stringify({
          ...original,
          addresses: original.addresses.length ? original.addresses : undefined,
        })
        const at = pick(json.length + 1)
        const mutated = json.slice(0, at) + alphabet[pick(alphabet.length)]! + json.slice(at + 1)
        fragment = '#request=' + Buffer.from(mutated, 'utf8').toString('base64url')
      }
      const decoded = decodeRequestFragment(fragment)
      if (!decoded.ok) {
        expect(decoded.error.message.length).toBeGreaterThan(20)
        continue
      }
      read++
      // Whatever reads back is canonical: it re-encodes to the very same payload and validates again.
      expect(encodeRequestPayload(decoded.request)).toBe(fragment.slice('#request='.length))
      expect(validateRequest(JSON.parse(Buffer.from(fragment.slice(9), 'base64url').toString())).ok).toBe(true)
    }
    expect(read).toBeLessThan(5000)
  })
})

const otherEvm = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('request link: what each answer must hold', () => {
  const usdc: HoldingRequirementJson = {
    network: BASE,
    asset: { kind: 'erc20', contract: BASE_USDC },
    atLeast: '100000000',
  }
  const splUsdc: HoldingRequirementJson = {
    network: SOLANA_MAINNET,
    asset: { kind: 'spl', mint: SOLANA_USDC },
    atLeast: '1',
  }
  const checks = { checksHoldings: true }

  test('a requirement of each kind travels in a one-answer request and a roll call, and reads back as written', () => {
    for (const made of [
      request({ holds: usdc }),
      request({ v: 2, addresses: [], holds: { network: 'eip155:1', asset: { kind: 'native' }, atLeast: '1' } }),
      request({ v: 2, addresses: [], holds: { ...usdc, asset: { kind: 'erc721', contract: BASE_USDC } } }),
      request({
        v: 2,
        addresses: [],
        holds: { ...usdc, asset: { kind: 'erc1155', contract: BASE_USDC, tokenId: '0' }, atLeast: '3' },
      }),
      request({ want: 'solana', addresses: [solanaAddress], holds: splUsdc }),
      request({ v: 2, want: 'solana', addresses: [], holds: { ...splUsdc, asset: { kind: 'native' } } }),
      request({ want: 'linked', addresses: [evmAccount.address, solanaAddress], holds: splUsdc }),
      request({ v: 2, want: 'linked', addresses: [], holds: usdc }),
    ]) {
      const link = encodeRequestLink(made, 'https://sigil.example/')
      const decoded = decodeRequestFragment(link, checks)
      expect(decoded).toEqual({ ok: true, request: made })
      if (decoded.ok) expect(encodeRequestPayload(decoded.request)).toBe(link.split('#request=')[1])
    }
  })

  test('the requirement sits after the statement, its keys in one order', () => {
    const json = new TextDecoder().decode(
      Buffer.from(
        encodeRequestPayload(request({ holds: { atLeast: '5', asset: usdc.asset, network: BASE } })),
        'base64url',
      ),
    )
    expect(json).toContain(
      `"statement":"I am alice on the forum","holds":{"network":"${BASE}","asset":{"kind":"erc20","contract":"${BASE_USDC}"},"atLeast":"5"},"nonce":`,
    )
  })

  test('a reader that does not check holdings refuses the link, as a reader older than the requirement does', () => {
    const link = encodeRequestLink(request({ v: 2, addresses: [], holds: usdc }), 'https://sigil.example/')
    for (const decoded of [decodeRequestFragment(link), decodeRequestFragment(link, { checksHoldings: false })]) {
      expect(decoded).toMatchObject({ ok: false, error: { code: 'bad-field', field: 'holds' } })
      if (!decoded.ok)
        expect(decoded.error.message).toBe(
          'This request link cannot be used: it asks that each answer hold a coin or token, which this reader does not check. It may have been edited; ask for the link again.',
        )
    }
    expect(validateRequest({ ...request(), holds: usdc })).toMatchObject({ ok: false, error: { field: 'holds' } })
    // A key this reader does not know refuses the whole link: the next field, like this one, is never dropped unread.
    expect(validateRequest({ ...request(), holds: usdc, holdsAll: [usdc] }, checks)).toMatchObject({
      ok: false,
      error: { field: 'holdsAll' },
    })
  })

  test('a link with no requirement reads as before, whether or not the reader checks holdings', () => {
    const link = encodeRequestLink(request(), 'https://sigil.example/')
    expect(decodeRequestFragment(link, checks)).toEqual(decodeRequestFragment(link))
    expect(decodeRequestFragment(link).ok).toBe(true)
  })

  test.each<[string, Partial<ProofRequest>, RegExp]>([
    [
      'holdings on Solana for an Ethereum-style address',
      { holds: splUsdc },
      /asks for an Ethereum-style address, yet for holdings on solana:/,
    ],
    [
      'holdings on Base for a Solana address',
      { want: 'solana', addresses: [solanaAddress], holds: usdc },
      /asks for a Solana address, yet for holdings on eip155:8453/,
    ],
    [
      'holdings on Solana for a linked set of EVM addresses',
      { want: 'linked', addresses: [evmAccount.address, otherEvm], holds: splUsdc },
      /names no address there/,
    ],
    [
      'holdings on Base for any Solana address',
      { v: 2, want: 'solana', addresses: [], holds: usdc },
      /Solana address, yet for holdings on eip155/,
    ],
    ['a requirement that is not one', { holds: { ...usdc, atLeast: '0' } }, /from 1 to 2\^256 − 1/],
    [
      'a requirement with a field of its own',
      { holds: { ...usdc, symbol: 'USDC' } as HoldingRequirementJson },
      /field Sigil does not write \(“symbol”\)/,
    ],
  ])('refused: %s', (_, change, message) => {
    // As a link writes it: a request for any address has no list.
    const { addresses, ...asked } = { ...request(), ...change }
    const result = validateRequest(addresses.length > 0 ? { ...asked, addresses } : asked, checks)
    expect(result).toMatchObject({ ok: false, error: { field: 'holds' } })
    if (!result.ok) expect(result.error.message).toMatch(message)
    if (!result.ok)
      expect(result.error.message).toMatch(
        /^This request link cannot be used: .*\. It may have been edited; ask for the link again\.$/,
      )
  })

  test('the requirement spelled another way is refused: one spelling per request', () => {
    const made = request({ holds: usdc })
    const canonical = new TextDecoder().decode(Buffer.from(encodeRequestPayload(made), 'base64url'))
    for (const json of [
      canonical.replace(
        '"network":"eip155:8453","asset":{"kind":"erc20","contract":"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"}',
        '"asset":{"kind":"erc20","contract":"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"},"network":"eip155:8453"',
      ),
      canonical.replace(
        '"kind":"erc20","contract":"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"',
        '"contract":"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913","kind":"erc20"',
      ),
      canonical.replace('"holds":{"network"', '"holds": {"network"'),
      canonical.replace('"atLeast":"100000000"', '"atLeast":"1\\u0030\\u0030000000"'),
      canonical
        .replace(
          ',"holds":{"network":"eip155:8453","asset":{"kind":"erc20","contract":"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"},"atLeast":"100000000"},"nonce"',
          ',"nonce"',
        )
        .replace('}', `,"holds":${JSON.stringify(usdc)}}`),
    ]) {
      expect(json).not.toBe(canonical)
      expect(JSON.parse(json)).toEqual(JSON.parse(canonical))
      const decoded = decodeRequestFragment(`#request=${Buffer.from(json, 'utf8').toString('base64url')}`, checks)
      expect(decoded).toMatchObject({ ok: false, error: { code: 'bad-encoding' } })
    }
    // Amounts only as decimal strings: a JSON number is refused, not rounded.
    const asNumber = canonical.replace('"atLeast":"100000000"', '"atLeast":100000000')
    expect(
      decodeRequestFragment(`#request=${Buffer.from(asNumber, 'utf8').toString('base64url')}`, checks),
    ).toMatchObject({
      ok: false,
      error: { code: 'bad-field', field: 'holds' },
    })
  })

  test('5 000 mutations of links with a requirement: never a throw; whatever reads is a request Sigil would write', () => {
    const pick = prng(20300102)
    const alphabet = '0123456789abcdefABCDEF:xX-_.,"{}[] '
    const originals = [
      request({ v: 2, addresses: [], holds: usdc }),
      request({
        v: 2,
        addresses: [],
        holds: { ...usdc, asset: { kind: 'erc1155', contract: BASE_USDC, tokenId: '42' }, atLeast: '7' },
      }),
      request({ want: 'linked', addresses: [evmAccount.address, solanaAddress], holds: splUsdc }),
    ]
    let read = 0
    for (let i = 0; i < 5000; i++) {
      const original = originals[pick(originals.length)]!
      const json = new TextDecoder().decode(Buffer.from(encodeRequestPayload(original), 'base64url'))
      // Aim inside the requirement: from its key to the nonce.
      const from = json.indexOf('"holds"')
      const at = from + pick(json.indexOf('"nonce"') - from)
      const char = alphabet[pick(alphabet.length)]!
      const mutated =
        pick(2) === 0 ? json.slice(0, at) + char + json.slice(at + 1) : json.slice(0, at) + char + json.slice(at)
      const fragment = `#request=${Buffer.from(mutated, 'utf8').toString('base64url')}`
      const decoded = decodeRequestFragment(fragment, checks)
      if (!decoded.ok) {
        expect(decoded.error.message.length).toBeGreaterThan(20)
        continue
      }
      read++
      expect(encodeRequestPayload(decoded.request)).toBe(fragment.slice('#request='.length))
      expect(validateRequest(JSON.parse(mutated), checks).ok).toBe(true)
    }
    // Some edits read as another requirement (another amount, chain or token id): the verifier's own record refuses those.
    expect(read).toBeGreaterThan(0)
    expect(read).toBeLessThan(5000)
  })

  test('property: every request, with or without a requirement, encodes to a link that decodes to itself', () => {
    const contract = fc.constantFrom(BASE_USDC, evmAccount.address, otherEvm)
    const evmHolds = fc.record({
      network: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }).map((id) => `eip155:${id}`),
      asset: fc.oneof(
        fc.constant({ kind: 'native' as const }),
        fc.record({ kind: fc.constantFrom('erc20' as const, 'erc721' as const), contract }),
        fc.record({
          kind: fc.constant('erc1155' as const),
          contract,
          tokenId: fc.bigInt(0n, 2n ** 256n - 1n).map(String),
        }),
      ),
      atLeast: fc.bigInt(1n, 2n ** 256n - 1n).map(String),
    })
    const solanaHolds = fc.record({
      network: fc.constant(SOLANA_MAINNET),
      asset: fc.oneof(
        fc.constant({ kind: 'native' as const }),
        fc.constant({ kind: 'spl' as const, mint: SOLANA_USDC }),
      ),
      atLeast: fc.bigInt(1n, 2n ** 64n - 1n).map(String),
    })
    const shape = fc.constantFrom(
      { v: 1 as const, want: 'eip155' as const, addresses: [evmAccount.address] },
      { v: 1 as const, want: 'eip155' as const, addresses: [] },
      { v: 1 as const, want: 'solana' as const, addresses: [solanaAddress] },
      { v: 1 as const, want: 'linked' as const, addresses: [evmAccount.address, solanaAddress] },
      { v: 2 as const, want: 'eip155' as const, addresses: [] },
      { v: 2 as const, want: 'solana' as const, addresses: [] },
      { v: 2 as const, want: 'linked' as const, addresses: [] },
    )
    const made = shape.chain((asked) =>
      fc.record({
        v: fc.constant(asked.v),
        want: fc.constant(asked.want),
        addresses: fc.constant<string[]>([...asked.addresses]),
        statement: fc.option(fc.constantFrom('I am on the allowlist', 'I hold the token'), { nil: undefined }),
        holds: fc.option(
          asked.want === 'eip155' ? evmHolds : asked.want === 'solana' ? solanaHolds : fc.oneof(evmHolds, solanaHolds),
          { nil: undefined },
        ),
        nonce: fc.constant(createRequestNonce()),
        expires: fc.constant('2030-01-01T00:10:00.000Z'),
      }),
    )
    fc.assert(
      fc.property(made, (value) => {
        const { statement, holds, ...rest } = value
        const asked: ProofRequest = {
          ...rest,
          ...(statement === undefined ? {} : { statement }),
          ...(holds === undefined ? {} : { holds }),
        }
        const link = encodeRequestLink(asked, 'https://sigil.example/')
        const decoded = decodeRequestFragment(link, checks)
        expect(decoded).toEqual({ ok: true, request: asked })
        if (decoded.ok) expect(encodeRequestLink(decoded.request, 'https://sigil.example/')).toBe(link)
        // Only a reader that checks holdings reads a link that asks for them.
        expect(decodeRequestFragment(link).ok).toBe(holds === undefined)
      }),
      { numRuns: 1000 },
    )
  })
})
