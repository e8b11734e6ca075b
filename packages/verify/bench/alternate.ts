/**
 * Runs alternating: the proofs are cut into chunks, and every contestant checks each chunk in turn
 * (A B C, then B C A, …), so a moment of load on a shared machine falls on all of them alike. A
 * contestant's figure is the median over chunks of its time per proof.
 */
import { performance } from 'node:perf_hooks'
import type { Contestant } from './contestants.ts'
import type { BenchProof } from './proofs.ts'

export type Timing = { contestant: Contestant; perProofMs: number }

export type AlternateOptions = {
  chunkSize: number
  /** Proofs of their own for the warm-up, none of them timed: a key seen in the warm-up is not seen again. */
  warmUp: readonly BenchProof[]
}

async function timeChunk(contestant: Contestant, proofs: readonly BenchProof[], start: number, end: number) {
  const began = performance.now()
  for (let i = start; i < end; i++) {
    const proof = proofs[i]
    if (!proof || !(await contestant.check(proof)))
      throw new Error(`${contestant.name} did not accept proof ${i}: the bench would time a refusal`)
  }
  return (performance.now() - began) / (end - start)
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}

export async function alternate(
  contestants: readonly Contestant[],
  proofs: readonly BenchProof[],
  { chunkSize, warmUp }: AlternateOptions,
): Promise<Timing[]> {
  // Warm: each contestant's modules loaded, its tables built and its code compiled before any timing.
  for (const contestant of contestants) await timeChunk(contestant, warmUp, 0, warmUp.length)
  const perChunk = contestants.map((): number[] => [])
  for (let start = 0, round = 0; start < proofs.length; start += chunkSize, round++) {
    const end = Math.min(start + chunkSize, proofs.length)
    for (let turn = 0; turn < contestants.length; turn++) {
      const which = (turn + round) % contestants.length
      const contestant = contestants[which]
      if (contestant) perChunk[which]?.push(await timeChunk(contestant, proofs, start, end))
    }
  }
  return contestants.map((contestant, i) => ({ contestant, perProofMs: median(perChunk[i] ?? []) }))
}

export { median }
