import type { VerifiedResult } from '../verifiedResult.js'
import { type DescribeContext, describeVerdict } from './describeVerdict.js'

/** The verdict on one proof, a few lines: verdict and subject, facts or what failed first, and what is needed. */
export function formatVerdict(result: VerifiedResult, context: DescribeContext): string {
  const { verdict, word, subject, facts, failure, need } = describeVerdict(result, context)
  const lines = [`${word}: ${subject}.`, ...facts]
  if (failure !== undefined)
    lines.push(
      `${verdict === 'invalid' ? 'What failed first' : 'What could not be checked'} (${failure.check}): ${oneLine(failure.message)}`,
    )
  if (need !== undefined) lines.push(need)
  return `${lines.join('\n')}\n`
}

/** One line for one of many links: its number, verdict, subject, and what failed first. */
export function formatVerdictLine(index: number, result: VerifiedResult, context: DescribeContext): string {
  const { word, subject, failure } = describeVerdict(result, context)
  const why = failure === undefined ? '' : ` ${oneLine(failure.message)}`
  return `${index + 1}. ${word}: ${subject}.${why}\n`
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ')
}
