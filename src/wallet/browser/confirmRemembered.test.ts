import type { Wallet } from '@wallet-standard/base'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { Account } from '../../stores/account'

const page = new EventTarget()
vi.stubGlobal('window', page)
const { $connection, $remembered, $session } = await import('../../stores/connection')
const { confirmRememberedDirectly } = await import('./confirmRemembered')

const evm: Account = {
  namespace: 'eip155',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1',
  walletId: 'dev.sigil.mockevm',
}
const sol: Account = {
  namespace: 'solana',
  address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  walletId: 'Mock Solana',
}

const evmAnswers: { accounts: unknown; chainId: unknown; delayMs?: number } = { accounts: [], chainId: '0x1' }
const requests: string[] = []
const provider = {
  request: async ({ method }: { method: string }) => {
    requests.push(method)
    await new Promise((resolve) => setTimeout(resolve, evmAnswers.delayMs ?? 0))
    return method === 'eth_accounts' ? evmAnswers.accounts : evmAnswers.chainId
  },
}
let solanaAccounts: string[] = []
const silentFlags: unknown[] = []
const solanaWallet: Wallet = {
  version: '1.0.0',
  name: 'Mock Solana',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  chains: ['solana:mainnet'],
  accounts: [],
  features: {
    'standard:connect': {
      version: '1.0.0',
      connect: (input?: { silent?: boolean }) => {
        silentFlags.push(input?.silent)
        return Promise.resolve({ accounts: solanaAccounts.map((address) => ({ address })) })
      },
    },
    'solana:signMessage': {},
  },
}

page.addEventListener('eip6963:requestProvider', () => {
  const info = { uuid: '1', name: 'Mock EVM', icon: solanaWallet.icon, rdns: 'dev.sigil.mockevm' }
  page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))
})
page.addEventListener('wallet-standard:app-ready', (event) => {
  ;(event as CustomEvent<{ register(wallet: Wallet): () => void }>).detail.register(solanaWallet)
})

beforeEach(() => {
  $remembered.set({ active: 'eip155', accounts: { eip155: evm, solana: sol } })
  $session.set({ connecting: false, confirmed: {} })
  Object.assign(evmAnswers, { accounts: [], chainId: '0x1', delayMs: 0 })
  solanaAccounts = []
  requests.length = 0
  silentFlags.length = 0
})

describe('confirmRememberedDirectly', () => {
  test('default', async () => {
    Object.assign(evmAnswers, { accounts: [evm.address.toLowerCase()], chainId: '0x2105' })
    solanaAccounts = [sol.address]
    await confirmRememberedDirectly()
    const connection = $connection.get()
    expect(connection.status).toBe('connected')
    expect(connection.confirmed).toEqual({ eip155: true, solana: true })
    // The remembered checksummed address stays; the chain is the wallet's.
    expect(connection.accounts.eip155).toMatchObject({ address: evm.address, chainId: 'eip155:8453' })
  })

  test('behavior: only non-prompting requests are made', async () => {
    await confirmRememberedDirectly()
    expect(requests.sort()).toEqual(['eth_accounts', 'eth_chainId'])
    expect(silentFlags).toEqual([true])
  })

  test('behavior: a wallet that returns no account is forgotten and the visitor told', async () => {
    solanaAccounts = [sol.address]
    await confirmRememberedDirectly()
    const connection = $connection.get()
    expect(connection.accounts.eip155).toBeUndefined()
    expect(connection.confirmed).toEqual({ solana: true })
    expect(connection.error).toMatchObject({ kind: 'wallet-unavailable', operation: 'reconnect' })
  })

  test('behavior: another account than remembered is never confirmed here', async () => {
    evmAnswers.accounts = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']
    solanaAccounts = ['4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T']
    await confirmRememberedDirectly()
    const connection = $connection.get()
    expect(connection.status).toBe('reconnecting')
    expect(connection.confirmed).toEqual({})
    expect(connection.accounts.eip155).toEqual(evm)
  })

  test('behavior: a slow wallet is left to AppKit, neither confirmed nor forgotten', async () => {
    Object.assign(evmAnswers, { accounts: [evm.address], delayMs: 200 })
    await confirmRememberedDirectly(50)
    expect($connection.get().confirmed.eip155).toBeUndefined()
    expect($connection.get().accounts.eip155).toEqual(evm)
  })

  test('behavior: an account without a browser wallet id (a mobile wallet) is not asked', async () => {
    const { walletId: _mobile, ...mobile } = evm
    $remembered.set({ active: 'eip155', accounts: { eip155: mobile } })
    await confirmRememberedDirectly()
    expect(requests).toEqual([])
    expect($connection.get().status).toBe('reconnecting')
  })
})
