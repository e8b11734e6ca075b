/**
 * A back end's project that depends on the packed package and nothing else, installed by npm from
 * the tarball into its own node_modules: no workspace, no link back into the repository.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { lockfileFromRoot, type Lockfile, type PackedManifest } from './lockfileFromRoot.ts'
import { npmWarnings, type Packed } from './packPackage.ts'
import { run } from './processes.ts'

const ROOT_LOCKFILE = fileURLToPath(new URL('../../../../package-lock.json', import.meta.url))
const PROJECT_NAME = 'verifying-back-end'

export type FreshProject = {
  directory: string
  manifest: PackedManifest
  /** How many packages npm installed, the package included. */
  installed: number
  /** The `npm warn` lines of the install. */
  warnings: string[]
}

/** The package.json inside the tarball, as npm packed it. */
async function packedManifest(tarball: string, cwd: string): Promise<PackedManifest> {
  const { stdout } = await run('tar', ['-xzOf', tarball, 'package/package.json'], { cwd })
  return JSON.parse(stdout) as PackedManifest
}

export async function freshProject(parent: string, packed: Packed): Promise<FreshProject> {
  const directory = join(parent, 'project')
  mkdirSync(directory)
  const manifest = await packedManifest(packed.tarball, parent)
  const spec = `file:${relative(directory, packed.tarball)}`
  const root = JSON.parse(readFileSync(ROOT_LOCKFILE, 'utf8')) as Lockfile
  const lockfile = lockfileFromRoot(root, PROJECT_NAME, manifest, spec, packed.integrity)
  writeFileSync(
    join(directory, 'package.json'),
    `${JSON.stringify({ name: PROJECT_NAME, private: true, type: 'module', dependencies: { [manifest.name]: spec } }, null, 2)}\n`,
  )
  writeFileSync(join(directory, 'package-lock.json'), `${JSON.stringify(lockfile, null, 2)}\n`)
  // Offline: everything comes from the npm cache the repository's own `npm ci` filled.
  const { stderr } = await run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], { cwd: directory })
  return {
    directory,
    manifest,
    installed: Object.keys(lockfile.packages).length - 1,
    warnings: npmWarnings(stderr),
  }
}
