/**
 * `verify`'s and `verifyEach`'s options, refused when they cannot mean what their caller meant. An
 * option is a setting, written once by a developer, not input: a wrong one throws a TypeError that
 * says how to write it, where a verdict would quietly say `invalid` (an origin for a domain, which
 * no Sign-In can match), `unverifiable` (a clock that is a string) or nothing at all (a misspelt
 * option, ignored, would leave a login's nonce unchecked).
 */
import { describeDomainProblem } from './describeDomainProblem.js'
import { quoteInMessage } from './display/quoteInMessage.js'

/** The options `verify` reads; any other key is a mistake. */
const OPTION_NAMES = ['domains', 'nonce', 'now', 'rpcUrls', 'contractWallets', 'request'] as const

/** A nonce a Sign-In can carry: EIP-4361's `8*( ALPHA / DIGIT )`, which Sign-In with Solana takes too. */
const SIGN_IN_NONCE = /^[A-Za-z0-9]{8,}$/

/** Whether a login's nonce is one a Sign-In can carry, so that a proof could ever sign it. */
export function isSignInNonce(nonce: string): boolean {
  return SIGN_IN_NONCE.test(nonce)
}

/** @throws TypeError naming the option and how to write it. */
export function validateVerifyOptions(options: unknown): void {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new TypeError("The options must be an object, as in { domains: ['sigil.example'] }.")
  const given = options as Record<string, unknown>
  for (const key of Object.keys(given))
    if (!(OPTION_NAMES as readonly string[]).includes(key)) throw new TypeError(unknownOption(key))
  validateDomains(given.domains)
  const { now, nonce, contractWallets, request } = given
  if (now !== undefined && !(now instanceof Date))
    throw new TypeError(
      `now must be a Date, as in new Date('2030-01-01T00:00:00Z'); not ${typeof now === 'string' ? `the string ${quoteInMessage(now)}` : `a ${kindOf(now)}`}.`,
    )
  if (now instanceof Date && Number.isNaN(now.getTime()))
    throw new TypeError(
      'now is an invalid Date (its time is NaN): give a Date of a real instant, or leave now out for the current time.',
    )
  if (nonce !== undefined && (typeof nonce !== 'string' || !SIGN_IN_NONCE.test(nonce)))
    throw new TypeError(
      `nonce must be the one-time nonce the login issued, as a Sign-In carries it: 8 or more letters and digits (EIP-4361), as createNonce() makes; not ${typeof nonce === 'string' ? quoteInMessage(nonce) : `a ${kindOf(nonce)}`}.`,
    )
  if (contractWallets !== undefined && typeof contractWallets !== 'boolean')
    throw new TypeError(
      `contractWallets must be true or false (false: the addresses hold plain keys, and a signature their key did not make is invalid); not a ${kindOf(contractWallets)}.`,
    )
  if (request !== undefined && (typeof request !== 'object' || request === null))
    throw new TypeError('request must be the record of a request, as checkRequestAnswer takes it.')
}

function validateDomains(domains: unknown): void {
  if (domains === undefined) return
  const list: unknown[] = typeof domains === 'string' ? [domains] : Array.isArray(domains) ? domains : [domains]
  if (typeof domains !== 'string' && !Array.isArray(domains))
    throw new TypeError(`domains must be a host or a list of hosts, as in ['sigil.example']; not a ${kindOf(domains)}.`)
  for (const domain of list) {
    if (typeof domain !== 'string')
      throw new TypeError(`Each of domains must be a host, as in 'sigil.example'; not a ${kindOf(domain)}.`)
    const problem = describeDomainProblem(domain)
    if (problem !== undefined) throw new TypeError(`The domain ${quoteInMessage(domain)} ${problem}`)
  }
}

function unknownOption(key: string): string {
  const near = OPTION_NAMES.find(
    (name) => name === `${key}s` || `${name}s` === key || name.toLowerCase() === key.toLowerCase(),
  )
  const hint = near === undefined ? '' : ` Did you mean ${near}?`
  return `${quoteInMessage(key)} is not an option of verify.${hint} The options are ${OPTION_NAMES.join(', ')}.`
}

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'list'
  if (value instanceof Date) return 'Date'
  return typeof value
}
