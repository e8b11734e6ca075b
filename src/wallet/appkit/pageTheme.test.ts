import { expect, test } from 'vitest'
import { pageTheme } from './pageTheme'

test('a chosen theme wins over the system', () => {
  expect(pageTheme('light', true)).toBe('light')
  expect(pageTheme('dark', false)).toBe('dark')
})

test('without a choice, or with a value that is not one, the system decides', () => {
  expect(pageTheme(undefined, true)).toBe('dark')
  expect(pageTheme(undefined, false)).toBe('light')
  expect(pageTheme('sepia', true)).toBe('dark')
})
