import { describe, expect, test } from 'vitest'
import { hasAddressLikeLabel } from './addressLikeLabel'

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

describe('hasAddressLikeLabel', () => {
  test('default', () => {
    expect(hasAddressLikeLabel(`${ADDRESS}.eth`)).toBe(true)
    expect(hasAddressLikeLabel('alice.eth')).toBe(false)
  })

  test.each([
    ['checksummed', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266.eth'],
    ['upper case', `${ADDRESS.toUpperCase()}.eth`],
    ['with an upper-case X', `0X${ADDRESS.slice(2)}.eth`],
    ['as a subname', `${ADDRESS}.alice.eth`],
    ['under a Basename', `${ADDRESS}.base.eth`],
    ['inside a longer label', `pay-${ADDRESS}.eth`],
    ['a 32-byte hash', `0x${'ab'.repeat(32)}.eth`],
  ])('behavior: an address %s is address-like', (_, name) => {
    expect(hasAddressLikeLabel(name)).toBe(true)
  })

  test.each([
    ['a short hex label', '0x42.eth'],
    ['39 hex digits', `${ADDRESS.slice(0, 41)}.eth`],
    ['40 hex digits without 0x', `${'a'.repeat(60)}.eth`],
    ['an address split across labels', `${ADDRESS.slice(0, 22)}.${ADDRESS.slice(22)}.eth`],
    ['a long name made of words', 'a-remarkably-long-name-chosen-by-a-careful-wallet-owner-x.eth'],
  ])('behavior: %s is not', (_, name) => {
    expect(hasAddressLikeLabel(name)).toBe(false)
  })
})
