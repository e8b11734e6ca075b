/**
 * Reading `PUBLIC_*` variables at build time: a value that cannot be used fails the build with the
 * variable's name, so a misconfigured deployment never reaches users.
 */

export class ConfigError extends Error {
  override name = 'ConfigError'
  readonly variable: string
  constructor(variable: string, detail: string) {
    super(`${variable} ${detail}`)
    this.variable = variable
  }
}

export type Env = Readonly<Record<string, string | undefined>>

/** The variable's value, trimmed; undefined when it is unset or empty. */
export function readVariable(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/** Hosts a page may reach over plain http: the machine itself (a local node, a test chain). */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname.endsWith('.localhost') || /^127\./.test(hostname)
}

export type UrlRule = {
  /** The schemes the variable may use, e.g. ['https:'] or ['wss:']. */
  protocols: readonly string[]
  /**
   * The plain scheme (`http:` or `ws:`) also accepted for a loopback host: a page served over
   * https cannot reach anything else that way, so a remote one is a mistake.
   */
  plainOnLoopback?: 'http:' | 'ws:'
}

export function urlVariable(env: Env, name: string, fallback: string, rule: UrlRule): string
export function urlVariable(env: Env, name: string, fallback: undefined, rule: UrlRule): string | undefined
export function urlVariable(env: Env, name: string, fallback: string | undefined, rule: UrlRule): string | undefined {
  const raw = readVariable(env, name)
  if (raw === undefined) return fallback
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new ConfigError(name, `is not a valid URL: "${raw}"`)
  }
  const plain = rule.plainOnLoopback !== undefined && parsed.protocol === rule.plainOnLoopback
  if (plain && !isLoopback(parsed.hostname)) {
    throw new ConfigError(
      name,
      `uses ${parsed.protocol} for a host other than this machine; a page served over https cannot reach it: use ${rule.protocols.join(' or ')} (got "${raw}")`,
    )
  }
  if (!plain && !rule.protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${rule.protocols.join(' or ')} (got "${parsed.protocol}")`)
  }
  if (parsed.username || parsed.password) {
    throw new ConfigError(name, 'must not contain credentials')
  }
  return raw
}
