import { describe, expect, test } from 'vitest'
import { NOTHING_REMEMBERED, decodeRemembered, encodeRemembered } from './remembered'

const evm = {
  namespace: 'eip155',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1',
  walletName: 'Mock',
  walletIcon: 'data:image/svg+xml;base64,PHN2Zy8+',
}
const sol = {
  namespace: 'solana',
  address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}

describe('decodeRemembered', () => {
  test('default', () => {
    const value = { active: 'solana', accounts: { eip155: evm, solana: sol } }
    expect(decodeRemembered(JSON.stringify(value))).toEqual(value)
  })

  test('behavior: round trip through encode', () => {
    const value = { active: 'eip155' as const, accounts: { eip155: evm as never } }
    expect(decodeRemembered(encodeRemembered(value))).toEqual(value)
  })

  test('behavior: nothing remembered encodes to no key at all', () => {
    expect(encodeRemembered(NOTHING_REMEMBERED)).toBeUndefined()
  })

  test.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['no accounts', '{"active":"eip155"}'],
    ['accounts not an object', '{"accounts":5}'],
    ['bad EVM address', JSON.stringify({ accounts: { eip155: { ...evm, address: '0x1234' } } })],
    [
      'script in address',
      JSON.stringify({ accounts: { eip155: { ...evm, address: '<img src=x onerror=alert(1)>' } } }),
    ],
    ['namespace mismatch', JSON.stringify({ accounts: { eip155: { ...sol } } })],
    ['bad chain ID', JSON.stringify({ accounts: { eip155: { ...evm, chainId: 'eip155:abc' } } })],
    ['huge value', JSON.stringify({ accounts: { eip155: evm }, pad: 'x'.repeat(200_000) })],
    ['undefined', undefined],
  ])('behavior: %s is discarded', (_name, raw) => {
    expect(decodeRemembered(raw)).toEqual(NOTHING_REMEMBERED)
  })

  test('behavior: unsafe wallet name and icon are cleaned, the account kept', () => {
    const raw = JSON.stringify({
      accounts: { eip155: { ...evm, walletName: '\u202eMetaMask\u0000', walletIcon: 'javascript:alert(1)' } },
    })
    const account = decodeRemembered(raw).accounts.eip155
    expect(account?.walletName).toBe('MetaMask')
    expect(account?.walletIcon).toBeUndefined()
  })

  test('behavior: an active namespace without an account is dropped', () => {
    expect(decodeRemembered(JSON.stringify({ active: 'solana', accounts: { eip155: evm } }))).toEqual({
      accounts: { eip155: evm },
    })
  })

  test('behavior: a mobile account keeps where it stands in the phone’s messages; a malformed order is dropped', () => {
    const news = { session: 'ab'.repeat(32), address: 1795870831184123, chain: 0 }
    expect(decodeRemembered(JSON.stringify({ accounts: { eip155: { ...evm, news } } })).accounts.eip155?.news).toEqual(
      news,
    )
    for (const bad of [
      { ...news, session: 'not a topic' },
      { ...news, address: -1 },
      { ...news, chain: 2 ** 60 },
      { ...news, address: '5' },
      'news',
    ]) {
      const account = decodeRemembered(JSON.stringify({ accounts: { eip155: { ...evm, news: bad } } })).accounts.eip155
      expect(account?.address).toBe(evm.address)
      expect(account?.news).toBeUndefined()
    }
    // A browser wallet's account is not a session's.
    const browser = { ...evm, walletId: 'io.metamask', news }
    expect(decodeRemembered(JSON.stringify({ accounts: { eip155: browser } })).accounts.eip155?.news).toBeUndefined()
  })
})
