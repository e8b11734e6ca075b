/**
 * Base64url without padding (RFC 4648 §5), by hand because `btoa`/`atob` work on Latin-1
 * strings and Node's `Buffer` does not exist in the browser.
 *
 * Decoding is strict: only the url-safe alphabet, no padding, and the unused low bits of the
 * last character must be zero. So each byte string has exactly one encoding, and editing any
 * character of a link always changes what it decodes to (or makes it undecodable).
 */
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const lookup = new Map([...alphabet].map((char, index) => [char, index]))

export function encodeBase64url(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0
    const b = bytes[i + 1] ?? 0
    const c = bytes[i + 2] ?? 0
    const triple = (a << 16) | (b << 8) | c
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2
    for (let k = 0; k < chars; k++) out += alphabet[(triple >> (18 - 6 * k)) & 63]
  }
  return out
}

/** Decodes unpadded base64url, or returns `undefined` if `text` is not canonical base64url. */
export function decodeBase64url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4))
  let buffer = 0
  let bits = 0
  let index = 0
  for (const char of text) {
    const value = lookup.get(char)
    if (value === undefined) return undefined
    buffer = ((buffer << 6) | value) & 0xffffff
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes[index++] = (buffer >> bits) & 0xff
    }
  }
  if ((buffer & ((1 << bits) - 1)) !== 0) return undefined
  return bytes
}
