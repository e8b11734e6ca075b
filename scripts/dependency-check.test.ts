/**
 * `npm run test:deps` fails where it must: the project's own script and knip configuration (knip.config.ts),
 * run on small packages written for the purpose: one importing a package it does not declare, one declaring a
 * package nothing imports, one whose installed copy is outside the declared range (npm ls); a clean package,
 * with an unused file and export that the dependency check leaves to others, passes.
 */
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { npmScript, PROJECT, runInShell, writeTree, type ToolRun } from './tool-fixtures.ts'

/** A package at `version`, as npm leaves it in node_modules. */
const installed = (name: string, version: string) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, version }),
})

/** A fixture package: its manifest's dependencies, its one entry module, what is installed, the project's knip config. */
function fixture(dependencies: Record<string, string>, files: Record<string, string>): Record<string, string> {
  return {
    'package.json': JSON.stringify({ name: 'fixture', private: true, type: 'module', dependencies }),
    'index.ts': "import leftPad from 'left-pad'\nexport const padded = leftPad('1', 3)\n",
    'knip.config.ts': readFileSync(join(PROJECT, 'knip.config.ts'), 'utf8'),
    ...files,
  }
}

const FIXTURES = {
  clean: fixture(
    { 'left-pad': '1.3.0' },
    { ...installed('left-pad', '1.3.0'), 'orphan.ts': 'export const unused = 1\n' },
  ),
  undeclared: fixture({}, {}),
  unused: fixture(
    { 'left-pad': '1.3.0', 'is-odd': '3.0.1' },
    { ...installed('left-pad', '1.3.0'), ...installed('is-odd', '3.0.1') },
  ),
  outOfRange: fixture({ 'left-pad': '^2.0.0' }, installed('left-pad', '1.3.0')),
}

const roots: string[] = []
let runs: Record<keyof typeof FIXTURES, ToolRun>

beforeAll(async () => {
  const script = npmScript('test:deps')
  const names = Object.keys(FIXTURES) as (keyof typeof FIXTURES)[]
  const results = await Promise.all(
    names.map((name) => {
      const root = writeTree(FIXTURES[name])
      roots.push(root)
      return runInShell(script, root)
    }),
  )
  runs = Object.fromEntries(names.map((name, i) => [name, results[i]!])) as typeof runs
}, 60_000)

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

describe('npm run test:deps', () => {
  test('a package whose imports are all declared and installed in range passes', () => {
    expect(runs.clean.output).not.toMatch(/Unlisted|Unused|invalid/)
    expect(runs.clean.code).toBe(0)
  })

  test('an imported package that package.json does not declare fails, named', () => {
    expect(runs.undeclared.code).not.toBe(0)
    expect(runs.undeclared.output).toMatch(/Unlisted dependencies \(1\)\s+left-pad\s+index\.ts/)
  })

  test('a declared package that nothing imports fails, named', () => {
    expect(runs.unused.code).not.toBe(0)
    expect(runs.unused.output).toMatch(/Unused dependencies \(1\)\s+is-odd\s+package\.json/)
  })

  test('an installed version outside its declared range fails npm ls, named', () => {
    expect(runs.outOfRange.code).not.toBe(0)
    expect(runs.outOfRange.output).not.toMatch(/Unlisted|Unused/)
    expect(runs.outOfRange.output).toMatch(/invalid: left-pad@1\.3\.0/)
  })
})
