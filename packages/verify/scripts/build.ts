/**
 * `npm run build` in packages/verify: the package's `dist/` from its TypeScript source, and the command's
 * file made executable, as npm's bin link runs it.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const PACKAGE = fileURLToPath(new URL('../', import.meta.url))
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true })
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: PACKAGE, stdio: 'inherit' })
chmodSync(new URL('../dist/cli/bin.js', import.meta.url), 0o755)
