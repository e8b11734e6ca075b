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
 * ## Checking anything a person hands over
 * `verify(text, { domains: 'sigil.example' })`: a proof link, its fragment (`#proof=…`), a
 * signed-message JSON object or `{ message, signature, address? }`, strictly: a Sign-In counts
 * only for one of `domains`. Options `now`, `rpcUrls` (`{ 'eip155:1': 'https://…' }`, for contract
 * wallets) and `request` (a request's record: `requestAnswer` says whether the proof answers it).
 * One `VerifiedResult`, as Sigil's verdict cards read it. `verifyEach(text, options)`: every
 * `#proof=` link in a text (a roll call's answers, a chat log), each checked so, in order.
 *
 * ## Checking a proof (/verify/)
 * 1. `decodeProofFragment(location.hash)`: a `Proof` (or a `LinkedProof`, `v: 2`, below), or an
 *    error with a plain-English message.
 * 2. `verifyProof(proof, { now: new Date(), expectedDomain: location.host, getPublicClient })`:
 *    `valid` / `invalid` / `unverifiable` with the reasons and the signed fields. Show the fields
 *    from the signed message, never the envelope; warn when `domainMatches` is false.
 *
 * ## Linked proofs (several addresses, one person)
 * 1. One nonce, one issued-at and expiration for all; `accounts = parts.map(caip10)` (CAIP-10,
 *    EVM addresses EIP-55 checksummed). Each address signs `buildProofMessage({ ..., resources:
 *    accounts })`: its own usual message, listing every linked account under `Resources:`.
 * 2. `encodeProofLink({ v: 2, parts: [{ namespace, chainId, address, message, signature }, ...] }, siteRoot)`.
 * 3. `decodeProofFragment` gives an `AnyProof`; for `v: 2` call `verifyLinkedProof(proof, parameters)`
 *    (same parameters as `verifyProof`): one verdict, each part's own result, the `LinkageRule`s
 *    kept or broken, and the accounts. `valid` only when every rule holds and every part is valid.
 *
 * ## Proof format (version 1)
 * `{ v: 1, namespace: 'eip155' | 'solana', chainId, address, message, signature }` (chainId is CAIP-2)
 * as JSON, base64url-encoded (RFC 4648 §5, no padding) in the link fragment:
 * `https://<site><base>verify/#proof=<base64url(JSON)>`. `message` is an EIP-4361 message (EVM) or a
 * Sign-In-With-Solana message; `signature` is 0x-hex (EVM) or base58 (Solana). Only the message
 * and signature are trusted; the other fields must agree with the message or the proof is invalid.
 *
 * ## Linked proof format (version 2)
 * `{ v: 2, parts: [{ namespace, chainId, address, message, signature }, ...] }`: 2 to
 * `MAX_LINKED_PARTS` (5) parts, each a version-1 proof without `v`, keys in that order, in the
 * same link fragment. Every part's message has the same domain, URI, nonce, times and statement
 * and lists all parts' CAIP-10 ids under `Resources:`, so each signature covers the whole set.
 *
 * ## Plain signed message format (version 3)
 * `{ v: 3, namespace, address, message, signature, chainId? }`: any text (or the bytes its 0x-hex
 * spells) an address signed with EIP-191 `personal_sign` or Solana `signMessage`; it proves "this
 * address signed this text", no site and no time. Checked by `verifyPlainMessage`; pasted input
 * (MyCrypto / MyEtherWallet or explorer JSON, or text, signature and address) read by
 * `readPlainMessageInput`. A Sign-In message is never read as a plain one.
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
export type { ProofPublicClient } from './signatureCheck.js'
export { caip10, parseChainId, type ParsedChainId, SOLANA_CLUSTERS, type SolanaCluster } from './caip.js'
export { parseRfc3339 } from './rfc3339.js'
export { MAX_PLAIN_MESSAGE_LENGTH, PLAIN_MESSAGE_VERSION, type PlainMessageProof } from './plainMessage.js'
export {
  type AnyProof,
  LINKED_PROOF_VERSION,
  type LinkedProof,
  MAX_LINKED_PARTS,
  PROOF_NAMESPACES,
  PROOF_VERSION,
  type Proof,
  type ProofNamespace,
  type ProofPart,
} from './types.js'
export {
  type LinkageRule,
  type LinkedVerificationReason,
  verifyLinkedProof,
  type VerifyLinkedProofParameters,
  type VerifyLinkedProofReturnType,
} from './verifyLinkedProof.js'
export { verify, type VerifyOptions, type VerifyReturnType } from './verify.js'
export { type VerifiedLink, verifyEach, type VerifyEachReturnType } from './verifyEach.js'
export type { SignedText, VerifyInput } from './readVerifyInput.js'
export type { RpcUrls } from './rpcUrls.js'
export { type AnyProofInput, verifyAnyProof } from './verifyAnyProof.js'
export { evidenceOf, signedMessages, type VerifiedResult } from './verifiedResult.js'
export {
  type SignedContent,
  verifyPlainMessage,
  type VerifyPlainMessageParameters,
  type VerifyPlainMessageReturnType,
} from './verifyPlainMessage.js'
export type { CheckedBy, ProvenAccount } from './provenAccount.js'
export {
  checkRequestAnswer,
  type CheckRequestAnswerParameters,
  type CheckRequestAnswerReturnType,
  type RequestAnswerRecord,
  type RequestRecord,
  type RequestRule,
  type RequestRuleResult,
} from './checkRequestAnswer.js'
export type { ProofRequest, RequestWant } from './requestLink.js'
