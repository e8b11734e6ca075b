/**
 * The one dispatch from something to check to its verifier: a decoded link by its format version,
 * or a Sign-In message and signature given by hand. Every entry that checks a proof goes through it,
 * so a link is judged alike wherever it is read.
 */
import { PLAIN_MESSAGE_VERSION, type PlainMessageProof } from './plainMessage.js'
import { LINKED_PROOF_VERSION, type LinkedProof } from './types.js'
import type { VerifiedResult } from './verifiedResult.js'
import { verifyLinkedProof } from './verifyLinkedProof.js'
import { verifyPlainMessage } from './verifyPlainMessage.js'
import { verifyProof, type VerifyProofInput, type VerifyProofParameters } from './verifyProof.js'

/** A decoded proof link of any version, or a Sign-In message with its signature (and the address it claims). */
export type AnyProofInput = VerifyProofInput | LinkedProof | PlainMessageProof

/** Never throws: each verifier turns every problem into a reason. */
export function verifyAnyProof(input: AnyProofInput, parameters: VerifyProofParameters): Promise<VerifiedResult> {
  if ('v' in input && input.v === PLAIN_MESSAGE_VERSION)
    // A plain message names no site and no time: only the RPC settings apply to it.
    return verifyPlainMessage(input, {
      getPublicClient: parameters.getPublicClient,
      rpcTimeoutMs: parameters.rpcTimeoutMs,
    })
  if ('v' in input && input.v === LINKED_PROOF_VERSION) return verifyLinkedProof(input, parameters)
  return verifyProof(input, parameters)
}
