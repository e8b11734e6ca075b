import type { ParseProofMessageReturnType } from './messageFields.js'
import { ETHEREUM_HEADER, parseEip4361Message } from './parseEip4361Message.js'
import { parseSiwsMessage, SOLANA_HEADER } from './parseSiwsMessage.js'

/** Longest message accepted; real sign-in messages are well under 2 KB. */
export const MAX_MESSAGE_LENGTH = 16_384

export type ParseProofMessageParameters = string

/**
 * Reads a sign-in message, telling EIP-4361 (Ethereum) from Sign-In-With-Solana by its first
 * line, and returns its fields or a plain-English error. Never throws.
 */
export function parseProofMessage(text: ParseProofMessageParameters): ParseProofMessageReturnType {
  try {
    if (typeof text !== 'string' || text.length === 0)
      return { ok: false, error: { code: 'not-a-sign-in-message', message: 'There is no message to read.' } }
    if (text.length > MAX_MESSAGE_LENGTH)
      return {
        ok: false,
        error: {
          code: 'too-large',
          message: `The message is longer than ${MAX_MESSAGE_LENGTH} characters; no sign-in message is that long.`,
        },
      }
    const newline = text.indexOf('\n')
    const header = newline === -1 ? text : text.slice(0, newline)
    if (header.endsWith(ETHEREUM_HEADER)) return parseEip4361Message(text)
    if (header.endsWith(SOLANA_HEADER)) return parseSiwsMessage(text)
    return {
      ok: false,
      error: {
        code: 'not-a-sign-in-message',
        message:
          'This is not a Sign-In with Ethereum or Sign-In with Solana message (its first line should end “wants you to sign in with your … account:”).',
      },
    }
  } catch {
    return { ok: false, error: { code: 'not-a-sign-in-message', message: 'The message could not be read.' } }
  }
}
