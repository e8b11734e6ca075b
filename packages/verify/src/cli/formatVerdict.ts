import type { VerifiedResult } from '../verifiedResult.js'
import { type DescribeContext, describeVerdict } from './describeVerdict.js'

/**
 * The verdict on one proof, a few lines: verdict and subject, facts or what failed first, and what
 * is needed. Each line is the tool's own words around text already made safe to show
 * (`describeVerdict`), so the result holds no line break but the one ending each line.
 */
export function formatVerdict(result: VerifiedResult, context: DescribeContext): string {
  const { verdict, word, subject, facts, failure, need } = describeVerdict(result, context)
  const lines = [`${word}: ${subject}.`, ...facts]
  if (failure !== undefined)
    lines.push(
      `${verdict === 'invalid' ? 'What failed first' : 'What could not be checked'} (${failure.check}): ${failure.message}`,
    )
  if (need !== undefined) lines.push(need)
  return `${lines.join('\n')}\n`
}

/** One line for one of many links, whatever they hold: its number, verdict, subject, and what failed first. */
export function formatVerdictLine(index: number, result: VerifiedResult, context: DescribeContext): string {
  const { word, subject, failure } = describeVerdict(result, context)
  const why = failure === undefined ? '' : ` ${failure.message}`
  return `${index + 1}. ${word}: ${subject}.${why}\n`
}
