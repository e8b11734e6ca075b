/**
 * A verified result put in words for a terminal: the verdict, what was checked (who signed, for
 * which site), what failed first, and what the tool would need to decide what it could not.
 * Everything comes from the result; nothing is read from the link again.
 */
import type { ProofMessageFields } from '../messageFields.js'
import type { VerifiedResult } from '../verifiedResult.js'
import type { Verdict, VerificationReason } from '../verifyProof.js'

export type DescribeContext = {
  /** The sites given with --domain. */
  domains: readonly string[]
  /** The chains given an RPC URL with --rpc (CAIP-2). */
  rpcChains: readonly string[]
}

export type VerdictDescription = {
  verdict: Verdict
  /** `Valid`, `Not valid`, `Cannot be checked`. */
  word: string
  /** What the proof is and whom it names: "Sign-In with Ethereum for sigil.example, signed by 0x…". */
  subject: string
  /** Facts a valid proof vouches for, one a line: its statement, its times, who answered for a contract wallet. */
  facts: string[]
  /** The first check that failed (not valid) or stayed open (cannot be checked). */
  failure: VerificationReason | undefined
  /** What would let the tool decide, when it could not. */
  need: string | undefined
}

const WORDS: Record<Verdict, string> = { valid: 'Valid', invalid: 'Not valid', unverifiable: 'Cannot be checked' }

export function describeVerdict(result: VerifiedResult, context: DescribeContext): VerdictDescription {
  const failure = result.reasons.find((reason) => !reason.ok)
  return {
    verdict: result.verdict,
    word: WORDS[result.verdict],
    subject: subjectOf(result),
    facts: result.verdict === 'valid' ? factsOf(result) : [],
    failure,
    need: result.verdict === 'unverifiable' ? needOf(result, failure, context) : undefined,
  }
}

function subjectOf(result: VerifiedResult): string {
  const proven = result.verdict === 'valid'
  if (result.kind === 'plain') {
    const address = result.address ?? result.evidence?.address
    return `plain signed message${address === undefined ? '' : `, ${proven ? 'signed by' : 'naming'} ${address}`}`
  }
  if (result.kind === 'linked') {
    const messages = result.parts.map((part) => part.fields).filter((fields) => fields !== undefined)
    const site = messages[0]?.domain
    const addresses = messages.map((fields) => fields.address)
    return `linked proof of ${result.accounts.length} addresses${site === undefined ? '' : ` for ${site}`}${
      addresses.length === 0 ? '' : `, ${proven ? 'proven together' : 'naming'}: ${addresses.join(', ')}`
    }`
  }
  const fields = result.fields
  if (fields === undefined) return 'not a proof that could be read'
  const chain = fields.caip2 === undefined ? '' : ` on ${fields.caip2}`
  return `${signInName(fields)} for ${fields.domain}, ${proven ? 'signed by' : 'naming'} ${fields.address}${chain}`
}

function signInName(fields: ProofMessageFields): string {
  return fields.namespace === 'eip155' ? 'Sign-In with Ethereum' : 'Sign-In with Solana'
}

function factsOf(result: VerifiedResult): string[] {
  const facts: string[] = []
  if (result.kind === 'plain') {
    const signed = result.signed
    const text = signed.kind === 'bytes' ? (signed.text ?? signed.hex) : signed.text
    facts.push(`${signed.kind === 'bytes' ? 'Bytes signed' : 'Text signed'}: ${quote(text)}`)
    facts.push(
      'A plain signed message names no site and no time: anyone could have asked for it, and it can be shown again anywhere.',
    )
  } else {
    const fields = result.kind === 'linked' ? result.parts[0]?.fields : result.fields
    if (fields?.statement !== undefined) facts.push(`Statement: ${quote(fields.statement)}`)
    if (fields !== undefined) facts.push(timesOf(fields))
  }
  for (const account of result.proven)
    if (account.checkedBy.method === 'contract')
      facts.push(
        `${account.address} is a contract wallet on chain ${account.checkedBy.chainId}: its signature was accepted as ${account.checkedBy.rpcHost} answered, and the verdict is only as true as that host.`,
      )
  return facts
}

function timesOf(fields: ProofMessageFields): string {
  const issued = fields.issuedAt === undefined ? 'No issue time' : `Issued at ${fields.issuedAt}`
  const from = fields.notBefore === undefined ? '' : `, valid from ${fields.notBefore}`
  const until = fields.expirationTime === undefined ? ', never expires' : `, valid until ${fields.expirationTime}`
  return `${issued}${from}${until}.`
}

function needOf(
  result: VerifiedResult,
  failure: VerificationReason | undefined,
  { domains, rpcChains }: DescribeContext,
): string | undefined {
  if (failure?.check === 'domain' && domains.length === 0) {
    const fields =
      result.kind === 'linked' ? result.parts[0]?.fields : result.kind === 'sign-in' ? result.fields : undefined
    return `To judge it, name the site that asked for it: --domain <host>. It says it was made for ${fields?.domain ?? 'a site'}; give that only if it is yours.`
  }
  const chainId = contractWalletChain(result)
  if (chainId !== undefined) {
    const chain = `eip155:${chainId}`
    return rpcChains.includes(chain)
      ? `The RPC given for ${chain} did not answer; try again, or give another with --rpc ${chain}=<url>.`
      : `To check a contract wallet's signature, give an RPC URL for its chain: --rpc ${chain}=https://…`
  }
  return undefined
}

/** The EVM chain of a signature only the chain can vouch for (a contract wallet), when one stayed open. */
function contractWalletChain(result: VerifiedResult): number | undefined {
  if (result.kind === 'plain')
    return result.namespace === 'eip155' && result.reasons.some((r) => r.check === 'signature' && !r.ok)
      ? (result.chainId ?? 1)
      : undefined
  const parts = result.kind === 'linked' ? result.parts : [result]
  for (const part of parts)
    if (
      part.verdict === 'unverifiable' &&
      part.fields?.namespace === 'eip155' &&
      part.reasons.some((r) => r.check === 'signature' && !r.ok)
    )
      return part.fields.chainId
  return undefined
}

/** Text as JSON writes a string: quoted, with line breaks and hidden characters escaped, and cut short. */
function quote(text: string): string {
  const clipped = text.length > 300 ? `${text.slice(0, 299)}…` : text
  return JSON.stringify(clipped).replace(
    /[\u00a0\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
