/**
 * Whether a proof answers a request made in this browser: the verifier's own record of the request
 * (never the link the prover was given, which the prover could have edited) against what the proof's
 * messages say, rule by rule.
 */
import type { ProofMessageFields } from './messageFields.js'
import { parseRfc3339 } from './rfc3339.js'
import { sameAddress, type ProofRequest } from './requestLink.js'
import type { Verdict } from './verifyProof.js'

export type RequestRule = 'nonce' | 'accounts' | 'statement' | 'window' | 'site' | 'signatures'

export type RequestRuleResult = { rule: RequestRule; ok: boolean; message: string }

export type RequestAnswerInput = {
  /** The proof's verdict from `verifyProof` / `verifyLinkedProof`. */
  verdict: Verdict
  /** Whether the proof is a linked proof (version 2). */
  linked: boolean
  /** What each signed message says (one for a single proof, every part's for a linked one). */
  signed: readonly ProofMessageFields[]
}

export type CheckRequestAnswerParameters = {
  /** When the request was made, as the verifier's browser recorded it. */
  made: string
  now: Date
  /** This site's host: the request was made here, so the answer must be signed for it. */
  host: string
}

export type CheckRequestAnswerReturnType = { answers: boolean; rules: RequestRuleResult[] }

/** A prover's clock may run a little behind the verifier's. */
const CLOCK_SKEW_MS = 5 * 60 * 1000

const FAMILY = { eip155: 'an EVM address', solana: 'a Solana address', linked: 'a linked set of addresses' } as const

/** Every rule, kept or broken; `answers` only when all are kept. */
export function checkRequestAnswer(
  request: ProofRequest,
  answer: RequestAnswerInput,
  { made, now, host }: CheckRequestAnswerParameters,
): CheckRequestAnswerReturnType {
  const { signed } = answer
  const rules: RequestRuleResult[] = []
  const add = (rule: RequestRule, ok: boolean, message: string) => rules.push({ rule, ok, message })
  const some = signed.length > 0

  add(
    'nonce',
    some && signed.every((fields) => fields.nonce === request.nonce),
    some && signed.every((fields) => fields.nonce === request.nonce)
      ? 'It signs the nonce your request chose.'
      : 'It does not sign the nonce your request chose.',
  )

  const addresses = signed.map((fields) => fields.address)
  const shape =
    request.want === 'linked'
      ? answer.linked
      : !answer.linked && signed.length === 1 && signed[0]?.namespace === request.want
  const asked = request.addresses
  const sameSet =
    asked.length === 0 ||
    (asked.length === addresses.length &&
      asked.every((a) => addresses.some((b) => sameAddress(a, b))) &&
      addresses.every((b) => asked.some((a) => sameAddress(a, b))))
  const wanted =
    asked.length === 0
      ? `any ${request.want === 'linked' ? 'linked set of addresses' : FAMILY[request.want].replace(/^an? /, '')}`
      : asked.join(', ')
  add(
    'accounts',
    shape && sameSet,
    shape && sameSet
      ? `It proves what you asked for: ${wanted}.`
      : !shape
        ? `You asked for ${FAMILY[request.want]}; this proves ${answer.linked ? 'a linked set' : signed[0]?.namespace === 'solana' ? 'a Solana address' : 'an EVM address'}.`
        : `You asked for ${wanted}; this proves ${addresses.join(', ')}.`,
  )

  const statements = signed.map((fields) => fields.statement ?? '')
  const statementKept = some && statements.every((s) => s === (request.statement ?? ''))
  add(
    'statement',
    statementKept,
    statementKept
      ? request.statement
        ? 'It signs your statement, word for word.'
        : 'It carries no statement, as you asked.'
      : `It signs another statement than yours: “${(statements.find((s) => s !== (request.statement ?? '')) ?? '').slice(0, 120)}”.`,
  )

  const closes = parseRfc3339(request.expires) ?? 0
  const opened = (parseRfc3339(made) ?? 0) - CLOCK_SKEW_MS
  const inWindow = signed.map((fields) => {
    const issued = fields.issuedAt === undefined ? undefined : parseRfc3339(fields.issuedAt)
    const expires = fields.expirationTime === undefined ? undefined : parseRfc3339(fields.expirationTime)
    return issued !== undefined && expires !== undefined && issued >= opened && issued <= closes && expires <= closes
  })
  const open = now.getTime() <= closes
  add(
    'window',
    some && open && inWindow.every(Boolean),
    !open
      ? 'Your request has closed: nothing answers it any more.'
      : some && inWindow.every(Boolean)
        ? 'It was signed while your request was open, and expires no later than it.'
        : 'It was not signed within your request’s window, or it stays valid after your request closes.',
  )

  const siteKept = some && signed.every((fields) => fields.domain.toLowerCase() === host.toLowerCase())
  add(
    'site',
    siteKept,
    siteKept ? `It was made for this site (${host}), where you asked.` : `It was made for another site, not ${host}.`,
  )

  add(
    'signatures',
    answer.verdict === 'valid',
    answer.verdict === 'valid'
      ? `Every signature is valid.`
      : answer.verdict === 'invalid'
        ? 'The proof itself is not valid (see the checks below).'
        : 'Not every signature can be checked right now.',
  )

  return { answers: rules.every((r) => r.ok), rules }
}
