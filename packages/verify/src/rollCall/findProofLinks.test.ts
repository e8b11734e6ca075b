import { describe, expect, test } from 'vitest'
import { findProofLinks, MAX_ANSWERS_AT_ONCE, MAX_PASTED_TEXT_LENGTH } from './findProofLinks'

describe('findProofLinks', () => {
  test('every proof link in a chat, once each, in order; noise and empty links left out', () => {
    const text = [
      '[10:01] alice: https://sigil.example/verify/#proof=eyJ2IjoxfQ thanks',
      '[10:02] bob: <https://sigil.example/verify/#proof=eyJ2IjoyfQ>, "#proof=eyJ2IjoxfQ"',
      'nothing here: #proof= and #proof=!!! and proof=abc',
      '=HYPERLINK("https://evil.example/#proof=abc_-9")',
    ].join('\n')
    expect(findProofLinks(text)).toEqual({ ok: true, payloads: ['eyJ2IjoxfQ', 'eyJ2IjoyfQ', 'abc_-9'], repeated: 1 })
  })

  test('a text over the bound is refused whole, with a message saying so', () => {
    const found = findProofLinks('x'.repeat(MAX_PASTED_TEXT_LENGTH + 1))
    expect(found.ok).toBe(false)
    if (!found.ok) expect(found.message).toMatch(/too long to read .* Paste it in parts/)
  })

  test('a payload over 65 536 characters is skipped; one of 65 536 is found', () => {
    const longest = 'A'.repeat(65_536)
    const text = `#proof=${longest}B then #proof=short`
    expect(findProofLinks(text)).toEqual({ ok: true, payloads: ['short'], repeated: 0 })
    expect(findProofLinks(`#proof=${longest} then #proof=short`)).toEqual({
      ok: true,
      payloads: [longest, 'short'],
      repeated: 0,
    })
  })

  test('more links than one paste takes are refused whole', () => {
    const text = Array.from({ length: MAX_ANSWERS_AT_ONCE + 1 }, (_, i) => `#proof=a${i}`).join(' ')
    const found = findProofLinks(text)
    expect(found.ok).toBe(false)
    expect(findProofLinks(text.slice(0, text.lastIndexOf(' '))).ok).toBe(true)
  })

  test('ten megabytes of chat are read in well under a frame’s worth per megabyte', () => {
    const text = `${'lorem ipsum '.repeat(800_000)}#proof=end`
    const started = performance.now()
    expect(findProofLinks(text)).toEqual({ ok: true, payloads: ['end'], repeated: 0 })
    expect(performance.now() - started).toBeLessThan(500)
  })
})
