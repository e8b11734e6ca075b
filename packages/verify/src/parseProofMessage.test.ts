import fc from 'fast-check'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import { describe, expect, test } from 'vitest'
import { SOLANA_CLUSTERS } from './caip.js'
import { parseProofMessage } from './parseProofMessage.js'
import { readSiweVectors, solanaAddress } from '../../../test/proof/testing.ts'

const positive = readSiweVectors<{ message: string; fields: Record<string, unknown> }>('parsing_positive.json')
// The negative file maps each case name straight to the message text.
const negative = readSiweVectors<string>('parsing_negative.json')

/** Why each negative vector must be refused: [error code, field at fault]. */
const expectedRefusals: Record<string, [string, string | undefined]> = {
  'missing domain': ['missing-field', 'domain'],
  'missing address': ['missing-field', 'address'],
  'missing uri': ['missing-field', 'uri'],
  'missing version': ['missing-field', 'version'],
  'missing chainId': ['missing-field', 'chainId'],
  'missing nonce': ['missing-field', 'nonce'],
  'missing issuedAt': ['missing-field', 'issuedAt'],
  'out of order uri': ['unexpected-line', 'uri'],
  'out of order version': ['unexpected-line', 'version'],
  // The vector glues "Chain ID: 1" onto the nonce line, so no line starts with "Chain ID:".
  'out of order chainId': ['missing-field', 'chainId'],
  'out of order nonce': ['unexpected-line', 'nonce'],
  'out of order issuedAt': ['unexpected-line', 'issuedAt'],
  'out of order expirationTime': ['unexpected-line', undefined],
  'out of order notBefore': ['unexpected-line', undefined],
  'out of order requestId': ['unexpected-line', undefined],
  'out of order resources': ['unexpected-line', undefined],
  'domain not RFC4501 authority': ['invalid-field', 'domain'],
  'address not EIP-55': ['invalid-field', 'address'],
  'statement has line break': ['unexpected-line', undefined],
  'uri is non-RFC 3986': ['invalid-field', 'uri'],
  'version not 1': ['invalid-field', 'version'],
  'not a valid chainId': ['invalid-field', 'chainId'],
  'nonce with less then 8 chars': ['invalid-field', 'nonce'],
  'non-ISO 8601 issuedAt': ['invalid-field', 'issuedAt'],
  'non-ISO 8601 expirationTime': ['invalid-field', 'expirationTime'],
  'non-ISO 8601 notBefore': ['invalid-field', 'notBefore'],
  'resources not separated by line break': ['invalid-field', 'resources'],
  'first resource not-RFC 3986': ['invalid-field', 'resources'],
  'second resource is not-RFC3986': ['invalid-field', 'resources'],
}

describe('EIP-4361 reference vectors', () => {
  test.each(Object.entries(positive))('behavior: parses “%s”', (_, { message, fields: expected }) => {
    const result = parseProofMessage(message)
    expect(result).toMatchObject({ ok: true })
    if (!result.ok) return
    const { namespace, caip2, ...fields } = result.fields
    const { scheme, ...rest } = expected
    expect(namespace).toBe('eip155')
    expect(caip2).toBe(`eip155:${String(expected['chainId'])}`)
    expect(fields).toEqual(scheme === null || scheme === undefined ? rest : { scheme, ...rest })
  })

  test.each(Object.entries(negative))('behavior: refuses “%s”', (name, message) => {
    expect(typeof message).toBe('string')
    const [code, field] = expectedRefusals[name] ?? []
    const result = parseProofMessage(message)
    expect(result).toMatchObject({ ok: false, error: { code } })
    if (!result.ok) expect(result.error.field).toBe(field)
  })

  test('behavior: every vector is covered', () => {
    expect(Object.keys(negative).sort()).toEqual(Object.keys(expectedRefusals).sort())
    expect(Object.keys(positive)).toHaveLength(19)
  })
})

