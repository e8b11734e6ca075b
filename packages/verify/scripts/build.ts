/**
 * `npm run build` in packages/verify: the package's `dist/` from its TypeScript source, and the command's
 * file made executable, as npm's bin link runs it. `node scripts/build.ts --out-dir <dir>` writes the
 * same files elsewhere (the bench builds its own copy, leaving the package's `dist/` alone).
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const PACKAGE = fileURLToPath(new URL('../', import.meta.url))
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')

const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } } })
const outDir = resolve(values['out-dir'] ?? join(PACKAGE, 'dist'))

rmSync(outDir, { recursive: true, force: true })
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', outDir], {
  cwd: PACKAGE,
  stdio: 'inherit',
})
chmodSync(join(outDir, 'cli', 'bin.js'), 0o755)
