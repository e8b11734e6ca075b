/**
 * /verify/: a proof opened here for a roll call made in this browser joins that roll call's list
 * (kept or broken, as its rules say). Its link is the page's own when the page's link holds this
 * very proof; a proof pasted into the form has no link to keep, so it is not listed. Resolves true once
 * the list holds it (its write to storage has committed), false when it is not listed.
 */
import type { CheckRequestAnswerReturnType } from 'sigil-verify/checkRequestAnswer'
import { decodeProofFragment } from 'sigil-verify/decodeProofFragment'
import { encodeProofPayload } from 'sigil-verify/encodeProofLink'
import { linkOf } from 'sigil-verify/rollCall/judgeAnswer'
import { rollCallEntry } from 'sigil-verify/rollCall/rollCallEntry'
import { evidenceOf, type VerifiedResult } from 'sigil-verify/verifiedResult'
import { addToRollCall } from '../stores/rollCalls'
import { siteUrl } from '../util/sitePath'

export function listInRollCall(
  nonce: string,
  result: VerifiedResult,
  check: CheckRequestAnswerReturnType,
  now: Date,
): Promise<boolean> {
  const decoded = decodeProofFragment(location.hash)
  if (!decoded.ok || decoded.proof.v === 3) return Promise.resolve(false)
  const parts = decoded.proof.v === 2 ? decoded.proof.parts : [decoded.proof]
  const evidence = evidenceOf(result)
  if (parts.length !== evidence.length || parts.some((part, i) => part.message !== evidence[i]))
    return Promise.resolve(false)
  const link = linkOf(siteUrl('', location.origin), encodeProofPayload(decoded.proof))
  return addToRollCall(nonce, [rollCallEntry(result, check, now, link)]).then((list) => list !== undefined)
}
