/**
 * Deno 2, in the fresh project with the node_modules npm installed, and offline: `--cached-only` and a
 * DENO_DIR of its own that holds nothing, so any module it tried to fetch would fail the check.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { mismatches, type Case, type Verdict } from './cases.ts'
import { esModuleScript, printedVerdicts } from './consumerScripts.ts'
import { outcome, type Outcome } from './outcome.ts'
import { run } from './processes.ts'
import { DENO } from './rootBinaries.ts'

export async function checkDeno(project: string, scratch: string, cases: readonly Case[]): Promise<Outcome> {
  const denoDir = join(scratch, 'deno-dir')
  mkdirSync(denoDir)
  const env = { ...process.env, DENO_DIR: denoDir, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' }
  const version = (await run(DENO, ['--version'], { cwd: project, env })).stdout.split('\n')[0] ?? '?'
  writeFileSync(join(project, 'check.mjs'), esModuleScript(cases))
  const { stdout } = await run(
    DENO,
    ['run', '--cached-only', '--node-modules-dir=manual', '--no-prompt', '--no-config', 'check.mjs'],
    { cwd: project, env },
  )
  return outcome('Deno', version, mismatches(cases, printedVerdicts(stdout) as Verdict[]))
}
