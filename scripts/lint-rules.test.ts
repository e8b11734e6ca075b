/**
 * The linter's house rules fail where they must: the project's own config (eslint.config.js),
 * run over a throwaway tree with a deliberate import cycle, a plain-DOM room importing React and
 * a React island, a lower room importing a higher one, the verifier package importing the site,
 * product code importing a test fixture and Node's `fs` outside build time or the package's
 * command-line tool; and a clean tree passes.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ESLint, type Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import projectConfig from '../eslint.config.js'

/** The project's entries that carry import rules (no cycles, rooms), without its type-aware presets. */
function houseRules(): Linter.Config[] {
  const entries = (projectConfig as Linter.Config[]).filter((entry) =>
    Object.keys(entry.rules ?? {}).some((rule) => rule.startsWith('import-x/') || rule === 'no-restricted-imports'),
  )
  return [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } }, ...entries]
}

const TREE: Record<string, string> = {
  'src/util/cycleA.ts': "import { b } from './cycleB'\nexport const a = (): number => b() + 1\n",
  'src/util/cycleB.ts': "import { a } from './cycleA'\nexport const b = (): number => (Date.now() < 0 ? a() : 0)\n",
  'src/reader/usesReact.ts': "import { useState } from 'react'\nexport const hook = useState\n",
  'src/reader/usesIsland.ts': "import { Panel } from '../components/Panel'\nexport const panel = Panel\n",
  'src/components/Panel.tsx': 'export const Panel = (): null => null\n',
  'packages/verify/src/reachesUp.ts': "import { load } from '../../../src/util/load'\nexport const up = load\n",
  'src/util/load.ts': 'export const load = (): number => 1\n',
  'src/wallet/load.ts': 'export const load = (): number => 1\n',
  'src/reader/clean.ts': "import { load } from '../wallet/load'\nexport const fine = load\n",
  'packages/verify/src/usesFixture.ts':
    "import { fixture } from '../../../test/proof/fixture'\nexport const used = fixture\n",
  'packages/verify/src/fixture.test.ts':
    "import { fixture } from '../../../test/proof/fixture'\nexport const used = fixture\n",
  'packages/verify/src/readsDisk.ts': "import { readFileSync } from 'node:fs'\nexport const read = readFileSync\n",
  'packages/verify/src/cli/readsDisk.ts': "import { readFileSync } from 'node:fs'\nexport const read = readFileSync\n",
  'test/proof/fixture.ts': 'export const fixture = 1\n',
  'src/util/readsDisk.ts': "import { readFileSync } from 'node:fs'\nexport const read = readFileSync\n",
  'src/config/reachesUp.ts': "import { load } from '../wallet/load'\nexport const up = load\n",
  'src/build/readsDisk.ts': "import { readFileSync } from 'node:fs'\nexport const read = readFileSync\n",
}

let root = ''
const projectDir = process.cwd()
let results = new Map<string, string[]>()

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'sigil-lint-'))
  for (const [path, text] of Object.entries(TREE)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  // The rooms are named relative to the working directory, as when `npm run lint` runs at the top.
  process.chdir(root)
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: houseRules() })
  const linted = await eslint.lintFiles(Object.keys(TREE))
  results = new Map(
    linted.map((result) => [
      result.filePath.slice(root.length + 1),
      result.messages.map((message) => message.ruleId ?? message.message),
    ]),
  )
}, 60_000)

afterAll(() => {
  process.chdir(projectDir)
  rmSync(root, { recursive: true, force: true })
})

describe('the house lint rules', () => {
  test('an import cycle fails', () => {
    expect(results.get('src/util/cycleA.ts')).toContain('import-x/no-cycle')
  })

  test('React imported from a plain-DOM room fails', () => {
    expect(results.get('src/reader/usesReact.ts')).toContain('no-restricted-imports')
  })

  test('a plain-DOM room importing a React island fails', () => {
    expect(results.get('src/reader/usesIsland.ts')).toContain('import-x/no-restricted-paths')
  })

  test('a lower room importing a higher one fails', () => {
    expect(results.get('packages/verify/src/reachesUp.ts')).toContain('import-x/no-restricted-paths')
    expect(results.get('src/config/reachesUp.ts')).toContain('import-x/no-restricted-paths')
  })

  test('product code importing test code fails; its tests may', () => {
    expect(results.get('packages/verify/src/usesFixture.ts')).toContain('import-x/no-restricted-paths')
    expect(results.get('packages/verify/src/fixture.test.ts')).toEqual([])
  })

  test("Node's modules outside build-time code fail; at build time they pass", () => {
    expect(results.get('src/util/readsDisk.ts')).toContain('import-x/no-nodejs-modules')
    expect(results.get('src/build/readsDisk.ts')).toEqual([])
    expect(results.get('packages/verify/src/readsDisk.ts')).toContain('import-x/no-nodejs-modules')
    expect(results.get('packages/verify/src/cli/readsDisk.ts')).toEqual([])
  })

  test('an import down the rooms passes', () => {
    expect(results.get('src/reader/clean.ts')).toEqual([])
  })
})
