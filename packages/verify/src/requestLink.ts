/**
 * A proof request: the verifier's challenge, carried in a link to the prove page
 * (`<site>/prove/#request=<base64url(JSON)>`). The nonce is chosen by the verifier's browser and
 * remembered there, so a proof that signs it counts only for that request.
 *
 * The link is read back strictly: one spelling per request (keys in a fixed set, canonical
 * base64url, times as `toISOString` writes them), so an edited link either reads as another
 * request, which the verifier's own record then refuses, or not at all.
 */
import { getAddress, isAddress } from './evmAddress.js'
import { decodeBase64url, encodeBase64url } from './base64url.js'
import { REQUEST_NONCE } from './createRequestNonce.js'
import { isSolanaAddress } from './parseSiwsMessage.js'
import { parseRfc3339 } from './rfc3339.js'
import { MAX_LINKED_PARTS, type ProofNamespace } from './types.js'
import { validateStatement } from './validateStatement.js'
import { quoteInMessage } from './display/quoteInMessage.js'
import type { HoldingRequirementJson } from './holdings/holdingRequirement.js'
import { holdingRequirementToJson } from './holdings/holdingRequirementToJson.js'
import { readHoldingRequirement } from './holdings/readHoldingRequirement.js'

/** The request link format's version for a request one proof answers. */
export const PROOF_REQUEST_VERSION = 1
/** The version for a roll call: many answers, each distinct address or linked set counted once. */
export const ROLL_CALL_REQUEST_VERSION = 2

/**
 * A 0x address's family in words, for a reader who never met "EVM": one key is one address on
 * Ethereum and on every network built like it. A site that knows its own networks names them instead.
 */
export const ETHEREUM_STYLE = 'Ethereum-style'

/** What the verifier asks for: one EVM address, one Solana address, or a linked set of 2 to 5. */
export type RequestWant = ProofNamespace | 'linked'

export type ProofRequest = {
  /** 1: one answer; 2: a roll call, answered by any number of people (it names no addresses). */
  v: typeof PROOF_REQUEST_VERSION | typeof ROLL_CALL_REQUEST_VERSION
  want: RequestWant
  /**
   * The addresses asked for; empty: any. One for `eip155` / `solana`; 2 to 5 for `linked`, EVM
   * (0x, written checksummed) or Solana (base58), each family known from its spelling.
   */
  addresses: string[]
  statement?: string | undefined
  /**
   * What each answer must hold, as the link spells it (`readHoldingRequirement` gives it in exact
   * integers): one asset on one network of the family asked for. A linked set's holding is the sum
   * over its addresses of that family. Read only by a caller that checks it (`checksHoldings`).
   * @internal Not yet checked by the site or the command-line tool.
   */
  holds?: HoldingRequirementJson | undefined
  /** From `createRequestNonce()`: `sigil` and 17 random letters and digits (≈ 101 bits); see `REQUEST_NONCE`. */
  nonce: string
  /** When the request closes (RFC 3339, UTC, as `Date.toISOString` writes it). */
  expires: string
}

/** The page a request link opens, relative to the site's root. */
export const REQUEST_PAGE = 'prove/'

/** Far more than any request needs (a linked request of 5 addresses and 280 characters is ~1 KB). */
export const MAX_REQUEST_LINK_LENGTH = 4096

/** Shortest and longest time a request may stay open. */
export const MIN_REQUEST_WINDOW_MS = 10 * 60 * 1000
export const MAX_REQUEST_WINDOW_MS = 30 * 24 * 60 * 60 * 1000

const KEYS = new Set(['v', 'want', 'addresses', 'statement', 'holds', 'nonce', 'expires'])

export type ValidateRequestOptions = {
  /**
   * Whether the caller checks what a request asks each answer to hold. A caller that does not is
   * refused such a request, as a reader older than the requirement refuses its unknown key: an
   * answer is never counted for a request whose requirement was not checked.
   */
  checksHoldings?: boolean
}

export type DecodeRequestErrorCode = 'no-request' | 'too-large' | 'bad-encoding' | 'bad-field'

export type DecodeRequestReturnType =
  | { ok: true; request: ProofRequest }
  | { ok: false; error: { code: DecodeRequestErrorCode; field?: string; message: string } }

