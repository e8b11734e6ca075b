import { caip10, SOLANA_CLUSTERS } from './caip.js'
import type { ProofMessageFields } from './messageFields.js'
import { parseProofMessage } from './parseProofMessage.js'
import type { ProvenAccount, ProvenAccounts } from './provenAccount.js'
import { nextTask } from './util/nextTask.js'
import { type LinkedProof, MAX_LINKED_PARTS, PROOF_VERSION, type ProofPart } from './types.js'
import {
  type ValidSignIn,
  type VerificationReason,
  verifyProof,
  type VerifyProofParameters,
  type VerifyProofReturnType,
} from './verifyProof.js'
import { quoteInMessage } from './display/quoteInMessage.js'

/** The rules that tie a linked proof's parts into one claim; each is reported, kept or broken. */
export type LinkageRule =
  | 'part-count'
  | 'distinct-accounts'
  | 'same-domain'
  | 'same-uri'
  | 'same-nonce'
  | 'same-times'
  | 'same-statement'
  | 'resources'

export type LinkedVerificationReason = VerificationReason & {
  /** For `check: 'linkage'`: which rule. */
  rule?: LinkageRule
  /** For a part's own failure: its index in `parts` (0-based; the message says “Part 1” for index 0). */
  part?: number
}

export type VerifyLinkedProofParameters = VerifyProofParameters

/** What every linked proof's result holds, whatever its verdict. */
export type LinkedResult = {
  kind: 'linked'
  /** The linkage rules, each ok or not (check: 'linkage', with `rule`), then one reason per part that is not valid ("Part 2 (0x12ab…cd34 on Base): …"). */
  reasons: LinkedVerificationReason[]
  /** CAIP-10 ids of the parts, in link order. */
  accounts: string[]
  /** Whether every message's domain is `expectedDomain` (case-insensitive), when one was given. */
  domainMatches?: boolean
}

/** A linked set every rule holds for, every part valid: each part's fields are there, every account proven. */
export type ValidLinkedProof = LinkedResult & {
  verdict: 'valid'
  /** Each part's own result, in link order (verifyProof on that part). */
  parts: ValidSignIn[]
  /** The accounts whose own signatures checked, in link order: all of them. */
  proven: ProvenAccounts
}

/**
 * A linked set that is not valid. `invalid`: a rule is broken or a part is invalid.
 * `unverifiable`: nothing failed, but some part (a contract wallet) could not be checked.
 */
export type NotValidLinkedProof = LinkedResult & {
  verdict: 'invalid' | 'unverifiable'
  /** Each part's own result, in link order (verifyProof on that part); none when the set was refused whole. */
  parts: VerifyProofReturnType[]
  /** The accounts whose own signatures checked, in link order. */
  proven: ProvenAccount[]
}

/** A linked set's result: after `verdict === 'valid'`, every part is a valid Sign-In. */
export type VerifyLinkedProofReturnType = ValidLinkedProof | NotValidLinkedProof

/**
 * Verifies a linked proof (format version 2): several addresses proven together, each by its own
 * EIP-4361 / Sign-In-With-Solana message. It holds only when
 *
 * - it has 2 to `MAX_LINKED_PARTS` parts (`part-count`), no account twice (`distinct-accounts`;
 *   CAIP-10 ids compared case-insensitively for EVM addresses);
 * - every message names the same site (`same-domain`: scheme if any, and host, case-insensitive),
 *   the same `uri`, the same `nonce` (which every message must have), the same issued-at,
 *   expiration and not-before times as written (`same-times`) and the same statement;
 * - every message's `Resources:` list is exactly the set of the parts' CAIP-10 ids (`resources`):
 *   none missing, none extra, none twice, in any order; an EVM address written EIP-55 checksummed,
 *   as in the message's own address line, and compared exactly;
 * - every part is valid by `verifyProof` (envelope, signature, validity window…).
 *
 * The chain is asked about a contract-wallet part only once everything else holds, so an invalid
 * link costs no RPC request. A rule is checked over the messages that could be read; an unreadable
 * one already makes its part invalid. Never throws; every problem becomes a reason.
 */
export async function verifyLinkedProof(
  proof: LinkedProof,
  parameters: VerifyLinkedProofParameters,
): Promise<VerifyLinkedProofReturnType> {
  try {
    return await verify(proof, parameters)
  } catch {
    return {
      kind: 'linked',
      verdict: 'unverifiable',
      parts: [],
      reasons: [
        { check: 'internal', ok: false, message: 'Something unexpected went wrong while checking this proof.' },
      ],
      accounts: [],
      proven: [],
    }
  }
}

type Read = { index: number; part: ProofPart; account: string; fields?: ProofMessageFields | undefined }

