/**
 * The package as it ships, built for the bench by its own build script into a directory of its own
 * (under the root's node_modules, so the built files find their dependencies as an install would).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const PACKAGE = fileURLToPath(new URL('../', import.meta.url))
const HOME = fileURLToPath(new URL('../../../node_modules/.cache/sigil-verify-bench/', import.meta.url))

/** Builds the package; returns its `dist` directory. */
export function buildCopy(): string {
  const dist = join(HOME, 'dist')
  mkdirSync(HOME, { recursive: true })
  writeFileSync(join(HOME, 'package.json'), '{ "type": "module", "private": true }\n')
  execFileSync(process.execPath, [join(PACKAGE, 'scripts', 'build.ts'), '--out-dir', dist], { stdio: 'inherit' })
  return dist
}
