import { describe, expect, test } from 'vitest'
import { ConfigError } from './configVariables'
import { EVM_NETWORKS_VARIABLE, resolveSiteNetworks, variablesOfChain } from './resolveSiteNetworks'

/** The ConfigError a resolution throws, or undefined. */
function configError(env: Record<string, string>): ConfigError | undefined {
  try {
    resolveSiteNetworks(env)
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  return undefined
}

describe('resolveSiteNetworks', () => {
  test('default: Ethereum and Base, then Solana, on public RPCs', () => {
    const { evm, solana } = resolveSiteNetworks({})
    expect(evm.map((network) => [network.caip2, network.name, network.rpcUrl, network.explorer])).toEqual([
      [
        'eip155:1',
        'Ethereum',
        'https://ethereum-rpc.publicnode.com',
        { name: 'Etherscan', url: 'https://etherscan.io' },
      ],
      ['eip155:8453', 'Base', 'https://mainnet.base.org', { name: 'Basescan', url: 'https://basescan.org' }],
    ])
    expect(evm.map((network) => network.names)).toEqual(['ens', 'basename'])
    expect(solana).toMatchObject({
      caip2: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      rpcUrl: 'https://api.mainnet-beta.solana.com',
      explorer: { name: 'Solscan', url: 'https://solscan.io' },
    })
  })

  test('behavior: an operator adds Optimism with one entry, and its own variables', () => {
    const { evm } = resolveSiteNetworks({
      [EVM_NETWORKS_VARIABLE]: ' 1, 8453 ,10',
      PUBLIC_OPTIMISM_RPC_URL: 'https://op.example/rpc/key',
    })
    expect(evm.map((network) => network.chainId)).toEqual([1, 8453, 10])
    expect(evm[2]).toMatchObject({
      caip2: 'eip155:10',
      name: 'OP Mainnet',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      rpcUrl: 'https://op.example/rpc/key',
      publicRpcUrl: 'https://mainnet.optimism.io',
      names: undefined,
    })
  })

  test('behavior: each network’s variables are named by its key', () => {
    expect(variablesOfChain(10)).toEqual({ rpc: 'PUBLIC_OPTIMISM_RPC_URL', explorer: 'PUBLIC_OPTIMISM_EXPLORER_URL' })
    expect(() => variablesOfChain(999_999)).toThrow('chain 999999 is not in the catalogue')
  })

  test('behavior: the order is the operator’s, and one network alone is a choice', () => {
    expect(resolveSiteNetworks({ [EVM_NETWORKS_VARIABLE]: '8453,1' }).evm.map((n) => n.chainId)).toEqual([8453, 1])
    expect(resolveSiteNetworks({ [EVM_NETWORKS_VARIABLE]: '10' }).evm.map((n) => n.chainId)).toEqual([10])
  })

  test('behavior: a wallet is never given the site’s RPC to add, only the public one', () => {
    const [ethereum] = resolveSiteNetworks({ PUBLIC_ETHEREUM_RPC_URL: 'https://eth.example/v1/secret-key' }).evm
    expect(ethereum?.rpcUrl).toBe('https://eth.example/v1/secret-key')
    expect(ethereum?.publicRpcUrl).toBe('https://ethereum-rpc.publicnode.com')
  })

  test('behavior: an operator’s explorer goes by its host', () => {
    const [ethereum] = resolveSiteNetworks({ PUBLIC_ETHEREUM_EXPLORER_URL: 'https://www.explorer.example/eth/' }).evm
    expect(ethereum?.explorer).toEqual({ name: 'explorer.example', url: 'https://www.explorer.example/eth/' })
  })

  test('behavior: plain http reaches this machine only', () => {
    for (const url of [
      'http://127.0.0.1:8545',
      'http://localhost:8545',
      'http://[::1]:8545',
      'http://node.localhost/',
    ]) {
      expect(resolveSiteNetworks({ PUBLIC_ETHEREUM_RPC_URL: url }).evm[0]?.rpcUrl).toBe(url)
    }
    expect(resolveSiteNetworks({ PUBLIC_SOLANA_RPC_URL: 'http://127.0.0.1:8899' }).solana.rpcUrl).toBe(
      'http://127.0.0.1:8899',
    )
  })

  test.each([
    [EVM_NETWORKS_VARIABLE, 'ethereum', /chain ids separated by commas/],
    [EVM_NETWORKS_VARIABLE, '1;8453', /chain ids separated by commas/],
    [EVM_NETWORKS_VARIABLE, '1,,8453', /chain ids separated by commas/],
    [EVM_NETWORKS_VARIABLE, '0x1', /chain ids separated by commas/],
    [EVM_NETWORKS_VARIABLE, '01', /chain ids separated by commas/],
    [EVM_NETWORKS_VARIABLE, '1,999999', /names chain 999999, which Sigil does not know; it knows 1, 8453, 10/],
    [EVM_NETWORKS_VARIABLE, '1,8453,1', /names chain 1 twice/],
    ['PUBLIC_ETHEREUM_RPC_URL', 'http://rpc.example.com', /uses http: for a host other than this machine/],
    ['PUBLIC_BASE_RPC_URL', 'http://10.0.0.5:8545', /uses http: for a host other than this machine/],
    ['PUBLIC_ETHEREUM_RPC_URL', 'localhost:8545', /must use https:/],
    ['PUBLIC_BASE_RPC_URL', 'ftp://example.com', /must use https:/],
    ['PUBLIC_SOLANA_RPC_URL', 'https://user:pw@example.com', /credentials/],
    ['PUBLIC_SOLANA_RPC_URL', 'http://solana.example', /uses http: for a host other than this machine/],
    ['PUBLIC_BASE_EXPLORER_URL', 'not a url', /not a valid URL/],
  ])('behavior: %s=%s fails the build naming the variable', (variable, value, reason) => {
    const error = configError({ [variable]: value })
    expect(error?.variable).toBe(variable)
    expect(error?.message).toMatch(new RegExp(`^${variable} `))
    expect(error?.message).toMatch(reason)
  })

  test('behavior: a network not chosen has its variables ignored', () => {
    expect(configError({ PUBLIC_OPTIMISM_RPC_URL: 'http://rpc.example.com' })).toBeUndefined()
  })
})
