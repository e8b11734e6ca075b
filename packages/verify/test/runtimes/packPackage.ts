/**
 * The package packed as its maintainer packs it: `npm pack` in packages/verify, whose lifecycle
 * scripts build it, the tarball written into a folder of the caller's.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { run } from './processes.ts'

export const PACKAGE_DIRECTORY = fileURLToPath(new URL('../../', import.meta.url))

export type Packed = {
  /** The tarball's full path. */
  tarball: string
  /** Its file name. */
  filename: string
  /** `sha512-…`, as a lockfile records it. */
  integrity: string
  bytes: number
  /** The `npm warn` lines `npm pack` printed. */
  warnings: string[]
}

/** `npm warn …` lines of npm's output. */
export function npmWarnings(output: string): string[] {
  return output.split('\n').filter((line) => /^npm warn/i.test(line))
}

export async function packPackage(destination: string): Promise<Packed> {
  const { stdout, stderr } = await run('npm', ['pack', '--pack-destination', destination], {
    cwd: PACKAGE_DIRECTORY,
  })
  const filename = readdirSync(destination).find((name) => name.endsWith('.tgz'))
  if (filename === undefined) throw new Error(`npm pack wrote no tarball:\n${stdout}${stderr}`)
  const tarball = join(destination, filename)
  const bytes = readFileSync(tarball)
  return {
    tarball,
    filename,
    integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
    bytes: bytes.length,
    warnings: npmWarnings(stderr),
  }
}

/**
 * `npm publish --dry-run` warns that nobody is logged in to the registry: a fact about the machine,
 * not the package, and the only warning a clean package leaves.
 */
const NOT_LOGGED_IN = /^npm warn publish This command requires you to be logged in/i

/**
 * What `npm pack --dry-run` and `npm publish --dry-run` warn about the package as it stands (its
 * package.json and files). The lifecycle scripts are skipped: `packPackage` ran them, and the
 * package's `dist/` stays as that build left it.
 */
export async function dryRunWarnings(): Promise<{ pack: string[]; publish: string[] }> {
  const options = { cwd: PACKAGE_DIRECTORY }
  const pack = await run('npm', ['pack', '--dry-run', '--ignore-scripts'], options)
  // Offline: the dry run needs nothing from the registry, and the check must not depend on reaching it.
  const publish = await run('npm', ['publish', '--dry-run', '--ignore-scripts', '--offline'], options)
  return {
    pack: npmWarnings(pack.stderr),
    publish: npmWarnings(publish.stderr).filter((line) => !NOT_LOGGED_IN.test(line)),
  }
}
