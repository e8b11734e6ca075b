import { encodeAbiParameters, stringToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { readAbiString } from './readAbiString'

const abiString = (text: string) => encodeAbiParameters([{ type: 'string' }], [text])

describe('a token symbol from its return data', () => {
  test.each(['USDC', 'WETH', 'Ξ', 'x'.repeat(64)])('an ABI string: %s', (symbol) => {
    expect(readAbiString(abiString(symbol))).toBe(symbol)
  })

  test('a bytes32 symbol (MKR), its trailing zeros dropped', () => {
    expect(readAbiString(stringToHex('MKR', { size: 32 }))).toBe('MKR')
  })

  test.each([
    ['nothing', '0x'],
    ['short data', `0x${'00'.repeat(31)}`],
    ['not a string', 5],
    ['an empty string', abiString('')],
    ['an empty bytes32', `0x${'00'.repeat(32)}`],
    ['65 bytes', abiString('x'.repeat(65))],
    [
      'an offset other than 32',
      `0x${'40'.padStart(64, '0')}${'03'.padStart(64, '0')}${'41'.repeat(3).padEnd(64, '0')}`,
    ],
    ['a length past the data', `0x${'20'.padStart(64, '0')}${'21'.padStart(64, '0')}${'41'.repeat(32)}`],
    ['trailing words', `${abiString('USDC')}${'00'.repeat(32)}`],
    ['padding that is not zero', `${abiString('USDC').slice(0, -2)}01`],
    ['a zero byte inside', stringToHex('M\0KR', { size: 32 })],
    ['bytes that are not UTF-8', `0x${'ff'.padEnd(64, '0')}`],
  ])('%s: no symbol', (_, data) => {
    expect(readAbiString(data)).toBeUndefined()
  })
})
