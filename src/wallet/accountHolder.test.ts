import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { Account } from '../stores/account'
import type { InjectedWallet } from './browser/injected'

let inPage: InjectedWallet | undefined
vi.mock('./browser/browserWallet', () => ({ browserWalletOf: () => inPage }))
const engine = {
  signEvmMessage: vi.fn(() => Promise.resolve('0xsigned')),
  switchEvmChain: vi.fn(() => Promise.resolve()),
  disconnectEvmWallet: vi.fn(() => Promise.resolve()),
}
vi.mock('./browser/loadEvmEngine', () => ({ loadEvmEngine: () => Promise.resolve(engine) }))
const solana = {
  signSolanaMessage: vi.fn(() => Promise.resolve(new Uint8Array(64).fill(1))),
  disconnectSolanaWallet: vi.fn(() => Promise.resolve()),
}
vi.mock('./browser/solanaDirect', () => solana)
const appKit = { disconnect: vi.fn(() => Promise.resolve()), getProvider: vi.fn() }
vi.mock('./appkit/loadAppKit', () => ({ loadAppKit: () => Promise.resolve({ appKit, wagmiAdapter: {} }) }))

const { holderOf, HolderMissingError } = await import('./accountHolder')

const evmAccount: Account = {
  namespace: 'eip155',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1',
  walletName: 'Mock EVM Wallet',
  walletId: 'mock.evm',
}
const solanaAccount: Account = {
  namespace: 'solana',
  address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  walletName: 'Mock Solana Wallet',
  walletId: 'mock.solana',
}
const add = {
  chainName: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: [],
  blockExplorerUrls: [],
}

beforeEach(() => {
  inPage = undefined
  vi.clearAllMocks()
})

describe('holderOf', () => {
  test('default: a browser EVM wallet in the page is held directly, for every action', async () => {
    inPage = { namespace: 'eip155', id: 'mock.evm', name: 'Mock EVM Wallet', provider: {} } as InjectedWallet
    const holder = holderOf(evmAccount)
    expect(holder.kind).toBe('browser-evm')
    expect(await holder.sign('hello')).toBe('0xsigned')
    await holder.switchChain(10, add)
    await holder.disconnect()
    expect(engine.signEvmMessage).toHaveBeenCalledWith(inPage, evmAccount.address, 'hello')
    expect(engine.switchEvmChain).toHaveBeenCalledWith(inPage, 10, add)
    expect(engine.disconnectEvmWallet).toHaveBeenCalledWith(inPage)
    expect(appKit.disconnect).not.toHaveBeenCalled()
  })

  test('behavior: a browser Solana wallet signs through the Wallet Standard, in base58; it has no network to switch', async () => {
    inPage = { namespace: 'solana', id: 'mock.solana', name: 'Mock Solana Wallet', wallet: {} } as InjectedWallet
    const holder = holderOf(solanaAccount)
    expect(holder.kind).toBe('browser-solana')
    expect(await holder.sign('hello')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    await expect(holder.switchChain(10, add)).rejects.toThrow(/no network to switch/)
    await holder.disconnect()
    expect(solana.disconnectSolanaWallet).toHaveBeenCalledWith(inPage)
  })

  test('behavior: an account with no browser wallet (a WalletConnect session) is AppKit’s', async () => {
    const { walletId: _, ...mobile } = evmAccount
    const holder = holderOf(mobile)
    expect(holder.kind).toBe('appkit')
    await holder.disconnect()
    expect(appKit.disconnect).toHaveBeenCalledWith('eip155')
    expect(engine.disconnectEvmWallet).not.toHaveBeenCalled()
  })

  test('behavior: a browser wallet that left the page holds nothing, and says which one', () => {
    expect(() => holderOf(evmAccount)).toThrow(HolderMissingError)
    expect(() => holderOf(evmAccount)).toThrow('Wallet not found: Mock EVM Wallet is not in this browser.')
  })
})