describe('EIP-4361 strictness beyond the vectors', () => {
  const base = positive['couple of optional fields']?.message ?? ''

  test.each([
    ['trailing newline', `${base}\n`],
    ['CRLF line endings', base.replaceAll('\n', '\r\n')],
    ['two blank lines before URI with a statement', base.replace('\n\nURI:', '\n\n\nURI:')],
    ['old two-newline layout without statement', base.replace(/\n\n.*\n\nURI:/, '\n\nURI:')],
    ['unknown line', base.replace('Version: 1', 'Version: 1\nColour: blue')],
    ['duplicate nonce', base.replace('Nonce: 32891757', 'Nonce: 32891757\nNonce: 32891757')],
    ['lower-case T in timestamp', base.replace('2021-09-30T16', '2021-09-30t16')],
    ['leading zero chain id', base.replace('Chain ID: 1', 'Chain ID: 01')],
    ['chain id zero', base.replace('Chain ID: 1', 'Chain ID: 0')],
    ['huge chain id', base.replace('Chain ID: 1', 'Chain ID: 99999999999999999999')],
    ['empty resource', base.replace('- ipfs://', '- ')],
    ['non-ASCII statement', base.replace('I accept', 'I \u202eaccept')],
    ['domain with space', base.replace('service.org wants', 'service .org wants')],
    ['bad scheme', `1http://${base}`],
    ['February 29 on a common year', base.replace('2021-09-30', '2021-02-29')],
    ['hour 24', base.replace('T16:25', 'T24:25')],
    ['leap second', base.replace(':24.000Z', ':60.000Z')],
  ])('behavior: refuses %s', (_, message) => {
    expect(parseProofMessage(message).ok).toBe(false)
  })

  test('behavior: accepts a leap day and a request id', () => {
    const message = base
      .replace('2021-09-30', '2024-02-29')
      .replace('\nResources:', '\nRequest ID: some_id\nResources:')
    const result = parseProofMessage(message)
    expect(result).toMatchObject({ ok: true, fields: { issuedAt: '2024-02-29T16:25:24.000Z', requestId: 'some_id' } })
  })

  test('behavior: a field out of order says so', () => {
    const result = parseProofMessage(
      base.replace('URI: https://service.org/login\nVersion: 1', 'Version: 1\nURI: https://service.org/login'),
    )
    expect(result).toMatchObject({ ok: false, error: { code: 'unexpected-line', field: 'uri' } })
  })
})

