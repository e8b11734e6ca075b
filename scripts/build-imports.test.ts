/**
 * The site's build configuration imports no bench or tool code: astro.config.mjs and src/build/ reach nothing
 * under scripts/, directly or through other modules. The bench's eager build is its own configuration
 * (scripts/bench/astro.eager.config.ts), which imports the site's, never the other way round. Shown failing on
 * small trees that reach scripts/ directly, through src/build and through a dynamic import.
 */
import { rmSync } from 'node:fs'
import { relative } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { buildEntries, buildReachesScripts, reachedFrom, type Reach } from './build-imports.ts'
import { PROJECT, writeTree } from './tool-fixtures.ts'

const roots: string[] = []
const tree = (files: Record<string, string>): string => {
  const root = writeTree(files)
  roots.push(root)
  return root
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

describe('the build configuration and the scripts', () => {
  test('astro.config.mjs and src/build reach no module under scripts/', () => {
    expect(buildReachesScripts(PROJECT)).toEqual([])
  })

  test('the check starts at the config and src/build and follows them into the rest of the project', () => {
    const entries = buildEntries(PROJECT).map((path) => relative(PROJECT, path))
    expect(entries).toContain('astro.config.mjs')
    expect(entries).toContain('src/build/readerChunks.ts')
    expect(reachedFrom(PROJECT, buildEntries(PROJECT)).map(({ module }) => module)).toContain(
      'src/config/siteConfig.ts',
    )
  })

  test('the config importing a bench module fails, named', () => {
    const root = tree({
      'astro.config.mjs': "import { plugin } from './scripts/bench/plugin.ts'\nexport default { plugins: [plugin] }\n",
      'scripts/bench/plugin.ts': 'export const plugin = {}\n',
    })
    expect(buildReachesScripts(root)).toEqual([{ importer: 'astro.config.mjs', module: 'scripts/bench/plugin.ts' }])
  })

  test('src/build reaching scripts/ through another module, or by import(), fails', () => {
    const root = tree({
      'astro.config.mjs': "import { chunks } from './src/build/chunks'\nexport default chunks\n",
      'src/build/chunks.ts': "import { names } from '../util/names.js'\nexport const chunks = names\n",
      'src/util/names.ts':
        "export const names = (): Promise<unknown> => import('../../scripts/size-budget/weigh.ts')\n",
      'scripts/size-budget/weigh.ts': 'export const weigh = 1\n',
      'src/build/hints.ts': "export { hint } from '../../scripts/hint'\n",
      'scripts/hint.ts': 'export const hint = 1\n',
    })
    const byModule = (a: Reach, b: Reach) => a.module.localeCompare(b.module)
    expect(buildReachesScripts(root).sort(byModule)).toEqual([
      { importer: 'src/build/hints.ts', module: 'scripts/hint.ts' },
      { importer: 'src/util/names.ts', module: 'scripts/size-budget/weigh.ts' },
    ])
  })

  test('a build that reaches only src/ passes', () => {
    const root = tree({
      'astro.config.mjs': "import { chunks } from './src/build/chunks.ts'\nexport default chunks\n",
      'src/build/chunks.ts': 'export const chunks = 1\n',
      'scripts/bench/plugin.ts': "import site from '../../astro.config.mjs'\nexport default site\n",
    })
    expect(buildReachesScripts(root)).toEqual([])
  })
})
