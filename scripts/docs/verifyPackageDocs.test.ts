/**
 * The verifier package as a back-end engineer receives it: a README that stands alone inside the package
 * (its links lead to files the package ships, never out of it), that documents every function the package
 * exports, a manifest that makes only the public entry importable, and the acceptance specification
 * shipped with its links made the repository's. (That npm packs and publishes it without a warning is
 * the runtime tests' check: packages/verify/test/runtimes/packPackage.ts.)
 */
import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as publicEntry from '../../packages/verify/src/index.ts'
import { PROJECT, runInShell, type ToolRun } from '../tool-fixtures.ts'

const PACKAGE = join(PROJECT, 'packages/verify')
const README = readFileSync(join(PACKAGE, 'README.md'), 'utf8')
const MANIFEST = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>
  repository: { url: string }
}

const run = promisify(execFile)

/** Link targets of `[text](target)` and `[label]: target` in Markdown, outside code blocks. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '')
  return [
    ...[...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? ''),
    ...[...prose.matchAll(/^\[[^\]]+\]:\s+(\S+)/gm)].map((match) => match[1] ?? ''),
  ]
}

let links: ToolRun
let scratch = ''

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'sigil-package-docs-'))
  // The project's link check, run from the package: a link that leaves the package fails as one leaving the repository would.
  links = await runInShell(
    `remark --frail --quiet --no-stdout README.md CHANGELOG.md docs/api --rc-path ${JSON.stringify(join(PROJECT, '.remarkrc.mjs'))}`,
    PACKAGE,
  )
}, 60_000)

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

describe('the verifier package’s README', () => {
  test('its links, and the changelog’s and the API reference’s, resolve inside the package', () => {
    expect(links.output).not.toMatch(/warning/)
    expect(links.code).toBe(0)
  })

  test('links to no other site: an installed package’s reader has only the package', () => {
    const elsewhere = [README, readFileSync(join(PACKAGE, 'CHANGELOG.md'), 'utf8')]
      .flatMap(linkTargets)
      .filter((target) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(target))
    expect(elsewhere).toEqual([])
    expect(README).not.toMatch(/<https?:/)
  })

  test('names every function the package exports, with its reference page', () => {
    const functions = Object.entries(publicEntry)
      .filter(([name, value]) => typeof value === 'function' && /^[a-z]/.test(name))
      .map(([name]) => name)
    expect(functions).toContain('verify')
    const missing = functions.filter((name) => !README.includes(`[\`${name}(`))
    expect(missing).toEqual([])
    const unlinked = functions.filter((name) => !README.includes(`](docs/api/functions/${name}.md)`))
    expect(unlinked).toEqual([])
  })

  test('gives the install route from the repository and the registry line', () => {
    expect(README).toContain('npm ci --workspace sigil-verify --include-workspace-root=false')
    expect(README).toContain('npm pack')
    expect(README).toContain('npm install sigil-verify')
    expect(README).toMatch(/ESM only/)
    expect(README).toMatch(/require\(esm\)/)
  })
})

describe('the verifier package’s manifest', () => {
  test('exports only the public entry and package.json, types first', () => {
    expect(Object.keys(MANIFEST.exports)).toEqual(['.', './package.json'])
    expect(Object.keys(MANIFEST.exports['.'] as object)).toEqual(['types', 'default'])
  })

  test('an internal module cannot be imported from an installed copy', async () => {
    const project = join(scratch, 'project')
    mkdirSync(join(project, 'node_modules'), { recursive: true })
    symlinkSync(PACKAGE, join(project, 'node_modules', 'sigil-verify'), 'dir')
    writeFileSync(join(project, 'package.json'), '{ "type": "module" }\n')
    const probe =
      "try { import.meta.resolve('sigil-verify/verifyProof'); console.log('resolved') } catch (error) { console.log(error.code) }"
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', probe], { cwd: project })
    expect(stdout.trim()).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED')
  })
})

describe('the acceptance specification the package ships', () => {
  test('is docs/verifier.md, written at packing with every link to another file made the repository’s', async () => {
    // The script as it runs from a checkout: the package two folders below the repository's docs/.
    const root = join(scratch, 'checkout')
    cpSync(join(PROJECT, 'docs/verifier.md'), join(root, 'docs/verifier.md'))
    cpSync(join(PACKAGE, 'package.json'), join(root, 'packages/verify/package.json'))
    cpSync(join(PACKAGE, 'scripts/prepack.ts'), join(root, 'packages/verify/scripts/prepack.ts'))
    await run(process.execPath, ['scripts/prepack.ts'], { cwd: join(root, 'packages/verify') })

    const shipped = readFileSync(join(root, 'packages/verify/docs/verifier.md'), 'utf8')
    const original = readFileSync(join(PROJECT, 'docs/verifier.md'), 'utf8')
    const headings = (markdown: string) => markdown.split('\n').filter((line) => line.startsWith('#'))
    expect(headings(shipped)).toEqual(headings(original))
    const page = MANIFEST.repository.url.replace(/^git\+/, '').replace(/\.git$/, '')
    const targets = linkTargets(shipped)
    expect(targets.length).toBeGreaterThan(50)
    expect(targets.filter((target) => !target.startsWith('#') && !target.startsWith(`${page}/blob/HEAD/`))).toEqual([])
    expect(targets).toContain(`${page}/blob/HEAD/packages/verify/src/verifyProof.ts`)
    expect(targets).toContain(`${page}/blob/HEAD/docs/proof-format.md`)
  })

  test('is in the files the package ships', () => {
    const files = (JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { files: string[] }).files
    expect(files).toEqual(expect.arrayContaining(['dist', 'docs', 'CHANGELOG.md']))
    expect(README).toContain('`docs/verifier.md` in the package')
  })
})
