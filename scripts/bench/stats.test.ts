import { expect, test } from 'vitest'
import { summarize } from './stats.ts'

test('summarize', () => {
  expect(summarize([30, 10, 20, 50, 40])).toEqual({
    samples: [30, 10, 20, 50, 40],
    failed: 0,
    median: 30,
    min: 10,
    max: 50,
  })
  expect(summarize([1, 2, 3, 4]).median).toBe(2.5)
})

test('behavior: failed runs are counted, not averaged in', () => {
  const s = summarize([12, null, 14, undefined, Number.NaN])
  expect(s.failed).toBe(3)
  expect(s.median).toBe(13)
  expect(summarize([null])).toMatchObject({ median: null, min: null, max: null, failed: 1 })
})
