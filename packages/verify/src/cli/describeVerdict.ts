/**
 * A verified result put in words for a terminal: the verdict, what was checked (who signed, for
 * which site), what failed first, and what the tool would need to decide what it could not.
 * Everything comes from the result; nothing is read from the link again.
 *
 * Every string that came from a proof or from a reason about one (a domain, an address, a
 * statement, the signed text, a reason's message quoting a field) passes through the display step
 * (`displayText`, target `terminal`), so no control, separator, bidi or invisible character reaches
 * the terminal raw, and no such text can break a line or pass for the tool's own words. An address
 * is said to have signed only when the verdict is valid; a contract wallet is named as one, with the
 * RPC host whose answer the verdict rests on.
 */
import { displayText } from '../display/displayText.js'
import type { ProofMessageFields } from '../messageFields.js'
import type { ProvenAccount } from '../provenAccount.js'
import { rpcNotGivenMessage } from '../rpcNotGiven.js'
import type { VerifiedResult } from '../verifiedResult.js'
import type { Verdict, VerificationReason } from '../verifyProof.js'

export type DescribeContext = {
  /** The sites given with --domain. */
  domains: readonly string[]
  /** The chains given an RPC URL with --rpc (CAIP-2). */
  rpcChains: readonly string[]
}

/** The first check that failed or stayed open: its name and its message, both as shown. */
export type ShownReason = { check: string; message: string }

/** Every string here is as the terminal may show it: no hidden character raw, no line break. */
export type VerdictDescription = {
  verdict: Verdict
  /** `Valid`, `Not valid`, `Cannot be checked`. */
  word: string
  /** What the proof is and whom it names: "Sign-In with Ethereum for sigil.example, signed by 0x…". */
  subject: string
  /** Facts a valid proof vouches for, one a line: its statement, its times, who answered for a contract wallet. */
  facts: string[]
  /** The first check that failed (not valid) or stayed open (cannot be checked). */
  failure: ShownReason | undefined
  /** What would let the tool decide, when it could not. */
  need: string | undefined
}

const WORDS: Record<Verdict, string> = { valid: 'Valid', invalid: 'Not valid', unverifiable: 'Cannot be checked' }

/** A field (a domain, an address, a chain): a short piece of a line. */
const FIELD_LENGTH = 120
/** A reason's message: the tool's sentence with its quoted parts (each already bounded). */
const REASON_LENGTH = 600

/** `text` from a proof, as a terminal may show it. */
function shown(text: string, maxLength = FIELD_LENGTH): string {
  return displayText(text, { target: 'terminal', maxLength })
}

/** Signed text quoted: displayed, then in double quotes with any double quote in it escaped. */
function quoted(text: string): string {
  return `"${shown(text, 300).replaceAll('"', '\\"')}"`
}

export function describeVerdict(result: VerifiedResult, context: DescribeContext): VerdictDescription {
  const failure = result.reasons.find((reason) => !reason.ok)
  return {
    verdict: result.verdict,
    word: WORDS[result.verdict],
    subject: subjectOf(result),
    facts: result.verdict === 'valid' ? factsOf(result) : [],
    failure: failure === undefined ? undefined : shownReason(failure),
    need: result.verdict === 'unverifiable' ? needOf(result, failure, context) : undefined,
  }
}

function shownReason(reason: VerificationReason): ShownReason {
  return { check: shown(reason.check), message: shown(toolMessage(reason), REASON_LENGTH) }
}

/** A linked proof's part names itself before its reason: "Part 2 (0x7099…79C8 on Base): ". */
const PART_LEAD = /^Part \d+ \([^)]*\): /

/** The reason in the tool's words: a chain left unasked names the option that would ask it, --rpc. */
function toolMessage(reason: VerificationReason): string {
  const unasked = reason.rpcNotGiven
  if (unasked === undefined) return reason.message
  const [lead = ''] = PART_LEAD.exec(reason.message) ?? []
  return `${lead}${rpcNotGivenMessage(unasked, `--rpc eip155:${unasked.chainId}=<url>`)}`
}

