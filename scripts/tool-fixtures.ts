/**
 * For tests that run one of the project's own checks (knip, npm ls, remark) on a small throwaway tree:
 * the tree is written under the system's temporary folder, never in the repository, so that the
 * repository's own checks (astro check, eslint, knip) never see a deliberately broken fixture.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join, resolve } from 'node:path'

export const PROJECT = resolve(import.meta.dirname, '..')

/** Writes `files` (relative path → text) under `root`, or under a fresh temporary folder; returns the root. */
export function writeTree(
  files: Readonly<Record<string, string>>,
  root = mkdtempSync(join(tmpdir(), 'sigil-')),
): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

/** The project's npm script `name`, as package.json writes it. */
export function npmScript(name: string): string {
  const manifest = JSON.parse(readFileSync(join(PROJECT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const script = manifest.scripts[name]
  if (script === undefined) throw new Error(`package.json has no "${name}" script`)
  return script
}

export type ToolRun = { code: number; output: string }

/** Terminal colour codes, which some reporters print whatever the environment asks. */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g')

/**
 * Runs `command` through the shell in `cwd`, as npm runs a script: the project's node_modules/.bin first
 * on PATH. Resolves with the exit code and everything printed (both streams), without colour codes.
 */
export function runInShell(command: string, cwd: string): Promise<ToolRun> {
  const env = {
    ...process.env,
    PATH: `${join(PROJECT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
  }
  return new Promise((done) => {
    execFile('sh', ['-c', command], { cwd, env, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1
      done({ code, output: `${stdout}${stderr}`.replace(COLOUR, '') })
    })
  })
}
