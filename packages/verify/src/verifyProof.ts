import type { Hex } from './hex.js'
import type { ProofMessageFields } from './messageFields.js'
import { parseProofMessage } from './parseProofMessage.js'
import type { ProvenAccount, ProvenAccounts } from './provenAccount.js'
import { parseRfc3339 } from './rfc3339.js'
import { signatureCheck } from './signatureChecks.js'
import { type TimeOrderCheck, timeOrderReasons } from './signInTimeOrder.js'
import type { Proof } from './types.js'
import { describeSignatureProblem, validateProofShape } from './validateProofShape.js'
import type { ProofPublicClient, SignatureCheck } from './signatureCheck.js'
import { signatureReason } from './signatureReason.js'
import type { RpcNotGiven } from './rpcNotGiven.js'
import { quoteInMessage } from './display/quoteInMessage.js'

/** A proof from a link, or a message and signature pasted by hand. */
export type VerifyProofInput =
  | Proof
  | {
      message: string
      signature: string
      /** Only compared when given: every sign-in message names its own address. */
      address?: string | undefined
    }

export type VerifyProofParameters = {
  /** The verifier's clock; passed in so results are reproducible. */
  now: Date
  /** The site the Sign-In must be made for (`sigil.example`): another site's Sign-In is `invalid`. Sets `domainMatches`. */
  expectedDomain?: string | undefined
  /**
   * `false` for a caller that shows another site's Sign-In as that site's, saying the mismatch itself
   * (`domainMatches`): the `domain` reason is then reported without making the verdict `invalid`.
   * Required unless set to `false`.
   */
  requireDomainMatch?: boolean | undefined
  /** The nonce the caller issued for this login: a message with another nonce, or none, is `invalid`. */
  expectedNonce?: string | undefined
  /**
   * `false` when the addresses hold plain keys: a signature the address's own key did not make is
   * `invalid`, and no chain is asked. By default such a signature may be a contract wallet's
   * (EIP-1271 / ERC-6492), which only its chain can say.
   */
  contractWallets?: boolean | undefined
  /**
   * RPC access for contract wallets (EIP-1271 / ERC-6492), by EIP-155 chain id; return a viem
   * `PublicClient` for that chain, or `undefined`. Without one they come back `unverifiable`.
   */
  getPublicClient?: ((chainId: number) => ProofPublicClient | undefined) | undefined
  /** How long to wait for the RPC; default 10 s. */
  rpcTimeoutMs?: number | undefined
}

export type Verdict = 'valid' | 'invalid' | 'unverifiable'

export type VerificationCheck =
  | 'input'
  | 'message'
  | 'envelope'
  | 'signature'
  | 'expired'
  | 'not-yet-valid'
  /** An Issued At further ahead of the reader's clock than clocks drift: not signed when it says. */
  | 'issued-at'
  /** The message's own times in order, whatever the clock (`signInTimeOrder.ts`). */
  | TimeOrderCheck
  | 'domain'
  | 'nonce'
  | 'clock'
  | 'internal'
  /** A linked proof's rule tying its parts together (`verifyLinkedProof`). */
  | 'linkage'

export type VerificationReason = {
  check: VerificationCheck
  ok: boolean
  /** Plain English, ready to show. */
  message: string
  /**
   * On a `signature` reason left open because no RPC was given for the chain a contract wallet
   * would be asked on: what was not asked, for a reader who words the missing setting its own way.
   */
  rpcNotGiven?: RpcNotGiven
}

/** The signed text and its signature, as checked: what a share link or a request's record is made of. */
export type SignInEvidence = { message: string; signature: string }

/** What every Sign-In result holds, whatever its verdict. */
export type SignInResult = {
  kind: 'sign-in'
  /** Each check made, in order, passed or not. */
  reasons: VerificationReason[]
  /** Whether the message's domain is `expectedDomain` (case-insensitive), when one was given. */
  domainMatches?: boolean
}

/** A Sign-In every check passed: its message was read, and its signer is proven. */
export type ValidSignIn = SignInResult & {
  verdict: 'valid'
  /** What the signed message says. Show these, never the link's envelope. */
  fields: ProofMessageFields
  /** The account whose signature checked, and how. */
  proven: ProvenAccounts
  evidence: SignInEvidence
}

/**
 * A Sign-In that is not valid. `invalid`: some check definitely failed (forged, altered, expired,
 * malformed…). `unverifiable`: nothing failed, but something could not be decided (a contract
 * wallet's chain that could not be asked, a clock that cannot be read).
 */
