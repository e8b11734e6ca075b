/**
 * What verification proved, and the only thing a view may read: the verdict card, the request
 * answer, the name beside an address and the share line all take this value, never the link or
 * the message again. One per kind of proof:
 *
 * - `sign-in`: one Sign-In message (`verifyProof`), its fields as signed and `domainMatches`;
 * - `linked`: several Sign-In messages that name each other (`verifyLinkedProof`), each part's own result;
 * - `plain`: a plain signed message (`verifyPlainMessage`): an address signed this text, no site, no time.
 *
 * Each holds `proven`, the accounts whose signatures checked and how (offline by key, or by a
 * contract wallet through a named RPC host).
 */
import type { ProofMessageFields } from './messageFields.js'
import type { VerifyLinkedProofReturnType } from './verifyLinkedProof.js'
import type { VerifyPlainMessageReturnType } from './verifyPlainMessage.js'
import type { VerifyProofReturnType } from './verifyProof.js'

export type VerifiedResult = VerifyProofReturnType | VerifyLinkedProofReturnType | VerifyPlainMessageReturnType

/** The Sign-In messages a result rests on, as signed: one, each part's, or none (a plain message). Undefined when one could not be read. */
export function signedMessages(result: VerifiedResult): ProofMessageFields[] | undefined {
  if (result.kind === 'plain') return []
  const parts = result.kind === 'linked' ? result.parts : [result]
  const fields = parts.map((part) => part.fields)
  return fields.every((f): f is ProofMessageFields => f !== undefined) && fields.length > 0 ? fields : undefined
}

/** The signed texts, exactly: what tells one proof from another (two signings never share an Issued At and nonce). */
export function evidenceOf(result: VerifiedResult): string[] {
  if (result.kind === 'plain') return result.evidence ? [result.evidence.message] : []
  const parts = result.kind === 'linked' ? result.parts : [result]
  return parts.flatMap((part) => (part.evidence ? [part.evidence.message] : []))
}
