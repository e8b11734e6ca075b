/**
 * A TypeScript back end, as strict as one gets: `strict`, `skipLibCheck: false` (the package's types
 * and every type they pull in are checked), ES2023 with no DOM and no @types. Compiled twice, as a Node
 * project (`module: nodenext`) and as a bundled one (`module: preserve`, `moduleResolution: bundler`),
 * against the installed package. How many files `tsc` reads for it is reported, and none may be a
 * dependency's: the public types' weight on every consumer's compile.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { outcome, type Outcome } from './outcome.ts'
import { run, spawnCollect } from './processes.ts'
import { TSC } from './rootBinaries.ts'

/**
 * Code that leans on the result's types: the verdict narrows what the result holds (after `valid`, an
 * account proven and a Sign-In's fields, even with `noUncheckedIndexedAccess`).
 */
const CONSUMER = `import { verify, type ProvenAccount, type VerifiedResult } from 'sigil-verify'

export async function describe(link: string): Promise<string> {
  const result: VerifiedResult = await verify(link, {
    domains: ['sigil.example'],
    now: new Date('2030-01-02T00:00:00Z'),
    contractWallets: false,
  })
  switch (result.verdict) {
    case 'valid': {
      // A valid verdict proves at least one account, and a valid Sign-In's fields were read.
      const first: ProvenAccount = result.proven[0]
      const site = result.kind === 'sign-in' ? \` for \${result.fields.domain}\` : ''
      return \`\${first.namespace}:\${first.address} (\${first.checkedBy.method})\${site}\`
    }
    case 'invalid':
    case 'unverifiable':
      return result.reasons
        .filter((reason) => !reason.ok)
        .map((reason) => reason.message)
        .join('; ')
  }
  // No return here: were a verdict left out above, strict mode would refuse the function (TS2366).
}
`

const STRICT = {
  strict: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: false,
  target: 'ES2023',
  lib: ['ES2023'],
  types: [],
  noEmit: true,
}

const SETUPS = [
  { name: 'nodenext', compilerOptions: { ...STRICT, module: 'nodenext' } },
  { name: 'bundler', compilerOptions: { ...STRICT, module: 'preserve', moduleResolution: 'bundler' } },
]

export async function checkTypeScript(project: string): Promise<Outcome> {
  writeFileSync(join(project, 'consumer.ts'), CONSUMER)
  const version = (await run(process.execPath, [TSC, '--version'], { cwd: project })).stdout.trim()
  const problems: string[] = []
  const notes: string[] = []
  for (const { name, compilerOptions } of SETUPS) {
    const tsconfig = `tsconfig.${name}.json`
    writeFileSync(join(project, tsconfig), JSON.stringify({ compilerOptions, files: ['consumer.ts'] }, null, 2))
    const compiled = await spawnCollect(process.execPath, [TSC, '-p', tsconfig], { cwd: project })
    if (compiled.code !== 0) {
      const errors = compiled.stdout.split('\n').filter((line) => line.includes('error TS'))
      problems.push(`${name}: ${errors.length} errors, first: ${errors[0] ?? compiled.stdout.trim()}`)
    }
    const listed = await run(process.execPath, [TSC, '-p', tsconfig, '--listFilesOnly'], { cwd: project })
    const files = listed.stdout.trim().split('\n')
    const ofDependencies = files.filter((file) => /\/node_modules\/(?!sigil-verify\/|typescript\/)/.test(file))
    notes.push(`${name}: ${files.length} files`)
    // The public declarations stand alone: a consumer's compile reads none of viem's 500-odd files.
    if (ofDependencies.length > 0) {
      problems.push(
        `${name}: the types read ${ofDependencies.length} files of dependencies, first ${ofDependencies[0] ?? ''}`,
      )
    }
  }
  return outcome('TypeScript (strict, skipLibCheck false, no DOM)', version, problems, notes)
}
