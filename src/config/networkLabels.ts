/**
 * What a proof's verdict says of a network: its name, and the host of the site's RPC for it (which
 * answers for a contract wallet). The same networks as ./networks.ts, cut by the build to these two
 * facts, so that the verify page carries no more of them than it shows.
 */
declare const __SIGIL_NETWORK_LABELS__: Readonly<Record<string, readonly [name: string, rpcHost: string]>>

const LABELS = __SIGIL_NETWORK_LABELS__

export function networkName(caip2: string): string {
  return (Object.hasOwn(LABELS, caip2) ? LABELS[caip2]?.[0] : undefined) ?? `Unsupported network (${caip2})`
}

/** The host of the site's RPC for this network, when the site offers it. */
export function rpcHostOf(caip2: string): string | undefined {
  return Object.hasOwn(LABELS, caip2) ? LABELS[caip2]?.[1] : undefined
}
