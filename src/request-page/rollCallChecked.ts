import type { ListedAnswer } from 'sigil-verify/rollCall/types'

/** What one "Check the answers" did, counted from what the checker found and what the list took. */
export type CheckedCounts = {
  /** Every proof link in the text, repeats included. */
  found: number
  /** The different links among them: each is one of the kinds below. */
  different: number
  /** Added to the list, counted: a new address or set that kept every rule. */
  counted: number
  /** Added to the list, not counted: the same address or set as an answer already counted. */
  duplicates: number
  /** Added to the list, not counted: a rule of the request broken. */
  broken: number
  /** No proof could be read after its `#proof=`: not listed. */
  unreadable: number
  /** The same proof as one the list already holds (or the list is full): not listed again. */
  notAdded: number
}

/**
 * The counts of one check: `added`, the answers it appended to the list, as the list marks them.
 * `judged` the links that were read and judged; `found` and `different` every link in the text.
 */
export function checkedCounts(
  links: { found: number; different: number; judged: number },
  added: readonly ListedAnswer[],
): CheckedCounts {
  const duplicates = added.filter((answer) => answer.duplicateOf !== undefined).length
  const counted = added.filter((answer) => answer.kept && answer.duplicateOf === undefined).length
  return {
    found: links.found,
    different: links.different,
    counted,
    duplicates,
    broken: added.length - counted - duplicates,
    unreadable: links.different - links.judged,
    notAdded: links.judged - added.length,
  }
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`

/** In one line, for the summary above the list: "7 links found, 6 different: 3 counted, 1 duplicate, 2 broken." */
export function checkedSummary(counts: CheckedCounts): string {
  const found =
    plural(counts.found, 'link found', 'links found') +
    (counts.different < counts.found ? `, ${counts.different.toLocaleString('en')} different` : '')
  const kinds = [
    [counts.counted, 'counted', 'counted'],
    [counts.duplicates, 'duplicate', 'duplicates'],
    [counts.broken, 'broken', 'broken'],
    [counts.unreadable, 'unreadable', 'unreadable'],
    [counts.notAdded, 'already in the list', 'already in the list'],
  ] as const
  const parts = kinds.flatMap(([count, one, many]) => (count > 0 ? [plural(count, one, many)] : []))
  return `${found}: ${parts.join(', ')}.`
}
