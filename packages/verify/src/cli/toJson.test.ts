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

test('every hidden character in a string is written as an escape, and parses back to the same string', () => {
  const text = 'a\u001b[2J\u009b\u2028\u2066\u00ad\u{e0041}\ufe0f\u007f\ud800 "q" \\ é 中 😀'
  const json = toJson({ text, list: [text] })
  // Its own indentation's line feeds aside.
  expect(json.replaceAll('\n', '')).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/u)
  expect(json).toContain('\\u001b[2J\\u009b\\u2028\\u2066\\u00ad\\udb40\\udc41\\ufe0f\\u007f\\ud800')
  expect(JSON.parse(json)).toEqual({ text, list: [text] })
})
