/**
 * Every fact about a network lives in src/config/: product code outside it asks the networks'
 * entries, never names a chain by its number. Base's chain id is the measure (8453, 0x2105): at most
 * two product files outside src/config/ may spell it (the verifier package, which knows nothing of the
 * site's configuration, names chains in its reasons).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

const BASE_CHAIN_ID = /\b(8453|0x2105)\b/i

function productFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|astro|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

test('Base’s chain id is spelled in at most two product files outside src/config/', () => {
  const spelling = [...productFiles('src'), ...productFiles('packages/verify/src')]
    .filter((file) => !file.startsWith(join('src', 'config')))
    .filter((file) => BASE_CHAIN_ID.test(readFileSync(file, 'utf8')))
  expect(spelling.length, spelling.join('\n')).toBeLessThanOrEqual(2)
})
