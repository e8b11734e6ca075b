/**
 * What a plain message's signature is over. EIP-191 `personal_sign` and Solana's `signMessage`
 * sign bytes: the UTF-8 of a text, or, for a message of 0x-hex, the bytes it spells (wallets sign
 * hex that way). This module alone reads a message into those bytes, once for each way it may have
 * been signed, with the text the bytes are. That text, never the message as given, is what is
 * judged (Sign-In or not) and what is shown.
 */
import type { Hex } from './hex.js'
import { looksLikeSignIn } from './looksLikeSignIn.js'

/** What was signed: the text, or the bytes a 0x-hex message spells (with their text, when they are UTF-8). */
export type SignedContent = { kind: 'text'; text: string } | { kind: 'bytes'; hex: Hex; text?: string | undefined }

/** One way a message may have been signed: the bytes a signature is checked against, and what they are. */
export type SignedReading = { bytes: Uint8Array; content: SignedContent }

/**
 * Every way `message` may have been signed, the bytes its 0x-hex spells first (when it is 0x-hex),
 * then its own text as UTF-8. A lone surrogate, which has no UTF-8, is signed as U+FFFD, so the
 * text reading's text is the bytes decoded again, not the message.
 */
export function signedReadings(message: string): SignedReading[] {
  const readings: SignedReading[] = []
  const hex = hexBytesOf(message)
  if (hex !== undefined) {
    const bytes = bytesOfHex(hex)
    readings.push({ bytes, content: { kind: 'bytes', hex, text: utf8Text(bytes) } })
  }
  const bytes = new TextEncoder().encode(message)
  readings.push({ bytes, content: { kind: 'text', text: utf8Text(bytes) ?? message } })
  return readings
}

/**
 * Whether a reading's text is a Sign-In message: signed either way, such bytes are a login, so a
 * message with such a reading is a Sign-In, checked only as one and never signed or verified as plain.
 */
export function isSignIn({ content }: SignedReading): boolean {
  return content.text !== undefined && looksLikeSignIn(content.text)
}

/** The reading of `message` that is a Sign-In message, if one is. */
export function signInReading(message: string): SignedReading | undefined {
  return signedReadings(message).find(isSignIn)
}

/**
 * 0x-hex that spells whole bytes (`0x` alone spells none: the empty message), inside any spaces
 * and line breaks a paste brings, in lower case: wallets sign such a message as the bytes.
 */
function hexBytesOf(text: string): Hex | undefined {
  const trimmed = text.trim()
  return /^0x(?:[0-9a-fA-F]{2})*$/.test(trimmed) ? (trimmed.toLowerCase() as Hex) : undefined
}

function bytesOfHex(hex: Hex): Uint8Array {
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 + 2 * i, 4 + 2 * i), 16)
  return bytes
}

/** The bytes as text when they are UTF-8, a leading byte order mark kept: it was signed, so it is shown. */
function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return undefined
  }
}
