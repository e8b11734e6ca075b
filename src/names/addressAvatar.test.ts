import { describe, expect, test } from 'vitest'
import { AVATAR_GRID, addressAvatar } from './addressAvatar'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const solana = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

describe('addressAvatar', () => {
  test('draws the same picture for the same address, whatever the spelling of an EVM address', () => {
    expect(addressAvatar(alice)).toEqual(addressAvatar(alice))
    expect(addressAvatar(alice.toLowerCase())).toEqual(addressAvatar(alice))
  })

  test('draws different pictures for different addresses', () => {
    expect(addressAvatar(bob)).not.toEqual(addressAvatar(alice))
    expect(addressAvatar(solana)).not.toEqual(addressAvatar(alice))
    // One character apart still differs.
    expect(addressAvatar(`${alice.slice(0, -1)}7`)).not.toEqual(addressAvatar(alice))
  })

  test('keeps Solana addresses case-sensitive, as base58 is', () => {
    expect(addressAvatar(solana.toLowerCase())).not.toEqual(addressAvatar(solana))
  })

  test('is mirrored, within the grid, and its cells are each named once', () => {
    for (const address of [alice, bob, solana]) {
      const { cells } = addressAvatar(address)
      const keys = new Set(cells.map(([x, y]) => `${x},${y}`))
      expect(keys.size).toBe(cells.length)
      for (const [x, y] of cells) {
        expect(x).toBeGreaterThanOrEqual(0)
        expect(x).toBeLessThan(AVATAR_GRID)
        expect(y).toBeGreaterThanOrEqual(0)
        expect(y).toBeLessThan(AVATAR_GRID)
        expect(keys.has(`${AVATAR_GRID - 1 - x},${y}`)).toBe(true)
      }
    }
  })

  test('gives two hsl colours a third of the wheel or more apart', () => {
    for (const address of [alice, bob, solana]) {
      const { background, foreground } = addressAvatar(address)
      const hueOf = (colour: string) => Number(/^hsl\((\d+) /.exec(colour)?.[1])
      const apart = Math.abs(hueOf(background) - hueOf(foreground))
      expect(Math.min(apart, 360 - apart)).toBeGreaterThanOrEqual(120)
    }
  })
})
