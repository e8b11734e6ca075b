import { describe, expect, test } from 'vitest'
import {
  ChainDisconnectedError,
  HttpRequestError,
  ProviderDisconnectedError,
  SwitchChainError,
  TimeoutError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem'
import { ConnectorNotConnectedError, ProviderNotFoundError } from '@wagmi/core'
import {
  WalletConnectionError,
  WalletDisconnectedError,
  WalletNotReadyError,
  WalletSignMessageError,
  WalletWindowClosedError,
} from '@solana/wallet-adapter-base'
import { classifyWalletError, walletError, type WalletErrorKind } from './errors'

const rejected = { code: 4001, message: 'User rejected the request.' }

describe('classifyWalletError', () => {
  test('default: an unknown error is a failure that keeps its message for the details', () => {
    const error = classifyWalletError(new Error('Something odd: 0xdeadbeef'))
    expect(error).toMatchObject({
      kind: 'failure',
      operation: 'connect',
      title: 'Something went wrong',
      action: 'retry',
    })
    expect(error.detail).toBe('Something odd: 0xdeadbeef')
    expect(error.title).not.toMatch(/\d{3,}|APKT/)
  })

  test.each<[string, unknown, WalletErrorKind]>([
    // EIP-1193 errors as wallets throw them (plain objects).
    ['EIP-1193 4001 object', rejected, 'declined'],
    ['EIP-1193 4100 unauthorized', { code: 4100, message: 'Unauthorized' }, 'wallet-unavailable'],
    ['EIP-1193 4200 unsupported method', { code: 4200, message: 'Unsupported method' }, 'wallet-unavailable'],
    ['EIP-1193 4900 disconnected', { code: 4900, message: 'Disconnected' }, 'wallet-unavailable'],
    ['EIP-1193 4901 chain disconnected', { code: 4901, message: 'Chain disconnected' }, 'wallet-unavailable'],
    ['WalletConnect 5000 user rejected', { code: 5000, message: 'User rejected.' }, 'declined'],
    // viem's classes, wrapping the wallet's error as `cause`.
    ['viem UserRejectedRequestError', new UserRejectedRequestError(new Error('User denied')), 'declined'],
    [
      'viem SwitchChainError around a rejection',
      new SwitchChainError(new UserRejectedRequestError(new Error('no'))),
      'declined',
    ],
    ['viem ProviderDisconnectedError', new ProviderDisconnectedError(new Error('gone')), 'wallet-unavailable'],
    ['viem ChainDisconnectedError', new ChainDisconnectedError(new Error('gone')), 'wallet-unavailable'],
    ['viem UnauthorizedProviderError', new UnauthorizedProviderError(new Error('locked')), 'wallet-unavailable'],
    [
      'viem UnsupportedProviderMethodError',
      new UnsupportedProviderMethodError(new Error('nope')),
      'wallet-unavailable',
    ],
    // wagmi's.
    ['wagmi ProviderNotFoundError', new ProviderNotFoundError(), 'wallet-unavailable'],
    ['wagmi ConnectorNotConnectedError', new ConnectorNotConnectedError(), 'wallet-unavailable'],
    // The Solana wallet adapter's, with the wallet's own error inside.
    [
      'Solana WalletSignMessageError with 4001',
      new WalletSignMessageError('User rejected the request.', rejected),
      'declined',
    ],
    ['Solana WalletConnectionError "rejected"', new WalletConnectionError('Connection rejected'), 'declined'],
    ['Solana WalletNotReadyError', new WalletNotReadyError(), 'wallet-unavailable'],
    ['Solana WalletDisconnectedError', new WalletDisconnectedError(), 'wallet-unavailable'],
    ['Solana WalletWindowClosedError', new WalletWindowClosedError(), 'declined'],
    // AppKit's configuration alerts (APKT codes or their display text).
    ['APKT002 origin not allowed', new Error('Invalid App Configuration'), 'invalid-config'],
    [
      'APKT002 by code',
      Object.assign(new Error('The origin is not in your allow list'), { code: 'APKT002' }),
      'invalid-config',
    ],
    ['APKT007 invalid project ID', new Error('Invalid Project ID'), 'invalid-config'],
    ['APKT008 missing project ID', new Error('Project ID Missing'), 'invalid-config'],
    ['relay: Unauthorized: invalid key', new Error('Unauthorized: invalid key'), 'invalid-config'],
    ['relay: origin not allowed', new Error('Unauthorized: origin not allowed'), 'invalid-config'],
    // Network trouble.
    [
      'viem HttpRequestError',
      new HttpRequestError({ url: 'http://127.0.0.1:1', details: 'Failed to fetch' }),
      'failure',
    ],
    ['viem TimeoutError', new TimeoutError({ body: {}, url: 'http://127.0.0.1:1' }), 'failure'],
    ['a string', 'boom', 'failure'],
    ['undefined', undefined, 'failure'],
    ['null', null, 'failure'],
  ])('behavior: %s → %s', (_name, thrown, kind) => {
    expect(classifyWalletError(thrown).kind).toBe(kind)
  })

  test('behavior: the headline says what was declined', () => {
    expect(classifyWalletError(rejected, 'connect').title).toBe('Connection declined')
    expect(classifyWalletError(rejected, 'sign').title).toBe('Signature declined')
    expect(classifyWalletError(rejected, 'switch-network').title).toBe('Network switch declined')
    expect(classifyWalletError(rejected, 'sign').message).toMatch(/nothing was signed/i)
  })

  test('behavior: each kind offers its way forward', () => {
    expect(classifyWalletError(new ProviderNotFoundError()).action).toBe('find-wallet')
    expect(classifyWalletError(new Error('Invalid App Configuration')).action).toBe('contact-site')
    expect(classifyWalletError(rejected).action).toBe('retry')
    expect(classifyWalletError(new Error('x')).action).toBe('retry')
  })

  test('behavior: network errors say so in the message, not just "failure"', () => {
    const error = classifyWalletError(new HttpRequestError({ url: 'http://127.0.0.1:1', details: 'Failed to fetch' }))
    expect(error.message).toMatch(/network|timeout/i)
  })

  test('behavior: the invalid-config message does not blame the user', () => {
    const error = classifyWalletError(new Error('Invalid App Configuration'))
    expect(error.message).toMatch(/not something you did/i)
    expect(error.message).toMatch(/site owner/i)
  })

  test('behavior: details are capped', () => {
    expect(classifyWalletError(new Error('x'.repeat(5000))).detail?.length).toBeLessThanOrEqual(500)
  })

  test('behavior: a cyclic cause chain does not hang', () => {
    const a: { message: string; cause?: unknown } = { message: 'a' }
    a.cause = a
    expect(classifyWalletError(a).kind).toBe('failure')
  })
})

test('walletError', () => {
  expect(walletError('failure', 'reconnect', 'Timed out after 12 s')).toMatchObject({
    kind: 'failure',
    operation: 'reconnect',
    detail: 'Timed out after 12 s',
  })
})
