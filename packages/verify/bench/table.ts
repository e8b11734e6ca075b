/** The bench's results as Markdown: the headline against the peers and the floors, then every figure. */
import type { Timing } from './alternate.ts'
import type { ColdStart, StandardInputRun } from './cliTimes.ts'
import type { Machine } from './machine.ts'

export type Results = {
  machine: Machine
  count: number
  chunkSize: number
  siwe: Timing[]
  siws: Timing[]
  coldStart: ColdStart
  standardInput: StandardInputRun
}

const ms = (value: number) => `${value.toFixed(value < 1 ? 3 : 2)} ms`
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`

function headline(family: string, timings: Timing[]): string {
  const sigil = timings.find((t) => t.contestant.name === 'sigil-verify')
  const peers = timings.filter((t) => t.contestant.name !== 'sigil-verify' && !t.contestant.name.startsWith('floor'))
  const floors = timings.filter((t) => t.contestant.name.startsWith('floor'))
  const fastestPeer = [...peers].sort((a, b) => a.perProofMs - b.perProofMs)[0]
  // The floor the target is held to: the last named, the one that keeps the rules sigil-verify keeps.
  const floor = floors.at(-1)
  if (!sigil || !fastestPeer || !floor) return ''
  return `| ${family} | ${ms(sigil.perProofMs)} | ${ms(fastestPeer.perProofMs)} (${fastestPeer.contestant.name}) | ${ratio(sigil.perProofMs, fastestPeer.perProofMs)} | ${ms(floor.perProofMs)} | ${ratio(sigil.perProofMs, floor.perProofMs)} |`
}

function rows(family: string, timings: Timing[]): string[] {
  return timings.map((t) => `| ${family} | ${t.contestant.name} | ${ms(t.perProofMs)} | ${t.contestant.note} |`)
}

export function formatResults(results: Results): string {
  const { machine, count, chunkSize, coldStart, standardInput } = results
  return [
    `Measured on ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, load average ${machine.load} at the start (1, 5, 15 min).`,
    '',
    `Per proof, warm: ${count} SIWE and ${count} SIWS proofs, each by a key of its own, checked by every contestant in one process, in turns of ${chunkSize} proofs (A B C, B C A, …); the median over turns. The floor is what any verifier must compute: for SIWE the EIP-191 hash and the secp256k1 recovery by the fastest library here; for SIWS the platform's Ed25519 plus the key's strict checks.`,
    '',
    '| Sign-In | sigil-verify | fastest peer | ÷ peer | floor | ÷ floor |',
    '| --- | --- | --- | --- | --- | --- |',
    headline('SIWE', results.siwe),
    headline('SIWS', results.siws),
    '',
    '| Sign-In | Contestant | Per proof | What is timed |',
    '| --- | --- | --- | --- |',
    ...rows('SIWE', results.siwe),
    ...rows('SIWS', results.siws),
    '',
    'The command (`node dist/cli/bin.js`, a fresh process each run, wall time):',
    '',
    '| Run | sigil-verify | reference |',
    '| --- | --- | --- |',
    `| one link, cold start (median of ${coldStart.runs}, alternating) | ${ms(coldStart.sigilMs)} | ${ms(coldStart.siweMs)}: \`node -e\` verifying one message with siwe 3 + ethers 5 (${ratio(coldStart.sigilMs, coldStart.siweMs)}) |`,
    `| ${standardInput.links} links on standard input, SIWE and SIWS alternating (median of ${standardInput.runs}) | ${(standardInput.ms / 1000).toFixed(2)} s (${ms(standardInput.ms / standardInput.links)} a link) | target ≤ 5 s |`,
    '',
  ].join('\n')
}
