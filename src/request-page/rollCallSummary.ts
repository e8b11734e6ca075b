import { countedAnswers, markDuplicates } from '../proof/rollCall/markDuplicates'
import type { RollCallAnswer } from '../proof/rollCall/types'

/** What a roll call's list counts, in one line. */
export function rollCallSummary(listed: readonly RollCallAnswer[]): string {
  const marked = markDuplicates(listed)
  const counted = countedAnswers(marked)
  const duplicates = marked.filter((answer) => answer.duplicateOf !== undefined).length
  const broken = marked.filter((answer) => !answer.kept && answer.duplicateOf === undefined).length
  return listed.length === 0
    ? 'No answers listed yet.'
    : `${counted} counted, ${duplicates} ${duplicates === 1 ? 'duplicate' : 'duplicates'}, ${broken} broken.`
}
