import { expect, test } from 'vitest'
import { trailingSpaces } from './visibleText'

test('trailingSpaces counts the spaces ending a line, as / +$/ does, by scanning from its end', () => {
  for (const line of ['', ' ', 'a', 'a ', 'a   ', '  a', ' a b  ', '\t ', ' \t']) {
    expect(trailingSpaces(line), JSON.stringify(line)).toBe(/( +)$/.exec(line)?.[1]?.length ?? 0)
  }
  // A line of spaces followed by one other character: the pattern's worst case, here one pass.
  expect(trailingSpaces(`${' '.repeat(65_536)}x`)).toBe(0)
  expect(trailingSpaces(`x${' '.repeat(65_536)}`)).toBe(65_536)
})
