/** Bun, in the fresh project with the node_modules npm installed; never installing anything itself. */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { mismatches, type Case, type Verdict } from './cases.ts'
import { esModuleScript, printedVerdicts } from './consumerScripts.ts'
import { outcome, type Outcome } from './outcome.ts'
import { run } from './processes.ts'
import { BUN } from './rootBinaries.ts'

export async function checkBun(project: string, cases: readonly Case[]): Promise<Outcome> {
  // No transpiler cache in the user's home, nothing reported home.
  const env = { ...process.env, BUN_RUNTIME_TRANSPILER_CACHE_PATH: '0', DO_NOT_TRACK: '1', NO_COLOR: '1' }
  const version = (await run(BUN, ['--version'], { cwd: project, env })).stdout.trim()
  writeFileSync(join(project, 'check.mjs'), esModuleScript(cases))
  const { stdout } = await run(BUN, ['--no-install', 'check.mjs'], { cwd: project, env })
  return outcome('Bun', version, mismatches(cases, printedVerdicts(stdout) as Verdict[]))
}
