/**
 * What a verdict's type says, held by the type checker (`npx tsc --noEmit -p .` at the repository's
 * root type-checks this file; nothing runs it): after `verdict === 'valid'` a Sign-In's fields, each
 * linked part's fields and a plain message's signer are there, and at least one account is proven.
 * Each `@ts-expect-error` line fails to compile once the types no longer refuse what it does.
 */
import type {
  ProvenAccount,
  ProofMessageFields,
  VerifiedResult,
  VerifyLinkedProofReturnType,
  VerifyPlainMessageReturnType,
  VerifyProofReturnType,
} from '../src/index.js'

export function signInFields(result: VerifyProofReturnType): ProofMessageFields {
  if (result.verdict === 'valid') return result.fields
  // @ts-expect-error -- a Sign-In that is not valid may have no message that could be read
  return result.fields
}

export function firstProven(result: VerifiedResult): ProvenAccount {
  if (result.verdict === 'valid') return result.proven[0]
  // @ts-expect-error -- a verdict that is not valid may prove no account
  return result.proven[0]
}

export function provenTuple(result: VerifiedResult): [ProvenAccount, ...ProvenAccount[]] {
  if (result.verdict !== 'valid') throw new Error('not valid')
  return result.proven
}

export function partFields(result: VerifyLinkedProofReturnType): ProofMessageFields[] {
  if (result.verdict === 'valid') return result.parts.map((part) => part.fields)
  // @ts-expect-error -- a part of a set that is not valid may be unreadable
  return result.parts.map((part) => part.fields)
}

export function plainSigner(result: VerifyPlainMessageReturnType): string {
  if (result.verdict === 'valid') return `${result.namespace}:${result.address}`
  // @ts-expect-error -- a plain message that is not valid may name no address
  return result.address.toLowerCase()
}

export function anyKindFields(result: VerifiedResult): ProofMessageFields | undefined {
  if (result.verdict !== 'valid') return undefined
  if (result.kind === 'sign-in') return result.fields
  if (result.kind === 'linked') return result.parts[0]?.fields
  return undefined
}

export function evidenceMessage(result: VerifyProofReturnType): string {
  if (result.verdict === 'valid') return result.evidence.message
  // @ts-expect-error -- no verdict but valid has its evidence for certain
  return result.evidence.message
}
