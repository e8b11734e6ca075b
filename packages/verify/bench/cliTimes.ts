/**
 * The command's times as a user meets them: a fresh Node process per run, as a shell starts it.
 * Cold start for one link against a `node -e` script verifying one message with siwe, alternating;
 * and one process reading many links on standard input.
 */
import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { median } from './alternate.ts'
import { DOMAIN, NOW, type BenchProof } from './proofs.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** The smallest script a back end might write with siwe: one message, its signature, verified. */
const SIWE_SCRIPT = `const { SiweMessage } = require('siwe')
new SiweMessage(process.argv[1]).verify({ signature: process.argv[2], domain: ${JSON.stringify(DOMAIN)}, time: ${JSON.stringify(NOW.toISOString())} })
  .then((r) => { process.exitCode = r.success ? 0 : 1 }, () => { process.exitCode = 1 })`

function timed(args: string[], expectCode: number, input?: string): number {
  const began = performance.now()
  const run = spawnSync(process.execPath, args, { cwd: ROOT, input, encoding: 'utf8', maxBuffer: 1 << 28 })
  const elapsed = performance.now() - began
  if (run.status !== expectCode)
    throw new Error(`node ${args.slice(0, 3).join(' ')} … exited ${run.status}: ${run.stderr.slice(0, 500)}`)
  return elapsed
}

export type ColdStart = { sigilMs: number; siweMs: number; runs: number }

export function coldStart(bin: string, proof: BenchProof, runs: number): ColdStart {
  const sigil: number[] = []
  const siwe: number[] = []
  const sigilArgs = [bin, '--domain', DOMAIN, '--now', NOW.toISOString(), '--', proof.link]
  const siweArgs = ['-e', SIWE_SCRIPT, proof.message, proof.signature]
  timed(sigilArgs, 0) // the file system's cache warm for both, as a second run finds it
  timed(siweArgs, 0)
  for (let i = 0; i < runs; i++) {
    if (i % 2) {
      siwe.push(timed(siweArgs, 0))
      sigil.push(timed(sigilArgs, 0))
    } else {
      sigil.push(timed(sigilArgs, 0))
      siwe.push(timed(siweArgs, 0))
    }
  }
  return { sigilMs: median(sigil), siweMs: median(siwe), runs }
}

export type StandardInputRun = { links: number; ms: number; runs: number }

/** `sigil-verify --domain … < links.txt`, the links one a line; the median of `runs` processes. */
export function standardInput(bin: string, proofs: readonly BenchProof[], runs: number): StandardInputRun {
  const input = proofs.map((proof) => proof.link).join('\n') + '\n'
  const args = [bin, '--domain', DOMAIN, '--now', NOW.toISOString()]
  const times: number[] = []
  for (let i = 0; i < runs; i++) times.push(timed(args, 0, input))
  return { links: proofs.length, ms: median(times), runs }
}
