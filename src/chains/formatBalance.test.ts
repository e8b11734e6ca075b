import { describe, expect, test } from 'vitest'
import { formatBalance } from './formatBalance'

const eth = (value: bigint, locale = 'en-US') => formatBalance({ value, decimals: 18, symbol: 'ETH', locale })
const sol = (value: bigint) => formatBalance({ value, decimals: 9, symbol: 'SOL', locale: 'en-US' })

describe('formatBalance', () => {
  test('default', () => {
    expect(eth(1_234_567_800_000_000_000_000n)).toBe('1,234.5678 ETH')
    expect(sol(12_340_000_000n)).toBe('12.3400 SOL')
  })

  test('behavior: zero keeps its fixed decimals', () => {
    expect(eth(0n)).toBe('0.0000 ETH')
    expect(sol(0n)).toBe('0.0000 SOL')
  })

  test('behavior: rounds toward zero, never up to more than the account holds', () => {
    expect(eth(999_990_000_000_000_000n)).toBe('0.9999 ETH')
    expect(eth(1_234_567_899_999_999_999_999n)).toBe('1,234.5678 ETH')
    expect(sol(12_345_678_999n)).toBe('12.3456 SOL')
    expect(eth(100_000_000_000_000n)).toBe('0.0001 ETH')
    expect(eth(199_999_999_999_999n)).toBe('0.0001 ETH')
  })

  test('behavior: a positive balance below the last digit is "< 0.0001", not zero', () => {
    expect(eth(1n)).toBe('< 0.0001 ETH')
    expect(eth(99_999_999_999_999n)).toBe('< 0.0001 ETH')
    expect(sol(99_999n)).toBe('< 0.0001 SOL')
  })

  test('behavior: thousands separators on the whole part only', () => {
    expect(eth(1_000n * 10n ** 18n)).toBe('1,000.0000 ETH')
    expect(eth(999n * 10n ** 18n)).toBe('999.0000 ETH')
    expect(eth(1_234_567_890n * 10n ** 18n + 12_345n * 10n ** 13n)).toBe('1,234,567,890.1234 ETH')
  })

  test('behavior: digits grouped and the decimal mark written as the reader’s locale writes them', () => {
    const amount = 1_234_567_890n * 10n ** 18n + 12_345n * 10n ** 13n
    expect(eth(amount, 'de-DE')).toBe('1.234.567.890,1234 ETH')
    expect(eth(amount, 'fr-FR')).toBe('1\u202f234\u202f567\u202f890,1234 ETH')
    expect(eth(amount, 'en-IN')).toBe('1,23,45,67,890.1234 ETH')
    expect(eth(1n, 'de-DE')).toBe('< 0,0001 ETH')
    expect(eth(123_456_789_012_345_678_901_234_567_890_123_456n, 'de-DE')).toBe('123.456.789.012.345.678,9012 ETH')
  })

  test('behavior: no precision lost far beyond 2^53', () => {
    // 123,456,789,012,345,678.9012 ETH: a float would already have lost the last digits.
    expect(eth(123_456_789_012_345_678_901_234_567_890_123_456n)).toBe('123,456,789,012,345,678.9012 ETH')
  })

  test('behavior: other digit counts', () => {
    const en = { locale: 'en-US' }
    expect(formatBalance({ value: 1_500_000_000n, decimals: 9, symbol: 'SOL', fractionDigits: 0, ...en })).toBe('1 SOL')
    expect(formatBalance({ value: 1n, decimals: 9, symbol: 'SOL', fractionDigits: 0, ...en })).toBe('< 1 SOL')
    expect(formatBalance({ value: 12_345n, decimals: 2, symbol: 'X', fractionDigits: 4, ...en })).toBe('123.4500 X')
    expect(formatBalance({ value: 7n, decimals: 0, symbol: 'X', ...en })).toBe('7.0000 X')
  })

  test('behavior: rejects a negative balance and bad digit counts', () => {
    expect(() => eth(-1n)).toThrow(RangeError)
    expect(() => formatBalance({ value: 1n, decimals: -1, symbol: 'X' })).toThrow(RangeError)
    expect(() => formatBalance({ value: 1n, decimals: 18, symbol: 'X', fractionDigits: 1.5 })).toThrow(RangeError)
  })
})
