import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MAX_UINT256, MAX_UINT64 } from './baseUnits'
import { formatAmount } from './formatAmount'
import { MAX_AMOUNT_TEXT_LENGTH, parseAmount } from './parseAmount'

const baseUnits = (text: string, decimals: number) => {
  const read = parseAmount(text, decimals)
  return read.ok ? read.baseUnits : read.error.code
}

describe('parseAmount', () => {
  test.each([
    ['100', 6, 100_000_000n],
    ['0.5', 6, 500_000n],
    ['.5', 6, 500_000n],
    ['1,000.25', 6, 1_000_250_000n],
    ['1,000,000', 0, 1_000_000n],
    ['1 000 000', 18, 10n ** 24n],
    ['1\u202f000.5', 1, 10_005n],
    ['1\u00a0000', 0, 1000n],
    ['  42  ', 0, 42n],
    ['007', 0, 7n],
    ['0.000001', 6, 1n],
    ['0', 18, 0n],
    ['1', 24, 10n ** 24n],
    ['0.000000000000000000000001', 24, 1n],
    ['123456.123456789012345678', 18, 123_456_123_456_789_012_345_678n],
  ])('%s at %i decimals is %s base units', (text, decimals, expected) => {
    expect(baseUnits(text, decimals)).toBe(expected)
  })

  test('2^256 − 1 base units read exactly at every decimals, and one more is too large', () => {
    const max = MAX_UINT256.toString()
    expect(baseUnits(max, 0)).toBe(MAX_UINT256)
    for (const decimals of [6, 18, 24, 77]) {
      const text = `${max.slice(0, -decimals)}.${max.slice(-decimals)}`
      expect(baseUnits(text, decimals)).toBe(MAX_UINT256)
    }
    expect(baseUnits((MAX_UINT256 + 1n).toString(), 0)).toBe('too-large')
    expect(baseUnits('1', 78)).toBe('too-large')
    expect(baseUnits(`0.${'0'.repeat(77)}1`, 78)).toBe(1n)
  })

  test('at 255 decimals, the most a token can declare', () => {
    expect(baseUnits(`0.${'0'.repeat(254)}1`, 255)).toBe(1n)
    expect(baseUnits(`0.${'0'.repeat(255)}1`, 255)).toBe('too-many-decimals')
  })

  test('a maximum of its own: a u64 on Solana', () => {
    expect(parseAmount(MAX_UINT64.toString(), 0, { max: MAX_UINT64 })).toEqual({ ok: true, baseUnits: MAX_UINT64 })
    expect(parseAmount((MAX_UINT64 + 1n).toString(), 0, { max: MAX_UINT64 })).toMatchObject({
      ok: false,
      error: { code: 'too-large' },
    })
  })

  test.each([
    ['', 6, 'empty'],
    ['   ', 6, 'empty'],
    ['-1', 6, 'signed'],
    ['−1', 6, 'signed'],
    ['+1', 6, 'signed'],
    ['1e3', 6, 'exponent'],
    ['1.5E-3', 6, 'exponent'],
    ['1,5', 6, 'decimal-comma'],
    ['1,000', 6, 'ambiguous'],
    ['12,345', 0, 'ambiguous'],
    ['0.0000001', 6, 'too-many-decimals'],
    ['1.0', 0, 'too-many-decimals'],
    ['1.5000000', 6, 'too-many-decimals'],
    ['1,00', 6, 'decimal-comma'],
    ['1,0000', 6, 'decimal-comma'],
    ['1 000,000', 6, 'not-an-amount'],
    ['0,100,000', 6, 'not-an-amount'],
    ['1,000.25,5', 6, 'not-an-amount'],
    ['1.', 6, 'not-an-amount'],
    ['.', 6, 'not-an-amount'],
    ['1.2.3', 6, 'not-an-amount'],
    ['0x10', 6, 'not-an-amount'],
    ['Infinity', 6, 'not-an-amount'],
    ['NaN', 6, 'not-an-amount'],
    ['١٠٠', 6, 'not-an-amount'],
    ['１００', 6, 'not-an-amount'],
    ['100 USDC', 6, 'not-an-amount'],
    ['1_000', 6, 'not-an-amount'],
    ['1.000.000', 6, 'not-an-amount'],
    ['1'.repeat(MAX_AMOUNT_TEXT_LENGTH + 1), 0, 'too-long'],
  ])('%j at %i decimals is refused: %s', (text, decimals, code) => {
    const read = parseAmount(text, decimals)
    expect(read).toMatchObject({ ok: false, error: { code } })
    if (!read.ok) expect(read.error.message.length).toBeLessThan(200)
  })

  test('the refusal of "1,000" says both readings and what to write for each', () => {
    const read = parseAmount('1,000', 6)
    expect(!read.ok && read.error.message).toBe(
      '“1,000” could mean 1000 or 1: write 1000 without the comma, or 1.000 with a point.',
    )
  })

  test('decimals a token cannot declare are a programming error', () => {
    for (const decimals of [-1, 256, 1.5, Number.NaN]) expect(() => parseAmount('1', decimals)).toThrow(RangeError)
  })

  test('property: what formatAmount writes reads back to the same base units, when it did not round', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: MAX_UINT256 }),
        fc.integer({ min: 0, max: 80 }),
        fc.constantFrom(' ', ',', '', '\u202f'),
        (amount, decimals, groupSeparator) => {
          const written = formatAmount(amount, decimals, { groupSeparator })
          expect(written.rounded).toBe(false)
          const read = parseAmount(written.text, decimals)
          // A lone comma before three digits is the one spelling parseAmount refuses as ambiguous.
          if (!read.ok) expect(read.error.code).toBe('ambiguous')
          else expect(read.baseUnits).toBe(amount)
        },
      ),
      { numRuns: 2000 },
    )
  })

  test('property: any text either reads to an amount within bounds or is refused with a message, never a throw', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[-+ 0-9.,eE\u202f]{0,40}$/),
        fc.integer({ min: 0, max: 30 }),
        (text, decimals) => {
          const read = parseAmount(text, decimals)
          if (read.ok) expect(read.baseUnits >= 0n && read.baseUnits <= MAX_UINT256).toBe(true)
          else expect(read.error.message).toMatch(/\.$/)
        },
      ),
      { numRuns: 3000 },
    )
  })
})
