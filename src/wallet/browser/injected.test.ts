import type { Wallet, WalletIcon } from '@wallet-standard/base'
import { beforeAll, describe, expect, test, vi } from 'vitest'

const page = new EventTarget()
vi.stubGlobal('window', page)
const { $injectedWallets, discoverInjectedWallets, evmWalletFrom, findInjectedWallet, solanaWalletFrom } =
  await import('./injected')

const icon: WalletIcon = 'data:image/svg+xml;base64,PHN2Zy8+'
const provider = { request: () => Promise.resolve([]) }
const info = { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'Mock EVM', icon, rdns: 'dev.sigil.mockevm' }

function announce(detail: unknown): void {
  page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

function standardWallet(name: string, chains: Wallet['chains'], features: string[]): Wallet {
  return {
    version: '1.0.0',
    name,
    icon,
    chains,
    features: Object.fromEntries(features.map((feature) => [feature, {}])),
    accounts: [],
  }
}

describe('evmWalletFrom', () => {
  test('default', () => {
    expect(evmWalletFrom({ info, provider })).toEqual({
      namespace: 'eip155',
      id: 'dev.sigil.mockevm',
      name: 'Mock EVM',
      icon,
      provider,
    })
  })

  test.each([
    ['no detail', undefined],
    ['no provider', { info }],
    ['a provider without request()', { info, provider: {} }],
    ['no rdns', { info: { ...info, rdns: undefined }, provider }],
    ['an rdns with characters no domain has', { info: { ...info, rdns: 'mock wallet' }, provider }],
    ['a blank name', { info: { ...info, name: ' \u202e ' }, provider }],
  ])('behavior: an announcement with %s is ignored', (_, detail) => {
    expect(evmWalletFrom(detail)).toBeUndefined()
  })

  test('behavior: a name is cleaned and an unsafe icon dropped', () => {
    const wallet = evmWalletFrom({ info: { ...info, name: 'Mock\u202e EVM', icon: 'javascript:alert(1)' }, provider })
    expect(wallet).toMatchObject({ name: 'Mock EVM' })
    expect(wallet).not.toHaveProperty('icon')
  })
})

describe('solanaWalletFrom', () => {
  test('default', () => {
    const wallet = standardWallet('Mock Solana', ['solana:mainnet'], ['standard:connect', 'solana:signMessage'])
    expect(solanaWalletFrom(wallet)).toEqual({
      namespace: 'solana',
      id: 'Mock Solana',
      name: 'Mock Solana',
      icon,
      wallet,
    })
  })

  test.each([
    ['no Solana chain', standardWallet('Other', ['sui:mainnet'], ['standard:connect', 'solana:signMessage'])],
    ['no connect', standardWallet('Other', ['solana:mainnet'], ['solana:signMessage'])],
    ['no message signing', standardWallet('Other', ['solana:mainnet'], ['standard:connect'])],
  ])('behavior: a wallet with %s is not listed', (_, wallet) => {
    expect(solanaWalletFrom(wallet)).toBeUndefined()
  })
})

describe('discoverInjectedWallets', () => {
  const early = standardWallet('Early Solana', ['solana:mainnet'], ['standard:connect', 'solana:signMessage'])
  const late = standardWallet('Late Solana', ['solana:devnet'], ['standard:connect', 'solana:signMessage'])
  let unregisterLate = (): void => undefined

  beforeAll(() => {
    // Wallets loaded before the app answer its request; Wallet Standard ones register on app-ready.
    page.addEventListener('eip6963:requestProvider', () => announce({ info, provider }))
    page.addEventListener('wallet-standard:app-ready', (event) => {
      ;(event as CustomEvent<{ register(wallet: Wallet): () => void }>).detail.register(early)
    })
    discoverInjectedWallets()
    discoverInjectedWallets()
  })

  test('behavior: wallets already in the page are listed at once, once each', () => {
    expect($injectedWallets.get().map((w) => `${w.namespace} ${w.id}`)).toEqual([
      'eip155 dev.sigil.mockevm',
      'solana Early Solana',
    ])
  })

  test('behavior: a wallet arriving later is added; a repeated announcement replaces, not duplicates', () => {
    announce({ info: { ...info, name: 'Mock EVM 2' }, provider })
    page.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: (api: { register(wallet: Wallet): () => void }) => {
          unregisterLate = api.register(late)
        },
      }),
    )
    expect($injectedWallets.get().map((w) => w.name)).toEqual(['Mock EVM 2', 'Early Solana', 'Late Solana'])
    expect(findInjectedWallet('solana', 'Late Solana')?.wallet).toBe(late)
    expect(findInjectedWallet('eip155', 'dev.sigil.mockevm')?.provider).toBe(provider)
    expect(findInjectedWallet('eip155', 'Late Solana')).toBeUndefined()
  })

  test('behavior: an unregistered wallet leaves the list', () => {
    unregisterLate()
    expect($injectedWallets.get().map((w) => w.name)).toEqual(['Mock EVM 2', 'Early Solana'])
  })
})
