import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { Account } from './account'

const readBalance = vi.fn<(account: Pick<Account, 'namespace' | 'address' | 'chainId'>) => Promise<bigint>>()
vi.mock('../chains/readBalance', () => ({ readBalance }))

const { $balances, balanceKey, refreshBalance } = await import('./balances')

const evm = { namespace: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1' } as const
const onBase = { ...evm, chainId: 'eip155:8453' } as const
const sol = {
  namespace: 'solana',
  address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
} as const

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

beforeEach(() => {
  $balances.set({})
  readBalance.mockReset()
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('refreshBalance', () => {
  test('default', async () => {
    readBalance.mockResolvedValue(1_234_567_800_000_000_000_000n)
    const done = refreshBalance(evm)
    expect($balances.get()[balanceKey(evm)]).toEqual({ status: 'loading' })
    await done
    expect($balances.get()[balanceKey(evm)]).toEqual({
      status: 'ready',
      value: 1_234_567_800_000_000_000_000n,
      formatted: '1,234.5678 ETH',
    })
  })

  test('behavior: keyed by CAIP-10, so each chain and account has its own balance', async () => {
    readBalance.mockImplementation((a) =>
      Promise.resolve(
        a.chainId === 'eip155:1' ? 10n ** 18n : a.namespace === 'solana' ? 12_340_000_000n : 5n * 10n ** 17n,
      ),
    )
    await Promise.all([refreshBalance(evm), refreshBalance(onBase), refreshBalance(sol)])
    expect(balanceKey(onBase)).toBe('eip155:8453:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect($balances.get()[balanceKey(evm)]).toMatchObject({ formatted: '1.0000 ETH' })
    expect($balances.get()[balanceKey(onBase)]).toMatchObject({ formatted: '0.5000 ETH' })
    expect($balances.get()[balanceKey(sol)]).toMatchObject({ formatted: '12.3400 SOL' })
  })

  test('behavior: a failed read is an error state with the cause, and a retry recovers', async () => {
    readBalance.mockRejectedValueOnce(new Error('HTTP request failed'))
    await refreshBalance(evm)
    expect($balances.get()[balanceKey(evm)]).toEqual({ status: 'error', detail: 'HTTP request failed' })
    readBalance.mockResolvedValueOnce(2n * 10n ** 18n)
    await refreshBalance(evm)
    expect($balances.get()[balanceKey(evm)]).toMatchObject({ status: 'ready', formatted: '2.0000 ETH' })
  })

  test('behavior: a refresh keeps the last value on screen while it reads', async () => {
    readBalance.mockResolvedValueOnce(10n ** 18n)
    await refreshBalance(evm)
    const next = deferred<bigint>()
    readBalance.mockReturnValueOnce(next.promise)
    const done = refreshBalance(evm)
    expect($balances.get()[balanceKey(evm)]).toEqual({ status: 'loading', value: 10n ** 18n, formatted: '1.0000 ETH' })
    next.resolve(3n * 10n ** 18n)
    await done
    expect($balances.get()[balanceKey(evm)]).toMatchObject({ status: 'ready', formatted: '3.0000 ETH' })
  })

  test('behavior: a read under way is joined, not repeated', async () => {
    const pending = deferred<bigint>()
    readBalance.mockReturnValue(pending.promise)
    const first = refreshBalance(evm)
    const second = refreshBalance(evm)
    pending.resolve(1n)
    await Promise.all([first, second])
    expect(readBalance).toHaveBeenCalledTimes(1)
  })

  test('behavior: an unsupported chain is never read', async () => {
    const polygon = { ...evm, chainId: 'eip155:137' }
    await refreshBalance(polygon)
    expect(readBalance).not.toHaveBeenCalled()
    expect($balances.get()[balanceKey(polygon)]).toEqual({ status: 'unsupported' })
  })
})