/** The family an address is spelled in, or `undefined` when it is neither an EVM nor a Solana address. */
export function addressFamily(address: string): ProofNamespace | undefined {
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return isAddress(address, { strict: true }) ? 'eip155' : undefined
  return isSolanaAddress(address) ? 'solana' : undefined
}

/** Whether a request is a roll call: many answers, each address or linked set counted once. */
export function isRollCall(request: ProofRequest): boolean {
  return request.v === ROLL_CALL_REQUEST_VERSION
}

/** Two addresses are the same account when their family and address agree (EVM in any letter case). */
export function sameAddress(a: string, b: string): boolean {
  return a.startsWith('0x') && b.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b
}

/** Checks a request's fields; the message is plain English, naming the field. */
export function validateRequest(value: unknown, options: ValidateRequestOptions = {}): DecodeRequestReturnType {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad(undefined, 'it is not a request')
  const record = value as Record<string, unknown>
  const unknownKey = Object.keys(record).find((key) => !KEYS.has(key))
  if (unknownKey !== undefined)
    return bad(unknownKey, `it has a field Sigil does not write (${quoteInMessage(unknownKey, 20)})`)
  const version = record['v']
  if (version !== PROOF_REQUEST_VERSION && version !== ROLL_CALL_REQUEST_VERSION)
    return bad('v', 'it is of a version this page cannot read')
  const want = record['want']
  if (want !== 'eip155' && want !== 'solana' && want !== 'linked')
    return bad(
      'want',
      `it does not say whether an ${ETHEREUM_STYLE} address, a Solana address or a linked set is asked for`,
    )

  const addresses = record['addresses'] ?? []
  if (!Array.isArray(addresses) || addresses.some((a) => typeof a !== 'string'))
    return bad('addresses', 'its list of addresses is not a list of addresses')
  const list = addresses as string[]
  if (record['addresses'] !== undefined && list.length === 0)
    return bad('addresses', 'its list of addresses is empty (a request for any address has none)')
  if (version === ROLL_CALL_REQUEST_VERSION && list.length > 0)
    return bad('addresses', 'it is a roll call, which any address answers, yet it names addresses')
  if (want === 'linked' ? list.length === 1 || list.length > MAX_LINKED_PARTS : list.length > 1)
    return bad(
      'addresses',
      want === 'linked'
        ? `a linked set names 2 to ${MAX_LINKED_PARTS} addresses, not ${list.length}`
        : 'it asks for one address but names several',
    )
  for (const address of list) {
    const family = addressFamily(address)
    if (family === undefined || (want !== 'linked' && family !== want))
      return bad(
        'addresses',
        `${quoteInMessage(address)} is not ${want === 'solana' ? 'a Solana' : want === 'eip155' ? `an ${ETHEREUM_STYLE}` : `an ${ETHEREUM_STYLE} or Solana`} address`,
      )
    if (family === 'eip155' && address !== getAddress(address))
      return bad('addresses', `${quoteInMessage(address)} is not written as Sigil writes it (checksummed)`)
  }
  if (new Set(list.map((a) => (a.startsWith('0x') ? a.toLowerCase() : a))).size !== list.length)
    return bad('addresses', 'it names the same address twice')

  const statement = record['statement']
  if (statement !== undefined) {
    if (typeof statement !== 'string' || statement === '') return bad('statement', 'its statement is not text')
    const check = validateStatement(statement)
    if (!check.ok) return bad('statement', check.error.message)
  }
  const holds = record['holds']
  let requirement: HoldingRequirementJson | undefined
  if (holds !== undefined) {
    if (options.checksHoldings !== true)
      return bad('holds', 'it asks that each answer hold a coin or token, which this reader does not check')
    const read = readHoldingRequirement(holds)
    if (!read.ok) return bad('holds', read.why)
    if (want !== 'linked' && read.family !== want)
      return bad(
        'holds',
        `it asks for ${want === 'solana' ? 'a Solana' : `an ${ETHEREUM_STYLE}`} address, yet for holdings on ${read.requirement.network}`,
      )
    if (want === 'linked' && list.length > 0 && !list.some((address) => addressFamily(address) === read.family))
      return bad('holds', `it asks for holdings on ${read.requirement.network}, yet names no address there`)
    requirement = holdingRequirementToJson(read.requirement)
  }
  const nonce = record['nonce']
  if (typeof nonce !== 'string' || !REQUEST_NONCE.test(nonce))
    return bad(
      'nonce',
      'its nonce is not one Sigil makes (“sigil” and 17 to 32 letters and digits), so signing it could answer another site instead',
    )
  const expires = record['expires']
  const instant = typeof expires === 'string' ? parseRfc3339(expires) : undefined
  if (typeof expires !== 'string' || instant === undefined || new Date(instant).toISOString() !== expires)
    return bad('expires', 'its closing time is not a time Sigil writes')

  return {
    ok: true,
    request: {
      v: version,
      want,
      addresses: [...list],
      ...(statement === undefined ? {} : { statement }),
      ...(requirement === undefined ? {} : { holds: requirement }),
      nonce,
      expires,
    },
  }
}

