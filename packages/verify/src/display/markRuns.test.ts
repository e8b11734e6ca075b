import { describe, expect, test } from 'vitest'
import { boundMarkRuns, groupedCount, hasOverlongMarkRun, MAX_MARKS_IN_A_ROW, withMarkRunsBounded } from './markRuns.js'

/** Writing that stacks marks, as people write it (and emoji built of several code points): never cut. */
const REAL_TEXTS = {
  vietnamese: 'Tiếng Việt có dấu: người thường nghĩa ở đâu',
  'vietnamese, decomposed (NFD)': 'Tiếng Việt có dấu: người thường nghĩa ở đâu'.normalize('NFD'),
  hindi: 'नमस्ते दुनिया, क्षत्रिय, हिंदी में लिखें, कृपया ध्यान दें, क्‍ष',
  thai: 'ภาษาไทย ที่นี่ น้ำ กี่ ปี่ เกี๋ยว กำลัง ก่ำ',
  lao: 'ພາສາລາວ ຄຳ ນ້ຳ',
  hebrew: 'בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים',
  arabic: 'بِسْمِ ٱللَّٰهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ',
  tibetan: 'བཀྲ་ཤིས་བདེ་ལེགས། ཧཱུྃ ཀྵྨྱཱྀ',
  myanmar: 'မြန်မာ ကျွန်ုပ် ငြိမ်းချမ်းရေး',
  'zalgo-lite': 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  emoji: '👋🏽 👍🏿 👩🏻‍❤️‍💋‍👨🏼 👨‍👩‍👧‍👦 🏴󠁧󠁢󠁳󠁣󠁴󠁿 1️⃣ 🇫🇷',
}

describe('boundMarkRuns', () => {
  test.each(Object.entries(REAL_TEXTS))('%s is kept whole', (_, text) => {
    expect(boundMarkRuns(text)).toEqual([text])
    expect(hasOverlongMarkRun(text)).toBe(false)
  })

  test(`a letter with 16 000 combining marks keeps ${MAX_MARKS_IN_A_ROW}; the rest are counted where they were`, () => {
    const marks = '\u0300'.repeat(MAX_MARKS_IN_A_ROW)
    expect(boundMarkRuns(`a${'\u0300'.repeat(16_000)}`)).toEqual([`a${marks}`, { leftOut: 16_000 - 8 }])
    expect(boundMarkRuns(`a${'\u0300'.repeat(9)}b${'\u0301'.repeat(10)}c`)).toEqual([
      `a${marks}`,
      { leftOut: 1 },
      `b${'\u0301'.repeat(8)}`,
      { leftOut: 2 },
      'c',
    ])
    expect(withMarkRunsBounded(`a${'\u0300'.repeat(16_000)}`)).toBe(`a${marks}⟨15,992 combining marks left out⟩`)
    expect(withMarkRunsBounded(`a${'\u0300'.repeat(9)}`)).toBe(`a${marks}⟨1 combining mark left out⟩`)
  })

  test('every kind of character that piles onto the one before is bounded, with no letter to carry it too', () => {
    const runs = {
      'grave accents, no letter before them': '\u0300'.repeat(100),
      'Thai tone marks': `ก${'\u0e48'.repeat(100)}`,
      'Thai SARA AM (a letter that is a spacing mark)': `ก${'\u0e33'.repeat(100)}`,
      'Lao AM': `ກ${'\u0eb3'.repeat(100)}`,
      'Arabic harakat': `ب${'\u064e\u0651'.repeat(50)}`,
      'emoji skin tones': `👍${'🏽'.repeat(100)}`,
      'marks with zero-width joiners between them': `a${'\u0300\u200d'.repeat(50)}`,
      'marks with combining grapheme joiners between them': `a${'\u0300\u034f'.repeat(50)}`,
      'enclosing marks': `a${'\u20dd'.repeat(100)}`,
    }
    for (const [name, text] of Object.entries(runs)) {
      const pieces = boundMarkRuns(text)
      expect(pieces, name).toHaveLength(2)
      const [kept, leftOut] = pieces
      const codePoints = (piece: unknown) => (typeof piece === 'string' ? Array.from(piece).length : Number.NaN)
      expect(codePoints(kept), name).toBeLessThanOrEqual(1 + MAX_MARKS_IN_A_ROW)
      expect(leftOut, name).toEqual({ leftOut: codePoints(text) - codePoints(kept) })
    }
  })

  test('a text of the longest length read, every letter overloaded, is bounded in one pass', () => {
    const overloaded = Array.from({ length: 1_500 }, (_, i) => `${'xyz'[i % 3]}${'\u0301'.repeat(10)}`).join('')
    const started = performance.now()
    const pieces = boundMarkRuns(overloaded.slice(0, 16_384))
    expect(performance.now() - started).toBeLessThan(200)
    expect(pieces.filter((piece) => typeof piece !== 'string')).toHaveLength(1_489)
  })
})

describe('groupedCount', () => {
  test('thousands grouped by commas, as toLocaleString("en") writes them, without Intl', () => {
    for (const count of [0, 1, 12, 999, 1_000, 15_992, 65_536, 1_000_000, 123_456_789, 9_007_199_254_740_991])
      expect(groupedCount(count)).toBe(count.toLocaleString('en'))
  })
})
