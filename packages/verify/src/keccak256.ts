/**
 * Keccak-256 (the pre-standard SHA-3 Ethereum uses), for EIP-55 address checksums on the path every
 * proof takes. viem's is a module of its utilities, whose barrel brings code-splitting bundlers its
 * RPC client and contract code up front; this one is the permutation alone. Lanes are held as pairs
 * of 32-bit words (the low word first), so no BigInt arithmetic runs per round.
 */

const ROUNDS = 24
/** The rate of Keccak-256 in bytes: 1600 bits less twice the 256-bit output. */
const RATE = 136

/** π's lane order (as word indices) and ρ's rotations, in the order the permutation walks them, and ι's constants. */
const PI: number[] = []
const RHO: number[] = []
const IOTA_LOW: number[] = []
const IOTA_HIGH: number[] = []
for (let round = 0, r = 1n, x = 1, y = 0; round < ROUNDS; round++) {
  ;[x, y] = [y, (2 * x + 3 * y) % 5]
  PI.push(2 * (5 * y + x))
  RHO.push((((round + 1) * (round + 2)) / 2) % 64)
  let constant = 0n
  for (let j = 0; j < 7; j++) {
    r = ((r << 1n) ^ ((r >> 7n) * 0x71n)) % 256n
    if (r & 2n) constant ^= 1n << ((1n << BigInt(j)) - 1n)
  }
  IOTA_LOW.push(Number(constant & 0xffffffffn))
  IOTA_HIGH.push(Number(constant >> 32n))
}

/** A 64-bit lane (low, high) rotated left by `shift` (never 0 or 32 here): its low word, then its high word. */
function rotatedLow(low: number, high: number, shift: number): number {
  return shift > 32 ? (high << (shift - 32)) | (low >>> (64 - shift)) : (low << shift) | (high >>> (32 - shift))
}
function rotatedHigh(low: number, high: number, shift: number): number {
  return shift > 32 ? (low << (shift - 32)) | (high >>> (64 - shift)) : (high << shift) | (low >>> (32 - shift))
}

/** Keccak-f[1600] on 25 lanes, each two words (low, high). */
function permute(state: Uint32Array): void {
  const column = new Uint32Array(10)
  for (let round = 0; round < ROUNDS; round++) {
    for (let x = 0; x < 10; x++)
      column[x] =
        (state[x] ?? 0) ^ (state[x + 10] ?? 0) ^ (state[x + 20] ?? 0) ^ (state[x + 30] ?? 0) ^ (state[x + 40] ?? 0)
    for (let x = 0; x < 10; x += 2) {
      const next = (x + 2) % 10
      const previous = (x + 8) % 10
      const low = rotatedLow(column[next] ?? 0, column[next + 1] ?? 0, 1) ^ (column[previous] ?? 0)
      const high = rotatedHigh(column[next] ?? 0, column[next + 1] ?? 0, 1) ^ (column[previous + 1] ?? 0)
      for (let y = 0; y < 50; y += 10) {
        state[x + y] = (state[x + y] ?? 0) ^ low
        state[x + y + 1] = (state[x + y + 1] ?? 0) ^ high
      }
    }
    let low = state[2] ?? 0
    let high = state[3] ?? 0
    for (let t = 0; t < 24; t++) {
      const shift = RHO[t] ?? 0
      const rotLow = rotatedLow(low, high, shift)
      const rotHigh = rotatedHigh(low, high, shift)
      const to = PI[t] ?? 0
      low = state[to] ?? 0
      high = state[to + 1] ?? 0
      state[to] = rotLow
      state[to + 1] = rotHigh
    }
    for (let y = 0; y < 50; y += 10) {
      for (let x = 0; x < 10; x++) column[x] = state[y + x] ?? 0
      for (let x = 0; x < 10; x++)
        state[y + x] = (state[y + x] ?? 0) ^ (~(column[(x + 2) % 10] ?? 0) & (column[(x + 4) % 10] ?? 0))
    }
    state[0] = (state[0] ?? 0) ^ (IOTA_LOW[round] ?? 0)
    state[1] = (state[1] ?? 0) ^ (IOTA_HIGH[round] ?? 0)
  }
}

/** Keccak-256 of `bytes`: 32 bytes. */
export function keccak256(bytes: Uint8Array): Uint8Array {
  const state = new Uint32Array(50)
  const xorByte = (index: number, value: number) => {
    const word = index >> 2
    state[word] = (state[word] ?? 0) ^ (value << (8 * (index & 3)))
  }
  let offset = 0
  for (; bytes.length - offset >= RATE; offset += RATE) {
    for (let i = 0; i < RATE; i++) xorByte(i, bytes[offset + i] ?? 0)
    permute(state)
  }
  const rest = bytes.length - offset
  for (let i = 0; i < rest; i++) xorByte(i, bytes[offset + i] ?? 0)
  // Keccak's own padding (0x01 … 0x80), not SHA-3's (0x06).
  xorByte(rest, 0x01)
  xorByte(RATE - 1, 0x80)
  permute(state)
  const out = new Uint8Array(32)
  for (let i = 0; i < 32; i++) out[i] = ((state[i >> 2] ?? 0) >>> (8 * (i & 3))) & 0xff
  return out
}
