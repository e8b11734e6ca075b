import { base64urlnopad } from '@scure/base'

/**
 * Base64url without padding (RFC 4648 §5), through `@scure/base` (audited, already in the tree
 * through viem).
 *
 * Decoding is strict: only the url-safe alphabet, no padding, and the unused low bits of the
 * last character must be zero. So each byte string has exactly one encoding, and editing any
 * character of a link always changes what it decodes to (or makes it undecodable).
 */
export function encodeBase64url(bytes: Uint8Array): string {
  return base64urlnopad.encode(bytes)
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/**
 * Decodes unpadded base64url, or returns `undefined` if `text` is not canonical base64url. The
 * rules are checked here and the bytes read by the platform's `atob` (every browser, Node, Deno,
 * Bun and workerd have it): a link is decoded before every verdict, and `@scure/base` reading it
 * character by character was a quarter of a proof's time before its signature. The same answer as
 * `base64urlnopad.decode` for every input (base64url.test.ts).
 */
export function decodeBase64url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1 || !/^[A-Za-z0-9_-]*$/.test(text)) return undefined
  // The last character's bits past the final byte must be zero: one spelling per byte string.
  const unused = [0, 0, 15, 3][text.length % 4] ?? 0
  if (text.length > 0 && (ALPHABET.indexOf(text[text.length - 1] ?? '') & unused) !== 0) return undefined
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
