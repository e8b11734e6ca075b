/**
 * Whether a verified proof answers a request made in this browser: the verifier's own record of
 * the request (never the link the prover was given, which the prover could have edited) against
 * what verification proved, rule by rule. Only a Sign-In or linked proof made for this site
 * answers. A request for one answer counts only the first proof to answer: the same proof opened
 * again still answers, another one does not. A roll call counts every answer; its list (see
 * `src/proof/rollCall/`) counts each address or linked set once.
 */
import { parseRfc3339 } from './rfc3339.js'
import { ETHEREUM_STYLE, isRollCall, sameAddress, type ProofRequest } from './requestLink.js'
import { formatWhen } from './requestText.js'
import { evidenceOf, signedMessages, type VerifiedResult } from './verifiedResult.js'
import { timeOrderReasons } from './signInTimeOrder.js'
import { CLOCK_SKEW_MS } from './verifyProof.js'
import { quoteInMessage } from './display/quoteInMessage.js'

export type RequestRule =
  'kind' | 'nonce' | 'accounts' | 'statement' | 'time-order' | 'window' | 'site' | 'signatures' | 'first-answer'

/** `at`: the moment the message names (written into it on the reader's clock), for a view that marks it up as a time. */
export type RequestRuleResult = { rule: RequestRule; ok: boolean; message: string; at?: string }

/** The proof that first answered a request: who, when, and the signed texts that tell it from any other. */
export type RequestAnswerRecord = { at: string; by: string[]; evidence: string[] }

/** The verifier's record of a request, as their browser keeps it. */
export type RequestRecord = {
  request: ProofRequest
  /** When the request was made. */
  made: string
  /** The first answer, once one came. */
  answer?: RequestAnswerRecord | undefined
}

export type CheckRequestAnswerParameters = {
  now: Date
  /** This site's host: the request was made here, so the answer must be signed for it. */
  host: string
}

export type CheckRequestAnswerReturnType = {
  answers: boolean
  rules: RequestRuleResult[]
  /** The answer to record: set for a proof that answers, and for a one-answer request only the first. */
  record?: RequestAnswerRecord
}

const FAMILY = {
  eip155: `an ${ETHEREUM_STYLE} address`,
  solana: 'a Solana address',
  linked: 'a linked set of addresses',
} as const

