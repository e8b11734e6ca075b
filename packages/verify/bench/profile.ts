/**
 * Profiling aid: `node --cpu-prof packages/verify/bench/profile.ts [siwe|siws] [count]` verifies that
 * many of the bench's proofs with the built package (node_modules/.cache/sigil-verify-bench/dist, as the
 * bench leaves it) and prints the time per proof, for reading the profile it writes.
 */
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import type * as SigilVerify from '../src/index.ts'
import { DOMAIN, NOW, siweProofs, siwsProofs } from './proofs.ts'

const dist = fileURLToPath(new URL('../../../node_modules/.cache/sigil-verify-bench/dist/index.js', import.meta.url))
const sigil = (await import(dist)) as typeof SigilVerify
const family = process.argv[2] === 'siws' ? 'siws' : 'siwe'
const count = Number(process.argv[3] ?? 500)
const proofs = family === 'siws' ? siwsProofs(sigil, count) : await siweProofs(sigil, count)
const options = { domains: [DOMAIN], now: NOW }
for (let round = 0; round < 2; round++) {
  const began = performance.now()
  for (const proof of proofs) {
    const result = await sigil.verify(proof.link, options)
    if (result.verdict !== 'valid') throw new Error(`proof not valid: ${JSON.stringify(result.reasons)}`)
  }
  console.log(`${family}: ${((performance.now() - began) / count).toFixed(3)} ms a proof`)
}
