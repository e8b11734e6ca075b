/**
 * A short-lived cache of names in sessionStorage, so moving between pages does not ask the RPC
 * again. Every entry is checked on read as if it came from the network (the same display rules),
 * and storage that is blocked or full is simply not used.
 */
import type { Address } from 'viem'
import { avatarUrl } from './avatarUrl'
import { displayableName } from './displayName'
import type { EvmName } from './types'
import { NAME_CACHE_KEY } from './nameCacheKey'
/** Names change rarely, but they do change: a few minutes, then ask again. */
export const NAME_CACHE_TTL_MS = 5 * 60_000
const MAX_ENTRIES = 50

type Entry = { at: number; name: EvmName | null }

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage
  } catch {
    return undefined
  }
}

function readAll(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(NAME_CACHE_KEY) ?? '{}')
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

async function validName(value: unknown): Promise<EvmName | null | undefined> {
  if (value === null) return null
  if (typeof value !== 'object') return undefined
  const { name, source, avatar } = value as Record<string, unknown>
  if (source !== 'ens' && source !== 'basename') return undefined
  if (typeof name !== 'string' || (await displayableName(name, source)) !== name) return undefined
  if (avatar === undefined) return { name, source }
  // A gateway's image is an https URL by now, so the same rule holds without the gateway.
  if (typeof avatar !== 'string' || avatarUrl(avatar) !== avatar) return undefined
  return { name, source, avatar }
}

/** The cached answer for `address` (a name, or null for "none"), or undefined when there is none still fresh. */
export async function readCachedName(address: Address, now = Date.now()): Promise<EvmName | null | undefined> {
  const entry = readAll()[address.toLowerCase()]
  if (typeof entry !== 'object' || entry === null) return undefined
  const { at, name } = entry as Record<string, unknown>
  if (typeof at !== 'number' || at > now || now - at > NAME_CACHE_TTL_MS) return undefined
  return validName(name)
}

export function writeCachedName(address: Address, name: EvmName | null, now = Date.now()): void {
  const entries = Object.entries(readAll()).filter(([, entry]) => {
    const at = (entry as Partial<Entry> | null)?.at
    return typeof at === 'number' && now - at <= NAME_CACHE_TTL_MS
  })
  const kept = Object.fromEntries([...entries.slice(-(MAX_ENTRIES - 1)), [address.toLowerCase(), { at: now, name }]])
  try {
    storage()?.setItem(NAME_CACHE_KEY, JSON.stringify(kept))
  } catch {
    // Blocked or full: names are looked up again next time.
  }
}
