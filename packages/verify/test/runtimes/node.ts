/** Node, as a back end's own code runs the package: `import` in an ES module, `require` in CommonJS. */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { mismatches, type Case, type Verdict } from './cases.ts'
import { commonJsScript, esModuleScript, printedVerdicts } from './consumerScripts.ts'
import { outcome, type Outcome } from './outcome.ts'
import { run } from './processes.ts'

async function checkScript(project: string, file: string, source: string, cases: readonly Case[]) {
  writeFileSync(join(project, file), source)
  const { stdout } = await run(process.execPath, [file], { cwd: project })
  return mismatches(cases, printedVerdicts(stdout) as Verdict[])
}

export async function checkNodeImport(project: string, cases: readonly Case[]): Promise<Outcome> {
  const problems = await checkScript(project, 'check.mjs', esModuleScript(cases), cases)
  return outcome('Node, import', process.version, problems)
}

export async function checkNodeRequire(project: string, cases: readonly Case[]): Promise<Outcome> {
  const problems = await checkScript(project, 'check.cjs', commonJsScript(cases), cases)
  return outcome('Node, require', process.version, problems)
}
