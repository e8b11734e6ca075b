/**
 * The one dispatch from something to check to its verifier: a decoded link by its format version,
 * or a Sign-In message and signature given by hand. Every entry that checks a proof goes through it,
 * so a link is judged alike wherever it is read.
 */
import { PLAIN_MESSAGE_VERSION, type PlainMessageProof } from './plainMessage.js'
import { LINKED_PROOF_VERSION, type LinkedProof } from './types.js'
import type { VerifiedResult } from './verifiedResult.js'
import { verifyLinkedProof } from './verifyLinkedProof.js'
import { verifyPlainMessage, type VerifyPlainMessageReturnType } from './verifyPlainMessage.js'
import { verifyProof, type VerifyProofInput, type VerifyProofParameters } from './verifyProof.js'

/** A decoded proof link of any version, or a Sign-In message with its signature (and the address it claims). */
export type AnyProofInput = VerifyProofInput | LinkedProof | PlainMessageProof

/** Never throws: each verifier turns every problem into a reason. */
export async function verifyAnyProof(input: AnyProofInput, parameters: VerifyProofParameters): Promise<VerifiedResult> {
  if ('v' in input && input.v === PLAIN_MESSAGE_VERSION) {
    // A plain message names no site and no time: only the signature settings apply to it.
    const result = await verifyPlainMessage(input, {
      getPublicClient: parameters.getPublicClient,
      rpcTimeoutMs: parameters.rpcTimeoutMs,
      contractWallets: parameters.contractWallets,
    })
    return typeof parameters.expectedNonce === 'string' ? answersNoLogin(result) : result
  }
  if ('v' in input && input.v === LINKED_PROOF_VERSION) return verifyLinkedProof(input, parameters)
  return verifyProof(input, parameters)
}

/**
 * A plain message checked by a login: it signs no nonce, so whoever holds it could show it again,
 * and it answers no login however well it is signed. Its signature stays reported as checked.
 */
function answersNoLogin(result: VerifyPlainMessageReturnType): VerifyPlainMessageReturnType {
  return {
    ...result,
    verdict: 'invalid',
    reasons: [
      ...result.reasons,
      {
        check: 'nonce',
        ok: false,
        message:
          'A plain signed message carries no nonce, so it answers no login: a login’s proof is a Sign-In that signs the one-time nonce the login issued.',
      },
    ],
  }
}
