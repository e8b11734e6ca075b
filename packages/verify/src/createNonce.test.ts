import { expect, test, vi } from 'vitest'
import { createNonce } from './createNonce.js'

test('default', () => {
  expect(createNonce()).toMatch(/^[A-Za-z0-9]{17}$/)
})

test('behavior: carries at least 96 bits (17 of 62 letters)', () => {
  expect(17 * Math.log2(62)).toBeGreaterThanOrEqual(96)
})

test('behavior: does not repeat', () => {
  const nonces = new Set(Array.from({ length: 2000 }, createNonce))
  expect(nonces.size).toBe(2000)
})

test('behavior: draws from crypto.getRandomValues', () => {
  const spy = vi.spyOn(crypto, 'getRandomValues')
  createNonce()
  expect(spy).toHaveBeenCalled()
  spy.mockRestore()
})

test('behavior: every letter of the alphabet is used', () => {
  const seen = new Set(Array.from({ length: 400 }, createNonce).join(''))
  expect(seen.size).toBe(62)
})
