import { expect, test } from 'vitest'
import { createMemoryStorage } from './storage'

test('createMemoryStorage behaves like Storage', () => {
  const storage = createMemoryStorage()
  expect(storage.getItem('a')).toBeNull()
  storage.setItem('a', '1')
  storage.setItem('b', '2')
  expect(storage.length).toBe(2)
  expect(storage.key(0)).toBe('a')
  expect(storage.getItem('a')).toBe('1')
  storage.removeItem('a')
  expect(storage.getItem('a')).toBeNull()
  storage.clear()
  expect(storage.length).toBe(0)
})
