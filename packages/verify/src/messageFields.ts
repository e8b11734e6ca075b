/**
 * Fields read from a signed sign-in message. Timestamps stay as the exact strings that were
 * signed (RFC 3339); `parseRfc3339` turns them into instants.
 */
export type CommonFields = {
  /** The URI scheme written before the domain (`https://example.com wants you…`), if any. */
  scheme?: string
  /** RFC 3986 authority of the site the signature is bound to. */
  domain: string
  address: string
  statement?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
  /** The CAIP-2 chain id the message names, when it names one Sigil can map. */
  caip2?: string
}

/** An EIP-4361 (Sign-In with Ethereum) message; every field the spec requires is present. */
export type Eip4361Fields = CommonFields & {
  namespace: 'eip155'
  uri: string
  version: '1'
  /** EIP-155 chain id. */
  chainId: number
  nonce: string
  issuedAt: string
}

/** A Sign-In-With-Solana message; the spec makes everything but domain and address optional. */
export type SiwsFields = CommonFields & {
  namespace: 'solana'
  uri?: string
  version?: '1'
  /** As written in the message, e.g. `mainnet` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId?: string
  nonce?: string
  issuedAt?: string
}

export type ProofMessageFields = Eip4361Fields | SiwsFields

export type ParseProofMessageErrorCode =
  'not-a-sign-in-message' | 'too-large' | 'missing-field' | 'invalid-field' | 'unexpected-line'

export type ParseProofMessageError = {
  code: ParseProofMessageErrorCode
  /** Which field is missing or wrong, when the error is about one field. */
  field?: string
  /** Plain-English explanation for people. */
  message: string
}

export type ParseProofMessageReturnType =
  { ok: true; fields: ProofMessageFields } | { ok: false; error: ParseProofMessageError }
