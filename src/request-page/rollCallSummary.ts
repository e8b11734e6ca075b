import { countedAnswers, markDuplicates } from 'sigil-verify/rollCall/markDuplicates'
import type { ListedAnswer, RollCallAnswer } from 'sigil-verify/rollCall/types'

/** What a roll call's list counts, in one line. */
export function rollCallSummary(answers: readonly RollCallAnswer[]): string {
  return markedSummary(markDuplicates(answers))
}

/** The same, for a list whose duplicates are marked already. */
export function markedSummary(marked: readonly ListedAnswer[]): string {
  const counted = countedAnswers(marked)
  const duplicates = marked.filter((answer) => answer.duplicateOf !== undefined).length
  const broken = marked.filter((answer) => !answer.kept && answer.duplicateOf === undefined).length
  return marked.length === 0
    ? 'No answers listed yet.'
    : `${counted} accepted, ${duplicates} ${duplicates === 1 ? 'duplicate' : 'duplicates'}, ${broken} broken.`
}
