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

/** Decodes unpadded base64url, or returns `undefined` if `text` is not canonical base64url. */
export function decodeBase64url(text: string): Uint8Array | undefined {
  try {
    return base64urlnopad.decode(text)
  } catch {
    return undefined
  }
}
