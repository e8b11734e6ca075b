import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import {
  DOC_PATH,
  inRepository,
  markedSection,
  parseTableSource,
  performanceTable,
  replaceMarkedSection,
  RESULTS_PATH,
  TABLE_END,
  TABLE_START,
  type TableSource,
} from './performance-table.ts'

const committedRun = () => parseTableSource(readFileSync(inRepository(RESULTS_PATH), 'utf8'))

describe('docs/performance.md', () => {
  test('its table is the committed bench/results.json, rendered', () => {
    const doc = readFileSync(inRepository(DOC_PATH), 'utf8')
    expect(markedSection(doc)).toBe(performanceTable(committedRun()))
    expect(replaceMarkedSection(doc, performanceTable(committedRun()))).toBe(doc)
  })
})

describe('performanceTable', () => {
  const run: TableSource = {
    generatedAt: '2030-01-02T03:04:05.000Z',
    runs: 7,
    environment: { cpus: 2, cpu: 'Test CPU', loadAverage: '0.5 → 0.7', uncommittedChanges: false },
    targets: [
      { description: 'Quick', target: '≤ 50 ms', value: '12 ms', met: true },
      { description: 'Slow', target: '≤ 10 ms', value: '40 ms', met: false },
      { description: 'Skipped', target: '≥ 98', value: 'not measured', met: null },
    ],
  }

  test('names the run, its machine, and each target with its verdict', () => {
    const table = performanceTable(run)
    expect(table).toContain('on 2030-01-02T03:04:05.000Z, 7 runs per timing')
    expect(table).toContain('Environment: cpus 2, cpu Test CPU, loadAverage 0.5 → 0.7, uncommittedChanges false.')
    expect(table.split('\n').slice(-3)).toEqual([
      '| Quick | ≤ 50 ms | 12 ms | ✅ |',
      '| Slow | ≤ 10 ms | 40 ms | ❌ |',
      '| Skipped | ≥ 98 | not measured | – |',
    ])
  })

  test('a results file without targets is refused by name', () => {
    const { targets: _, ...noTargets } = run
    expect(() => parseTableSource(JSON.stringify(noTargets), 'x/results.json')).toThrow(
      /x\/results\.json is not a bench run's results/,
    )
    expect(parseTableSource(JSON.stringify({ ...run, builds: {} }))).toMatchObject(run)
  })
})

describe('replaceMarkedSection', () => {
  const doc = `# Title\n\nBefore the table.\n\n${TABLE_START}\nold table\n${TABLE_END}\n\nAfter the table.\n`

  test('replaces only what lies between the markers', () => {
    const out = replaceMarkedSection(doc, '| new |\n| --- |')
    expect(out).toBe(
      `# Title\n\nBefore the table.\n\n${TABLE_START}\n| new |\n| --- |\n${TABLE_END}\n\nAfter the table.\n`,
    )
    expect(markedSection(out)).toBe('| new |\n| --- |')
    expect(replaceMarkedSection(out, 'old table')).toBe(doc)
  })

  test('a document without both markers is a clear error naming it', () => {
    expect(() => replaceMarkedSection('# Title\n', 'x', 'docs/x.md')).toThrow(
      `docs/x.md has no ${TABLE_START} and ${TABLE_END}`,
    )
    expect(() => replaceMarkedSection(`${TABLE_START}\n`, 'x', 'docs/x.md')).toThrow(`docs/x.md has no ${TABLE_END}:`)
    expect(() => markedSection(`${TABLE_END}\n`, 'docs/x.md')).toThrow(`docs/x.md has no ${TABLE_START}:`)
  })

  test('markers out of order or repeated are refused', () => {
    expect(() => replaceMarkedSection(`${TABLE_END}\n${TABLE_START}\n`, 'x')).toThrow(/once, then/)
    expect(() => replaceMarkedSection(`${doc}${TABLE_START}\n`, 'x')).toThrow(/once, then/)
    expect(() => replaceMarkedSection(`${doc}${TABLE_END}\n`, 'x')).toThrow(/once, then/)
  })
})
