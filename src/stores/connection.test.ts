import { beforeEach, describe, expect, test } from 'vitest'
import type { Account } from './account'
import {
  $connection,
  $remembered,
  $session,
  clearWalletError,
  confirmAccount,
  connectionEnded,
  connectionStarted,
  forgetAccount,
  reportWalletError,
  setActiveNamespace,
  walletReachabilityChanged,
} from './connection'
import { NOTHING_REMEMBERED } from './remembered'
import { walletError } from '../wallet/errors'

const evm: Account = { namespace: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1' }
const sol: Account = {
  namespace: 'solana',
  address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}

beforeEach(() => {
  $remembered.set(NOTHING_REMEMBERED)
  $session.set({ connecting: false, confirmed: {} })
})

describe('$connection', () => {
  test('default', () => {
    expect($connection.get()).toEqual({ status: 'disconnected', accounts: {}, confirmed: {} })
  })

  test('behavior: connect → connected, active account set', () => {
    connectionStarted()
    expect($connection.get().status).toBe('connecting')
    confirmAccount(evm)
    expect($connection.get()).toMatchObject({ status: 'connected', active: 'eip155', accounts: { eip155: evm } })
  })

  test('behavior: a remembered but unconfirmed account is reconnecting, never connected', () => {
    $remembered.set({ active: 'eip155', accounts: { eip155: evm } })
    expect($connection.get().status).toBe('reconnecting')
    expect($connection.get().confirmed).toEqual({})
  })

  test('behavior: confirmation of another address does not confirm the remembered one', () => {
    $remembered.set({ accounts: { eip155: evm } })
    $session.set({ connecting: false, confirmed: { eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } })
    expect($connection.get().status).toBe('reconnecting')
  })

  test('behavior: both namespaces at once; forgetting one keeps the other active', () => {
    confirmAccount(evm)
    confirmAccount(sol)
    expect($connection.get()).toMatchObject({ status: 'connected', active: 'solana' })
    forgetAccount('solana')
    expect($connection.get()).toMatchObject({ status: 'connected', active: 'eip155', accounts: { eip155: evm } })
    forgetAccount('eip155')
    expect($connection.get()).toEqual({ status: 'disconnected', accounts: {}, confirmed: {} })
  })

  test('behavior: re-confirming a remembered account keeps the chosen active one', () => {
    confirmAccount(evm)
    confirmAccount(sol)
    setActiveNamespace('eip155')
    confirmAccount({ ...sol, chainId: sol.chainId })
    expect($connection.get().active).toBe('eip155')
    setActiveNamespace('solana')
    expect($connection.get().active).toBe('solana')
  })

  test('behavior: a declined connection settles on disconnected with the error', () => {
    connectionStarted()
    connectionEnded(walletError('declined', 'connect'))
    expect($connection.get()).toMatchObject({ status: 'disconnected', error: { kind: 'declined' } })
    clearWalletError()
    expect($connection.get().error).toBeUndefined()
  })

  test('behavior: an error while connected keeps the account connected', () => {
    confirmAccount(evm)
    reportWalletError(walletError('declined', 'sign'))
    expect($connection.get()).toMatchObject({ status: 'connected', error: { kind: 'declined', operation: 'sign' } })
  })

  test('behavior: re-announcing an already confirmed account keeps the error on screen', () => {
    confirmAccount(evm)
    reportWalletError(walletError('declined', 'sign'))
    confirmAccount(evm)
    expect($connection.get().error?.kind).toBe('declined')
  })

  test('behavior: a successful confirmation clears the last error', () => {
    reportWalletError(walletError('failure', 'connect'))
    confirmAccount(evm)
    expect($connection.get().error).toBeUndefined()
  })
})

describe('walletReachabilityChanged', () => {
  test('default: a reachable wallet has no transport flag', () => {
    confirmAccount(evm)
    walletReachabilityChanged([])
    expect($connection.get()).not.toHaveProperty('transport')
  })

  test('behavior: the active account’s wallet unreachable → still connected, transport lost; back → cleared', () => {
    confirmAccount(evm)
    walletReachabilityChanged(['eip155', 'solana'])
    expect($connection.get()).toMatchObject({
      status: 'connected',
      active: 'eip155',
      accounts: { eip155: evm },
      transport: 'lost',
    })
    walletReachabilityChanged([])
    expect($connection.get().status).toBe('connected')
    expect($connection.get()).not.toHaveProperty('transport')
    expect($session.get()).not.toHaveProperty('unreachable')
  })

  test('behavior: only the active account counts', () => {
    confirmAccount(evm)
    confirmAccount(sol)
    walletReachabilityChanged(['eip155'])
    expect($connection.get().active).toBe('solana')
    expect($connection.get()).not.toHaveProperty('transport')
    setActiveNamespace('eip155')
    expect($connection.get().transport).toBe('lost')
  })

  test('behavior: never on a remembered hint or after disconnect, and nothing is forgotten', () => {
    $remembered.set({ active: 'eip155', accounts: { eip155: evm } })
    walletReachabilityChanged(['eip155'])
    expect($connection.get()).toMatchObject({ status: 'reconnecting' })
    expect($connection.get()).not.toHaveProperty('transport')
    confirmAccount(evm)
    expect($connection.get().transport).toBe('lost')
    expect($remembered.get().accounts.eip155).toEqual(evm)
    forgetAccount('eip155')
    expect($connection.get()).toEqual({ status: 'disconnected', accounts: {}, confirmed: {} })
  })
})