export type NotValidSignIn = SignInResult & {
  verdict: 'invalid' | 'unverifiable'
  /** What the signed message says, when it could be read. */
  fields?: ProofMessageFields
  /** The account whose signature checked, when it did: a proof can be signed and still invalid (expired, say). */
  proven: ProvenAccount[]
  evidence?: SignInEvidence
}

/** One Sign-In's result: after `verdict === 'valid'`, its fields and a proven account are there. */
export type VerifyProofReturnType = ValidSignIn | NotValidSignIn

const defaultRpcTimeoutMs = 10_000

/** How far ahead of the reader's clock a signer's clock may run before an Issued At is refused. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000

/**
 * Verifies a proof: the message is a well-formed EIP-4361 / SIWS message, the link's envelope
 * agrees with it, the signature is the named address's, its own times are in order (it expires
 * after it was signed and becomes valid before it expires), and it is inside its validity window
 * at `now`. Never throws; every problem becomes a reason.
 */
export async function verifyProof(
  input: VerifyProofInput,
  parameters: VerifyProofParameters,
): Promise<VerifyProofReturnType> {
  const reasons: VerificationReason[] = []
  try {
    return await verify(input, parameters, reasons)
  } catch {
    reasons.push({
      check: 'internal',
      ok: false,
      message: 'Something unexpected went wrong while checking this proof.',
    })
    return { kind: 'sign-in', verdict: 'unverifiable', reasons, proven: [] }
  }
}