function subjectOf(result: VerifiedResult): string {
  const valid = result.verdict === 'valid'
  if (result.kind === 'plain') {
    const address = result.address ?? result.evidence?.address
    if (address === undefined) return 'plain signed message'
    return `plain signed message, ${valid ? `signed by ${signer(result.proven, address)}` : `naming ${notProven(address)}`}`
  }
  if (result.kind === 'linked') {
    const messages = result.parts.map((part) => part.fields).filter((fields) => fields !== undefined)
    const site = messages[0]?.domain
    const addresses = messages.map((fields) => fields.address)
    const named =
      addresses.length === 0
        ? ''
        : valid
          ? `, proven together: ${addresses.map((address) => signer(result.proven, address)).join(', ')}`
          : `, naming: ${addresses.map(shownAddress).join(', ')} (not proven)`
    return `linked proof of ${result.accounts.length} addresses${site === undefined ? '' : ` for ${shown(site)}`}${named}`
  }
  const fields = result.fields
  if (fields === undefined) return 'not a proof that could be read'
  const chain = fields.caip2 === undefined ? '' : ` on ${shown(fields.caip2)}`
  const who = valid
    ? `signed by ${shownAddress(fields.address)}${chain}${contractNote(result.proven, fields.address)}`
    : `naming ${notProven(fields.address)}${chain}`
  return `${signInName(fields)} for ${shown(fields.domain)}, ${who}`
}

function shownAddress(address: string): string {
  return shown(address)
}

function notProven(address: string): string {
  return `${shownAddress(address)} (not proven)`
}

/** A proven signer, named as a contract wallet when its signature rests on an RPC host's answer. */
function signer(proven: readonly ProvenAccount[], address: string): string {
  return `${shownAddress(address)}${contractNote(proven, address)}`
}

/** Said beside a contract wallet's address, on every line that names it: what vouched for it. */
function contractNote(proven: readonly ProvenAccount[], address: string): string {
  const account = provenAccountOf(proven, address)
  if (account === undefined) return ' (not proven)'
  const by = account.checkedBy
  return by.method === 'contract'
    ? ` (a contract wallet on chain ${by.chainId}: accepted as ${shown(by.rpcHost)} answered)`
    : ''
}

function provenAccountOf(proven: readonly ProvenAccount[], address: string): ProvenAccount | undefined {
  return proven.find((account) =>
    account.namespace === 'eip155'
      ? account.address.toLowerCase() === address.toLowerCase()
      : account.address === address,
  )
}

function signInName(fields: ProofMessageFields): string {
  return fields.namespace === 'eip155' ? 'Sign-In with Ethereum' : 'Sign-In with Solana'
}

function factsOf(result: VerifiedResult): string[] {
  const facts: string[] = []
  if (result.kind === 'plain') {
    const signed = result.signed
    const text = signed.kind === 'bytes' ? (signed.text ?? signed.hex) : signed.text
    facts.push(`${signed.kind === 'bytes' ? 'Bytes signed' : 'Text signed'}: ${quoted(text)}`)
    facts.push(
      'A plain signed message names no site and no time: anyone could have asked for it, and it can be shown again anywhere.',
    )
  } else {
    const fields = result.kind === 'linked' ? result.parts[0]?.fields : result.fields
    if (fields?.statement !== undefined) facts.push(`Statement: ${quoted(fields.statement)}`)
    if (fields !== undefined) facts.push(timesOf(fields))
  }
  for (const account of result.proven)
    if (account.checkedBy.method === 'contract')
      facts.push(
        `${shownAddress(account.address)} is a contract wallet on chain ${account.checkedBy.chainId}: its signature was accepted as ${shown(account.checkedBy.rpcHost)} answered, and the verdict is only as true as that host.`,
      )
  return facts
}

function timesOf(fields: ProofMessageFields): string {
  const issued = fields.issuedAt === undefined ? 'No issue time' : `Issued at ${shown(fields.issuedAt)}`
  const from = fields.notBefore === undefined ? '' : `, valid from ${shown(fields.notBefore)}`
  const until =
    fields.expirationTime === undefined ? ', never expires' : `, valid until ${shown(fields.expirationTime)}`
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
    return `To judge it, name the site that asked for it: --domain <host>. It says it was made for ${fields === undefined ? 'a site' : shown(fields.domain)}; give that only if it is yours.`
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
