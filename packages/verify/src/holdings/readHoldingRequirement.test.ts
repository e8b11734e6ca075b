import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { getAddress } from '../evmAddress'
import { MAX_UINT256, MAX_UINT64 } from './baseUnits'
import type { HoldingRequirement } from './holdingRequirement'
import { holdingRequirementToJson } from './holdingRequirementToJson'
import { readHoldingRequirement } from './readHoldingRequirement'
import { BASE, BASE_USDC, SOLANA_MAINNET, SOLANA_USDC } from '../../test/holdings/requirements'

const erc20 = { network: BASE, asset: { kind: 'erc20', contract: BASE_USDC }, atLeast: '100000000' }

function why(value: unknown): string | undefined {
  const read = readHoldingRequirement(value)
  return read.ok ? undefined : read.why
}

describe('readHoldingRequirement', () => {
  test.each<[string, HoldingRequirement]>([
    ['ETH on Ethereum', { network: 'eip155:1', asset: { kind: 'native' }, atLeast: 10n ** 17n }],
    ['100 USDC on Base', { network: BASE, asset: { kind: 'erc20', contract: BASE_USDC }, atLeast: 100_000_000n }],
    ['one NFT of a collection', { network: BASE, asset: { kind: 'erc721', contract: BASE_USDC }, atLeast: 1n }],
    [
      'an ERC-1155 id, at 0 and at 2^256 − 1',
      { network: BASE, asset: { kind: 'erc1155', contract: BASE_USDC, tokenId: MAX_UINT256 }, atLeast: MAX_UINT256 },
    ],
    ['an ERC-1155 id 0', { network: BASE, asset: { kind: 'erc1155', contract: BASE_USDC, tokenId: 0n }, atLeast: 1n }],
    ['SOL', { network: SOLANA_MAINNET, asset: { kind: 'native' }, atLeast: MAX_UINT64 }],
    ['an SPL token', { network: SOLANA_MAINNET, asset: { kind: 'spl', mint: SOLANA_USDC }, atLeast: 1n }],
  ])('%s: read back from its JSON exactly', (_, requirement) => {
    const json = holdingRequirementToJson(requirement)
    const read = readHoldingRequirement(JSON.parse(JSON.stringify(json)))
    expect(read).toEqual({ ok: true, requirement, family: requirement.network.split(':')[0] })
  })

  test('the JSON form has its keys in one order, amounts as decimal strings', () => {
    expect(
      JSON.stringify(
        holdingRequirementToJson({
          atLeast: 5n,
          asset: { tokenId: 7n, contract: BASE_USDC, kind: 'erc1155' },
          network: BASE,
        }),
      ),
    ).toBe(`{"network":"${BASE}","asset":{"kind":"erc1155","contract":"${BASE_USDC}","tokenId":"7"},"atLeast":"5"}`)
  })

  test.each<[string, unknown, RegExp]>([
    ['not an object', 'USDC', /is not a requirement/],
    ['a list', [erc20], /is not a requirement/],
    ['null', null, /is not a requirement/],
    ['an unknown key', { ...erc20, decimals: 6 }, /field Sigil does not write \(“decimals”\)/],
    ['no network', { asset: erc20.asset, atLeast: '1' }, /not a CAIP-2 network id \(none\)/],
    ['a network by name', { ...erc20, network: 'base' }, /not a CAIP-2 network id \(“base”\)/],
    ['a chain id zero-padded', { ...erc20, network: 'eip155:08453' }, /CAIP-2/],
    ['a chain id beyond 2^53', { ...erc20, network: 'eip155:9007199254740993' }, /CAIP-2/],
    ['a network of another family', { ...erc20, network: 'cosmos:cosmoshub-4' }, /CAIP-2/],
    ['a Solana network by cluster name', { ...erc20, network: 'solana:mainnet' }, /CAIP-2/],
    ['a Solana genesis hash written whole', { ...erc20, network: `${SOLANA_MAINNET}Kq` }, /CAIP-2/],
    ['a network id too long', { ...erc20, network: `eip155:${'1'.repeat(100)}` }, /CAIP-2/],
    ['no asset', { network: BASE, atLeast: '1' }, /asset .* is not one Sigil reads/],
    ['an unknown kind', { ...erc20, asset: { kind: 'erc777', contract: BASE_USDC } }, /is not one Sigil reads/],
    ['a kind spelled otherwise', { ...erc20, asset: { kind: 'ERC20', contract: BASE_USDC } }, /is not one Sigil reads/],
    ['a kind from the prototype', { ...erc20, asset: { kind: 'toString' } }, /is not one Sigil reads/],
    ['an ERC-20 on Solana', { ...erc20, network: SOLANA_MAINNET }, /an ERC-20 token on solana:.*where there is none/],
    [
      'an SPL token on an EVM network',
      { ...erc20, asset: { kind: 'spl', mint: SOLANA_USDC } },
      /an SPL token on eip155:8453/,
    ],
    ['a coin with a contract', { ...erc20, asset: { kind: 'native', contract: BASE_USDC } }, /“contract”/],
    [
      'an ERC-20 with a token id',
      { ...erc20, asset: { ...erc20.asset, tokenId: '1' } },
      /asset .* field Sigil does not write \(“tokenId”\)/,
    ],
    ['an ERC-20 with no contract', { ...erc20, asset: { kind: 'erc20' } }, /contract .* not an Ethereum-style/],
    [
      'a contract in lower case',
      { ...erc20, asset: { kind: 'erc20', contract: BASE_USDC.toLowerCase() } },
      /not written as Sigil writes it \(checksummed\)/,
    ],
    [
      'a contract with a bad checksum',
      { ...erc20, asset: { kind: 'erc20', contract: BASE_USDC.replace('fCD', 'FCD') } },
      /checksummed/,
    ],
    ['the zero address', { ...erc20, asset: { kind: 'erc20', contract: `0x${'0'.repeat(40)}` } }, /zero address/],
    ['a short contract', { ...erc20, asset: { kind: 'erc20', contract: BASE_USDC.slice(0, -1) } }, /Ethereum-style/],
    [
      'an ERC-1155 with no token id',
      { ...erc20, asset: { kind: 'erc1155', contract: BASE_USDC } },
      /token id .* not a whole number/,
    ],
    ['a token id as a number', { ...erc20, asset: { kind: 'erc1155', contract: BASE_USDC, tokenId: 1 } }, /token id/],
    [
      'a token id zero-padded',
      { ...erc20, asset: { kind: 'erc1155', contract: BASE_USDC, tokenId: '01' } },
      /token id/,
    ],
    ['a token id in hex', { ...erc20, asset: { kind: 'erc1155', contract: BASE_USDC, tokenId: '0x1' } }, /token id/],
    [
      'a token id of 2^256',
      { ...erc20, asset: { kind: 'erc1155', contract: BASE_USDC, tokenId: (MAX_UINT256 + 1n).toString() } },
      /token id/,
    ],
    [
      'an SPL mint that is not base58',
      { network: SOLANA_MAINNET, asset: { kind: 'spl', mint: '0OIl' }, atLeast: '1' },
      /mint .* not a Solana address/,
    ],
    [
      'an SPL mint of 31 bytes',
      { network: SOLANA_MAINNET, asset: { kind: 'spl', mint: SOLANA_USDC.slice(0, -2) }, atLeast: '1' },
      /mint/,
    ],
    [
      'an SPL mint far too long',
      { network: SOLANA_MAINNET, asset: { kind: 'spl', mint: '1'.repeat(5000) }, atLeast: '1' },
      /mint/,
    ],
    ['an amount of 0', { ...erc20, atLeast: '0' }, /from 1 to 2\^256 − 1/],
    ['an amount as a number', { ...erc20, atLeast: 100 }, /amount/],
    ['an amount with a fraction', { ...erc20, atLeast: '1.5' }, /amount/],
    ['an amount zero-padded', { ...erc20, atLeast: '0100' }, /amount/],
    ['a negative amount', { ...erc20, atLeast: '-1' }, /amount/],
    ['an amount with an exponent', { ...erc20, atLeast: '1e6' }, /amount/],
    ['an amount grouped', { ...erc20, atLeast: '1,000' }, /amount/],
    ['an amount of 2^256', { ...erc20, atLeast: (MAX_UINT256 + 1n).toString() }, /amount/],
    ['an amount of 500 digits', { ...erc20, atLeast: '1'.repeat(500) }, /amount/],
    [
      'SOL beyond a u64',
      { network: SOLANA_MAINNET, asset: { kind: 'native' }, atLeast: (MAX_UINT64 + 1n).toString() },
      /from 1 to 2\^64 − 1/,
    ],
  ])('refused: %s', (_, value, message) => {
    expect(why(value)).toMatch(message)
  })

  test('a quoted key or network is cut short, whatever its length', () => {
    expect(why({ ...erc20, ['k'.repeat(10_000)]: 1 })!.length).toBeLessThan(160)
    expect(why({ ...erc20, network: 'x'.repeat(10_000) })!.length).toBeLessThan(160)
  })

  test('property: every requirement of every kind reads back from its JSON as itself', () => {
    const contract = fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .filter((bytes) => bytes.some((byte) => byte !== 0))
      .map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`))
    const evmNetwork = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }).map((id) => `eip155:${id}`)
    const evm = fc.record({
      network: evmNetwork,
      asset: fc.oneof(
        fc.constant({ kind: 'native' as const }),
        fc.record({ kind: fc.constantFrom('erc20' as const, 'erc721' as const), contract }),
        fc.record({ kind: fc.constant('erc1155' as const), contract, tokenId: fc.bigInt(0n, MAX_UINT256) }),
      ),
      atLeast: fc.bigInt(1n, MAX_UINT256),
    })
    const solana = fc.record({
      network: fc.constantFrom(SOLANA_MAINNET, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'),
      asset: fc.oneof(
        fc.constant({ kind: 'native' as const }),
        fc.constant({ kind: 'spl' as const, mint: SOLANA_USDC }),
      ),
      atLeast: fc.bigInt(1n, MAX_UINT64),
    })
    fc.assert(
      fc.property(fc.oneof(evm, solana), (requirement) => {
        const json = JSON.stringify(holdingRequirementToJson(requirement))
        const read = readHoldingRequirement(JSON.parse(json))
        expect(read.ok && read.requirement).toEqual(requirement)
        if (read.ok) expect(JSON.stringify(holdingRequirementToJson(read.requirement))).toBe(json)
      }),
      { numRuns: 1000 },
    )
  })
})