/** Every rule, kept or broken; `answers` only when all are kept. */
export function checkRequestAnswer(
  { request, made, answer: first }: RequestRecord,
  result: VerifiedResult,
  { now, host }: CheckRequestAnswerParameters,
): CheckRequestAnswerReturnType {
  if (result.kind === 'plain')
    return {
      answers: false,
      rules: [
        {
          rule: 'kind',
          ok: false,
          message: 'A plain signed message names no site, nonce or time, so it answers no request.',
        },
      ],
    }
  const signed = signedMessages(result) ?? []
  const rules: RequestRuleResult[] = []
  const add = (rule: RequestRule, ok: boolean, message: string, at?: string) =>
    rules.push(at === undefined ? { rule, ok, message } : { rule, ok, message, at })
  const some = signed.length > 0

  const nonceKept = some && signed.every((fields) => fields.nonce === request.nonce)
  add('nonce', nonceKept, nonceKept ? 'It answers this request.' : 'It answers another request, or none: not this one.')

  const linked = result.kind === 'linked'
  const addresses = signed.map((fields) => fields.address)
  const shape = request.want === 'linked' ? linked : !linked && signed[0]?.namespace === request.want
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
  // What the messages name; whether their signatures hold is the signatures rule's to say, so the
  // words never call an address proven here.
  add(
    'accounts',
    some && shape && sameSet,
    some && shape && sameSet
      ? `It names what you asked for: ${wanted}.`
      : !shape
        ? `You asked for ${FAMILY[request.want]}; this names ${linked ? 'a linked set' : signed[0]?.namespace === 'solana' ? FAMILY.solana : FAMILY.eip155}.`
        : `You asked for ${wanted}; this names ${addresses.join(', ') || 'no address'}.`,
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
      : `It signs another statement than yours: ${quoteInMessage(statements.find((s) => s !== (request.statement ?? '')) ?? '')}.`,
  )

  // The verifier's own rules, worded as the proof's card words them: the first time out of order.
  const orders = signed.flatMap((fields) => timeOrderReasons(fields))
  const outOfOrder = orders.find((reason) => !reason.ok)
  add(
    'time-order',
    some && outOfOrder === undefined,
    outOfOrder?.message ??
      (!some
        ? 'Its signed message could not be read.'
        : orders.length > 0
          ? 'It expires after it was signed.'
          : 'It names no expiration time, so it has no times to put in order.'),
  )

  const evidence = evidenceOf(result)
  const isFirst = first !== undefined && sameTexts(first.evidence, evidence)
  const closes = parseRfc3339(request.expires) ?? 0
  const opened = (parseRfc3339(made) ?? 0) - CLOCK_SKEW_MS
  const inWindow = signed.map((fields) => {
    const issued = fields.issuedAt === undefined ? undefined : parseRfc3339(fields.issuedAt)
    const expires = fields.expirationTime === undefined ? undefined : parseRfc3339(fields.expirationTime)
    return issued !== undefined && expires !== undefined && issued >= opened && issued <= closes && expires <= closes
  })
  // The proof that answered while the request was open keeps answering it after it closes.
  const open = now.getTime() <= closes || isFirst
  add(
    'window',
    some && open && inWindow.every(Boolean),
    !open
      ? 'Your request has closed: nothing answers it any more.'
      : some && inWindow.every(Boolean)
        ? 'It was signed while your request was open, and expires no later than it.'
        : 'It was not signed within your request’s window, or it stays valid after your request closes.',
  )

  const siteKept =
    some &&
    result.domainMatches === true &&
    signed.every((fields) => fields.domain.toLowerCase() === host.toLowerCase())
  add(
    'site',
    siteKept,
    siteKept ? `It was made for this site (${host}), where you asked.` : `It was made for another site, not ${host}.`,
  )

  const signaturesKept = result.verdict === 'valid' && result.proven.length === signed.length
  add(
    'signatures',
    signaturesKept,
    signaturesKept
      ? `Every signature is valid.`
      : result.verdict === 'unverifiable'
        ? 'Not every signature can be checked right now.'
        : whyNotValid(result),
  )

  // A roll call counts every distinct answer; its list marks an address that answers twice.
  if (!isRollCall(request))
    add(
      'first-answer',
      first === undefined || isFirst,
      first === undefined
        ? 'It is the first answer to your request.'
        : isFirst
          ? `It is the proof that answered your request on ${formatWhen(first.at)}.`
          : `Your request was already answered on ${formatWhen(first.at)}, by ${first.by.join(', ')}: this is another proof, so it does not answer it again.`,
      first?.at,
    )

  const answers = rules.every((r) => r.ok)
  const output: CheckRequestAnswerReturnType = { answers, rules }
  if (answers && (first === undefined || isRollCall(request)))
    output.record = { at: now.toISOString(), by: result.proven.map((account) => account.address), evidence }
  return output
}

/** What made the proof itself not valid, in words (a roll call's list keeps this line alone, not the proof's checks). */
function whyNotValid(result: VerifiedResult): string {
  // Another site's sign-in is judged by the site rule above, not here.
  const failed = result.reasons.find((reason) => !reason.ok && reason.check !== 'domain')
  const why: Partial<Record<string, string>> = {
    expired: 'It has expired.',
    'not-yet-valid': 'It is not valid yet.',
    'issued-at': 'It says it was signed in the future.',
    signature: 'It was signed by someone else, not by the address it names.',
    envelope: 'Its link was altered: it does not match the signed message.',
    message: 'Its signed message cannot be read.',
    input: 'It is not a readable proof.',
    linkage: 'Its addresses were not proven together.',
    'expires-after-issued': 'Its times are out of order.',
    'starts-before-expiry': 'Its times are out of order.',
  }
  return (failed && why[failed.check]) ?? 'The proof itself is not valid.'
}

function sameTexts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((text, i) => text === b[i])
}

/** Each rule an answer is held to, by name, as the answer's card and a roll call's list say it ('link': a roll call's unreadable answer). */
export const REQUEST_RULE_NAMES: Record<RequestRuleResult['rule'] | 'link', string> = {
  link: 'A readable proof link',
  kind: 'A Sign-In proof',
  nonce: 'This request',
  accounts: 'Address asked for',
  statement: 'Statement',
  'time-order': 'Times in order',
  window: 'Within your request’s window',
  site: 'This site',
  signatures: 'A valid proof',
  'first-answer': 'First answer',
}
