/**
 * `npm run bench:verify`: sigil-verify against the libraries back ends use for SIWE and SIWS, and
 * against the floors, on the same proofs in one run; then the command's cold start and its
 * throughput on standard input. Prints a Markdown table and writes it to bench/results.md.
 *
 * Options: `--count <n>` proofs of each kind (2 000), `--chunk <n>` proofs a turn (100),
 * `--cli-runs <n>` cold starts of each command (15), `--dist <dir>` a built package to measure
 * instead of building one, `--skip-cli` the per-proof table alone (bench/results.md left as it is).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type * as SigilVerify from '../src/index.ts'
import { alternate } from './alternate.ts'
import { buildCopy } from './builtCopy.ts'
import { coldStart, standardInput } from './cliTimes.ts'
import {
  secp256k1Floor,
  sigilContestant,
  siweEthers,
  solanaStandard,
  strictEd25519Floor,
  viemEoa,
  webCryptoFloor,
} from './contestants.ts'
import { machine } from './machine.ts'
import { siweProofs, siwsProofs, type BenchProof } from './proofs.ts'
import { formatResults } from './table.ts'

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    chunk: { type: 'string', default: '100' },
    'cli-runs': { type: 'string', default: '15' },
    dist: { type: 'string' },
    'skip-cli': { type: 'boolean', default: false },
  },
})
const count = Number(values.count)
const chunkSize = Number(values.chunk)
const cliRuns = Number(values['cli-runs'])

const host = machine()
const dist = values.dist ?? buildCopy()
const sigil = (await import(pathToFileURL(join(dist, 'index.js')).href)) as typeof SigilVerify

console.error(`Making ${count} SIWE and ${count} SIWS proofs…`)
// Each kind's first `count` proofs are timed; the `chunkSize` after them warm the contestants up.
const siweAll = await siweProofs(sigil, count + chunkSize)
const siwsAll = siwsProofs(sigil, count + chunkSize)
const siwe = siweAll.slice(0, count)
const siws = siwsAll.slice(0, count)

console.error('SIWE…')
const siweTimes = await alternate([sigilContestant(sigil), siweEthers, viemEoa, secp256k1Floor], siwe, {
  chunkSize,
  warmUp: siweAll.slice(count),
})
console.error('SIWS…')
const siwsTimes = await alternate(
  [sigilContestant(sigil), solanaStandard(siwsAll), webCryptoFloor, strictEd25519Floor],
  siws,
  { chunkSize, warmUp: siwsAll.slice(count) },
)

console.error('The command…')
const bin = join(dist, 'cli', 'bin.js')
const mixed: BenchProof[] = siwe.flatMap((proof, i) => [proof, siws[i]].filter((p): p is BenchProof => !!p))
const skipCli = values['skip-cli']
const results = formatResults({
  machine: host,
  count,
  chunkSize,
  siwe: siweTimes,
  siws: siwsTimes,
  coldStart: skipCli ? { sigilMs: NaN, siweMs: NaN, runs: 0 } : coldStart(bin, siwe[0] as BenchProof, cliRuns),
  standardInput: skipCli ? { links: 0, ms: NaN, runs: 0 } : standardInput(bin, mixed.slice(0, 2000), 3),
})
console.log(results)
// A partial run (--skip-cli) prints its table but leaves the recorded results as they are.
if (!skipCli) writeFileSync(new URL('./results.md', import.meta.url), `# sigil-verify bench\n\n${results}`)
