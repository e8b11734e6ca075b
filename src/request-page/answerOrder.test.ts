import { describe, expect, test } from 'vitest'
import type { ListedAnswer } from 'sigil-verify/rollCall/types'
import { sortAnswers, type AnswerSort } from './answerOrder'

const answer = (link: string, addresses: string[], signedAt?: string): ListedAnswer => ({
  link,
  checkedAt: '2030-01-01T00:00:00.000Z',
  addresses,
  signedAt,
  kept: addresses.length > 0,
})

const links = (answers: ListedAnswer[]) => answers.map((a) => a.link)

const sorted = (list: ListedAnswer[], sort: AnswerSort) => sortAnswers(list, sort, (a) => a)

describe('sortAnswers', () => {
  test('default', () => {
    const list = [
      answer('b', ['eip155:0xBbbb']),
      answer('none', []),
      answer('a', ['eip155:0xaAAA']),
      answer('sol', ['solana:9xQe']),
    ]
    expect(links(sorted(list, 'address'))).toEqual(['a', 'b', 'sol', 'none'])
    expect(links(list), 'the list given is left as it was').toEqual(['b', 'none', 'a', 'sol'])
  })

  test('behavior: an address differing only in case (its checksum) ties, and ties keep the order received', () => {
    const list = [answer('second', ['eip155:0xABCD']), answer('first', ['eip155:0xabcd']), answer('none', [])]
    expect(links(sorted(list, 'address'))).toEqual(['second', 'first', 'none'])
  })

  test('behavior: signing moments compare on one clock, whatever offset they were written with', () => {
    const list = [
      answer('noon-utc', ['eip155:0x1'], '2030-01-01T12:00:00Z'),
      answer('no-time', ['eip155:0x2']),
      // 10:30 UTC, though its text reads later in the day.
      answer('ten-thirty-utc', ['eip155:0x3'], '2030-01-01T16:00:00+05:30'),
      answer('unreadable', ['eip155:0x4'], 'not a time'),
      answer('eleven-utc', ['eip155:0x5'], '2030-01-01T06:00:00-05:00'),
    ]
    expect(links(sorted(list, 'signed'))).toEqual(['ten-thirty-utc', 'eleven-utc', 'noon-utc', 'no-time', 'unreadable'])
  })
})
