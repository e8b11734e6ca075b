import { describe, expect, test } from 'vitest'
import type { ListedAnswer } from 'sigil-verify/rollCall/types'
import { checkedCounts, checkedSummary } from './rollCallChecked'

const answer = (kept: boolean, duplicateOf?: number): ListedAnswer => ({
  link: 'https://sigil.example/verify/#proof=x',
  checkedAt: '2026-11-28T12:00:00.000Z',
  addresses: [],
  kept,
  ...(duplicateOf === undefined ? {} : { duplicateOf }),
})

describe('checkedSummary', () => {
  test('links found, the different ones, and what became of each', () => {
    // 7 links, one a repeat in the text: 3 kept, 1 a second answer by a counted address, 2 broken.
    const added = [answer(true), answer(true), answer(false), answer(true), answer(true, 0), answer(false)]
    const counts = checkedCounts({ found: 7, different: 6, judged: 6 }, added)
    expect(counts).toEqual({ found: 7, different: 6, counted: 3, duplicates: 1, broken: 2, unreadable: 0, notAdded: 0 })
    expect(checkedSummary(counts)).toBe('7 links found, 6 different: 3 counted, 1 duplicate, 2 broken.')
  })

  test('no repeats: only the links found; kinds with none are left out', () => {
    const counts = checkedCounts({ found: 1, different: 1, judged: 1 }, [answer(true)])
    expect(checkedSummary(counts)).toBe('1 link found: 1 counted.')
  })

  test('the same text again: every link already in the list', () => {
    const counts = checkedCounts({ found: 11, different: 11, judged: 11 }, [])
    expect(checkedSummary(counts)).toBe('11 links found: 11 already in the list.')
  })

  test('a link no proof can be read from is said, not dropped', () => {
    const counts = checkedCounts({ found: 3, different: 3, judged: 2 }, [answer(true), answer(true, 0)])
    expect(checkedSummary(counts)).toBe('3 links found: 1 counted, 1 duplicate, 1 unreadable.')
  })

  test('large counts are written with separators', () => {
    const added = Array.from({ length: 1000 }, () => answer(true))
    expect(checkedSummary(checkedCounts({ found: 1200, different: 1000, judged: 1000 }, added))).toBe(
      '1,200 links found, 1,000 different: 1,000 counted.',
    )
  })
})
