/**
 * `npm run test:links` fails where it must: the project's own script and remark configuration (.remarkrc.mjs),
 * run on a small README and docs/ written for the purpose. A link to a missing file, an #anchor no heading
 * makes (in the same page or another) and a link out of the repository each fail, named with their line; a
 * tree whose links all resolve passes.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { npmScript, PROJECT, runInShell, writeTree, type ToolRun } from './tool-fixtures.ts'

const CLEAN = {
  'README.md': '# Fixture\n\nRead [the guide](docs/guide.md#setting-up), then [usage](#usage).\n\n## Usage\n\nText.\n',
  'docs/guide.md': '# Guide\n\n## Setting up\n\nBack to [the README](../README.md#usage).\n',
}

const BROKEN = {
  'README.md':
    '# Fixture\n\n' +
    'See [the missing page](docs/missing.md).\n\n' +
    'See [a section](#no-such-section).\n\n' +
    'See [the guide](docs/guide.md#no-such-heading).\n',
  'docs/guide.md': '# Guide\n\nSee [notes](../../outside.md).\n',
}

let parent = ''
let runs: { clean: ToolRun; broken: ToolRun }

beforeAll(async () => {
  // The command as package.json runs it, with the project's remark configuration (a fixture has none of its own).
  const command = `${npmScript('test:links')} --rc-path ${JSON.stringify(join(PROJECT, '.remarkrc.mjs'))}`
  parent = mkdtempSync(join(tmpdir(), 'sigil-links-'))
  // The target of the link out of the repository exists, as ../shared does beside a clone: existing is not enough.
  writeTree({ 'outside.md': '# Outside\n' }, parent)
  const [clean, broken] = await Promise.all([
    runInShell(command, writeTree(CLEAN, join(parent, 'clean'))),
    runInShell(command, writeTree(BROKEN, join(parent, 'broken'))),
  ])
  runs = { clean, broken }
}, 60_000)

afterAll(() => {
  rmSync(parent, { recursive: true, force: true })
})

describe('npm run test:links', () => {
  test('relative links and anchors that all resolve pass', () => {
    expect(runs.clean.output).not.toMatch(/warning/)
    expect(runs.clean.code).toBe(0)
  })

  test('a link to a missing file fails, named with its line', () => {
    expect(runs.broken.code).not.toBe(0)
    expect(runs.broken.output).toMatch(/^\s*3:\d+-3:\d+\s+warning\s+Cannot find file `docs\/missing\.md`/m)
  })

  test('an #anchor that no heading of the page makes fails', () => {
    expect(runs.broken.output).toMatch(/^\s*5:\d+-5:\d+\s+warning\s+Cannot find heading for `#no-such-section`/m)
  })

  test('an #anchor that no heading of another page makes fails', () => {
    expect(runs.broken.output).toMatch(/Cannot find heading for `#no-such-heading` in `docs\/guide\.md`/)
  })

  test('a link out of the repository fails even though its target exists', () => {
    expect(runs.broken.output).toMatch(
      /^\s*3:\d+-3:\d+\s+warning\s+Link to `\.\.\/\.\.\/outside\.md` leads out of the repository/m,
    )
    expect(runs.broken.output).not.toMatch(/Cannot find file `\.\.\/\.\.\/outside\.md`/)
  })
})
