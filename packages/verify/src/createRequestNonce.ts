import { createNonce } from './createNonce.js'

/**
 * What every request nonce starts with. SIWE back ends issue bare letters and digits, so a request
 * link cannot carry one of theirs: a prover is never made to sign a nonce another site is waiting for.
 */
export const REQUEST_NONCE_PREFIX = 'sigil'

/** A request's nonce as Sigil writes it: the prefix and 17 to 32 letters and digits (≥ 101 random bits when made here). */
export const REQUEST_NONCE = /^sigil[A-Za-z0-9]{17,32}$/

export type CreateRequestNonceReturnType = string

/** A fresh request nonce: the prefix, then `createNonce()`'s 17 random letters and digits. */
export function createRequestNonce(): CreateRequestNonceReturnType {
  return `${REQUEST_NONCE_PREFIX}${createNonce()}`
}
