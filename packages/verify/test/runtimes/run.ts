/**
 * `npm run test:package`: the package as a back end gets it. Packed by `npm pack` in packages/verify,
 * installed from the tarball into a fresh project (offline, from the npm cache, at the root lockfile's
 * versions), then used from every runtime back ends run: Node (`import` and `require`), the command
 * npm links, Deno, Bun, Cloudflare's workerd, strict TypeScript and a browser bundle, whose sizes must
 * be the README's. Each checks the same proof links and must give exactly the expected verdicts. One
 * line per runtime; exit 1 when any failed. Everything happens in a temporary folder, removed at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { measureBrowserBundle } from './browserBundle.ts'
import { checkBun } from './bun.ts'
import { makeCases } from './cases.ts'
import { checkCli } from './cli.ts'
import { checkDeno } from './deno.ts'
import { freshProject } from './freshProject.ts'
import { checkNodeImport, checkNodeRequire } from './node.ts'
import { guarded, outcome, type Outcome } from './outcome.ts'
import { dryRunWarnings, packPackage } from './packPackage.ts'
import { readmeTableProblems } from './readmeSizeTable.ts'
import { checkTypeScript } from './typescript.ts'
import { checkWorkerd } from './workerd.ts'

function report({ runtime, version, problems, notes }: Outcome): void {
  const about = [version, ...notes].filter((part) => part !== '').join('; ')
  const [first, ...rest] = problems
  if (first === undefined) {
    console.log(`package: ${runtime} passed (${about})`)
    return
  }
  console.log(`package: ${runtime} FAILED (${about}): ${first}`)
  for (const problem of rest) console.log(`  ${problem.replaceAll('\n', '\n  ')}`)
}

async function checkBrowserBundle(project: string): Promise<Outcome> {
  const { sizes, problems } = await measureBrowserBundle(project)
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
  const notes = [
    `verify up front ${kb(sizes.upFront)}`,
    `SIWE ${kb(sizes.signInWithEthereum)}`,
    `SIWS ${kb(sizes.signInWithSolana)}`,
    `contract wallet adds ${kb(sizes.contractWallet)}`,
    `all in one file ${kb(sizes.everythingInOneFile)}`,
  ]
  return outcome(
    'browser bundle (esbuild, gzip), as the README’s table',
    '',
    [...problems, ...readmeTableProblems(sizes)],
    notes,
  )
}

async function main(): Promise<number> {
  const started = performance.now()
  const scratch = mkdtempSync(join(tmpdir(), 'sigil-verify-runtimes-'))
  const outcomes: Outcome[] = []
  const record = (result: Outcome) => {
    report(result)
    outcomes.push(result)
  }
  try {
    const cases = await makeCases()
    const packed = await packPackage(scratch)
    record(outcome('npm pack', `${(packed.bytes / 1000).toFixed(1)} KB packed`, packed.warnings))
    const dryRuns = await dryRunWarnings()
    record(outcome('npm pack --dry-run, npm publish --dry-run: no warnings', '', [...dryRuns.pack, ...dryRuns.publish]))
    let packedVersion = ''
    const install = await guarded('install into a fresh project', async () => {
      const { installed, warnings, manifest } = await freshProject(scratch, packed)
      packedVersion = manifest.version
      return outcome(
        'install into a fresh project (npm ci --offline, the root lockfile’s versions)',
        `${installed} packages`,
        warnings,
      )
    })
    record(install)
    if (install.problems.length === 0) {
      const project = join(scratch, 'project')
      record(await guarded('Node, import', () => checkNodeImport(project, cases)))
      record(await guarded('Node, require', () => checkNodeRequire(project, cases)))
      record(await guarded('CLI', () => checkCli(project, cases, packedVersion)))
      record(await guarded('Deno', () => checkDeno(project, scratch, cases)))
      record(await guarded('Bun', () => checkBun(project, cases)))
      record(await guarded('workerd', () => checkWorkerd(project, scratch, cases)))
      record(await guarded('TypeScript', () => checkTypeScript(project)))
      record(await guarded('browser bundle', () => checkBrowserBundle(project)))
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  const failed = outcomes.filter(({ problems }) => problems.length > 0).length
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  console.log(`package: ${failed === 0 ? 'all passed' : `${failed} failed`} in ${seconds} s`)
  return failed === 0 ? 0 : 1
}

process.exitCode = await main()
