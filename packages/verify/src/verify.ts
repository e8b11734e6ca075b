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
import { withNoSiteGiven } from './withNoSiteGiven.js'

export type VerifyOptions = {
  /**
   * The site, or sites, a Sign-In must have been made for: hosts as a Sign-In's first line names
   * them (`sigil.example`, `127.0.0.1:4321`), in any letter case. A Sign-In or linked proof for
   * any other is `invalid`; with none given it is never `valid` (it comes back `unverifiable`,
   * naming its site). A plain signed message names no site and needs none.
   */
  domains?: string | readonly string[] | undefined
  /** The verifier's clock; the current time when left out. Pass one for reproducible checks. */
  now?: Date | undefined
  /**
   * RPC URLs by CAIP-2 chain id (`{ 'eip155:1': 'https://…' }`), asked only about a contract
   * wallet's signature (EIP-1271 / ERC-6492). Without one for its chain such a signature is `unverifiable`.
   */
  rpcUrls?: RpcUrls | undefined
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
 * Never rejects for any input; rejects with a TypeError when an `rpcUrls` entry is not an EVM
 * chain id with an http(s) URL (a setting, not input).
 */
export async function verify(input: VerifyInput, options: VerifyOptions = {}): Promise<VerifyReturnType> {
  return verifyWithSettings(input, settingsOf(options))
}

/** The options made ready once, so a text's many links share one clock and one RPC client per chain. */
export type VerifySettings = {
  domains: readonly string[]
  now: Date
  getPublicClient: VerifyProofParameters['getPublicClient']
  request: RequestRecord | undefined
}

/** @throws TypeError when an `rpcUrls` entry is not an EVM chain id with an http(s) URL. */
export function settingsOf(options: VerifyOptions): VerifySettings {
  const list = typeof options.domains === 'string' ? [options.domains] : (options.domains ?? [])
  return {
    domains: list.map((domain) => domain.trim()).filter((domain) => domain !== ''),
    now: options.now ?? new Date(),
    getPublicClient: options.rpcUrls ? publicClientsFor(options.rpcUrls) : undefined,
    request: options.request,
  }
}

export async function verifyWithSettings(
  input: VerifyInput,
  { domains, now, getPublicClient, request }: VerifySettings,
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
      getPublicClient,
    })
    result = domains.length === 0 ? withNoSiteGiven(checked) : checked
  }
  if (!request) return result
  return { ...result, requestAnswer: checkRequestAnswer(request, result, { now, host: host ?? '' }) }
}

function unreadable(message: string): VerifiedResult {
  return { kind: 'sign-in', verdict: 'unverifiable', reasons: [{ check: 'input', ok: false, message }], proven: [] }
}
