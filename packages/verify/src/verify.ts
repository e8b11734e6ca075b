/**
 * Strict verification of whatever a person hands over: a proof link, its fragment, a signed-message
 * JSON object, or a message with its signature. One call, one verified result, the value Sigil's
 * own verdict cards read.
 */
import { checkRequestAnswer, type CheckRequestAnswerReturnType, type RequestRecord } from './checkRequestAnswer.js'
import { expectedDomainFor } from './expectedDomainFor.js'
import { readVerifyInput, type VerifyInput } from './readVerifyInput.js'
import { publicClientsFor, type RpcUrls } from './rpcUrls.js'
import type { VerifiedResult } from './verifiedResult.js'
import { verifyAnyProof } from './verifyAnyProof.js'
import type { VerifyProofParameters } from './verifyProof.js'
import { validateVerifyOptions } from './validateVerifyOptions.js'
import { withNoSiteGiven } from './withNoSiteGiven.js'

export type VerifyOptions = {
  /**
   * The site, or sites, a Sign-In must have been made for: hosts as a Sign-In's first line names
   * them (`sigil.example`, `127.0.0.1:4321`), in any letter case. A Sign-In or linked proof for
   * any other is `invalid`; with none given it is never `valid` (it comes back `unverifiable`,
   * naming its site). A plain signed message names no site and needs none.
   */
  domains?: string | readonly string[] | undefined
  /**
   * The one-time nonce this login issued (8 or more letters and digits, as `createNonce()` makes):
   * a Sign-In or linked proof whose signed nonce is not exactly it is `invalid`, as is a plain signed
   * message, which carries none. Mark it used once the proof is accepted: the check cannot know.
   */
  nonce?: string | undefined
  /** The verifier's clock, a `Date`; the current time when left out. Pass one for reproducible checks. */
  now?: Date | undefined
  /**
   * RPC URLs by CAIP-2 chain id (`{ 'eip155:1': 'https://…' }`), asked only about a contract
   * wallet's signature (EIP-1271 / ERC-6492). Without one for its chain such a signature is `unverifiable`.
   */
  rpcUrls?: RpcUrls | undefined
  /**
   * `false` when your users hold plain keys (no smart-contract wallets): a signature the address's
   * own key did not make is then `invalid`, a forgery, and no chain is asked. By default it may be a
   * contract wallet's, `unverifiable` unless `rpcUrls` lets its chain be asked.
   */
  contractWallets?: boolean | undefined
  /**
   * The verifier's own record of a request (as `checkRequestAnswer` takes it): the result then
   * says, rule by rule, whether the proof answers it (`requestAnswer`).
   */
  request?: RequestRecord | undefined
}

/** The verified result, and with `request` given, whether it answers that request. */
export type VerifyReturnType = VerifiedResult & { requestAnswer?: CheckRequestAnswerReturnType }

/**
 * Checks a proof link (`https://…/verify/#proof=…`), a bare fragment (`#proof=…`, `proof=…`), a
 * signed-message JSON object (MyCrypto / MyEtherWallet `address`/`msg`/`sig`, block explorers'
 * `address`/`message`/`signature`), or `{ message, signature, address? }`.
 *
 * `valid` only when every check passed, for one of `domains`. Input that is no proof Sigil reads
 * comes back `unverifiable` (kind `sign-in`, nothing read) with one `input` reason saying why.
 * Never rejects for any input. Rejects with a TypeError, saying how to write it, for an option
 * that cannot mean what was meant (a setting, not input): an unknown option, a domain that is not a
 * host (an origin, a path), a `now` that is not a valid `Date`, a `nonce` no Sign-In can carry, a
 * `contractWallets` that is not a boolean, an `rpcUrls` entry that is not an EVM chain id with an
 * http(s) URL.
 */
export async function verify(input: VerifyInput, options: VerifyOptions = {}): Promise<VerifyReturnType> {
  return verifyWithSettings(input, settingsOf(options))
}

/** The options made ready once, so a text's many links share one clock and one RPC client per chain. */
export type VerifySettings = {
  domains: readonly string[]
  nonce: string | undefined
  now: Date
  getPublicClient: VerifyProofParameters['getPublicClient']
  contractWallets: boolean
  request: RequestRecord | undefined
}

/** @throws TypeError for an option that cannot mean what was meant (`validateVerifyOptions`, `publicClientsFor`). */
export function settingsOf(options: VerifyOptions): VerifySettings {
  validateVerifyOptions(options)
  const list = typeof options.domains === 'string' ? [options.domains] : (options.domains ?? [])
  const contractWallets = options.contractWallets ?? true
  const clients = options.rpcUrls ? publicClientsFor(options.rpcUrls) : undefined
  return {
    domains: list.map((domain) => domain.trim()),
    nonce: options.nonce,
    now: options.now ?? new Date(),
    // With no contract wallet accepted there is nothing to ask a chain.
    getPublicClient: contractWallets ? clients : undefined,
    contractWallets,
    request: options.request,
  }
}

export async function verifyWithSettings(
  input: VerifyInput,
  { domains, nonce, now, getPublicClient, contractWallets, request }: VerifySettings,
): Promise<VerifyReturnType> {
  const read = readVerifyInput(input)
  let result: VerifiedResult
  let host: string | undefined
  if (!read.ok) result = unreadable(read.message)
  else {
    host = expectedDomainFor(read.input, domains)
    const checked = await verifyAnyProof(read.input, {
      now,
      expectedDomain: host,
      requireDomainMatch: true,
      expectedNonce: nonce,
      getPublicClient,
      contractWallets,
    })
    result = domains.length === 0 ? withNoSiteGiven(checked) : checked
  }
  if (!request) return result
  return { ...result, requestAnswer: checkRequestAnswer(request, result, { now, host: host ?? '' }) }
}

function unreadable(message: string): VerifiedResult {
  return { kind: 'sign-in', verdict: 'unverifiable', reasons: [{ check: 'input', ok: false, message }], proven: [] }
}
