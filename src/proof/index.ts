/**
 * Sigil proofs: message building, share-link encoding and verification. Pure TypeScript, no
 * DOM or Node APIs, so it runs in the browser (the /prove/ and /verify/ pages) and in tests.
 *
 * ## Making a proof (/prove/)
 * 1. `createNonce()` and a window from `VALIDITY_WINDOWS` (`expirationFor(issuedAt, id)`).
 * 2. `validateStatement(text)` as the user types; `buildProofMessage({...})` gives the exact text.
 * 3. The wallet signs it (EIP-191 `personal_sign` for EVM, `signMessage` for Solana).
 * 4. `encodeProofLink({ v: 1, namespace, chainId, address, message, signature }, siteRoot)`, where
 *    `siteRoot` is the site's origin and base path (`https://sigil.example/`, `https://x.github.io/sigil/`).
 *
 * ## Checking a proof (/verify/)
 * 1. `decodeProofFragment(location.hash)`: a `Proof`, or an error with a plain-English message.
 * 2. `verifyProof(proof, { now: new Date(), expectedDomain: location.host, getPublicClient })`:
 *    `valid` / `invalid` / `unverifiable` with the reasons and the signed fields. Show the fields
 *    from the signed message, never the envelope; warn when `domainMatches` is false.
 *
 * ## Proof format (version 1)
 * `{ v: 1, namespace: 'eip155' | 'solana', chainId, address, message, signature }` (chainId is CAIP-2)
 * as JSON, base64url-encoded (RFC 4648 §5, no padding) in the link fragment:
 * `https://<site><base>verify/#proof=<base64url(JSON)>`. `message` is an EIP-4361 message (EVM) or a
 * Sign-In-With-Solana message; `signature` is 0x-hex (EVM) or base58 (Solana). Only the message
 * and signature are trusted; the other fields must agree with the message or the proof is invalid.
 *
 * ## Privacy
 * The proof lives in the URL fragment (after `#`). Browsers never send the fragment to the
 * server, so the host of the verify page does not learn whose proof is opened; verification
 * happens in the browser. The exception is contract wallets (EIP-1271): checking them asks a
 * chain RPC about the address, and only when `getPublicClient` is supplied.
 */
export { createNonce, type CreateNonceReturnType } from './createNonce.js'
export {
  buildProofMessage,
  BuildProofMessageError,
  type BuildProofMessageErrorCode,
  type BuildProofMessageErrorType,
  type BuildProofMessageParameters,
  type BuildProofMessageReturnType,
} from './buildProofMessage.js'
export {
  MAX_STATEMENT_LENGTH,
  type StatementErrorCode,
  validateStatement,
  type ValidateStatementReturnType,
} from './validateStatement.js'
export { expirationFor, VALIDITY_WINDOWS, type ValidityWindow, type ValidityWindowId } from './validityWindows.js'
export { encodeProofLink, encodeProofPayload, type EncodeProofLinkReturnType, VERIFY_PAGE } from './encodeProofLink.js'
export {
  decodeProofFragment,
  type DecodeProofFragmentError,
  type DecodeProofFragmentErrorCode,
  type DecodeProofFragmentReturnType,
  MAX_LINK_LENGTH,
} from './decodeProofFragment.js'
export { MAX_MESSAGE_LENGTH, parseProofMessage, type ParseProofMessageParameters } from './parseProofMessage.js'
export type {
  Eip4361Fields,
  ParseProofMessageError,
  ParseProofMessageErrorCode,
  ParseProofMessageReturnType,
  ProofMessageFields,
  SiwsFields,
} from './messageFields.js'
export {
  type Verdict,
  type VerificationCheck,
  type VerificationReason,
  verifyProof,
  type VerifyProofInput,
  type VerifyProofParameters,
  type VerifyProofReturnType,
} from './verifyProof.js'
export type { ProofPublicClient } from './verifyEvmSignature.js'
export { parseChainId, type ParsedChainId, SOLANA_CLUSTERS, type SolanaCluster } from './caip.js'
export { parseRfc3339 } from './rfc3339.js'
export { PROOF_NAMESPACES, PROOF_VERSION, type Proof, type ProofNamespace } from './types.js'
