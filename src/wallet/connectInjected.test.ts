import type { Wallet } from '@wallet-standard/base'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { InjectedEvmWallet, InjectedSolanaWallet } from './injected'

const adopt = vi.fn<(namespace: string, id: string) => Promise<boolean>>()
vi.mock('./load', () => ({
  loadWallet: () => Promise.resolve({ adoptInjectedConnection: adopt }),
}))
const { $session } = await import('../stores/connection')
const { connectInjectedWallet } = await import('./connectInjected')

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
      return new Promise((resolve, reject) => pending.push({ resolve, reject }))
    },
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

beforeEach(() => {
  $session.set({ connecting: false, confirmed: {} })
  pending.length = 0
  requests.length = 0
  adopt.mockReset()
  solanaConnect.mockReset()
})

describe('connectInjectedWallet', () => {
  test('default: one eth_requestAccounts, then AppKit adopts the account by id', async () => {
    adopt.mockResolvedValue(true)
    const done = connectInjectedWallet(evm)
    expect($session.get().connecting).toBe(true)
    expect(requests).toEqual(['eth_requestAccounts'])
    pending[0]!.resolve(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
    await done
    expect(adopt).toHaveBeenCalledWith('eip155', 'dev.sigil.mockevm')
    expect(requests).toEqual(['eth_requestAccounts'])
  })

  test('behavior: Solana asks standard:connect without `silent` (the prompt)', async () => {
    adopt.mockResolvedValue(true)
    solanaConnect.mockResolvedValue({ accounts: [{ address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }] })
    await connectInjectedWallet(solana)
    expect(solanaConnect).toHaveBeenCalledTimes(1)
    expect(solanaConnect.mock.calls[0]?.[0]?.silent).toBeUndefined()
    expect(adopt).toHaveBeenCalledWith('solana', 'Mock Solana')
  })

  test('behavior: a declined prompt ends the attempt as "declined" and AppKit is not asked', async () => {
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
    expect(adopt).not.toHaveBeenCalled()
  })

  test('behavior: AppKit that cannot take over says so', async () => {
    adopt.mockResolvedValue(false)
    const done = connectInjectedWallet(evm)
    pending[0]!.resolve(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
    await done
    expect($session.get()).toMatchObject({ connecting: false, error: { kind: 'failure' } })
  })

  test('behavior: only the latest choice counts; an earlier wallet answering late is ignored', async () => {
    adopt.mockResolvedValue(true)
    const first = connectInjectedWallet(evm)
    solanaConnect.mockResolvedValue({ accounts: [{ address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }] })
    const second = connectInjectedWallet(solana)
    await second
    pending[0]!.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await first
    expect(adopt).toHaveBeenCalledTimes(1)
    expect(adopt).toHaveBeenCalledWith('solana', 'Mock Solana')
    expect($session.get().error).toBeUndefined()
  })
})
