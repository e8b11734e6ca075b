import { describe, expect, test } from 'vitest'
import { describeNetwork, isSwitchableEvmChain } from './describeNetwork'

describe('describeNetwork', () => {
  test('default', () => {
    expect(describeNetwork('eip155:1')).toEqual({
      chainId: 'eip155:1',
      namespace: 'eip155',
      evmChainId: 1,
      supported: true,
      name: 'Ethereum',
      label: 'Ethereum',
      icon: { drawn: 'ethereum' },
    })
  })

  test('behavior: Base and Solana, each by its name alone', () => {
    expect(describeNetwork('eip155:8453')).toMatchObject({
      supported: true,
      label: 'Base',
      icon: { drawn: 'base' },
      evmChainId: 8453,
    })
    expect(describeNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toMatchObject({
      supported: true,
      name: 'Solana',
      label: 'Solana',
      icon: { drawn: 'solana' },
      evmChainId: undefined,
    })
  })

  test('behavior: an unsupported EVM chain says which one', () => {
    expect(describeNetwork('eip155:137')).toMatchObject({
      supported: false,
      evmChainId: 137,
      label: 'Unsupported network (Polygon, chain 137)',
      icon: 'unsupported',
    })
    expect(describeNetwork('eip155:987654321')).toMatchObject({
      supported: false,
      label: 'Unsupported network (chain 987654321)',
    })
  })

  test('behavior: another Solana cluster or a malformed ID is unsupported, not a crash', () => {
    expect(describeNetwork('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1').label).toBe('Unsupported network (Solana Devnet)')
    expect(describeNetwork('cosmos:hub').label).toBe('Unsupported network (cosmos:hub)')
    expect(describeNetwork('eip155:0x1')).toMatchObject({ supported: false, evmChainId: undefined })
  })

  test('isSwitchableEvmChain', () => {
    expect(isSwitchableEvmChain(1)).toBe(true)
    expect(isSwitchableEvmChain(8453)).toBe(true)
    expect(isSwitchableEvmChain(137)).toBe(false)
  })
})
