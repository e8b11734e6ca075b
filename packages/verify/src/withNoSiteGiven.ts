import type { VerifiedResult } from './verifiedResult.js'

/**
 * A Sign-In or linked proof checked with no site to hold it to. A Sign-In proves a sign-in only at
 * the site it was made for, and its own message names that site, so it cannot vouch for itself:
 * never valid (`unverifiable` at best), with a `domain` reason naming the site it was made for.
 * A forgery stays `invalid`. A plain message, which names no site, is returned as it is.
 */
export function withNoSiteGiven(result: VerifiedResult): VerifiedResult {
  if (result.kind === 'plain') return result
  const fields = result.kind === 'linked' ? result.parts[0]?.fields : result.fields
  if (fields === undefined) return result
  const reason = {
    check: 'domain',
    ok: false,
    message: `It was made for ${fields.domain}, and no site was given to hold it to: a Sign-In proves a sign-in only at the site that asked for it.`,
  } as const
  const verdict = result.verdict === 'valid' ? 'unverifiable' : result.verdict
  return result.kind === 'linked'
    ? { ...result, verdict, reasons: [...result.reasons, reason] }
    : { ...result, verdict, reasons: [...result.reasons, reason] }
}
