/**
 * The results table of docs/performance.md, between its two markers: rendered from bench/results.json by the code
 * that writes bench/results.md (./report.ts), so the document shows the committed run and nothing else.
 * `npm run bench` rewrites it after each run; `scripts/bench/performance-table.test.ts` fails when it differs.
 *
 *   node scripts/bench/performance-table.ts   # rewrite docs/performance.md's table from bench/results.json
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readMarkedSection, writeMarkedSection } from '../docs/markedSection.ts'
import { environmentLine, targetsTable, type BenchResults, type Target } from './report.ts'

/** The generated section of docs/performance.md that holds the table. */
export const TABLE_SECTION = 'bench-table'
export const RESULTS_PATH = 'bench/results.json'
export const DOC_PATH = 'docs/performance.md'
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** A path of the repository, wherever the command runs from. */
export const inRepository = (path: string) => join(ROOT, path)

/** What the table reads of a run. */
export type TableSource = Pick<BenchResults, 'generatedAt' | 'runs' | 'environment' | 'targets'>

/** The Markdown between the markers: which run it is, on what machine, and its targets table. */
export function performanceTable(r: TableSource): string {
  return [
    `Measured by \`npm run bench\` on ${r.generatedAt}, ${r.runs} runs per timing (\`${RESULTS_PATH}\`; every row,`,
    `both builds and the phone profiles are in \`bench/results.md\`).`,
    environmentLine(r),
    '',
    targetsTable(r),
  ].join('\n')
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isTarget = (v: unknown): v is Target =>
  isRecord(v) &&
  typeof v.description === 'string' &&
  typeof v.target === 'string' &&
  typeof v.value === 'string' &&
  (v.met === null || typeof v.met === 'boolean')
const isEnvironmentValue = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v)

/** The parts of a results.json the table reads, checked; an error naming `path` when one is missing or malformed. */
export function parseTableSource(json: string, path = RESULTS_PATH): TableSource {
  const r: unknown = JSON.parse(json)
  if (
    !isRecord(r) ||
    typeof r.generatedAt !== 'string' ||
    typeof r.runs !== 'number' ||
    !isRecord(r.environment) ||
    !Object.values(r.environment).every(isEnvironmentValue) ||
    !Array.isArray(r.targets) ||
    !r.targets.every(isTarget)
  ) {
    throw new Error(`${path} is not a bench run's results (generatedAt, runs, environment and targets)`)
  }
  return r as TableSource
}

/** Rewrites the table in `docPath` from the run in `resultsPath`. */
export function writePerformanceTable(
  resultsPath = inRepository(RESULTS_PATH),
  docPath = inRepository(DOC_PATH),
): void {
  const table = performanceTable(parseTableSource(readFileSync(resultsPath, 'utf8'), resultsPath))
  writeFileSync(docPath, writeMarkedSection(readFileSync(docPath, 'utf8'), TABLE_SECTION, table, docPath))
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writePerformanceTable()
  console.log(`wrote ${DOC_PATH}'s table from ${RESULTS_PATH}`)
}

/** The table docs/performance.md holds. */
export function documentedTable(doc: string, path = DOC_PATH): string {
  return readMarkedSection(doc, TABLE_SECTION, path)
}
