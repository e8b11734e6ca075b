import type { PlainMessageProof } from 'sigil-verify/plainMessage'
import type { Proof } from 'sigil-verify/types'
import type { Account } from '../../stores/account'
import { siteUrl } from '../../util/sitePath'
import { buildSiteMessage, type FieldsAt } from './buildSiteMessage'
import { classifyWalletError, type WalletError } from '../../wallet/errors'

export type ProofMaker = typeof import('sigil-verify/proofMaker')
export type Signer = typeof import('../../wallet/sign')

/** The code a signing step is given, fetched once and held (./signingCode.ts). */
export type SigningTools = { maker: ProofMaker; signer: Signer }

export type SignProofErrorType = WalletError

/**
 * How a signing step ends: with what it made, with the error the person is told about, or with
 * `undefined` when nothing was signed and the form already says why.
 */
export type Signing<T> = { ok: true; value: T } | { ok: false; error: SignProofErrorType } | undefined

export type SignProofParameters = {
  account: Account
  /**
   * What the account signs: a Sign-In message for this site with the fields the form chooses at
   * the press (`undefined`: nothing may be signed now), or a plain text, signed as it is.
   */
  message: { fields: FieldsAt } | { plain: string }
}

/** The share link, and the message and signature it carries. */
export type SignedProof = { link: string; message: string; signature: string }

export type SignProofReturnType = Signing<SignedProof>

/**
 * One account's proof: the message, the wallet's signature of it, the link. Nothing is awaited
 * before the wallet is asked, so a press reaches it in its own task; whatever fails on the way (a
 * field the builder refuses) is returned as the wallet error to show.
 */
export async function signProof(
  { maker, signer }: SigningTools,
  { account, message }: SignProofParameters,
): Promise<SignProofReturnType> {
  try {
    let text: string
    if ('plain' in message) text = message.plain
    else {
      const issuedAt = new Date()
      const fields = message.fields(issuedAt)
      if (!fields) return undefined
      text = buildSiteMessage(maker, { account, issuedAt, ...fields })
    }
    const signed = await signer.signProofMessage(account, text)
    if (!signed.ok) return signed
    const { namespace, chainId, address } = account
    const { signature } = signed
    const proof: Proof | PlainMessageProof =
      'plain' in message
        ? { v: 3, namespace, address, message: text, signature }
        : { v: 1, namespace, chainId, address, message: text, signature }
    const link = maker.encodeProofLink(proof, siteUrl('', window.location.origin))
    return { ok: true, value: { link, message: text, signature } }
  } catch (error) {
    return { ok: false, error: classifyWalletError(error, 'sign') }
  }
}
