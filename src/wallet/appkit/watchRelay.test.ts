import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { Namespace } from '../../stores/account'
import { watchWalletConnectRelay, type RelayedProvider } from './watchRelay'

/** A stand-in for UniversalProvider with the relayer and heartbeat of @walletconnect/core. */
function fakeProvider(namespaces: string[] = ['eip155', 'solana']) {
  const relayer = Object.assign(new EventEmitter(), { connected: true })
  const heartbeat = new EventEmitter()
  const provider = Object.assign(new EventEmitter(), {
    session: namespaces.length ? { namespaces: Object.fromEntries(namespaces.map((ns) => [ns, {}])) } : undefined,
    client: { core: { relayer, heartbeat } },
  })
  const drop = () => {
    relayer.connected = false
    relayer.emit('relayer_disconnect')
  }
  const restore = () => {
    relayer.connected = true
    relayer.emit('relayer_connect')
  }
  return { provider: provider as RelayedProvider & typeof provider, relayer, heartbeat, drop, restore }
}

let reports: Namespace[][]
const report = (unreachable: Namespace[]) => void reports.push(unreachable)

beforeEach(() => {
  reports = []
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('watchWalletConnectRelay', () => {
  test('default: nothing reported while the relay is up', () => {
    const { provider, heartbeat } = fakeProvider()
    watchWalletConnectRelay(provider, report)
    heartbeat.emit('heartbeat_pulse')
    vi.advanceTimersByTime(10_000)
    expect(reports).toEqual([])
  })

  test('behavior: a drop longer than the grace period → the session’s namespaces; reconnect → []', () => {
    const { provider, drop, restore } = fakeProvider()
    watchWalletConnectRelay(provider, report, { graceMs: 1_000, now: Date.now })
    drop()
    vi.advanceTimersByTime(999)
    expect(reports).toEqual([])
    vi.advanceTimersByTime(1)
    expect(reports).toEqual([['eip155', 'solana']])
    restore()
    expect(reports).toEqual([['eip155', 'solana'], []])
  })

  test('behavior: a blip shorter than the grace period is not reported', () => {
    const { provider, drop, restore } = fakeProvider()
    watchWalletConnectRelay(provider, report, { graceMs: 1_000 })
    drop()
    vi.advanceTimersByTime(200)
    restore()
    vi.advanceTimersByTime(5_000)
    expect(reports).toEqual([])
  })

  test('behavior: a relay down without an event (page loaded during an outage) is found on the heartbeat', () => {
    const { provider, relayer, heartbeat } = fakeProvider(['solana'])
    relayer.connected = false
    watchWalletConnectRelay(provider, report, { graceMs: 1_000 })
    heartbeat.emit('heartbeat_pulse')
    expect(reports).toEqual([])
    vi.advanceTimersByTime(5_000)
    heartbeat.emit('heartbeat_pulse')
    expect(reports).toEqual([['solana']])
  })

  test('behavior: no session, nothing to lose', () => {
    const { provider, drop, heartbeat } = fakeProvider([])
    watchWalletConnectRelay(provider, report, { graceMs: 1_000 })
    drop()
    vi.advanceTimersByTime(5_000)
    heartbeat.emit('heartbeat_pulse')
    expect(reports).toEqual([])
  })

  test('behavior: the session ends during an outage → []', () => {
    const { provider, drop } = fakeProvider(['eip155'])
    watchWalletConnectRelay(provider, report, { graceMs: 1_000 })
    drop()
    vi.advanceTimersByTime(1_000)
    provider.session = undefined
    provider.emit('disconnect')
    expect(reports).toEqual([['eip155'], []])
  })

  test('behavior: stop removes every listener', () => {
    const { provider, relayer, heartbeat, drop } = fakeProvider()
    const stop = watchWalletConnectRelay(provider, report, { graceMs: 1_000 })
    stop()
    drop()
    vi.advanceTimersByTime(5_000)
    expect(reports).toEqual([])
    expect(
      relayer.listenerCount('relayer_disconnect') +
        heartbeat.listenerCount('heartbeat_pulse') +
        provider.listenerCount('disconnect'),
    ).toBe(0)
  })

  test('behavior: a provider without a client (not initialised) is ignored', () => {
    expect(() => watchWalletConnectRelay({ on() {}, off() {} }, report)()).not.toThrow()
  })
})
