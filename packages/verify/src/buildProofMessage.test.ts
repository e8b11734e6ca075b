import { describe, expect, test } from 'vitest'
import { BuildProofMessageError, buildProofMessage, type BuildProofMessageParameters } from './buildProofMessage.js'
import { SOLANA_CLUSTERS } from './caip.js'
import { createNonce } from './createNonce.js'
import { parseProofMessage } from './parseProofMessage.js'
import { evmAccount, expirationTime, issuedAt, solanaAddress } from '../../../test/proof/testing.ts'
import { expirationFor, VALIDITY_WINDOWS } from './validityWindows.js'

const evm: BuildProofMessageParameters = {
  namespace: 'eip155',
  address: evmAccount.address.toLowerCase(),
  chainId: 'eip155:8453',
  domain: 'sigil.example',
  uri: 'https://sigil.example/prove/',
  statement: 'I control this address.',
  issuedAt,
  expirationTime,
  nonce: 'abcdefgh12345678',
}
const solana: BuildProofMessageParameters = {
  ...evm,
  namespace: 'solana',
  address: solanaAddress,
  chainId: `solana:${SOLANA_CLUSTERS.mainnet}`,
}

test('default', () => {
  expect(buildProofMessage(evm)).toBe(
    `sigil.example wants you to sign in with your Ethereum account:
${evmAccount.address}

I control this address.

URI: https://sigil.example/prove/
Version: 1
Chain ID: 8453
Nonce: abcdefgh12345678
Issued At: 2030-01-01T00:00:00.000Z
Expiration Time: 2030-01-08T00:00:00.000Z`,
  )
  expect(buildProofMessage(solana)).toBe(
    `sigil.example wants you to sign in with your Solana account:
${solanaAddress}

I control this address.

URI: https://sigil.example/prove/
Version: 1
Chain ID: mainnet
Nonce: abcdefgh12345678
Issued At: 2030-01-01T00:00:00.000Z
Expiration Time: 2030-01-08T00:00:00.000Z`,
  )
})

describe('behavior: build → parse round trip', () => {
  test.each([
    ['EVM with statement', evm],
    ['EVM without statement', { ...evm, statement: undefined }],
    ['EVM with empty statement', { ...evm, statement: '' }],
    ['EVM on localhost', { ...evm, domain: 'localhost:4321', uri: 'http://localhost:4321/prove/' }],
    ['Solana with statement', solana],
    ['Solana without statement', { ...solana, statement: undefined }],
    ['Solana on devnet', { ...solana, chainId: `solana:${SOLANA_CLUSTERS.devnet}` }],
  ])('%s', (_, parameters: BuildProofMessageParameters) => {
    const message = buildProofMessage({ ...parameters, nonce: createNonce() })
    const result = parseProofMessage(message)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const { fields } = result
    expect(fields.namespace).toBe(parameters.namespace)
    expect(fields.caip2).toBe(parameters.chainId)
    expect(fields.address.toLowerCase()).toBe(parameters.address.toLowerCase())
    expect(fields.domain).toBe(parameters.domain)
    expect(fields.uri).toBe(parameters.uri)
    expect(fields.statement).toBe(parameters.statement || undefined)
    expect(fields.issuedAt).toBe(parameters.issuedAt.toISOString())
    expect(fields.expirationTime).toBe(parameters.expirationTime.toISOString())
    expect(fields.version).toBe('1')
  })

  test('EVM addresses are written checksummed', () => {
    expect(buildProofMessage(evm).split('\n')[1]).toBe(evmAccount.address)
  })

  test.each([
    ['EVM', evm],
    ['Solana', solana],
  ])('%s: resources (a linked proof’s CAIP-10 accounts) are listed and read back', (_, parameters) => {
    const resources = [
      `eip155:8453:${evmAccount.address}`,
      `solana:${SOLANA_CLUSTERS.mainnet}:${solanaAddress}`,
      'https://sigil.example/terms',
    ]
    const message = buildProofMessage({ ...parameters, resources })
    expect(message.endsWith(`\nResources:\n- ${resources.join('\n- ')}`)).toBe(true)
    expect(parseProofMessage(message)).toMatchObject({ ok: true, fields: { resources } })
    // None, or an empty list: no Resources line at all.
    expect(buildProofMessage({ ...parameters, resources: [] })).toBe(buildProofMessage(parameters))
  })

  test('an unnamed Solana chain is written as its CAIP-2 id', () => {
    const chainId = 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K'
    const message = buildProofMessage({ ...solana, chainId })
    expect(message).toContain(`Chain ID: ${chainId}`)
    expect(parseProofMessage(message)).toMatchObject({ ok: true, fields: { caip2: chainId } })
  })
})