async function verify(proof: LinkedProof, parameters: VerifyProofParameters): Promise<VerifyLinkedProofReturnType> {
  const given: unknown = (proof as { parts?: unknown }).parts
  const parts: ProofPart[] = Array.isArray(given) ? (given as ProofPart[]) : []
  const count = parts.length
  const reasons: LinkedVerificationReason[] = []
  const rule = (name: LinkageRule, ok: boolean, message: string) =>
    reasons.push({ check: 'linkage', rule: name, ok, message })

  const countOk = count >= 2 && count <= MAX_LINKED_PARTS
  rule(
    'part-count',
    countOk,
    countOk
      ? `The link proves ${count} addresses together.`
      : `A linked proof needs 2 to ${MAX_LINKED_PARTS} addresses; this one has ${count}.`,
  )
  const reads: Read[] = count > MAX_LINKED_PARTS ? [] : parts.map(read)
  const accounts = reads.map((r) => r.account)
  if (count > MAX_LINKED_PARTS) return { kind: 'linked', verdict: 'invalid', parts: [], reasons, accounts, proven: [] }

  checkDistinct(reads, rule)
  const readable = reads.filter((r): r is Read & { fields: ProofMessageFields } => r.fields !== undefined)
  const every = readable.length < reads.length ? 'Every message that could be read' : 'Every message'
  const compare = (
    name: LinkageRule,
    what: string,
    value: (fields: ProofMessageFields) => string | undefined,
    same = `${every} names the same ${what}.`,
  ) => {
    const first = readable[0]
    const other = readable.find((r) => first && value(r.fields) !== value(first.fields))
    rule(
      name,
      other === undefined,
      other === undefined || first === undefined
        ? same
        : `Part ${other.index + 1}’s ${what} is not part ${first.index + 1}’s, so they were not signed together.`,
    )
  }
  const site = readable[0]?.fields.domain
  compare(
    'same-domain',
    'site',
    (f) => `${f.scheme ?? ''}://${f.domain}`.toLowerCase(),
    `${every} is for the same site${site === undefined ? '' : `, ${site}`}.`,
  )
  compare('same-uri', 'URI', (f) => f.uri)
  const noNonce = readable.find((r) => r.fields.nonce === undefined)
  if (noNonce)
    rule('same-nonce', false, `Part ${noNonce.index + 1}’s message has no nonce, which linked messages share.`)
  else compare('same-nonce', 'nonce', (f) => f.nonce, `${every} carries the same one-time nonce.`)
  compare(
    'same-times',
    'issue, expiration and start times',
    (f) => JSON.stringify([f.issuedAt, f.expirationTime, f.notBefore]),
    `${every} was issued at the same time and expires at the same time.`,
  )
  compare('same-statement', 'statement', (f) => f.statement, `${every} has the same statement.`)
  checkResources(readable, accounts, every, rule)

  const linkageOk = reasons.every((r) => r.ok)
  // First without the chain: a contract wallet is asked about only when nothing else fails.
  const offline: VerifyProofParameters = { ...parameters, getPublicClient: undefined }
  // One part a task: five messages at their longest, checked in one go, would hold the page.
  const results: VerifyProofReturnType[] = []
  for (const part of parts) {
    if (results.length > 0) await nextTask()
    results.push(await verifyProof({ ...part, v: PROOF_VERSION }, offline))
  }
  const fails = !linkageOk || results.some((r) => r.verdict === 'invalid')
  const askable = parameters.getPublicClient !== undefined
  if (!fails && askable)
    await Promise.all(
      results.map(async (result, index) => {
        const part = parts[index]
        if (result.verdict === 'unverifiable' && part)
          results[index] = await verifyProof({ ...part, v: PROOF_VERSION }, parameters)
      }),
    )

  results.forEach((result, index) => {
    if (result.verdict === 'valid') return
    // Another site's part fails only the linkage rules (same-domain) or the headline, not on its own.
    const failed = result.reasons.find(
      (r) => !r.ok && (r.check !== 'domain' || parameters.requireDomainMatch !== false),
    )
    const why =
      fails && askable && result.verdict === 'unverifiable' && failed?.check === 'signature'
        ? 'Its signature is not its own key’s, so only the chain could vouch for it (a contract wallet); the chain was not asked, since this link fails anyway.'
        : (failed?.message ?? 'It could not be checked.')
    const reason: LinkedVerificationReason = {
      check: failed?.check ?? 'internal',
      ok: false,
      part: index,
      message: `Part ${index + 1} (${describe(reads[index])}): ${why}`,
    }
    if (why === failed?.message && failed.rpcNotGiven !== undefined) reason.rpcNotGiven = failed.rpcNotGiven
    reasons.push(reason)
  })

  const proven = results.flatMap((result) => result.proven)
  const [firstProven, ...otherProven] = proven
  const valid = !fails && results.every((r): r is ValidSignIn => r.verdict === 'valid')
  // Valid parts each prove their account, and a set has parts: the valid set's proven is never empty.
  const output: VerifyLinkedProofReturnType =
    valid && firstProven !== undefined
      ? { kind: 'linked', verdict: 'valid', parts: results, reasons, accounts, proven: [firstProven, ...otherProven] }
      : {
          kind: 'linked',
          verdict: fails || results.some((r) => r.verdict === 'invalid') ? 'invalid' : 'unverifiable',
          parts: results,
          reasons,
          accounts,
          proven,
        }
  if (typeof parameters.expectedDomain === 'string' && readable.length > 0) {
    const expected = parameters.expectedDomain.toLowerCase()
    output.domainMatches = readable.every((r) => r.fields.domain.toLowerCase() === expected)
  }
  return output
}

