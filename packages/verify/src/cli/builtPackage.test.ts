/**
 * The package as it ships: built by its own build script from a copy of packages/verify, its
 * `sigil-verify` command run by Node as a user's shell would run it, and `npm pack`'s file list.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { newSolanaKey, signedSolanaPart } from '../../../../e2e/support/forged-links.ts'
import { DURING, linksByOthers, type LinksByOthers } from '../../../../test/proof/linksByOthers.ts'

const PACKAGE = fileURLToPath(new URL('../../', import.meta.url))
const ROOT_MODULES = fileURLToPath(new URL('../../../../node_modules', import.meta.url))

let home: string
let copy: string
let bin: string
let links: LinksByOthers

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'sigil-verify-'))
  copy = join(home, 'sigil-verify')
  cpSync(PACKAGE, copy, {
    recursive: true,
    filter: (path) => !/[/\\](node_modules|dist)$/.test(path),
  })
  // The dependencies as a user's install has them, next to the package.
  symlinkSync(ROOT_MODULES, join(copy, 'node_modules'), 'dir')
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: copy, stdio: 'pipe' })
  bin = join(copy, 'dist', 'cli', 'bin.js')
  links = await linksByOthers()
}, 120_000)

afterAll(() => rmSync(home, { recursive: true, force: true }))

/** `node <bin> …` from an unrelated directory, as Node runs an installed command. */
function sigilVerify(argv: string[], input = '') {
  const run = spawnSync(process.execPath, [bin, ...argv], { cwd: home, input, encoding: 'utf8', timeout: 30_000 })
  return { code: run.status, stdout: run.stdout, stderr: run.stderr }
}

/** Each test starts Node processes: seconds apiece on a loaded machine. */
const PROCESSES = { timeout: 60_000 }

describe('the built sigil-verify command', PROCESSES, () => {
  test('its file starts with the shebang npm’s bin link runs it by', () => {
    expect(readFileSync(bin, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node')
  })

  test('--help: exit 0', () => {
    const { code, stdout } = sigilVerify(['--help'])
    expect(code).toBe(0)
    expect(stdout).toContain('Usage: sigil-verify')
  })

  test('-h where a link is expected: a usage error (exit 2); a link after --: read as the link', () => {
    const strict = ['--domain', 'sigil.example', '--now', DURING]
    expect(sigilVerify([...strict, '-h']).code).toBe(2)
    expect(sigilVerify([...strict, '--help']).code).toBe(2)
    expect(sigilVerify([...strict, '--', '-h']).code).toBe(2)
    expect(sigilVerify([...strict, '--', links.evm]).code).toBe(0)
  })

  test('a valid link: exit 0; another site’s: exit 1; a damaged one: exit 2', () => {
    const strict = ['--domain', 'sigil.example', '--now', DURING]
    const valid = sigilVerify([...strict, links.evm])
    expect(valid.stderr).toBe('')
    expect(valid.code).toBe(0)
    expect(valid.stdout).toMatch(/^Valid: Sign-In with Ethereum for sigil\.example/)
    expect(sigilVerify([...strict, links.otherSite]).code).toBe(1)
    expect(sigilVerify([...strict, links.damaged]).code).toBe(2)
  })

  test('a forged signed-message JSON quoting a genuine link: judged on its own fields, never exit 0', () => {
    const msg = `I, ${links.solanaAddress}, hand my account to mallory; see my proof: ${links.solana}`
    const sig = signedSolanaPart(newSolanaKey(), msg).signature
    const forged = JSON.stringify({ address: links.solanaAddress, msg, sig })
    const { code, stdout } = sigilVerify(['--domain', 'sigil.example', '--now', DURING], forged)
    expect(code).toBe(1)
    expect(stdout).toMatch(/^Not valid: plain signed message/)
    expect(sigilVerify(['--json'], forged).code).toBe(1)
  })

  test('a link that cannot be read beside a valid one: its own line, exit 2', () => {
    const { code, stdout } = sigilVerify(
      ['--domain', 'sigil.example', '--now', DURING],
      `${links.evm}\nhttps://sigil.example/verify/#proof=%65yJ2\n#proof=${'A'.repeat(65_537)}\n`,
    )
    expect(code).toBe(2)
    expect(stdout.split('\n').filter((line) => /^\d+\. /.test(line))).toHaveLength(3)
    expect(stdout).toContain('3 links: 1 valid, 0 not valid, 2 cannot be checked.')
  })

  test('links on standard input: one line each', () => {
    const { code, stdout } = sigilVerify(
      ['--domain', 'sigil.example', '--now', DURING],
      `${links.evm}\n${links.solana}\n`,
    )
    expect(code).toBe(0)
    expect(stdout.split('\n').filter((line) => /^\d+\. /.test(line))).toHaveLength(2)
  })
})

describe('at the repository root, after npm ci', PROCESSES, () => {
  // npm ci builds the workspace (its prepare script) and links its command into node_modules/.bin.
  test('npx sigil-verify runs the command', () => {
    const run = spawnSync('npx', ['--no-install', 'sigil-verify', '--help'], {
      cwd: fileURLToPath(new URL('../../../../', import.meta.url)),
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('Usage: sigil-verify')
  })
})

describe('npm pack', PROCESSES, () => {
  test('ships the built code and types, the README, the changelog, the licence, the docs and package.json: no sources, tests or build settings', () => {
    const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: copy,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const [packed] = JSON.parse(output) as [{ files: { path: string; mode: number }[] }]
    const paths = packed.files.map((file) => file.path)
    // Executable as packed, as installers make it anyway: `./dist/cli/bin.js` runs as it is.
    expect(packed.files.find((file) => file.path === 'dist/cli/bin.js')?.mode).toBe(0o755)
    expect(paths).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'LICENSE',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/verify.js',
        'dist/cli/bin.js',
      ]),
    )
    const unexpected = paths.filter(
      (path) =>
        !['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE'].includes(path) &&
        !(path.startsWith('dist/') && (path.endsWith('.js') || path.endsWith('.d.ts'))) &&
        !(path.startsWith('docs/') && path.endsWith('.md')),
    )
    expect(unexpected).toEqual([])
    expect(
      paths.filter((path) => path.includes('.test.') || path.startsWith('src/') || path.includes('tsconfig')),
    ).toEqual([])
  })
})