describe('behavior: refuses bad input with a typed error', () => {
  test.each([
    ['statement too long', { ...evm, statement: 'a'.repeat(281) }, 'statement-too-long'],
    ['statement with a line break', { ...evm, statement: 'one\ntwo' }, 'statement-line-break'],
    ['statement with a Unicode line separator', { ...solana, statement: 'one\u2028two' }, 'statement-line-break'],
    ['statement with non-ASCII', { ...evm, statement: 'I’m here' }, 'statement-character'],
    ['statement with a bidi override', { ...solana, statement: 'abc\u202edef' }, 'statement-character'],
    ['EVM address that is not one', { ...evm, address: '0x1234' }, 'invalid-address'],
    ['Solana address on EVM', { ...evm, address: solanaAddress }, 'invalid-address'],
    ['EVM address on Solana', { ...solana, address: evmAccount.address }, 'invalid-address'],
    ['chain of another namespace', { ...evm, chainId: solana.chainId }, 'invalid-chain'],
    ['chain that is not CAIP-2', { ...evm, chainId: '8453' }, 'invalid-chain'],
    ['Solana cluster name instead of CAIP-2', { ...solana, chainId: 'solana:mainnet' }, 'invalid-chain'],
    ['domain with a path', { ...evm, domain: 'sigil.example/prove' }, 'invalid-domain'],
    ['empty domain', { ...solana, domain: '' }, 'invalid-domain'],
    ['relative URI', { ...evm, uri: '/prove/' }, 'invalid-uri'],
    ['short nonce', { ...evm, nonce: 'abc' }, 'invalid-nonce'],
    ['nonce with symbols', { ...solana, nonce: 'abcdefgh-123' }, 'invalid-nonce'],
    ['expiry before issue', { ...evm, expirationTime: issuedAt, issuedAt: expirationTime }, 'invalid-time'],
    ['invalid date', { ...solana, issuedAt: new Date(Number.NaN) }, 'invalid-time'],
    ['a year past 9999', { ...evm, expirationTime: new Date('+010000-01-01T00:00:00Z') }, 'invalid-time'],
    ['a resource that is not a URI', { ...evm, resources: ['not a uri'] }, 'invalid-resource'],
    ['a resource with a line break', { ...solana, resources: ['eip155:1:0xab\n- evil:1'] }, 'invalid-resource'],
    ['an empty resource', { ...solana, resources: [''] }, 'invalid-resource'],
  ])('%s', (_, parameters: BuildProofMessageParameters, code) => {
    let thrown: unknown
    try {
      buildProofMessage(parameters)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(BuildProofMessageError)
    expect((thrown as BuildProofMessageError).code).toBe(code)
    expect((thrown as BuildProofMessageError).message.length).toBeGreaterThan(10)
  })

  test('a 280-character statement is fine', () => {
    expect(() => buildProofMessage({ ...evm, statement: 'a'.repeat(280) })).not.toThrow()
  })
})

describe('VALIDITY_WINDOWS', () => {
  test('default', () => {
    expect(VALIDITY_WINDOWS.map((w) => [w.id, w.label, w.milliseconds / 3_600_000])).toEqual([
      ['1h', '1 hour', 1],
      ['1d', '1 day', 24],
      ['7d', '7 days', 168],
      ['30d', '30 days', 720],
    ])
  })

  test('behavior: expirationFor adds the window', () => {
    expect(expirationFor(issuedAt, '7d')).toEqual(expirationTime)
  })
})
