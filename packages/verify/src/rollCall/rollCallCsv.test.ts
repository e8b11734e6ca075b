import { describe, expect, test } from 'vitest'
import { csvCell, rollCallCsv } from './rollCallCsv'

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
})
