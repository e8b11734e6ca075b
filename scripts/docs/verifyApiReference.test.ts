/**
 * The verifier package's API reference (packages/verify/docs/api, Markdown from its types and doc comments
 * by TypeDoc) is the one its source gives: TypeDoc, run as `npm run docs:api` runs it but into a folder of
 * its own, writes the same files, byte for byte. A public type the reference cannot show (exported from no
 * entry) fails the run too (`treatWarningsAsErrors`). After changing the package's API: `npm run docs:api`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { npmScript, PROJECT, runInShell, type ToolRun } from '../tool-fixtures.ts'

const COMMITTED = join(PROJECT, 'packages/verify/docs/api')

let out = ''
let run: ToolRun

/** Every file under `root`, by its path from `root`, with its text. */
function tree(root: string): Map<string, string> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  return new Map(
    files
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
      .map((path) => [relative(root, path), readFileSync(path, 'utf8')]),
  )
}

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'sigil-api-reference-'))
  run = await runInShell(`${npmScript('docs:api')} --out ${JSON.stringify(out)}`, PROJECT)
}, 60_000)

afterAll(() => {
  rmSync(out, { recursive: true, force: true })
})

describe('the verifier package’s API reference', () => {
  test('TypeDoc documents every public type without a warning', () => {
    expect(run.output).not.toMatch(/\[(warning|error)\]/)
    expect(run.code).toBe(0)
  })

  test('the committed reference is the one the source gives (else: npm run docs:api)', () => {
    const generated = tree(out)
    const committed = tree(COMMITTED)
    expect([...committed.keys()]).toEqual([...generated.keys()])
    const stale = [...generated].filter(([path, text]) => committed.get(path) !== text).map(([path]) => path)
    expect(stale).toEqual([])
  })

  test('it documents verify, verifyEach and the verified result', () => {
    const generated = tree(out)
    expect(generated.get('functions/verify.md')).toMatch(/function verify\(input, options\?\)/)
    expect(generated.has('functions/verifyEach.md')).toBe(true)
    expect(generated.has('type-aliases/VerifiedResult.md')).toBe(true)
  })
})
