import type { SignatureCheck } from './signatureCheck.js'
import type { VerificationReason } from './verifyProof.js'

/** A signature check's answer as a reason, carrying what was not asked when no RPC was given. */
export function signatureReason(check: SignatureCheck): VerificationReason {
  const reason: VerificationReason = { check: 'signature', ok: check.status === 'valid', message: check.message }
  if (check.status === 'unverifiable' && check.rpcNotGiven !== undefined) reason.rpcNotGiven = check.rpcNotGiven
  return reason
}
