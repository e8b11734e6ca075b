/**
 * sigil-verify: strict verification of Sigil proofs (Sign-In with Ethereum, Sign-In with Solana, linked
 * sets of addresses and plain signed messages), and the builders that make them. No DOM and no Node
 * APIs: the same code runs in browsers, Node, Deno, Bun and Cloudflare Workers. ESM only.
 *
 * ## Checking what a person hands over
 * - {@link verify}`(input, options)`: a proof link, its fragment (`#proof=…`), a signed-message JSON
 *   object or `{ message, signature, address? }`, checked strictly: a Sign-In counts only for one of
 *   `domains`. One {@link VerifiedResult}: `kind` (`sign-in`, `linked`, `plain`), `verdict` (`valid`,
 *   `invalid`, `unverifiable`), `reasons`, the fields as signed and `proven`, the accounts whose
 *   signatures checked and how. Never rejects for any input.
 * - {@link verifyEach}`(text, options)`: every `#proof=` link in a text (a roll call's answers, a chat
 *   log), each checked as `verify` checks one, in order, a repeated link once.
 * - {@link displayText}: text from a proof made safe to print on a terminal or set on a page.
 *
 * ## Making a proof
 * 1. {@link createNonce}, and a validity window ({@link VALIDITY_WINDOWS}, {@link expirationFor}).
 * 2. {@link buildProofMessage} gives the exact text; the wallet signs it (EIP-191 `personal_sign` for
 *    an EVM address, `signMessage` for a Solana one).
 * 3. {@link encodeProofLink}`({ v: 1, namespace, chainId, address, message, signature }, siteRoot)`,
 *    where `siteRoot` is the site's origin and base path (`https://sigil.example/`). Several addresses
 *    proven together: one nonce and window for all, each message listing every account
 *    ({@link caip10}) as its `resources`, and `{ v: 2, parts }`.
 *
 * ## Asking for a proof
 * {@link encodeRequestLink} writes a request link (`<siteRoot>prove/#request=…`) for a request whose
 * nonce comes from {@link createRequestNonce}; keep the request as a {@link RequestRecord} and pass it to
 * `verify` as `request`: the result's `requestAnswer` says, rule by rule, whether the proof answers it
 * ({@link checkRequestAnswer}). {@link decodeRequestFragment} reads a request link back.
 *
 * ## Lower level
 * {@link decodeProofFragment} reads a link into an {@link AnyProof}; {@link verifyProof},
 * {@link verifyLinkedProof} and {@link verifyPlainMessage} check one kind each ({@link verifyAnyProof}
 * any of them). `verify` is these, with its options checked and one site required.
 *
 * Only the signed message and signature are trusted; the formats are in the package's README and every
 * rule the verifier keeps is in its acceptance specification (docs/verifier.md).
 *
 * @packageDocumentation
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
  CommonFields,
  Eip4361Fields,
  ParseProofMessageError,
  ParseProofMessageErrorCode,
  ParseProofMessageReturnType,
  ProofMessageFields,
  SiwsFields,
} from './messageFields.js'
export {
  type NotValidSignIn,
  type SignInEvidence,
  type SignInResult,
  type ValidSignIn,
  type Verdict,
  type VerificationCheck,
  type VerificationReason,
  verifyProof,
  type VerifyProofInput,
  type VerifyProofParameters,
  type VerifyProofReturnType,
} from './verifyProof.js'
export type { ProofPublicClient } from './signatureCheck.js'
export type { RpcNotGiven } from './rpcNotGiven.js'
export type { Hex, SignableMessage } from './hex.js'
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
export type { ProofShapeErrorCode } from './validateProofShape.js'
export type { TimeOrderCheck } from './signInTimeOrder.js'
export {
  type LinkageRule,
  type LinkedResult,
  type NotValidLinkedProof,
  type ValidLinkedProof,
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
  type NotValidPlainMessage,
  type PlainResult,
  type SignedContent,
  type ValidPlainMessage,
  verifyPlainMessage,
  type VerifyPlainMessageParameters,
  type VerifyPlainMessageReturnType,
} from './verifyPlainMessage.js'
export type { CheckedBy, ProvenAccount, ProvenAccounts } from './provenAccount.js'
export {
  checkRequestAnswer,
  type CheckRequestAnswerParameters,
  type CheckRequestAnswerReturnType,
  type RequestAnswerRecord,
  type RequestRecord,
  type RequestRule,
  type RequestRuleResult,
} from './checkRequestAnswer.js'
export { createRequestNonce, type CreateRequestNonceReturnType } from './createRequestNonce.js'
export {
  decodeRequestFragment,
  type DecodeRequestErrorCode,
  type DecodeRequestReturnType,
  encodeRequestLink,
  PROOF_REQUEST_VERSION,
  type ProofRequest,
  type RequestWant,
  ROLL_CALL_REQUEST_VERSION,
} from './requestLink.js'
export {
  DEFAULT_DISPLAY_LENGTH,
  type DisplayTarget,
  displayText,
  type DisplayTextOptions,
} from './display/displayText.js'
