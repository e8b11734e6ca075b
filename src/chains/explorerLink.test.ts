import { describe, expect, test } from 'vitest'
import { explorerLink } from './explorerLink'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

describe('explorerLink', () => {
  test('default', () => {
    expect(explorerLink({ address: evm, chainId: 'eip155:1' })).toEqual({
      href: `https://etherscan.io/address/${evm}`,
      name: 'Etherscan',
    })
  })

  test('behavior: one explorer per network', () => {
    expect(explorerLink({ address: evm, chainId: 'eip155:8453' })).toEqual({
      href: `https://basescan.org/address/${evm}`,
      name: 'Basescan',
    })
    expect(explorerLink({ address: sol, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toEqual({
      href: `https://solscan.io/account/${sol}`,
      name: 'Solscan',
    })
  })

  test('behavior: a configured explorer, with or without a path prefix and trailing slash', () => {
    const networkOf = () => ({
      namespace: 'eip155' as const,
      explorer: { name: 'explorer.example.org', url: 'https://explorer.example.org/eth/' },
    })
    expect(explorerLink({ address: evm, chainId: 'eip155:1' }, networkOf)).toEqual({
      href: `https://explorer.example.org/eth/address/${evm}`,
      name: 'explorer.example.org',
    })
  })

  test('behavior: none on an unsupported network', () => {
    expect(explorerLink({ address: evm, chainId: 'eip155:137' })).toBeUndefined()
  })
})
