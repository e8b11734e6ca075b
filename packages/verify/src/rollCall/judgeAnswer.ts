/**
 * Judges one proof link against a roll call the way /verify/ judges it: the link decoded by
 * `decodeProofFragment`, its signatures checked by `verifyAnyProof` (`verifyProof` /
 * `verifyLinkedProof` / `verifyPlainMessage` by its version), and the request's rules by
 * `checkRequestAnswer`, all from the one verified result. The list entry keeps only what that result holds.
 */
import { checkRequestAnswer, type RequestRecord } from '../checkRequestAnswer.js'
import { decodeProofFragment } from '../decodeProofFragment.js'
import { encodeProofPayload, VERIFY_PAGE } from '../encodeProofLink.js'
import type { ProofPublicClient } from '../signatureCheck.js'
import { verifyAnyProof } from '../verifyAnyProof.js'
import { rollCallEntry } from './rollCallEntry.js'
import type { RollCallAnswer } from './types.js'

export type JudgeAnswerParameters = {
  /** The verifier's clock when the answer is checked. */
  now: Date
  /** This site's host: the request was made here. */
  host: string
  /** The site's origin and base path, to write the link with. */
  siteRoot: string
  getPublicClient?: ((chainId: number) => ProofPublicClient | undefined) | undefined
}

/** `payload`: what follows `#proof=` in a link. */
export async function judgeAnswer(
  payload: string,
  record: RequestRecord,
  { now, host, siteRoot, getPublicClient }: JudgeAnswerParameters,
): Promise<RollCallAnswer> {
  const checkedAt = now.toISOString()
  const decoded = decodeProofFragment(`#proof=${payload}`)
  if (!decoded.ok)
    return {
      link: linkOf(siteRoot, payload),
      checkedAt,
      addresses: [],
      kept: false,
      broken: { rule: 'link', message: decoded.error.message },
    }
  const proof = decoded.proof
  // Another site's answer is reported by the request's rule `site`, not by its verdict.
  const result = await verifyAnyProof(proof, { now, expectedDomain: host, requireDomainMatch: false, getPublicClient })
  const check = checkRequestAnswer(record, result, { now, host })
  return rollCallEntry(result, check, now, linkOf(siteRoot, encodeProofPayload(proof)))
}

/** A proof link as Sigil writes it, on this site. */
export function linkOf(siteRoot: string, payload: string): string {
  return `${siteRoot.replace(/\/+$/, '')}/${VERIFY_PAGE}#proof=${payload}`
}
