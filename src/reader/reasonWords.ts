/**
 * A check's outcome in the words of someone who never read a standard. The verifier's messages are
 * exact (EIP numbers, nonces, timestamps as signed) and stay whole in the card's closed technical
 * details (`verdictDetails.ts`); the list a reader sees says the same plainly, with no timestamp:
 * the card's facts show each moment once, on the reader's clock.
 */
import type { Verdict, VerificationReason } from 'sigil-verify/verifyProof'

export type ShownReason = VerificationReason & { rule?: string; part?: number }

/** Checks whose exact message names a term or a timestamp, by outcome, then check. */
const WORDS: Record<string, Partial<Record<string, string>>> = {
  true: {
    'issued-at': 'Not signed in the future.',
    expired: 'It has not expired.',
    'not-yet-valid': 'It is already valid.',
  },
  false: {
    expired: 'It has expired.',
    'not-yet-valid': 'It is not valid yet.',
    'issued-at': 'It says it was signed in the future.',
  },
}

/** The reason's words for the reader, with no term a reader need not know. A linked proof's part keeps its "Part n (…):" lead. */
export function reasonWords(reason: ShownReason): string {
  const [lead = ''] = /^Part \d+ \([^)]*\): /.exec(reason.message) ?? []
  return (lead + (WORDS[`${reason.ok}`]?.[reason.check] ?? reason.message.slice(lead.length)))
    .replace(/ \((?:EIP|ERC|signed at|valid from)[^)]*\)|, the RPC this site asks/g, '')
    .replace(/\bnonce\b/g, 'code')
}

/** The reader's mark for a check: passed, failed, or not known (what a verdict that cannot be checked waits on). */
export function reasonMark(reason: ShownReason, verdict: Verdict): string {
  return reason.ok ? '✓' : verdict === 'unverifiable' && reason.check !== 'domain' ? '?' : '✗'
}

/** The failing (or unknown) checks first, each group in the verifier's order: the reader meets what decided the verdict. */
export function failingFirst<T extends { ok: boolean }>(reasons: readonly T[]): T[] {
  return [...reasons.filter((reason) => !reason.ok), ...reasons.filter((reason) => reason.ok)]
}
