import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { hasHiddenCharacter } from '../display/hiddenCharacters'
import { csvCell, rollCallCsv } from './rollCallCsv'
import type { ListedAnswer } from './types'

/** A broken answer whose rule's message (which may quote the proof) is `message`. */
const brokenBy = (message: string, link = 'https://s/verify/#proof=x'): ListedAnswer => ({
  link,
  checkedAt: '2030-01-01T00:00:00.000Z',
  addresses: [],
  kept: false,
  broken: { rule: 'statement', message },
})

/** The CSV's lines: one for the header, one per answer, and nothing after the last line break. */
function linesOf(csv: string): string[] {
  expect(csv.endsWith('\r\n')).toBe(true)
  return csv.slice(0, -2).split('\r\n')
}

describe('rollCallCsv', () => {
  test.each([
    ['=HYPERLINK("https://evil.example","Paid")', `"'=HYPERLINK(""https://evil.example"",""Paid"")"`],
    ['+1+1', `"'+1+1"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['  =1+1', `"'  =1+1"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['0xAbC', '"0xAbC"'],
    ['He said "hi", then left', '"He said ""hi"", then left"'],
  ])('a cell %j is written as %s: text, never a formula', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  test('one quoted row per answer, duplicates and broken rules said', () => {
    const csv = rollCallCsv([
      { link: 'https://s/verify/#proof=a', checkedAt: '2030-01-01T00:00:00.000Z', addresses: ['0xA'], kept: true },
      {
        link: 'https://s/verify/#proof=b',
        checkedAt: '2030-01-01T00:00:00.000Z',
        addresses: ['0xA'],
        kept: true,
        duplicateOf: 0,
      },
      {
        link: 'https://s/verify/#proof=c',
        checkedAt: '2030-01-01T00:00:00.000Z',
        addresses: [],
        kept: false,
        broken: { rule: 'statement', message: '=cmd|calc' },
      },
    ])
    const lines = csv.trimEnd().split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines[2]).toContain('"duplicate of 1"')
    expect(lines[3]).toContain(`"broken","statement","'=cmd|calc"`)
  })

  test('a cell’s hidden characters are written as escapes: a bidi override, a line break, a control, an unusual space', () => {
    const csv = rollCallCsv([brokenBy('“x\u202Etxt.exe\u202C” is \n\r\u2028\u0007\u00a0not a valid scheme.')])
    const lines = linesOf(csv)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(
      '"“x\\u{202e}txt.exe\\u{202c}” is \\u{a}\\u{d}\\u{2028}\\u{7}\\u{a0}not a valid scheme."',
    )
    expect(hasHiddenCharacter(lines[1] ?? '')).toBe(false)
  })

  test('a formula stays text after its escapes: a tab before it is an escape, and `=` behind spaces still gets its apostrophe', () => {
    const [, tabbed = '', spaced = ''] = linesOf(rollCallCsv([brokenBy('\t=cmd|calc'), brokenBy('  =cmd|calc')]))
    expect(tabbed).toContain(`"broken","statement","\\u{9}=cmd|calc"`)
    expect(spaced).toContain(`"broken","statement","'  =cmd|calc"`)
  })

  test('a link and an address are never cut; a rule’s message past 1 000 characters is, with the cut said', () => {
    const link = `https://s/verify/#proof=${'A'.repeat(65_536)}`
    const [, line = ''] = linesOf(rollCallCsv([brokenBy('y'.repeat(5_000), link)]))
    expect(line).toContain(`"${link}"`)
    expect(line).toContain('more characters⟩')
    expect(line.length).toBeLessThan(link.length + 1_200)
  })

  test('property: whatever the answers hold, one line per answer and no hidden character raw in any', () => {
    const text = fc.string({ unit: 'binary', maxLength: 200 })
    const answer: fc.Arbitrary<ListedAnswer> = fc.record({
      link: text.map((t) => `https://s/verify/#proof=${t}`),
      checkedAt: text,
      signedAt: fc.option(text, { nil: undefined }),
      addresses: fc.array(text, { maxLength: 3 }),
      kept: fc.boolean(),
      broken: fc.option(fc.record({ rule: fc.constant('statement' as const), message: text }), { nil: undefined }),
      duplicateOf: fc.option(fc.nat(5), { nil: undefined }),
    })
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 8 }), (answers) => {
        const lines = linesOf(rollCallCsv(answers))
        expect(lines).toHaveLength(answers.length + 1)
        for (const line of lines) expect(hasHiddenCharacter(line), JSON.stringify(line)).toBe(false)
      }),
      { numRuns: 300, seed: 20261128 },
    )
  }, 30_000)
})
