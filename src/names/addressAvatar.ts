/**
 * A picture drawn from an address alone, for an account with no avatar of its own: a 5 × 5 grid,
 * mirrored like a blockie, in two colours picked from the address. Same address, same picture, on
 * every page and in every browser; nothing is fetched. EVM addresses are read case-insensitively,
 * so a checksummed and a lower-case spelling of one address draw the same.
 */

export const AVATAR_GRID = 5

export type AddressAvatar = {
  /** `hsl(…)` colours. */
  background: string
  foreground: string
  /** The filled cells, `[column, row]`, each from 0 to AVATAR_GRID - 1. */
  cells: ReadonlyArray<readonly [number, number]>
}

/** FNV-1a over the text: spreads addresses that differ in one character. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** xorshift32: as many further bits as the picture needs, all from the one seed. */
function bitSource(seed: number): () => number {
  let state = seed || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    return state
  }
}

export function addressAvatar(address: string): AddressAvatar {
  const next = bitSource(fnv1a(/^0x/i.test(address) ? address.toLowerCase() : address))
  const hue = next() % 360
  // A second hue a third of the wheel or more away, so the two colours never blur together.
  const offset = 120 + (next() % 120)
  const cells: Array<readonly [number, number]> = []
  const half = Math.ceil(AVATAR_GRID / 2)
  for (let row = 0; row < AVATAR_GRID; row++) {
    for (let column = 0; column < half; column++) {
      if (next() % 2 === 0) continue
      cells.push([column, row])
      const mirror = AVATAR_GRID - 1 - column
      if (mirror !== column) cells.push([mirror, row])
    }
  }
  return {
    background: `hsl(${(hue + offset) % 360} 70% 88%)`,
    foreground: `hsl(${hue} 65% 38%)`,
    cells,
  }
}
