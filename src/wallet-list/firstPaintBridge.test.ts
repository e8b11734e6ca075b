import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, expectTypeOf, test } from 'vitest'
import { BRIDGE_NAMES, type FirstPaintBridge } from './firstPaintBridge'

/** The product's files that can touch the page's window: every .astro, .ts and .tsx under src/, no tests. */
const FILES = readdirSync('src', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(astro|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name))
  .filter((file) => !file.endsWith('firstPaintBridge.ts'))

/** Each `sigil…` name a file uses as a window property (`sigilHint`, not `sigil:connection` or `sigil-sol`). */
function bridgeNamesIn(source: string): string[] {
  return [...new Set(source.match(/\bsigil[A-Z]\w*/g) ?? [])]
}

describe('the first-paint bridge', () => {
  test('the list and the type name the same properties', () => {
    expectTypeOf<(typeof BRIDGE_NAMES)[number]>().toEqualTypeOf<keyof FirstPaintBridge>()
  })

  test('every name an inline script or a module uses on the window is declared by the type', () => {
    const undeclared = FILES.flatMap((file) =>
      bridgeNamesIn(readFileSync(file, 'utf8'))
        .filter((name) => !(BRIDGE_NAMES as readonly string[]).includes(name))
        .map((name) => `${file}: ${name}`),
    )
    expect(undeclared).toEqual([])
  })

  test('every declared name has a side that writes it and a side that reads it, or the two are one inline script', () => {
    const users = new Map(
      BRIDGE_NAMES.map((name) => [
        name,
        FILES.filter((file) => bridgeNamesIn(readFileSync(file, 'utf8')).includes(name)),
      ]),
    )
    for (const [name, files] of users) expect(files.length, `${name}: ${files.join(', ')}`).toBeGreaterThan(0)
    // The inline scripts cannot import the type: the names they write are read by typed modules.
    for (const name of ['sigilHint', 'sigilConnectButton', 'sigilConnectIntent'] as const) {
      expect(users.get(name)?.some((file) => file.endsWith('.astro'))).toBe(true)
      expect(users.get(name)?.some((file) => file.endsWith('.ts'))).toBe(true)
    }
  })

  test('the wake directive and the wallet list’s loaders name the window through the type', () => {
    for (const file of [
      'src/islands/wakeDirective.ts',
      'src/islands/afterRelease.ts',
      'src/wallet-list/earlyWalletList.ts',
      'src/wallet-list/earlyReconnect.ts',
      'src/wallet-list/placeholderStatus.ts',
    ]) {
      const source = readFileSync(file, 'utf8')
      expect(source, file).toContain('BridgeWindow')
      expect(source, file).not.toMatch(/Window & \{/)
    }
  })
})
