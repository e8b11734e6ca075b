import { expect, test } from 'vitest'
import { isDecimals, MAX_UINT256, MAX_UINT64 } from './baseUnits'

test('the bounds are a uint256 and a u64', () => {
  expect(MAX_UINT256.toString(16)).toBe('f'.repeat(64))
  expect(MAX_UINT64.toString(16)).toBe('f'.repeat(16))
})

test('decimals are what a uint8 holds: a contract that says more, or a fraction, is not believed', () => {
  for (const decimals of [0, 6, 18, 24, 255]) expect(isDecimals(decimals)).toBe(true)
  for (const decimals of [-1, 256, 2 ** 53, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
    expect(isDecimals(decimals)).toBe(false)
})
