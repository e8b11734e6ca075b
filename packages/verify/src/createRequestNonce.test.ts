import { generateSiweNonce } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { createNonce } from './createNonce.js'
import { createRequestNonce, REQUEST_NONCE } from './createRequestNonce.js'

describe('createRequestNonce', () => {
  test('has the request form, and is fresh each time', () => {
    const made = Array.from({ length: 200 }, createRequestNonce)
    for (const nonce of made) expect(nonce).toMatch(REQUEST_NONCE)
    expect(new Set(made).size).toBe(made.length)
  })

  test('nonces that SIWE back ends and sign-in proofs use do not have the request form', () => {
    for (let i = 0; i < 200; i++) {
      expect(createNonce()).not.toMatch(REQUEST_NONCE)
      expect(generateSiweNonce()).not.toMatch(REQUEST_NONCE)
    }
    expect('sigil' + 'a'.repeat(16)).not.toMatch(REQUEST_NONCE)
  })
})