async function verify(
  input: unknown,
  parameters: VerifyProofParameters,
  reasons: VerificationReason[],
): Promise<VerifyProofReturnType> {
  let invalid = false
  let unverifiable = false
  const record = (check: VerificationCheck, ok: boolean, message: string) => {
    reasons.push({ check, ok, message })
    if (!ok) invalid = true
  }

  const unpacked = unpack(input)
  if (!unpacked.ok) {
    record('input', false, unpacked.message)
    return { kind: 'sign-in', verdict: 'invalid', reasons, proven: [] }
  }
  const { message, signature, envelope, claimedAddress } = unpacked

  const parsed = parseProofMessage(message)
  if (!parsed.ok) {
    record('message', false, `The signed message is not valid: ${parsed.error.message}`)
    return { kind: 'sign-in', verdict: 'invalid', reasons, proven: [] }
  }
  const fields = parsed.fields
  const format = fields.namespace === 'eip155' ? 'Sign-In with Ethereum (EIP-4361)' : 'Sign-In with Solana'
  record('message', true, `The signed message is a well-formed ${format} message.`)

  const sameAddress = (a: string) =>
    fields.namespace === 'eip155' ? a.toLowerCase() === fields.address.toLowerCase() : a === fields.address
  if (envelope) {
    const mismatch =
      envelope.namespace !== fields.namespace
        ? 'chain family'
        : envelope.chainId !== fields.caip2
          ? 'chain'
          : !sameAddress(envelope.address)
            ? 'address'
            : undefined
    record(
      'envelope',
      mismatch === undefined,
      mismatch === undefined
        ? 'The link’s address and chain match the signed message.'
        : `The link’s ${mismatch} does not match the signed message, so the link was altered.`,
    )
  } else if (claimedAddress !== undefined) {
    const ok = sameAddress(claimedAddress)
    record(
      'envelope',
      ok,
      ok
        ? 'The address matches the signed message.'
        : `The signed message is for ${fields.address}, not ${claimedAddress}.`,
    )
  }

  const signatureProblem = describeSignatureProblem(fields.namespace, signature)
  if (signatureProblem !== undefined) record('signature', false, signatureProblem)

  // Before the clock: a message whose times contradict each other is valid at no moment, known or not.
  for (const reason of timeOrderReasons(fields)) record(reason.check, reason.ok, reason.message)

  const now = parameters.now
  const nowMs = now instanceof Date ? now.getTime() : Number.NaN
  if (Number.isNaN(nowMs)) {
    reasons.push({
      check: 'clock',
      ok: false,
      message: 'The current time is unknown, so the validity window cannot be checked.',
    })
    unverifiable = true
  } else {
    if (fields.issuedAt !== undefined) {
      const issued = parseRfc3339(fields.issuedAt) ?? Number.NaN
      const ok = issued <= nowMs + CLOCK_SKEW_MS
      record(
        'issued-at',
        ok,
        ok
          ? `Issued at ${fields.issuedAt}.`
          : `It says it was signed at ${fields.issuedAt}, which is still in the future by this browser's clock: a proof cannot be signed before it is made.`,
      )
    }
    if (fields.expirationTime !== undefined) {
      const expires = parseRfc3339(fields.expirationTime) ?? Number.NaN
      const ok = nowMs < expires
      record(
        'expired',
        ok,
        ok ? `Valid until ${fields.expirationTime}.` : `This proof expired at ${fields.expirationTime}.`,
      )
    }
    if (fields.notBefore !== undefined) {
      const starts = parseRfc3339(fields.notBefore) ?? Number.NaN
      const ok = nowMs >= starts
      record(
        'not-yet-valid',
        ok,
        ok ? `Valid since ${fields.notBefore}.` : `This proof is not yet valid: it starts at ${fields.notBefore}.`,
      )
    }
  }

  let domainMatches: boolean | undefined
  if (typeof parameters.expectedDomain === 'string') {
    domainMatches = fields.domain.toLowerCase() === parameters.expectedDomain.toLowerCase()
    const reason = {
      check: 'domain',
      ok: domainMatches,
      message: domainMatches
        ? `It was made for this site, ${fields.domain}.`
        : `It was made for ${fields.domain}, not for this site (${parameters.expectedDomain}): it proves a sign-in there, and nothing here.`,
    } as const
    // Only a caller that says the mismatch itself (Sigil's pages name the site in the headline) keeps the verdict.
    if (parameters.requireDomainMatch === false) reasons.push(reason)
    else record(reason.check, reason.ok, reason.message)
  }
  if (typeof parameters.expectedNonce === 'string') {
    const ok = fields.nonce === parameters.expectedNonce
    record(
      'nonce',
      ok,
      ok
        ? 'Its nonce is the one this login issued.'
        : fields.nonce === undefined
          ? 'It carries no nonce, so it was not made for this login: a login’s proof signs the one-time nonce the login issued.'
          : `It was made for another login: its nonce, ${quoteInMessage(fields.nonce)}, is not the one this login issued.`,
    )
  }

  let check: SignatureCheck | undefined
  if (signatureProblem === undefined) {
    // Each family's curve loads only for its own proofs: a reader of one never fetches the other.
    if (fields.namespace === 'eip155') {
      const verifyEvmSignature = await signatureCheck('eip155')
      check = await verifyEvmSignature({
        message,
        address: fields.address as Hex,
        signature: signature as Hex,
        chainId: fields.chainId,
        getPublicClient: parameters.getPublicClient,
        offline: invalid,
        contractWallets: parameters.contractWallets,
        timeoutMs: parameters.rpcTimeoutMs ?? defaultRpcTimeoutMs,
      })
    } else {
      const verifySolanaSignature = await signatureCheck('solana')
      check = await verifySolanaSignature({ message, address: fields.address, signature })
    }
    reasons.push(signatureReason(check))
    if (check.status === 'invalid') invalid = true
    if (check.status === 'unverifiable') unverifiable = true
  }

  const evidence = { message, signature }
  const proven: ProvenAccount[] =
    check?.status === 'valid'
      ? [{ namespace: fields.namespace, address: fields.address, checkedBy: check.checkedBy }]
      : []
  const [signer] = proven
  // Valid only with nothing failed or open, which leaves the signature checked: its signer is proven.
  const result: VerifyProofReturnType =
    !invalid && !unverifiable && signer !== undefined
      ? { kind: 'sign-in', verdict: 'valid', reasons, fields, proven: [signer], evidence }
      : { kind: 'sign-in', verdict: invalid ? 'invalid' : 'unverifiable', reasons, fields, proven, evidence }
  if (domainMatches !== undefined) result.domainMatches = domainMatches
  return result
}

type Unpacked =
  | { ok: true; message: string; signature: string; envelope?: Proof; claimedAddress?: string }
  | { ok: false; message: string }

/** Accepts a `Proof` (checked like a decoded link) or `{ message, signature, address? }`. */
function unpack(input: unknown): Unpacked {
  if (typeof input !== 'object' || input === null) return { ok: false, message: 'There is no proof to check.' }
  const record = input as Record<string, unknown>
  if (Object.hasOwn(record, 'v')) {
    const shape = validateProofShape(input)
    if (!shape.ok) return { ok: false, message: shape.error.message }
    return { ok: true, message: shape.proof.message, signature: shape.proof.signature, envelope: shape.proof }
  }
  const { message, signature, address } = record
  if (typeof message !== 'string' || message === '')
    return { ok: false, message: 'There is no signed message to check.' }
  if (typeof signature !== 'string' || signature === '')
    return { ok: false, message: 'There is no signature to check.' }
  if (address !== undefined && typeof address !== 'string') return { ok: false, message: 'The address must be text.' }
  const unpacked: Unpacked = { ok: true, message, signature: signature.trim() }
  if (typeof address === 'string' && address.trim() !== '') unpacked.claimedAddress = address.trim()
  return unpacked
}
