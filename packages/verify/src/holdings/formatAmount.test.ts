import { describe, expect, test } from 'vitest'
import { MAX_UINT256 } from './baseUnits'
import { formatAmount } from './formatAmount'

describe('formatAmount', () => {
  test.each([
    [0n, 0, '0'],
    [0n, 18, '0'],
    [1n, 0, '1'],
    [1000n, 0, '1 000'],
    [123_456_789n, 0, '123 456 789'],
    [12_300_000n, 6, '12.3'],
    [1_000_250_000n, 6, '1 000.25'],
    [1n, 6, '0.000001'],
    [10n ** 18n, 18, '1'],
    [1n, 18, '0.000000000000000001'],
    [1_500_000_000_000_000_000_000_000n, 24, '1.5'],
    [1n, 24, '0.000000000000000000000001'],
    [
      MAX_UINT256,
      0,
      '115 792 089 237 316 195 423 570 985 008 687 907 853 269 984 665 640 564 039 457 584 007 913 129 639 935',
    ],
    [
      MAX_UINT256,
      18,
      '115 792 089 237 316 195 423 570 985 008 687 907 853 269 984 665 640 564 039 457.584007913129639935',
    ],
    [MAX_UINT256, 78, '0.115792089237316195423570985008687907853269984665640564039457584007913129639935'],
  ])('%s base units at %i decimals: %s, exact', (baseUnits, decimals, text) => {
    expect(formatAmount(baseUnits, decimals)).toEqual({ text, rounded: false })
  })

  test('at 255 decimals, the most a token can declare, every digit is kept', () => {
    expect(formatAmount(1n, 255)).toEqual({ text: `0.${'0'.repeat(254)}1`, rounded: false })
    const max = formatAmount(MAX_UINT256, 255, { maxFractionDigits: 180 })
    expect(max).toEqual({ text: `0.${'0'.repeat(177)}115`, rounded: true })
  })

  test('cut to fewer digits it rounds down, never up, and says it rounded', () => {
    expect(formatAmount(99_999_999n, 6, { maxFractionDigits: 2 })).toEqual({ text: '99.99', rounded: true })
    expect(formatAmount(1n, 18, { maxFractionDigits: 4 })).toEqual({ text: '0', rounded: true })
    expect(formatAmount(MAX_UINT256, 18, { maxFractionDigits: 0, groupSeparator: '' })).toEqual({
      text: (MAX_UINT256 / 10n ** 18n).toString(),
      rounded: true,
    })
  })

  test('cut digits that are all zero are no rounding', () => {
    expect(formatAmount(12_300_000n, 6, { maxFractionDigits: 1 })).toEqual({ text: '12.3', rounded: false })
    expect(formatAmount(5n * 10n ** 24n, 24, { maxFractionDigits: 0 })).toEqual({ text: '5', rounded: false })
  })

  test('grouped by the separator asked for, or not at all', () => {
    expect(formatAmount(1_234_567_890n, 3, { groupSeparator: ',' }).text).toBe('1,234,567.89')
    expect(formatAmount(1_234_567_890n, 3, { groupSeparator: '' }).text).toBe('1234567.89')
    expect(formatAmount(1_234_567_890n, 3, { groupSeparator: '\u202f' }).text).toBe('1\u202f234\u202f567.89')
  })

  test('a negative amount, impossible decimals or a fractional digit count are programming errors', () => {
    expect(() => formatAmount(-1n, 6)).toThrow(RangeError)
    expect(() => formatAmount(1n, 256)).toThrow(RangeError)
    expect(() => formatAmount(1n, -1)).toThrow(RangeError)
    expect(() => formatAmount(1n, 6, { maxFractionDigits: 1.5 })).toThrow(RangeError)
    expect(() => formatAmount(1n, 6, { maxFractionDigits: -1 })).toThrow(RangeError)
  })
})