describe('Sign-In With Solana', () => {
  const input = {
    domain: 'sigil.example',
    address: solanaAddress,
    statement: 'I control this address.',
    uri: 'https://sigil.example/prove/',
    version: '1',
    chainId: 'mainnet',
    nonce: 'abcdefgh1234',
    issuedAt: '2030-01-01T00:00:00.000Z',
    expirationTime: '2030-01-02T00:00:00.000Z',
    notBefore: '2030-01-01T00:00:00.000Z',
    requestId: 'req-1',
    resources: ['https://sigil.example/a', 'ipfs://bafy'],
  }

  test('default', () => {
    const { version: _, ...rest } = input
    expect(parseProofMessage(createSignInMessageText(input))).toEqual({
      ok: true,
      fields: { namespace: 'solana', version: '1', caip2: `solana:${SOLANA_CLUSTERS.mainnet}`, ...rest },
    })
  })

  test('behavior: only domain and address are required', () => {
    const text = createSignInMessageText({ domain: 'sigil.example', address: solanaAddress })
    expect(parseProofMessage(text)).toEqual({
      ok: true,
      fields: { namespace: 'solana', domain: 'sigil.example', address: solanaAddress },
    })
  })

  test.each([
    ['solana:mainnet', `solana:${SOLANA_CLUSTERS.mainnet}`],
    ['devnet', `solana:${SOLANA_CLUSTERS.devnet}`],
    [`solana:${SOLANA_CLUSTERS.testnet}`, `solana:${SOLANA_CLUSTERS.testnet}`],
    ['localnet', undefined],
  ])('behavior: Chain ID %s maps to %s', (chainId, caip2) => {
    const result = parseProofMessage(createSignInMessageText({ ...input, chainId }))
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.fields.caip2).toBe(caip2)
  })

  const text = createSignInMessageText(input)
  test.each([
    ['trailing newline', `${text}\n`],
    ['CRLF', text.replaceAll('\n', '\r\n')],
    ['extra blank line', text.replace('\n\nURI', '\n\n\nURI')],
    ['two-line statement', text.replace('I control', 'I\ncontrol')],
    ['address not base58', text.replace(solanaAddress, `${solanaAddress.slice(0, -1)}0`)],
    ['address too short', text.replace(solanaAddress, solanaAddress.slice(0, 20))],
    ['an Ethereum address', text.replace(solanaAddress, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2')],
    ['unknown chain', text.replace('Chain ID: mainnet', 'Chain ID: moonnet')],
    ['version 2', text.replace('Version: 1', 'Version: 2')],
    ['short nonce', text.replace('abcdefgh1234', 'abc')],
    ['impossible date', text.replace('2030-01-02', '2030-02-30')],
    ['bad URI', text.replace('URI: https://sigil.example/prove/', 'URI: not a uri')],
    ['bad resource', text.replace('- ipfs://bafy', '- ::')],
    ['out-of-order fields', text.replace('Version: 1\nChain ID: mainnet', 'Chain ID: mainnet\nVersion: 1')],
    ['bad domain', text.replace('sigil.example wants', 'sigil example wants')],
  ])('behavior: refuses %s', (_, message) => {
    expect(parseProofMessage(message).ok).toBe(false)
  })

  /** The message's fields, or the code and field it is refused for. */
  const read = (message: string) => {
    const result = parseProofMessage(message)
    return result.ok ? result.fields : { code: result.error.code, field: result.error.field }
  }

  test('behavior: a scheme before the domain is an RFC 3986 scheme: a letter, then letters, digits, +, - and .', () => {
    for (const scheme of ['https', 'git+ssh', 'x-sigil.v1'])
      expect(read(createSignInMessageText({ ...input, domain: `${scheme}://sigil.example` }))).toMatchObject({
        scheme,
        domain: 'sigil.example',
      })
    for (const scheme of ['1http', 'ht_tp', 'ht tp', 'http:'])
      expect(read(createSignInMessageText({ ...input, domain: `${scheme}://sigil.example` }))).toEqual({
        code: 'invalid-field',
        field: 'scheme',
      })
  })

  test('behavior: a statement is one line of printable ASCII, wider than EIP-4361’s set; anything else is refused', () => {
    const wider = 'I said "100%" <ok> {yes} | ^ ` \\'
    expect(read(createSignInMessageText({ ...input, statement: wider }))).toMatchObject({ statement: wider })
    for (const character of ['\t', '\x7f', 'é', '\u202e', '\u200b', '\u00a0'])
      expect(read(createSignInMessageText({ ...input, statement: `I control${character} this address.` }))).toEqual({
        code: 'invalid-field',
        field: 'statement',
      })
  })

  test('behavior: a Request ID is RFC 3986 *pchar: unreserved, sub-delims, :, @ and percent-encodings', () => {
    const pchars = "a-Z.0_~!$&'()*+,;=:@%2F"
    expect(read(createSignInMessageText({ ...input, requestId: pchars }))).toMatchObject({ requestId: pchars })
    for (const requestId of ['req 1', 'req/1', 'req?1', 'req#1', '%zz', '%2', 'réq', '"req"'])
      expect(read(createSignInMessageText({ ...input, requestId }))).toEqual({
        code: 'invalid-field',
        field: 'requestId',
      })
  })
})

describe('detection and limits', () => {
  test.each([
    ['empty', ''],
    ['plain text', 'hello world'],
    ['other chain', 'x.org wants you to sign in with your Bitcoin account:\nbc1q'],
  ])('behavior: %s is not a sign-in message', (_, text) => {
    expect(parseProofMessage(text)).toMatchObject({ ok: false, error: { code: 'not-a-sign-in-message' } })
  })

  test('behavior: refuses oversized input quickly', () => {
    const huge = `a.org wants you to sign in with your Ethereum account:\n${'x'.repeat(10_000_000)}`
    const started = performance.now()
    expect(parseProofMessage(huge)).toMatchObject({ ok: false, error: { code: 'too-large' } })
    expect(performance.now() - started).toBeLessThan(100) // O(1): a length check
  })

  test('behavior: a long run of blank lines does not make the SIWS parser crawl', () => {
    // Unguarded, the Wallet Standard's lazy statement regex takes ~0.2 s on this (quadratic).
    const text = `a.org wants you to sign in with your Solana account:\n${solanaAddress}\n\n${'\n'.repeat(16_000)}x`
    const started = performance.now()
    expect(parseProofMessage(text).ok).toBe(false)
    expect(performance.now() - started).toBeLessThan(100)
  })

  test('behavior: never throws on non-strings', () => {
    for (const value of [undefined, null, 1, {}, [], Symbol('x')])
      expect(parseProofMessage(value as string).ok).toBe(false)
  })
})

test('behavior: any text after a sign-in header gives a result without throwing', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(
        ' wants you to sign in with your Ethereum account:\n',
        ' wants you to sign in with your Solana account:\n',
      ),
      fc.string({ unit: 'binary' }),
      fc.string({ unit: 'binary' }),
      (header, before, after) => {
        expect(typeof parseProofMessage(`${before}${header}${after}`).ok).toBe('boolean')
      },
    ),
    { numRuns: 500, seed: 42 },
  )
}, 30_000)
