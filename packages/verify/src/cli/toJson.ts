/**
 * A result as JSON that any reader can parse back: bigints as decimal strings, bytes as 0x-hex,
 * dates as ISO strings (their own `toJSON`), and undefined fields left out, as JSON has no such value.
 */
export function toJson(value: unknown): string {
  return `${JSON.stringify(value, replacer, 2)}\n`
}

function replacer(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString()
  if (value instanceof Uint8Array)
    return `0x${Array.from(value, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
  return value
}
