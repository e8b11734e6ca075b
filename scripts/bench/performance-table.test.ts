import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import {
  DOC_PATH,
  inRepository,
  documentedTable,
  parseTableSource,
  performanceTable,
  RESULTS_PATH,
  type TableSource,
} from './performance-table.ts'

const committedRun = () => parseTableSource(readFileSync(inRepository(RESULTS_PATH), 'utf8'))

describe('docs/performance.md', () => {
  test('its table is the committed bench/results.json, rendered', () => {
    const doc = readFileSync(inRepository(DOC_PATH), 'utf8')
    expect(documentedTable(doc)).toBe(performanceTable(committedRun()))
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
