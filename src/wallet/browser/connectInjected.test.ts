import type { Wallet } from '@wallet-standard/base'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { InjectedEvmWallet, InjectedSolanaWallet } from './injected'

const adopt = vi.fn<(wallet: { id: string }) => Promise<boolean>>()
const loadAppKit = vi.fn()
vi.mock('./loadEvmEngine', () => ({
  loadEvmEngine: () => Promise.resolve({ adoptEvmWallet: adopt }),
}))
vi.mock('../appkit/loadAppKit', () => ({ loadAppKit }))
const { $connection, $remembered, $session } = await import('../../stores/connection')
const { connectInjectedWallet, evmChainNumber } = await import('./connectInjected')

type Answer = { resolve: (value: unknown) => void; reject: (error: unknown) => void }
const pending: Answer[] = []
const requests: string[] = []

const evm: InjectedEvmWallet = {
  namespace: 'eip155',
  id: 'dev.sigil.mockevm',
  name: 'Mock EVM',
  provider: {
    request: ({ method }) => {
      requests.push(method)
      if (method === 'eth_chainId') return Promise.resolve('0x2105')
      return new Promise((resolve, reject) => pending.push({ resolve, reject }))
    },
    on: () => undefined,
    removeListener: () => undefined,
  },
}

const solanaConnect = vi.fn<(input?: { silent?: boolean }) => Promise<{ accounts: { address: string }[] }>>()
const solana: InjectedSolanaWallet = {
  namespace: 'solana',
  id: 'Mock Solana',
  name: 'Mock Solana',
  wallet: {
    version: '1.0.0',
    name: 'Mock Solana',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:mainnet'],
    accounts: [],
    features: { 'standard:connect': { version: '1.0.0', connect: solanaConnect } },
  } as unknown as Wallet,
}

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

beforeEach(() => {
  $session.set({ connecting: false, confirmed: {} })
  $remembered.set({ accounts: {} })
  pending.length = 0
  requests.length = 0
  adopt.mockReset()
  solanaConnect.mockReset()
})

describe('connectInjectedWallet', () => {
  test('default: one eth_requestAccounts, connected at once, then wagmi adopts the wallet', async () => {
    adopt.mockResolvedValue(true)
    const done = connectInjectedWallet(evm)
    expect($session.get().connecting).toBe(true)
    expect(requests).toEqual(['eth_requestAccounts'])
    pending[0]!.resolve([EVM_ADDRESS])
    await done
    expect($connection.get()).toMatchObject({ status: 'connected', active: 'eip155' })
    expect($connection.get().accounts.eip155).toEqual({
      namespace: 'eip155',
      address: EVM_ADDRESS,
      chainId: 'eip155:8453',
      walletName: 'Mock EVM',
      walletId: 'dev.sigil.mockevm',
    })
    expect(adopt).toHaveBeenCalledWith(evm)
    // No second prompt, and AppKit is never asked for.
    expect(requests).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(loadAppKit).not.toHaveBeenCalled()
  })

  test('behavior: Solana asks standard:connect without `silent` (the prompt), and is connected', async () => {
    solanaConnect.mockResolvedValue({ accounts: [{ address: SOLANA_ADDRESS }] })
    await connectInjectedWallet(solana)
    expect(solanaConnect).toHaveBeenCalledTimes(1)
    expect(solanaConnect.mock.calls[0]?.[0]?.silent).toBeUndefined()
    expect($connection.get()).toMatchObject({ status: 'connected', active: 'solana' })
    expect($connection.get().accounts.solana?.address).toBe(SOLANA_ADDRESS)
    expect(adopt).not.toHaveBeenCalled()
    expect(loadAppKit).not.toHaveBeenCalled()
  })

  test('behavior: a declined prompt ends the attempt as "declined" and nothing is adopted', async () => {
    const done = connectInjectedWallet(evm)
    pending[0]!.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await done
    expect($session.get()).toMatchObject({ connecting: false, error: { kind: 'declined', operation: 'connect' } })
    expect(adopt).not.toHaveBeenCalled()
  })

  test('behavior: a wallet removed mid-request (4900) is "wallet-unavailable"', async () => {
    const done = connectInjectedWallet(evm)
    pending[0]!.reject(Object.assign(new Error('Disconnected'), { code: 4900 }))
    await done
    expect($session.get().error?.kind).toBe('wallet-unavailable')
  })

  test('behavior: an approval with no account is a failure, not a connection', async () => {
    solanaConnect.mockResolvedValue({ accounts: [] })
    await connectInjectedWallet(solana)
    expect($session.get()).toMatchObject({ connecting: false, error: { kind: 'failure' } })
    expect($connection.get().status).toBe('disconnected')
  })

  test('behavior: a wallet whose account wagmi cannot then read is not left connected', async () => {
    adopt.mockResolvedValue(false)
    const done = connectInjectedWallet(evm)
    pending[0]!.resolve([EVM_ADDRESS])
    await done
    expect($connection.get().status).toBe('disconnected')
    expect($session.get().error?.kind).toBe('failure')
  })

  test('behavior: only the latest choice counts; an earlier wallet answering late is ignored', async () => {
    const first = connectInjectedWallet(evm)
    solanaConnect.mockResolvedValue({ accounts: [{ address: SOLANA_ADDRESS }] })
    const second = connectInjectedWallet(solana)
    await second
    pending[0]!.resolve([EVM_ADDRESS])
    await first
    expect(adopt).not.toHaveBeenCalled()
    expect($connection.get().accounts.eip155).toBeUndefined()
    expect($session.get().error).toBeUndefined()
  })
})

describe('evmChainNumber', () => {
  test('reads hex as EIP-1193 says and plain numbers as some wallets answer', () => {
    expect(evmChainNumber('0x2105')).toBe(8453)
    expect(evmChainNumber(1)).toBe(1)
    expect(evmChainNumber('8453')).toBe(8453)
    expect(() => evmChainNumber('0x')).toThrow(/invalid chain/)
    expect(() => evmChainNumber(undefined)).toThrow(/invalid chain/)
  })
})
