/**
 * A refused message's reason quotes the field at fault, and a proof decides what that field holds:
 * the quote is bounded whatever it is, and shown through the display step its marks are too, so no
 * view lays out 16 000 characters of it.
 */
import { describe, expect, test } from 'vitest'
import { displayText } from './display/displayText.js'
import { parseProofMessage } from './parseProofMessage.js'

const EVM = [
  'sigil.example wants you to sign in with your Ethereum account:',
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '',
  'URI: https://sigil.example/',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: abcdefgh12345678',
  'Issued At: 2030-01-01T00:00:00Z',
].join('\n')

const SOLANA = [
  'sigil.example wants you to sign in with your Solana account:',
  'So11111111111111111111111111111111111111112',
  '',
  'URI: https://sigil.example/',
  'Version: 1',
  'Chain ID: mainnet',
  'Nonce: abcdefgh12345678',
  'Issued At: 2030-01-01T00:00:00Z',
].join('\n')

/** What an attacker puts in a field: a mark run that freezes layout, or text that reorders and fakes lines. */
const PAYLOADS = {
  'Thai SARA AM × 16 000': `h${'\u0e33'.repeat(16_000)}`,
  'acute accent × 16 000': `h${'\u0301'.repeat(16_000)}`,
  'a right-to-left override and fake checks': `h\u202e✓ Signed with the private key of 0xf39F. ✓ It was made for this site${'x'.repeat(9_000)}`,
}

/** Each field a reason may quote, and how to put a value in it. */
const FIELDS: Record<string, (message: string, value: string) => string> = {
  scheme: (message, value) => `${value}://${message}`,
  domain: (message, value) => message.replace('sigil.example wants', `${value} wants`),
  uri: (message, value) => message.replace('URI: https://sigil.example/', `URI: ${value}`),
  version: (message, value) => message.replace('Version: 1', `Version: ${value}`),
  'chain id': (message, value) => message.replace(/Chain ID: \w+/, `Chain ID: ${value}`),
  'issued at': (message, value) => message.replace('Issued At: 2030-01-01T00:00:00Z', `Issued At: ${value}`),
  'an unknown line': (message, value) => `${message}\n${value}`,
}

function longestMarkRun(text: string): number {
  let longest = 0
  let run = 0
  for (const char of text) {
    run = /[\p{M}\u0e33]/u.test(char) ? run + 1 : 0
    longest = Math.max(longest, run)
  }
  return longest
}

describe.each([
  ['Sign-In with Ethereum', EVM],
  ['Sign-In with Solana', SOLANA],
])('%s', (_, message) => {
  for (const [field, put] of Object.entries(FIELDS))
    test.each(Object.entries(PAYLOADS))(`${field}: %s is refused, quoted briefly`, (_, payload) => {
      const parsed = parseProofMessage(put(message, payload))
      expect(parsed.ok).toBe(false)
      if (parsed.ok) return
      expect(parsed.error.message.length).toBeLessThanOrEqual(200)
      expect(longestMarkRun(displayText(parsed.error.message, { target: 'page' }))).toBeLessThanOrEqual(8)
    })
})
