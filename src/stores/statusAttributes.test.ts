import { describe, expect, test } from 'vitest'
import type { Connection } from './connection'
import { statusAttributes, statusSentence } from './statusAttributes'

const account = {
  namespace: 'eip155',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1',
} as const
const connected: Connection = {
  status: 'connected',
  active: 'eip155',
  accounts: { eip155: account },
  confirmed: { eip155: true },
}

describe('statusAttributes', () => {
  test('default', () => {
    expect(statusAttributes(connected)).toEqual({
      'data-status': 'connected',
      'data-address': account.address,
      'data-namespace': 'eip155',
    })
  })

  test('behavior: a lost connection stays connected, with data-transport="lost" and a sentence saying so', () => {
    const lost: Connection = { ...connected, transport: 'lost' }
    expect(statusAttributes(lost)).toEqual({ ...statusAttributes(connected), 'data-transport': 'lost' })
    expect(statusSentence(lost)).toBe('Connection to your wallet lost. Reconnecting…')
    expect(statusSentence(connected)).toMatch(/^Wallet connected/)
  })
})
