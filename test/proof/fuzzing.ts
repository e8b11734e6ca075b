/**
 * Test-only: seeded edits for the fuzz tests (unit and end-to-end), so a failing case can be
 * replayed from its seed.
 */

/**
 * The end-to-end fuzzers' seed for this run: playwright.config.ts draws a fresh one for each run
 * and prints it, so every run tries cases no run tried before; `SIGIL_FUZZ_SEED=<n>` replays one.
 */
export function fuzzSeed(): number {
  const seed = Number(process.env.SIGIL_FUZZ_SEED)
  if (!Number.isSafeInteger(seed)) throw new Error('SIGIL_FUZZ_SEED is not set: playwright.config.ts draws one')
  return seed >>> 0
}

/**
 * How many cases an end-to-end fuzzer tries: a size that keeps the test command quick, or the full
 * count under `npm run test:fuzz` (`SIGIL_FUZZ_FULL=1`). The unit fuzzers carry the volume.
 */
export function fuzzCount(quick: number, full: number): number {
  return process.env.SIGIL_FUZZ_FULL === '1' ? full : quick
}

/** A number picker: `pick(n)` is a whole number from 0 to n − 1. */
export type Pick = (n: number) => number

/** Deterministic (mulberry32): the same seed gives the same picks. */
export function prng(seed: number): Pick {
  let state = seed >>> 0
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n) | 0
  }
}

/** The text with one character replaced, inserted or deleted at a picked place; new characters come from `alphabet`. */
export function mutate(text: string, pick: Pick, alphabet: string): string {
  const at = pick(text.length + 1)
  const char = alphabet.charAt(pick(alphabet.length))
  switch (pick(3)) {
    case 0:
      return text.slice(0, at) + char + text.slice(at + 1)
    case 1:
      return text.slice(0, at) + char + text.slice(at)
    default:
      return text.slice(0, at) + text.slice(at + 1)
  }
}

/** The characters of unpadded base64url, the alphabet of every link's payload. */
export const BASE64URL_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
