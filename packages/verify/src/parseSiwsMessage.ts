import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util'
import { solanaChainIdFromMessage } from './caip.js'
import { MAX_SOLANA_ADDRESS_LENGTH, MAX_SOLANA_BASE58_SIGNATURE_LENGTH } from './fieldLimits.js'
import type { ParseProofMessageReturnType, SiwsFields } from './messageFields.js'
import { splitOrigin } from './parseEip4361Message.js'
import { parseRfc3339 } from './rfc3339.js'
import { isAuthority, isPcharString, isScheme, isUri } from './rfc3986.js'
import { isReadableStatement } from './validateStatement.js'
import { quoteInMessage } from './display/quoteInMessage.js'

export const SOLANA_HEADER = ' wants you to sign in with your Solana account:'

/**
 * Sign-In-With-Solana reader: the Solana Wallet Standard's parser extracts the fields, then
 * the text is rebuilt with its `createSignInMessageText` and must come out byte for byte the
 * same. That refuses anything the canonical layout would not produce (stray blank lines,
 * trailing newlines, CRs) so the fields shown are exactly what was signed. Field values are
 * then checked against the grammar SIWS shares with EIP-4361.
 * @see https://github.com/phantom/sign-in-with-solana
 */
export function parseSiwsMessage(text: string): ParseProofMessageReturnType {
  // The canonical layout never has these. Refusing them first also spares the library's lazy
  // statement regex, which backtracks quadratically over long runs of blank lines.
  const nonCanonical = text.includes('\r') || text.includes('\n\n\n') || text.endsWith('\n')
  const parsed = nonCanonical ? null : parseSignInMessageText(text)
  if (!parsed || createSignInMessageText(parsed) !== text)
    return fail(
      'unexpected-line',
      'The message does not follow the Sign-In-With-Solana layout (extra, missing or out-of-order lines).',
    )

  const origin = splitOrigin(parsed.domain)
  if (origin.scheme !== undefined && !isScheme(origin.scheme))
    return fail('invalid-field', `${quoteInMessage(origin.scheme)} is not a valid URI scheme.`, 'scheme')
  if (!isAuthority(origin.domain))
    return fail(
      'invalid-field',
      `The domain ${quoteInMessage(origin.domain)} is not a valid host name (RFC 3986 authority).`,
      'domain',
    )
  if (!isSolanaAddress(parsed.address))
    return fail(
      'invalid-field',
      `${quoteInMessage(parsed.address)} is not a Solana address (base58 of 32 bytes).`,
      'address',
    )
  if (parsed.statement !== undefined && (parsed.statement.includes('\n') || !isReadableStatement(parsed.statement)))
    return fail('invalid-field', 'The statement must be one line of plain printable ASCII.', 'statement')
  if (parsed.uri !== undefined && !isUri(parsed.uri))
    return fail('invalid-field', `The URI ${quoteInMessage(parsed.uri)} is not a valid RFC 3986 URI.`, 'uri')
  if (parsed.version !== undefined && parsed.version !== '1')
    return fail('invalid-field', `The version is ${quoteInMessage(parsed.version)}; only version 1 exists.`, 'version')
  let caip2: string | undefined
  if (parsed.chainId !== undefined) {
    caip2 = solanaChainIdFromMessage(parsed.chainId)
    if (caip2 === undefined && parsed.chainId !== 'localnet' && parsed.chainId !== 'solana:localnet')
      return fail('invalid-field', `${quoteInMessage(parsed.chainId)} is not a Solana chain Sigil knows.`, 'chainId')
  }
  if (parsed.nonce !== undefined && !/^[A-Za-z0-9]{8,}$/.test(parsed.nonce))
    return fail('invalid-field', 'The nonce must be at least 8 letters and digits.', 'nonce')
  for (const [field, value] of [
    ['issuedAt', parsed.issuedAt],
    ['expirationTime', parsed.expirationTime],
    ['notBefore', parsed.notBefore],
  ] as const) {
    if (value !== undefined && parseRfc3339(value) === undefined)
      return fail('invalid-field', `${quoteInMessage(value)} is not a valid RFC 3339 date and time.`, field)
  }
  if (parsed.requestId !== undefined && !isPcharString(parsed.requestId))
    return fail('invalid-field', 'The request ID contains characters the format does not allow.', 'requestId')
  for (const resource of parsed.resources ?? []) {
    if (!isUri(resource))
      return fail('invalid-field', `The resource ${quoteInMessage(resource)} is not a valid RFC 3986 URI.`, 'resources')
  }

  const fields: SiwsFields = { namespace: 'solana', domain: origin.domain, address: parsed.address }
  if (origin.scheme !== undefined) fields.scheme = origin.scheme
  if (parsed.statement !== undefined) fields.statement = parsed.statement
  if (parsed.uri !== undefined) fields.uri = parsed.uri
  if (parsed.version !== undefined) fields.version = '1'
  if (parsed.chainId !== undefined) fields.chainId = parsed.chainId
  if (caip2 !== undefined) fields.caip2 = caip2
  if (parsed.nonce !== undefined) fields.nonce = parsed.nonce
  if (parsed.issuedAt !== undefined) fields.issuedAt = parsed.issuedAt
  if (parsed.expirationTime !== undefined) fields.expirationTime = parsed.expirationTime
  if (parsed.notBefore !== undefined) fields.notBefore = parsed.notBefore
  if (parsed.requestId !== undefined) fields.requestId = parsed.requestId
  if (parsed.resources !== undefined) fields.resources = [...parsed.resources]
  return { ok: true, fields }
}

/** Whether `value` is a base58 Solana public key (32 bytes). */
export function isSolanaAddress(value: string): boolean {
  return value.length <= MAX_SOLANA_ADDRESS_LENGTH && decodeBase58(value)?.length === 32
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Decodes base58 (Bitcoin's alphabet, each leading `1` a zero byte), or returns `undefined` for
 * text that is not base58 or is longer than a Solana signature's 88 characters. Read as one number
 * rather than digit by digit into bytes as `@scure/base` does (quadratic in the input, and a tenth
 * of a Solana check's time here), with the same answer for every input (decodeBase58.test.ts).
 */
export function decodeBase58(value: string): Uint8Array | undefined {
  if (value.length === 0 || value.length > MAX_SOLANA_BASE58_SIGNATURE_LENGTH) return undefined
  let zeros = 0
  while (value[zeros] === '1') zeros++
  let number = 0n
  for (const character of value) {
    const digit = BASE58_ALPHABET.indexOf(character)
    if (digit < 0) return undefined
    number = number * 58n + BigInt(digit)
  }
  const hex = number === 0n ? '' : number.toString(16)
  const bytes = new Uint8Array(zeros + ((hex.length + 1) >> 1))
  for (let end = hex.length, at = bytes.length - 1; end > 0; end -= 2, at--)
    bytes[at] = parseInt(hex.slice(Math.max(0, end - 2), end), 16)
  return bytes
}

function fail(code: 'unexpected-line' | 'invalid-field', message: string, field?: string): ParseProofMessageReturnType {
  return { ok: false, error: field === undefined ? { code, message } : { code, field, message } }
}
