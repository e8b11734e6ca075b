import { describe, expect, it } from 'vitest'
import { watchPhoneMessages, type PhoneClient } from './phoneMessages'

const SESSION = 'a1'.repeat(32)
const OTHER_SESSION = 'b2'.repeat(32)

type Listener = (payload: unknown) => void
type Record = { id: unknown; topic: unknown; request: { method: unknown; params?: unknown } }

/** The parts of UniversalProvider's sign client the watcher reads: its events, in listener order, and its history. */
function fakeClient(history: Record[] = [], withSession = true) {
  const listeners = new Map<string, Listener[]>()
  const list = (event: string): Listener[] => {
    const known = listeners.get(event)
    if (known) return known
    const fresh: Listener[] = []
    listeners.set(event, fresh)
    return fresh
  }
  const provider: PhoneClient = {
    ...(withSession ? { session: { topic: SESSION } } : {}),
    client: {
      events: {
        on: (event, listener) => list(event).push(listener),
        prependListener: (event, listener) => list(event).unshift(listener),
      },
      core: { history: { values: history } },
    },
  }
  return {
    provider,
    /** Registered before the watcher, as UniversalProvider's own listener is. */
    on: (event: string, listener: Listener) => list(event).push(listener),
    emit: (event: string, payload: unknown) => list(event).forEach((listener) => listener(payload)),
  }
}

const accountsChanged = (id: unknown, chainId = 'eip155:8453', topic = SESSION) => ({
  id,
  topic,
  params: { event: { name: 'accountsChanged', data: ['0xB'] }, chainId },
})
const chainChanged = (id: number, chainId = 'eip155:8453') => ({
  id,
  topic: SESSION,
  params: { event: { name: 'chainChanged', data: 8453 }, chainId },
})

describe('watchPhoneMessages', () => {
  it('hears each message before the listeners that move the view', () => {
    const client = fakeClient()
    const seenByProvider: number[] = []
    let newest = (): number => 0
    client.on('session_event', () => seenByProvider.push(newest()))
    const messages = watchPhoneMessages(client.provider)
    newest = () => messages.newest(SESSION, 'eip155', 'address')
    client.emit('session_event', accountsChanged(1795870831184123))
    expect(seenByProvider).toEqual([1795870831184123])
  })

  it('keeps the newest message per session, namespace and field', () => {
    const client = fakeClient()
    const messages = watchPhoneMessages(client.provider)
    client.emit('session_event', accountsChanged(300))
    client.emit('session_event', accountsChanged(200))
    client.emit('session_event', chainChanged(250))
    client.emit('session_event', accountsChanged(400, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))
    client.emit('session_event', accountsChanged(500, 'eip155:1', OTHER_SESSION))
    client.emit('session_update', { id: 350, topic: SESSION, params: { namespaces: { eip155: {} } } })
    expect(messages.newest(SESSION, 'eip155', 'address')).toBe(350)
    expect(messages.newest(SESSION, 'eip155', 'chain')).toBe(250)
    expect(messages.newest(SESSION, 'solana', 'address')).toBe(400)
    expect(messages.newest(SESSION, 'solana', 'chain')).toBe(0)
    expect(messages.newest(OTHER_SESSION, 'eip155', 'address')).toBe(500)
  })

  it('reads what the client took before it was watched from its history, only the wallet’s own messages', () => {
    const client = fakeClient([
      { id: 100, topic: SESSION, request: { method: 'wc_sessionEvent', params: chainChanged(100).params } },
      { id: 200, topic: SESSION, request: { method: 'wc_sessionUpdate', params: { namespaces: { eip155: {} } } } },
      // The page's own requests, another session's, and a malformed one.
      { id: 900, topic: SESSION, request: { method: 'wc_sessionRequest', params: { chainId: 'eip155:1' } } },
      { id: 900, topic: OTHER_SESSION, request: { method: 'wc_sessionEvent', params: chainChanged(900).params } },
      { id: '950', topic: SESSION, request: { method: 'wc_sessionEvent', params: chainChanged(950).params } },
    ])
    const messages = watchPhoneMessages(client.provider)
    expect(messages.session()).toBe(SESSION)
    expect(messages.newest(SESSION, 'eip155', 'chain')).toBe(100)
    expect(messages.newest(SESSION, 'eip155', 'address')).toBe(200)
    expect(messages.newest(SESSION, 'solana', 'address')).toBe(0)
  })

  it('ignores what is not a phone’s message', () => {
    const client = fakeClient([], false)
    const messages = watchPhoneMessages(client.provider)
    expect(messages.session()).toBeUndefined()
    client.emit('session_event', accountsChanged('1'))
    client.emit('session_event', accountsChanged(-5))
    client.emit('session_event', { id: 10, topic: SESSION, params: { event: { name: 'other' }, chainId: 'eip155:1' } })
    client.emit('session_event', {
      id: 10,
      topic: SESSION,
      params: { event: { name: 'chainChanged' }, chainId: 'x:1' },
    })
    client.emit('session_update', { id: 10, topic: SESSION, params: {} })
    expect(messages.newest(SESSION, 'eip155', 'address')).toBe(0)
    expect(messages.newest(SESSION, 'eip155', 'chain')).toBe(0)
  })
})
