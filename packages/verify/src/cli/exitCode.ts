import type { Verdict } from '../verifyProof.js'

/** 0 valid, 1 not valid, 2 cannot be checked (and usage errors). */
export type ExitCode = 0 | 1 | 2

export const USAGE_ERROR: ExitCode = 2

/** One verdict's code. */
export function exitCodeOf(verdict: Verdict): ExitCode {
  return verdict === 'valid' ? 0 : verdict === 'invalid' ? 1 : 2
}

/** Many verdicts' code: 0 if every one is valid, 1 if any is not valid, else 2 (none at all is 2 too). */
export function exitCodeOfAll(verdicts: readonly Verdict[]): ExitCode {
  if (verdicts.length === 0) return 2
  if (verdicts.includes('invalid')) return 1
  return verdicts.every((verdict) => verdict === 'valid') ? 0 : 2
}
