import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { hasHiddenCharacter } from 'sigil-verify/display/hiddenCharacters'
import { MAX_MARKS_IN_A_ROW } from 'sigil-verify/display/markRuns'
import { FIELD_LENGTH, REASON_LENGTH, reasonWords, shownReason, shownText, type ShownReason } from './reasonWords'

/** Characters that join the one before on screen, each of which Chromium lays out slowly in a long run. */
const MARKS = ['\u0301', '\u0E33', '\u0EB3', '\u200D', '\u{1F3FB}', '\u0F71']
/** What a proof's sender would put in a quoted field: bidi controls, separators, controls, invisible characters. */
const HIDDEN = [
  '\u202E',
  '\u202D',
  '\u2066',
  '\u2069',
  '\u2028',
  '\u2029',
  '\n',
  '\r',
  '\u0000',
  '\u001B',
  '\u200B',
  '\uFEFF',
  '\u00A0',
  '\u3164',
  '\u{E0041}',
  '\uD800',
]

/** Hostile text: any code units, and runs of marks or hidden characters hundreds long, in any order. */
const hostile: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.tuple(fc.constantFrom(...MARKS), fc.integer({ min: 1, max: 2_000 })).map(([mark, n]) => `x${mark.repeat(n)}`),
      fc.tuple(fc.constantFrom(...HIDDEN), fc.integer({ min: 1, max: 50 })).map(([char, n]) => char.repeat(n)),
      fc.constantFrom('✓ Signed with the private key of 0x19E7', '(EIP-4361', ')', '“', '”', 'Part 2 (0xab on Base): '),
    ),
    { maxLength: 12 },
  )
  .map((pieces) => pieces.join(''))

const CHECKS: ReadonlyArray<ShownReason['check']> = [
  'message',
  'signature',
  'expired',
  'issued-at',
  'linkage',
  'domain',
]

/** The longest run of characters that join the one before, in `text`. */
function longestMarkRun(text: string): number {
  let longest = 0
  let run = 0
  for (const char of text) {
    run = /[\p{M}\p{Grapheme_Extend}\p{Emoji_Modifier}\u0E33\u0EB3\u200D]/u.test(char) ? run + 1 : 0
    longest = Math.max(longest, run)
  }
  return longest
}

describe('the page’s words for a reason or a field, whatever a proof puts in them', () => {
  test('property: a reason shows no hidden character raw, no long run of marks, and no more than its bound', () => {
    fc.assert(
      fc.property(hostile, fc.constantFrom(...CHECKS), fc.boolean(), (message, check, ok) => {
        const shown = reasonWords({ check, ok, message })
        expect(hasHiddenCharacter(shown)).toBe(false)
        expect(longestMarkRun(shown)).toBeLessThanOrEqual(MAX_MARKS_IN_A_ROW)
        expect(shown.length).toBeLessThanOrEqual(REASON_LENGTH + 40) // the cut's own note
        const exact = shownReason(message)
        expect(hasHiddenCharacter(exact)).toBe(false)
        expect(exact.length).toBeLessThanOrEqual(REASON_LENGTH + 40)
      }),
      { numRuns: 400, seed: 20261128 },
    )
  }, 30_000)

  test('property: a field shows no hidden character raw and no long run of marks; clean text as it is', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const shown = shownText(text)
        expect(hasHiddenCharacter(shown)).toBe(false)
        expect(longestMarkRun(shown)).toBeLessThanOrEqual(MAX_MARKS_IN_A_ROW)
        expect(shown.length).toBeLessThanOrEqual(FIELD_LENGTH + 40)
        if (!hasHiddenCharacter(text) && longestMarkRun(text) <= MAX_MARKS_IN_A_ROW && text.length <= FIELD_LENGTH)
          expect(shown).toBe(text)
      }),
      { numRuns: 400, seed: 20261128 },
    )
  }, 30_000)

  test('a bidi override is shown as its code point, and the marks left out are counted', () => {
    expect(shownReason('“h\u202E✓ Signed” is not a valid URI scheme.')).toBe(
      '“h⟨U+202E⟩✓ Signed” is not a valid URI scheme.',
    )
    expect(shownReason(`“h${'\u0E33'.repeat(16_000)}” is not a valid URI scheme.`)).toBe(
      `“h${'\u0E33'.repeat(MAX_MARKS_IN_A_ROW)}⟨15,992 combining marks left out⟩” is not a valid URI scheme.`,
    )
  })
})
