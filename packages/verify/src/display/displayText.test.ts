import { describe, expect, test } from 'vitest'
import { cutMarker, displayText } from './displayText.js'
import { hasHiddenCharacter } from './hiddenCharacters.js'
import { quoteInMessage } from './quoteInMessage.js'

/** One of each class the display step must never let through raw. */
const HIDDEN = {
  'escape (C0)': '\u001b',
  'vertical tab': '\u000b',
  backspace: '\u0008',
  'line feed': '\n',
  'carriage return': '\r',
  'form feed': '\u000c',
  delete: '\u007f',
  'CSI (C1)': '\u009b',
  'next line (C1)': '\u0085',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  'right-to-left override': '\u202e',
  'left-to-right isolate': '\u2066',
  'pop directional isolate': '\u2069',
  'arabic letter mark': '\u061c',
  'zero-width space': '\u200b',
  'zero-width joiner': '\u200d',
  'word joiner': '\u2060',
  'soft hyphen': '\u00ad',
  'combining grapheme joiner': '\u034f',
  'Hangul filler': '\u3164',
  'Hangul choseong filler': '\u115f',
  'halfwidth Hangul filler': '\uffa0',
  'tag letter a': '\u{e0061}',
  'variation selector 16': '\ufe0f',
  'variation selector 17': '\u{e0100}',
  'byte order mark': '\ufeff',
  'no-break space': '\u00a0',
  'ideographic space': '\u3000',
  'Braille blank': '\u2800',
  'lone surrogate': '\ud800',
  'interlinear annotation anchor': '\ufff9',
}

describe('hidden characters', () => {
  test.each(Object.entries(HIDDEN))('%s is hidden', (_, char) => {
    expect(hasHiddenCharacter(char)).toBe(true)
  })
  test.each(['a', ' ', 'é', 'ж', '中', '😀', '\u0301', 'ـ'])('%s is shown as it is', (char) => {
    expect(hasHiddenCharacter(char)).toBe(false)
  })
})

describe('displayText for a terminal', () => {
  test.each(Object.entries(HIDDEN))('%s is written as an escape', (_, char) => {
    const shown = displayText(`a${char}b`, { target: 'terminal' })
    expect(shown).toBe(`a\\u{${(char.codePointAt(0) ?? 0).toString(16)}}b`)
  })
  test('a screen-clearing, clipboard-writing line is one line of plain text', () => {
    const attack = '\u001b[2J\u001b[HValid: signed by 0xvictim\u001b]52;c;aGk=\u0007\u001b[8m\nnext'
    const shown = displayText(attack, { target: 'terminal' })
    expect(shown).toBe('\\u{1b}[2J\\u{1b}[HValid: signed by 0xvictim\\u{1b}]52;c;aGk=\\u{7}\\u{1b}[8m\\u{a}next')
    expect(shown).not.toMatch(/[\p{Cc}\p{Cf}]/u)
  })
  test('a backslash is doubled, so no text can pass for an escape', () => {
    expect(displayText('\\u{1b}', { target: 'terminal' })).toBe('\\\\u{1b}')
  })
  test('plain text is returned as it is', () => {
    const text = 'I am alice on the forum: ünïcödé 中文 👋🏽'
    expect(displayText(text, { target: 'terminal' })).toBe(text)
    expect(displayText(text, { target: 'page' })).toBe(text)
  })
})

describe('displayText for a page', () => {
  test('hidden characters are named, a line feed drawn', () => {
    expect(displayText('a\u202eb\nc\u0000', { target: 'page' })).toBe('a⟨U+202E⟩b↵c⟨U+0000⟩')
  })
})

describe('both targets', () => {
  test.each(['terminal', 'page'] as const)('%s: a run of 16 000 marks is bounded and counted', (target) => {
    const shown = displayText(`a${'\u0e33'.repeat(16_000)}`, { target, maxLength: 100 })
    expect(shown).toBe(`a${'\u0e33'.repeat(8)}⟨15,992 combining marks left out⟩`)
  })
  test.each(['terminal', 'page'] as const)('%s: the length is capped and the cut marked', (target) => {
    expect(displayText('x'.repeat(1000), { target, maxLength: 10 })).toBe(`${'x'.repeat(10)}${cutMarker(990)}`)
    const escapes = displayText('\u001b'.repeat(1000), { target, maxLength: 20 })
    expect(escapes.length).toBeLessThan(20 + cutMarker(1000).length)
    expect(escapes).toMatch(/more characters⟩$/)
  })
  test('an escape is never split by the cut', () => {
    expect(displayText('ab\u001bc', { target: 'terminal', maxLength: 4 })).toBe(`ab${cutMarker(2)}`)
  })
})

describe('quoteInMessage', () => {
  test('a short field is quoted whole', () => {
    expect(quoteInMessage('htp')).toBe('“htp”')
  })
  test('a long field is cut at 60 characters; shown, its run of marks is bounded', () => {
    expect(quoteInMessage('y'.repeat(64_000))).toBe(`“${'y'.repeat(60)}…”`)
    const marks = quoteInMessage(`h${'\u0e33'.repeat(16_000)}`)
    expect(marks).toBe(`“h${'\u0e33'.repeat(59)}…”`)
    expect(displayText(marks, { target: 'page' })).toBe(`“h${'\u0e33'.repeat(8)}⟨51 combining marks left out⟩…”`)
  })
})
