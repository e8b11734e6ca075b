import { getAddress } from './evmAddress.js'
import type { Eip4361Fields, ParseProofMessageError, ParseProofMessageReturnType } from './messageFields.js'
import { parseRfc3339 } from './rfc3339.js'
import { isAuthority, isPcharString, isScheme, isUri } from './rfc3986.js'
import { isEip4361Statement } from './validateStatement.js'
import { quoteInMessage } from './display/quoteInMessage.js'

export const ETHEREUM_HEADER = ' wants you to sign in with your Ethereum account:'

/**
 * Strict EIP-4361 reader, walking the ABNF line by line.
 *
 * viem's `parseSiweMessage` is a lenient extractor (unanchored regexes: out-of-order lines,
 * lower-case addresses, `#` in the domain, malformed URIs all get through) and it turns
 * timestamps into `Date`s, losing the text that was signed, so it cannot decide whether a
 * message is well formed. This reader refuses everything the spec's grammar refuses.
 * @see https://eips.ethereum.org/EIPS/eip-4361#abnf-message-format
 */
export function parseEip4361Message(text: string): ParseProofMessageReturnType {
  if (text.includes('\r'))
    return fail('unexpected-line', 'The message contains a carriage return; EIP-4361 lines end with a plain line feed.')
  const lines = text.split('\n')

  const header = lines[0] ?? ''
  if (!header.endsWith(ETHEREUM_HEADER))
    return fail('not-a-sign-in-message', 'The first line is not “… wants you to sign in with your Ethereum account:”.')
  const origin = splitOrigin(header.slice(0, -ETHEREUM_HEADER.length))
  if (origin.domain === '')
    return fail('missing-field', 'The message does not name the website (domain) it is for.', 'domain')
  if (origin.scheme !== undefined && !isScheme(origin.scheme))
    return fail('invalid-field', `${quoteInMessage(origin.scheme)} is not a valid URI scheme.`, 'scheme')
  if (!isAuthority(origin.domain))
    return fail(
      'invalid-field',
      `The domain ${quoteInMessage(origin.domain)} is not a valid host name (RFC 3986 authority).`,
      'domain',
    )

  const address = lines[1] ?? ''
  if (address === '') return fail('missing-field', 'The message has no Ethereum address on its second line.', 'address')
  if (!/^0x[0-9a-fA-F]{40}$/.test(address))
    return fail('invalid-field', `${quoteInMessage(address)} is not an Ethereum address.`, 'address')
  if (getAddress(address) !== address)
    return fail(
      'invalid-field',
      'The address is not in EIP-55 checksum form (mixed upper and lower case), which EIP-4361 requires.',
      'address',
    )
  if (lines[2] !== '') return fail('unexpected-line', 'Expected a blank line after the address.')

  let cursor = 3
  let statement: string | undefined
  if (lines[3] === '') {
    cursor = 4
  } else {
    statement = lines[3] ?? ''
    if (!isEip4361Statement(statement))
      return fail(
        'invalid-field',
        'The statement contains characters EIP-4361 does not allow (only letters, digits, spaces and URI punctuation).',
        'statement',
      )
    if (lines[4] !== '')
      return fail('unexpected-line', 'Expected a blank line after the statement (a statement must be a single line).')
    cursor = 5
  }

  const take = (label: string): string | undefined => {
    const line = lines[cursor]
    if (line === undefined || !line.startsWith(label)) return undefined
    cursor++
    return line.slice(label.length)
  }
  const required = (label: string, field: string): string | ParseProofMessageError => {
    const value = take(label)
    if (value !== undefined) return value
    const elsewhere = lines.some((line, index) => index !== cursor && line.startsWith(label))
    return elsewhere
      ? { code: 'unexpected-line', field, message: `The “${label.trim()}” line is out of order.` }
      : { code: 'missing-field', field, message: `The message has no “${label.trim()}” line.` }
  }

  const uri = required('URI: ', 'uri')
  if (typeof uri !== 'string') return { ok: false, error: uri }
  const version = required('Version: ', 'version')
  if (typeof version !== 'string') return { ok: false, error: version }
  const chainId = required('Chain ID: ', 'chainId')
  if (typeof chainId !== 'string') return { ok: false, error: chainId }
  const nonce = required('Nonce: ', 'nonce')
  if (typeof nonce !== 'string') return { ok: false, error: nonce }
  const issuedAt = required('Issued At: ', 'issuedAt')
  if (typeof issuedAt !== 'string') return { ok: false, error: issuedAt }
  const expirationTime = take('Expiration Time: ')
  const notBefore = take('Not Before: ')
  const requestId = take('Request ID: ')
  let resources: string[] | undefined
  if (lines[cursor] === 'Resources:') {
    cursor++
    resources = []
    while (lines[cursor]?.startsWith('- ')) resources.push((lines[cursor++] ?? '').slice(2))
  }
  if (cursor < lines.length) {
    const line = lines[cursor] ?? ''
    return fail(
      'unexpected-line',
      line === ''
        ? 'The message has a blank line or line break where EIP-4361 allows none.'
        : `The line ${quoteInMessage(line)} is not allowed here (unknown, repeated or out of order).`,
    )
  }

  if (!isUri(uri)) return fail('invalid-field', `The URI ${quoteInMessage(uri)} is not a valid RFC 3986 URI.`, 'uri')
  if (version !== '1')
    return fail(
      'invalid-field',
      `The version is ${quoteInMessage(version)}; EIP-4361 only defines version 1.`,
      'version',
    )
  const chainNumber = /^[1-9][0-9]{0,15}$/.test(chainId) ? Number(chainId) : Number.NaN
  if (!Number.isSafeInteger(chainNumber))
    return fail('invalid-field', `The chain ID ${quoteInMessage(chainId)} is not a positive whole number.`, 'chainId')
  if (!/^[A-Za-z0-9]{8,}$/.test(nonce))
    return fail('invalid-field', 'The nonce must be at least 8 letters and digits.', 'nonce')
  for (const [field, value] of [
    ['issuedAt', issuedAt],
    ['expirationTime', expirationTime],
    ['notBefore', notBefore],
  ] as const) {
    if (value !== undefined && parseRfc3339(value) === undefined)
      return fail('invalid-field', `${quoteInMessage(value)} is not a valid RFC 3339 date and time.`, field)
  }
  if (requestId !== undefined && !isPcharString(requestId))
    return fail('invalid-field', 'The request ID contains characters EIP-4361 does not allow.', 'requestId')
  for (const resource of resources ?? []) {
    if (!isUri(resource))
      return fail('invalid-field', `The resource ${quoteInMessage(resource)} is not a valid RFC 3986 URI.`, 'resources')
  }

  const fields: Eip4361Fields = {
    namespace: 'eip155',
    domain: origin.domain,
    address,
    uri,
    version: '1',
    chainId: chainNumber,
    nonce,
    issuedAt,
    caip2: `eip155:${chainNumber}`,
  }
  if (origin.scheme !== undefined) fields.scheme = origin.scheme
  if (statement !== undefined) fields.statement = statement
  if (expirationTime !== undefined) fields.expirationTime = expirationTime
  if (notBefore !== undefined) fields.notBefore = notBefore
  if (requestId !== undefined) fields.requestId = requestId
  if (resources !== undefined) fields.resources = resources
  return { ok: true, fields }
}

/** Splits the optional `scheme "://"` from the domain on a sign-in message's first line. */
export function splitOrigin(origin: string): { scheme?: string; domain: string } {
  const separator = origin.indexOf('://')
  if (separator === -1) return { domain: origin }
  return { scheme: origin.slice(0, separator), domain: origin.slice(separator + 3) }
}

/** Shortens quoted input in error messages so a pasted novel does not end up in the UI. */
function fail(code: ParseProofMessageError['code'], message: string, field?: string): ParseProofMessageReturnType {
  return { ok: false, error: field === undefined ? { code, message } : { code, field, message } }
}