/** A part's account as its signed message names it (the envelope's when the message cannot be read). */
function read(given: ProofPart, index: number): Read {
  // Typed callers pass parts a link decoded; anything else must still not throw.
  const loose: unknown = given
  const part = (typeof loose === 'object' && loose !== null ? loose : {}) as Partial<Record<keyof ProofPart, unknown>>
  const parsed = parseProofMessage(part.message as string)
  const fields = parsed.ok ? parsed.fields : undefined
  const account = caip10({
    chainId: fields?.caip2 ?? String(part.chainId),
    address: fields?.address ?? String(part.address),
  })
  return { index, part: given, account, fields }
}

/**
 * An account as one key holds it: an EVM address is the same account on every EVM chain (one key
 * signs for all of them) and in any letter case; a Solana key likewise on every cluster.
 */
function key(account: string): string {
  const [namespace = '', , ...rest] = account.split(':')
  const address = rest.join(':')
  return namespace === 'eip155' ? `eip155:${address.toLowerCase()}` : `${namespace}:${address}`
}

function checkDistinct(reads: Read[], rule: (name: LinkageRule, ok: boolean, message: string) => void): void {
  const seen = new Map<string, number>()
  for (const r of reads) {
    const earlier = seen.get(key(r.account))
    if (earlier !== undefined) {
      rule(
        'distinct-accounts',
        false,
        `Part ${r.index + 1} is the same address as part ${earlier + 1} (${describe(r)}): one key signs for it on every chain, so each part must be another address.`,
      )
      return
    }
    seen.set(key(r.account), r.index)
  }
  rule('distinct-accounts', true, 'Each part is a different address.')
}

function checkResources(
  readable: Array<Read & { fields: ProofMessageFields }>,
  accounts: string[],
  every: string,
  rule: (name: LinkageRule, ok: boolean, message: string) => void,
): void {
  const wanted = new Set(accounts)
  for (const r of readable) {
    const listed = r.fields.resources ?? []
    const where = `Part ${r.index + 1}’s message`
    const problem =
      listed.length === 0
        ? `${where} does not list the linked accounts (it has no resources), so its signature does not cover them.`
        : listed.some((resource, i) => listed.indexOf(resource) !== i)
          ? `${where} lists ${quoteInMessage(listed.find((resource, i) => listed.indexOf(resource) !== i) ?? '', CAIP10_LENGTH)} twice.`
          : listed.some((resource) => !wanted.has(resource))
            ? `${where} lists ${quoteInMessage(listed.find((resource) => !wanted.has(resource)) ?? '', CAIP10_LENGTH)}, which is not an account of this link (an Ethereum-style address is written checksummed).`
            : accounts.some((account) => !listed.includes(account))
              ? `${where} does not list ${quoteInMessage(accounts.find((account) => !listed.includes(account)) ?? '', CAIP10_LENGTH)}, so its signature does not cover that account.`
              : undefined
    if (problem !== undefined) {
      rule('resources', false, problem)
      return
    }
  }
  rule(
    'resources',
    true,
    `${every} lists ${accounts.length === 2 ? 'both' : `all ${accounts.length}`} accounts as its resources, so each signature covers the whole set.`,
  )
}

/** `0x12ab…cd34 on Base`: a part named for people. */
/** A CAIP-10 account id at its longest (a Solana chain and address): quoted whole in a rule's words. */
const CAIP10_LENGTH = 100

function describe(r: Read | undefined): string {
  if (!r) return 'unknown'
  const [namespace = '', reference = '', ...rest] = r.account.split(':')
  const address = rest.join(':')
  const chain = `${namespace}:${reference}`
  const short =
    address.length > 14 ? `${address.slice(0, address.startsWith('0x') ? 6 : 4)}…${address.slice(-4)}` : address
  return `${short} on ${chainLabel(chain)}`
}

const CHAIN_NAMES: Record<string, string> = {
  'eip155:1': 'Ethereum',
  'eip155:8453': 'Base',
  [`solana:${SOLANA_CLUSTERS.mainnet}`]: 'Solana',
  [`solana:${SOLANA_CLUSTERS.devnet}`]: 'Solana devnet',
  [`solana:${SOLANA_CLUSTERS.testnet}`]: 'Solana testnet',
}

/** A short name for a CAIP-2 chain in reasons (`Base`), or the id itself. */
function chainLabel(chainId: string): string {
  return Object.hasOwn(CHAIN_NAMES, chainId) ? (CHAIN_NAMES[chainId] ?? chainId) : chainId
}
