/**
 * The order a Sign-In's own times keep, whatever the reader's clock: it expires after it was
 * signed (`expires-after-issued`), and it becomes valid before it expires (`starts-before-expiry`).
 * A message out of order was valid at no moment, so it is refused by the rule it breaks, worded
 * for anyone, rather than left to a clock check that would call it expired or not yet valid.
 */
import type { ProofMessageFields } from './messageFields.js'
import { compareRfc3339 } from './rfc3339.js'

export type TimeOrderCheck = 'expires-after-issued' | 'starts-before-expiry'

export type TimeOrderReason = { check: TimeOrderCheck; ok: boolean; message: string }

type SignedTimes = Pick<ProofMessageFields, 'issuedAt' | 'expirationTime' | 'notBefore'>

/** Each rule for the times the message names (none for a message without an expiration time). */
export function timeOrderReasons({ issuedAt, expirationTime, notBefore }: SignedTimes): TimeOrderReason[] {
  const reasons: TimeOrderReason[] = []
  if (issuedAt !== undefined && expirationTime !== undefined) {
    const order = compareRfc3339(expirationTime, issuedAt) ?? Number.NaN
    reasons.push({
      check: 'expires-after-issued',
      ok: order > 0,
      message:
        order > 0
          ? 'It expires after it was signed.'
          : `It says it expires ${order === 0 ? 'the moment' : 'before'} it was signed (signed at ${issuedAt}, expires at ${expirationTime}), so it was never valid.`,
    })
  }
  if (notBefore !== undefined && expirationTime !== undefined) {
    const order = compareRfc3339(notBefore, expirationTime) ?? Number.NaN
    reasons.push({
      check: 'starts-before-expiry',
      ok: order < 0,
      message:
        order < 0
          ? 'It becomes valid before it expires.'
          : `It says it becomes valid ${order === 0 ? 'the moment' : 'only after'} it expires (valid from ${notBefore}, expires at ${expirationTime}), so it is never valid.`,
    })
  }
  return reasons
}
