import { describe, expect, test } from 'vitest'
import { findProofLinks, MAX_ANSWERS_AT_ONCE, MAX_PASTED_TEXT_LENGTH } from './findProofLinks'

describe('findProofLinks', () => {
  test('every proof link in a chat, once each, in order; a #proof= with no proof after it listed with why', () => {
    const text = [
      '[10:01] alice: https://sigil.example/verify/#proof=eyJ2IjoxfQ thanks',
      '[10:02] bob: <https://sigil.example/verify/#proof=eyJ2IjoyfQ>, "#proof=eyJ2IjoxfQ"',
      'nothing here: #proof= and #proof=!!! and proof=abc',
      '=HYPERLINK("https://evil.example/#proof=abc_-9")',
    ].join('\n')
    expect(findProofLinks(text)).toEqual({
      ok: true,
      payloads: ['eyJ2IjoxfQ', 'eyJ2IjoyfQ', 'abc_-9'],
      links: [
        { payload: 'eyJ2IjoxfQ' },
        { payload: 'eyJ2IjoyfQ' },
        { payload: '', unreadable: 'This link cannot be read: nothing follows its “#proof=”.' },
        {
          payload: '',
          unreadable:
            'This link cannot be read: what follows its “#proof=”, “!!!”, is not a proof (a proof is written in letters, digits, “-” and “_”).',
        },
        { payload: 'abc_-9' },
      ],
      repeated: 1,
    })
  })

  test('a link whose proof is percent-encoded is listed as one that cannot be read, quoting what follows', () => {
    const found = findProofLinks(`#proof=%65${'yJ2'.repeat(40)} #proof=\u001b[2J`)
    if (!found.ok) throw new Error(found.message)
    expect(found.payloads).toEqual([])
    expect(found.links.map((link) => link.unreadable)).toEqual([
      'This link cannot be read: what follows its “#proof=”, “%65yJ2yJ2yJ2yJ2y…”, is not a proof (a proof is written in letters, digits, “-” and “_”).',
      'This link cannot be read: what follows its “#proof=”, “\u001b[2J”, is not a proof (a proof is written in letters, digits, “-” and “_”).',
    ])
  })

  test('a text over the bound is refused whole, with a message saying so', () => {
    const found = findProofLinks('x'.repeat(MAX_PASTED_TEXT_LENGTH + 1))
    expect(found.ok).toBe(false)
    if (!found.ok) expect(found.message).toMatch(/too long to read .* Paste it in parts/)
  })

  test('a payload over 65 536 characters cannot be read, and is listed so; one of 65 536 is found', () => {
    const longest = 'A'.repeat(65_536)
    const text = `#proof=${longest}B then #proof=short`
    expect(findProofLinks(text)).toEqual({
      ok: true,
      payloads: ['short'],
      links: [
        {
          payload: `${longest}B`,
          unreadable:
            'This link cannot be read: its proof is 65,537 characters long, longer than a proof link may be (65,536).',
        },
        { payload: 'short' },
      ],
      repeated: 0,
    })
    expect(findProofLinks(`#proof=${longest} then #proof=short`)).toEqual({
      ok: true,
      payloads: [longest, 'short'],
      links: [{ payload: longest }, { payload: 'short' }],
      repeated: 0,
    })
  })

  test('more links than one paste takes are refused whole', () => {
    const text = Array.from({ length: MAX_ANSWERS_AT_ONCE + 1 }, (_, i) => `#proof=a${i}`).join(' ')
    const found = findProofLinks(text)
    expect(found.ok).toBe(false)
    expect(findProofLinks(text.slice(0, text.lastIndexOf(' '))).ok).toBe(true)
    // Links that cannot be read count too: each is one more line to say.
    expect(findProofLinks(`${text.slice(0, text.lastIndexOf(' '))} #proof=`).ok).toBe(false)
  })

  test('ten megabytes of chat are read in well under a frame’s worth per megabyte', () => {
    const text = `${'lorem ipsum '.repeat(800_000)}#proof=end`
    const started = performance.now()
    expect(findProofLinks(text)).toEqual({ ok: true, payloads: ['end'], links: [{ payload: 'end' }], repeated: 0 })
    expect(performance.now() - started).toBeLessThan(500)
  })
})
