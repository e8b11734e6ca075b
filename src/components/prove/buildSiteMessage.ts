import type { Account } from '../../stores/account'
import { siteUrl } from '../../util/sitePath'

type ProofMaker = typeof import('sigil-verify/proofMaker')

/** What a form chooses for a Sign-In message; the account, this site and the time are added to it. */
export type SignInFields = {
  statement?: string | undefined
  expirationTime: Date
  /** A request's nonce; absent, a fresh one. */
  nonce?: string | undefined
}

/** A form's fields for a message made at `issuedAt`; `undefined` when nothing may be signed then. */
export type FieldsAt = (issuedAt: Date) => SignInFields | undefined

export type BuildSiteMessageParameters = SignInFields & {
  account: Account
  issuedAt: Date
  /** A linked proof's accounts, as CAIP-10 ids. */
  resources?: readonly string[] | undefined
}

export type BuildSiteMessageReturnType = string

/** Thrown by the maker's `buildProofMessage` when a field cannot go into a message. */
export type BuildSiteMessageErrorType = Error

/** The Sign-In message `account` signs on this site: bound to this page's host and the site's root URL. */
export function buildSiteMessage(
  { buildProofMessage, createNonce }: Pick<ProofMaker, 'buildProofMessage' | 'createNonce'>,
  { account, issuedAt, expirationTime, statement, nonce, resources }: BuildSiteMessageParameters,
): BuildSiteMessageReturnType {
  return buildProofMessage({
    namespace: account.namespace,
    address: account.address,
    chainId: account.chainId,
    domain: window.location.host,
    uri: siteUrl('', window.location.origin),
    statement,
    issuedAt,
    expirationTime,
    nonce: nonce ?? createNonce(),
    resources,
  })
}
