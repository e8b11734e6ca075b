/**
 * How a roll call's list orders its answers: by the first address each proves (letters' case
 * aside: an EVM address's case is only its checksum), or by the moment its message says it was
 * signed, on one clock whatever offset it was written with. Answers without one come last;
 * answers that tie keep the order they were received in.
 */
import type { ListedAnswer } from 'sigil-verify/rollCall/types'

export type AnswerSort = 'address' | 'signed'

type Key = string | number | undefined

function keyOf(answer: ListedAnswer, sort: AnswerSort): Key {
  if (sort === 'address') return answer.addresses[0]?.toLowerCase()
  const moment = answer.signedAt === undefined ? NaN : Date.parse(answer.signedAt)
  return Number.isNaN(moment) ? undefined : moment
}

function compareKeys(a: Key, b: Key): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * `items` in `sort`'s order (`answerOf` reads each one's answer). Each key is worked out once, not
 * once per comparison: a thousand answers are a thousand date parses, not ten thousand.
 */
export function sortAnswers<T>(items: readonly T[], sort: AnswerSort, answerOf: (item: T) => ListedAnswer): T[] {
  return (
    items
      .map((item) => ({ item, key: keyOf(answerOf(item), sort) }))
      // Array.prototype.sort is stable: ties keep the order they were received in.
      .sort((a, b) => compareKeys(a.key, b.key))
      .map(({ item }) => item)
  )
}
