/**
 * Follows the WalletConnect relay a mobile wallet is reached through. The session outlives a
 * relay outage (both sides reconnect and resubscribe when it is back), so the account stays
 * connected; the page only says the connection is lost, and that it is back.
 *
 * Read from @walletconnect/core 2.23.7: the relayer emits `relayer_disconnect` when its socket
 * drops and `relayer_connect` when one opens; between failed attempts it emits nothing, and it
 * retries on the core's 5 s heartbeat, which is also when this looks again.
 */
import { NAMESPACES, type Namespace } from '../../stores/account'

type Listener = (...args: never[]) => void
type Emitter = { on(event: string, listener: Listener): void; off(event: string, listener: Listener): void }

/** The parts of @walletconnect/universal-provider's UniversalProvider this reads. */
export type RelayedProvider = Emitter & {
  session?: { namespaces: Record<string, unknown> } | undefined
  client?: { core: { relayer: Emitter & { readonly connected: boolean }; heartbeat: Emitter } } | undefined
}

export type WatchRelayOptions = {
  /** A drop shorter than this (a blip the relayer recovers from at once) is not reported. */
  graceMs?: number
  now?: () => number
}

/** Longer than the relayer's own first reconnect attempt (100 ms), short enough to be honest. */
export const RELAY_GRACE_MS = 1_500

/**
 * Calls `report` with the session's namespaces while the relay cannot be reached for longer
 * than the grace period, and with [] once it can again (or the session ends). Returns a stop
 * function.
 */
export function watchWalletConnectRelay(
  provider: RelayedProvider,
  report: (unreachable: Namespace[]) => void,
  { graceMs = RELAY_GRACE_MS, now = Date.now }: WatchRelayOptions = {},
): () => void {
  const core = provider.client?.core
  if (!core) return () => undefined
  const { relayer, heartbeat } = core
  let downSince: number | undefined
  let reported = ''
  let timer: ReturnType<typeof setTimeout> | undefined

  const sessionNamespaces = (): Namespace[] => {
    const keys = Object.keys(provider.session?.namespaces ?? {})
    return NAMESPACES.filter((ns) => keys.includes(ns))
  }

  const look = (): void => {
    const namespaces = sessionNamespaces()
    const down = namespaces.length > 0 && !relayer.connected
    if (!down) downSince = undefined
    else downSince ??= now()
    const unreachable = downSince !== undefined && now() - downSince >= graceMs ? namespaces : []
    const key = unreachable.join(',')
    if (key === reported) return
    reported = key
    report(unreachable)
  }

  const dropped = (): void => {
    look()
    clearTimeout(timer)
    timer = setTimeout(look, graceMs)
  }

  const subscriptions: Array<[Emitter, string, () => void]> = [
    [relayer, 'relayer_disconnect', dropped],
    [relayer, 'relayer_connect', look],
    [heartbeat, 'heartbeat_pulse', look],
    ...(['connect', 'session_delete', 'session_update', 'disconnect'] as const).map(
      (event): [Emitter, string, () => void] => [provider, event, look],
    ),
  ]
  for (const [emitter, event, listener] of subscriptions) emitter.on(event, listener)

  return () => {
    clearTimeout(timer)
    for (const [emitter, event, listener] of subscriptions) emitter.off(event, listener)
  }
}
