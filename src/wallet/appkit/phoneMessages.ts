/**
 * The phone's messages this tab's WalletConnect client has taken, in the phone's own order: for each
 * session, namespace and field (the account's address, its chain), the id of the newest message that
 * can move it.
 *
 * A message's id is its JSON-RPC id, which the phone's WalletConnect client makes from its own clock
 * (milliseconds × 1000, plus three random digits). It travels inside the message, so every tab that
 * takes the message reads the same id, and the phone makes them in the order it sends; WalletConnect
 * itself drops a session's update or event that is older than the last one a client took. An account
 * switch is `accountsChanged` or an update of the session's accounts, a chain change `chainChanged`.
 *
 * The sign client's own listeners (UniversalProvider's, and through it wagmi's and AppKit's) move the
 * tab's view as the message is emitted; this listener goes first, so a view that moves has the id of
 * the message that moved it. What the client took before this tab started listening (during AppKit's
 * start) is read from its history of the session's requests, which WalletConnect keeps in storage.
 */
import { NAMESPACES, isNamespace, type Namespace } from '../../stores/account'

export type NewsField = 'address' | 'chain'

/** What is read of WalletConnect's UniversalProvider (2.23). */
export type PhoneClient = {
  session?: { topic: string }
  client: {
    events: {
      on(event: string, listener: (payload: unknown) => void): unknown
      prependListener?(event: string, listener: (payload: unknown) => void): unknown
    }
    core: {
      history: { values: readonly { id: unknown; topic: unknown; request: { method: unknown; params?: unknown } }[] }
    }
  }
}

export type PhoneMessages = {
  /** The session this tab's AppKit holds now. */
  session(): string | undefined
  /** The newest of the phone's messages this tab took that can move the field (0: none). */
  newest(session: string, namespace: Namespace, field: NewsField): number
}

/** No WalletConnect client: no session, nothing heard. */
export const NO_PHONE_MESSAGES: PhoneMessages = { session: () => undefined, newest: () => 0 }

type Moved = { namespace: Namespace; field: NewsField }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** The fields a phone's request can move: `wc_sessionEvent` and `wc_sessionUpdate`, the requests only a wallet sends. */
function fieldsMovedBy(method: unknown, params: unknown): Moved[] {
  if (!isRecord(params)) return []
  if (method === 'wc_sessionEvent') {
    const event = params['event']
    const namespace = typeof params['chainId'] === 'string' ? params['chainId'].split(':')[0] : undefined
    if (!isRecord(event) || !isNamespace(namespace)) return []
    if (event['name'] === 'accountsChanged') return [{ namespace, field: 'address' }]
    if (event['name'] === 'chainChanged') return [{ namespace, field: 'chain' }]
    return []
  }
  if (method === 'wc_sessionUpdate' && isRecord(params['namespaces'])) {
    return NAMESPACES.filter((ns) => ns in (params['namespaces'] as object)).map((namespace) => ({
      namespace,
      field: 'address' as const,
    }))
  }
  return []
}

const isMessageId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0

export function watchPhoneMessages(provider: PhoneClient): PhoneMessages {
  const newest = new Map<string, number>()
  const keyOf = (session: string, { namespace, field }: Moved): string => `${session} ${namespace} ${field}`
  const took = (session: string, id: number, moved: Moved[]): void => {
    for (const one of moved) newest.set(keyOf(session, one), Math.max(newest.get(keyOf(session, one)) ?? 0, id))
  }

  const read = new Set<string>()
  /** What the client took, or found in storage, before this tab listened: once per session. */
  const readHistory = (session: string): void => {
    if (read.has(session)) return
    read.add(session)
    for (const { id, topic, request } of provider.client.core.history.values) {
      if (topic === session && isMessageId(id)) took(session, id, fieldsMovedBy(request.method, request.params))
    }
  }

  const { events } = provider.client
  const first = (event: string, listener: (payload: unknown) => void): void => {
    if (events.prependListener) events.prependListener(event, listener)
    else events.on(event, listener)
  }
  const listener = (method: string) => (payload: unknown) => {
    if (!isRecord(payload) || !isMessageId(payload['id']) || typeof payload['topic'] !== 'string') return
    // Listening to this session's messages as they come: its history would add ones still queued.
    read.add(payload['topic'])
    took(payload['topic'], payload['id'], fieldsMovedBy(method, payload['params']))
  }
  first('session_event', listener('wc_sessionEvent'))
  first('session_update', listener('wc_sessionUpdate'))
  // Now, before a message in flight is added to it: the history holds a request from the moment it is read.
  const current = provider.session?.topic
  if (current !== undefined) readHistory(current)

  return {
    session: () => provider.session?.topic,
    newest(session, namespace, field) {
      readHistory(session)
      return newest.get(keyOf(session, { namespace, field })) ?? 0
    },
  }
}
