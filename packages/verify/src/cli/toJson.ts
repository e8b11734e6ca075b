import { hasHiddenCharacter } from '../display/hiddenCharacters.js'

/**
 * A result as JSON that any reader can parse back: bigints as decimal strings, bytes as 0x-hex,
 * dates as ISO strings (their own `toJSON`), and undefined fields left out, as JSON has no such value.
 * Strings keep every character as signed; each hidden one (a control, a separator, a bidi or
 * invisible character: `hiddenCharacters.ts`) is written as a `\u` escape, which parses back to
 * the same character, so the JSON shown on a terminal is plain text too.
 */
export function toJson(value: unknown): string {
  // The only raw line feeds JSON.stringify writes are its own indentation: inside strings they are `\n`.
  return `${JSON.stringify(value, replacer, 2).replace(/[^\n -~]/gu, escapeHidden)}\n`
}

function replacer(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString()
  if (value instanceof Uint8Array)
    return `0x${Array.from(value, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
  return value
}

/** A hidden character as JSON escapes of its UTF-16 code units; any other as it is. */
function escapeHidden(char: string): string {
  if (!hasHiddenCharacter(char)) return char
  let escaped = ''
  for (let i = 0; i < char.length; i++) escaped += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`
  return escaped
}