/** The `base64url(JSON)` of a request, keys in a fixed order, empty lists, statements and requirements left out. */
export function encodeRequestPayload(request: ProofRequest): string {
  const json = JSON.stringify({
    v: request.v,
    want: request.want,
    ...(request.addresses.length > 0 ? { addresses: request.addresses } : {}),
    ...(request.statement ? { statement: request.statement } : {}),
    ...(request.holds ? { holds: holdingRequirementToJson(request.holds) } : {}),
    nonce: request.nonce,
    expires: request.expires,
  })
  return encodeBase64url(new TextEncoder().encode(json))
}

/** The request link: `${siteRoot}prove/#request=<payload>`, `siteRoot` being the site's origin and base path. */
export function encodeRequestLink(request: ProofRequest, siteRoot: string): string {
  return `${siteRoot.replace(/\/+$/, '')}/${REQUEST_PAGE}#request=${encodeRequestPayload(request)}`
}

/** Whether a fragment is a request link's (`#request=…`), known from the fragment alone. */
export function isRequestFragment(hash: string): boolean {
  return hash.startsWith('#request=')
}

/**
 * Reads a request from a link, its fragment or `request=…` text. Never throws: any input gives a
 * result, and a request is returned only when every field is one Sigil writes.
 */
export function decodeRequestFragment(input: unknown): DecodeRequestReturnType
/** @internal A request asking for holdings is read only by a caller that checks them. */
// eslint-disable-next-line @typescript-eslint/unified-signatures -- kept apart so the public reference shows no option until the site and the tool check holdings
export function decodeRequestFragment(input: unknown, options: ValidateRequestOptions): DecodeRequestReturnType
export function decodeRequestFragment(input: unknown, options: ValidateRequestOptions = {}): DecodeRequestReturnType {
  try {
    if (typeof input !== 'string') return fail('no-request', 'There is no request link to read.')
    if (input.length > MAX_REQUEST_LINK_LENGTH) return fail('too-large', 'This is too long to be a request link.')
    const text = input.trim()
    const fragment = text.slice(text.indexOf('#') + 1)
    const payload =
      fragment
        .split('&')
        .find((part) => part.startsWith('request='))
        ?.slice('request='.length) ?? ''
    if (payload === '')
      return fail(
        'no-request',
        'This link does not contain a request: a request link ends in “#request=” and the request.',
      )
    const bytes = decodeBase64url(payload)
    if (bytes === undefined) return fail('bad-encoding', damaged('some characters were changed or cut off'))
    let value: unknown
    try {
      value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    } catch {
      return fail('bad-encoding', damaged('its data is incomplete or garbled'))
    }
    const read = validateRequest(value, options)
    // The same request spelled another way (spaces, key order, escapes) is not a link Sigil wrote.
    if (read.ok && encodeRequestPayload(read.request) !== payload)
      return fail('bad-encoding', damaged('it is not spelled the way Sigil writes a request'))
    return read
  } catch {
    return fail('bad-encoding', damaged('it could not be read'))
  }
}

function damaged(why: string): string {
  return `The request in this link is damaged: ${why}. Ask for the link again, and copy all of it.`
}

function fail(code: DecodeRequestErrorCode, message: string): DecodeRequestReturnType {
  return { ok: false, error: { code, message } }
}

function bad(field: string | undefined, why: string): DecodeRequestReturnType {
  return {
    ok: false,
    error: {
      code: 'bad-field',
      ...(field === undefined ? {} : { field }),
      message: `This request link cannot be used: ${why}. It may have been edited; ask for the link again.`,
    },
  }
}
