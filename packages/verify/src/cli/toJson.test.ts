import { expect, test } from 'vitest'
import { toJson } from './toJson.js'

test('bigints, bytes, dates and undefined fields come out as JSON that parses back', () => {
  const value = {
    chainId: 8453n,
    bytes: new Uint8Array([0, 255, 16]),
    at: new Date('2030-01-01T00:00:00.000Z'),
    left: undefined,
    list: [1n, undefined],
  }
  expect(JSON.parse(toJson(value))).toEqual({
    chainId: '8453',
    bytes: '0x00ff10',
    at: '2030-01-01T00:00:00.000Z',
    list: ['1', null],
  })
})
