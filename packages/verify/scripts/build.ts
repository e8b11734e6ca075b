/**
 * `npm run build` in packages/verify: the package's `dist/` from its TypeScript source, as tsc writes
 * it, then the command bundled by esbuild into `dist/cli/bin.js`, made executable as npm's bin link
 * runs it. `node scripts/build.ts --out-dir <dir>` writes the same files elsewhere (the bench builds
 * its own copy, leaving the package's `dist/` alone).
 *
 * Why the command is a bundle: started from tsc's files it spends most of a one-link run loading
 * modules (viem alone is hundreds of files), longer than a `node -e` script with siwe takes for the
 * whole check. Bundled, it is one file and what it needs at once; what only some runs need stays in
 * chunks of its own, loaded by those runs alone: each signature family's check, the contract-wallet
 * check and viem's RPC client (only with --rpc and a contract wallet).
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'

const PACKAGE = fileURLToPath(new URL('../', import.meta.url))
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')

const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } } })
const outDir = resolve(values['out-dir'] ?? join(PACKAGE, 'dist'))

rmSync(outDir, { recursive: true, force: true })
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', outDir], {
  cwd: PACKAGE,
  stdio: 'inherit',
})
await build({
  entryPoints: [join(PACKAGE, 'src', 'cli', 'bin.ts')],
  outdir: join(outDir, 'cli'),
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  minify: true,
  legalComments: 'eof',
  logLevel: 'warning',
})
chmodSync(join(outDir, 'cli', 'bin.js'), 0o755)
