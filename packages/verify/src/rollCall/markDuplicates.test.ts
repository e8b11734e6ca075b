import { describe, expect, test } from 'vitest'
import { countedAnswers, markDuplicates } from './markDuplicates'
import type { RollCallAnswer } from './types'

const at = '2030-01-01T00:00:00.000Z'
const answer = (link: string, addresses: string[], kept = true): RollCallAnswer => ({
  link,
  checkedAt: at,
  addresses,
  kept,
})

describe('markDuplicates', () => {
  test('the same address (any letter case) or the same set (any order) counts once; broken answers never count', () => {
    const listed = markDuplicates([
      answer('a', ['0xAbCd']),
      answer('b', ['0xabcd']),
      answer('c', ['0xEeee', 'Sol111']),
      answer('d', ['Sol111', '0xeeee']),
      answer('e', ['0x1234'], false),
      answer('f', ['0x1234']),
      answer('e', ['0x1234'], false),
    ])
    expect(listed.map((a) => a.duplicateOf)).toEqual([undefined, 0, undefined, 2, undefined, undefined, 4])
    expect(countedAnswers(listed)).toBe(3)
  })

  test('a broken answer by an address that answered is not a duplicate: it is broken', () => {
    const listed = markDuplicates([answer('a', ['0xA']), answer('b', ['0xA'], false)])
    expect(listed[1]?.duplicateOf).toBeUndefined()
    expect(countedAnswers(listed)).toBe(1)
  })
})
