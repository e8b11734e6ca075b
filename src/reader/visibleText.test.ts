import { expect, test, vi } from 'vitest'
import { fakeDocument } from '../../test/dom/fakeDocument.ts'
import { trailingSpaces, visibleText } from './visibleText'

vi.stubGlobal('document', fakeDocument())

/** The text a reader sees: every part's text, marks included. */
const shown = (text: string) =>
  visibleText(text)
    .map((part) => part.textContent)
    .join('')

/** The longest run of combining marks (and emoji modifiers) in `text`. */
function longestMarkRun(text: string): number {
  let longest = 0
  let run = 0
  for (const char of text) {
    run = /[\p{M}\p{Emoji_Modifier}]/u.test(char) ? run + 1 : 0
    longest = Math.max(longest, run)
  }
  return longest
}

test('trailingSpaces counts the spaces ending a line, as / +$/ does, by scanning from its end', () => {
  for (const line of ['', ' ', 'a', 'a ', 'a   ', '  a', ' a b  ', '\t ', ' \t']) {
    expect(trailingSpaces(line), JSON.stringify(line)).toBe(/( +)$/.exec(line)?.[1]?.length ?? 0)
  }
  // A line of spaces followed by one other character: the pattern's worst case, here one pass.
  expect(trailingSpaces(`${' '.repeat(65_536)}x`)).toBe(0)
  expect(trailingSpaces(`x${' '.repeat(65_536)}`)).toBe(65_536)
})

/** Text in scripts that stack marks, each as people write it: shown exactly, not one mark left out. */
const REAL_TEXTS = {
  vietnamese: 'Tiếng Việt có dấu: người thường nghĩa ở đâu',
  'vietnamese, decomposed (NFD)': 'Tiếng Việt có dấu: người thường nghĩa ở đâu'.normalize('NFD'),
  hindi: 'नमस्ते दुनिया, क्षत्रिय, हिंदी में लिखें, कृपया ध्यान दें',
  thai: 'ภาษาไทย ที่นี่ น้ำ กี่ ปี่ เกี๋ยว',
  hebrew: 'בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים',
  tibetan: 'བཀྲ་ཤིས་བདེ་ལེགས། ཧཱུྃ',
  myanmar: 'မြန်မာ ကျွန်ုပ် ငြိမ်းချမ်းရေး',
  'zalgo-lite': 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'emoji with skin tones': 'Thanks 👋🏽 👍🏿',
}

test.each(Object.entries(REAL_TEXTS))('%s is shown exactly as signed', (_, text) => {
  expect(shown(text)).toBe(text)
})

test('a letter carrying 16 000 combining marks shows a few of them and says how many were left out', () => {
  const text = `a${'\u0300'.repeat(16_000)}b`
  const seen = shown(text)
  expect(longestMarkRun(seen)).toBeLessThanOrEqual(8)
  expect(seen).toBe(`a${'\u0300'.repeat(8)}⟨15,992 combining marks left out⟩b`)
})

test('every run is bounded in a text of the longest length read: marks, and emoji skin tones', () => {
  const zalgo = Array.from({ length: 512 }, (_, i) => `${'xyz'[i % 3]}${'\u0301\u0316\u0352'.repeat(10)}`).join('')
  const tones = `👍${'🏽'.repeat(8_191)}`
  for (const text of [zalgo.slice(0, 16_384), tones]) expect(longestMarkRun(shown(text))).toBeLessThanOrEqual(8)
})
