/**
 * The command from the installed package, as npm links it (node_modules/.bin/sigil-verify): for each
 * case, the exit code its verdict documents (0 valid, 1 not valid, 2 cannot be checked); `--help`, and
 * `--version` naming the version packed.
 */
import { join } from 'node:path'
import { DOMAIN, NOW, type Case } from './cases.ts'
import { outcome, type Outcome } from './outcome.ts'
import { spawnCollect } from './processes.ts'

export async function checkCli(project: string, cases: readonly Case[], packedVersion: string): Promise<Outcome> {
  const command = join(project, 'node_modules', '.bin', 'sigil-verify')
  const problems: string[] = []
  for (const { name, link, flags, exitCode } of cases) {
    const { code, stdout, stderr } = await spawnCollect(
      command,
      ['--domain', DOMAIN, '--now', NOW, ...flags, '--', link],
      { cwd: project },
    )
    if (code !== exitCode) {
      problems.push(`${name}: exit ${code}, expected ${exitCode}: ${`${stdout}${stderr}`.trim().split('\n')[0] ?? ''}`)
    }
  }
  const help = await spawnCollect(command, ['--help'], { cwd: project })
  if (help.code !== 0 || !help.stdout.includes('Usage: sigil-verify')) problems.push(`--help: exit ${help.code}`)
  const version = await spawnCollect(command, ['--version'], { cwd: project })
  if (version.code !== 0 || !version.stdout.includes(packedVersion)) {
    problems.push(
      `--version: exit ${version.code}, printed ${JSON.stringify(version.stdout.trim())}, not ${packedVersion}`,
    )
  }
  return outcome('CLI (node_modules/.bin/sigil-verify)', process.version, problems)
}
