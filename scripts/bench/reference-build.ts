/**
 * "Today's build" for the benchmark's proof-link rows: the site as of a git ref, built in a
 * temporary worktree with the same settings as the shipped build, so a change is measured side by side
 * with what it replaces in the same run.
 *
 * The worktree lives in bench/tmp/ (git-ignored) only while Astro builds; it borrows the main
 * checkout's node_modules by symlink, which is only right when the ref's package-lock.json is the same
 * as this checkout's (otherwise the reference is skipped, with the reason in the report: no
 * `npm install` is run). The build goes to dist-bench-reference/ with a stamp naming the commit; a later
 * run of the same commit reuses it.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * The commit before the proof reader's own path. Bump it (to a commit hash, not a branch name, so the
 * column means the same thing in every run) when a new baseline is wanted.
 */
export const REFERENCE_REF = 'bf60428'
export const REFERENCE_DIST = 'dist-bench-reference'
/** Written into the reference dist after a successful build. */
export const STAMP_FILE = '.bench-reference.json'

export type ReferenceRequest = { ref: string } | { skipped: string }

/** `--no-reference` skips it; `--reference=<ref>` picks the ref; otherwise REFERENCE_REF. */
export function referenceRequest(args: ReadonlyMap<string, string>): ReferenceRequest {
  if (args.has('no-reference') || args.get('reference') === 'false') return { skipped: '--no-reference' }
  const ref = args.get('reference')
  return { ref: ref === undefined || ref === 'true' || ref === '' ? REFERENCE_REF : ref }
}

export type ReferencePlan = { action: 'reuse' } | { action: 'build' } | { action: 'skip'; reason: string }

/** What to do for a resolved commit, given the cache and the lockfiles. */
export function planReference(s: {
  short: string
  /** The commit recorded in the reference dist's stamp, if there is one. */
  stampSha: string | null
  sha: string
  /** The reference dist has an index.html. */
  distComplete: boolean
  /** The ref's package-lock.json is byte for byte this checkout's. */
  lockfileMatches: boolean
  /** false under --no-build. */
  build: boolean
}): ReferencePlan {
  if (s.distComplete && s.stampSha === s.sha) return { action: 'reuse' }
  if (!s.build) return { action: 'skip', reason: `--no-build and no cached build of ${s.short} in ${REFERENCE_DIST}/` }
  if (!s.lockfileMatches) {
    return {
      action: 'skip',
      reason: `${s.short}'s package-lock.json differs from this checkout's, so its node_modules cannot be borrowed (no npm install is run)`,
    }
  }
  return { action: 'build' }
}

export type ReferenceBuild =
  | { ref: string; sha: string; short: string; dist: string; build: 'built' | 'cached' }
  | { ref: string; sha: string | null; short: string | null; skipped: string }

type Options = {
  request: ReferenceRequest
  /** false under --no-build: reuse a cached build of the same commit, never build one. */
  build: boolean
  /** The shipped build's environment; SIGIL_OUT_DIR is set here. */
  env: NodeJS.ProcessEnv
  log: (line: string) => void
  /** The main checkout (default: the working directory). */
  root?: string
}

/** Resolves the ref and builds (or reuses) its dist. Never throws: a failure becomes `skipped`. */
export function prepareReference(o: Options): ReferenceBuild {
  if ('skipped' in o.request) return { ref: REFERENCE_REF, sha: null, short: null, skipped: o.request.skipped }
  const { ref } = o.request
  const root = resolve(o.root ?? '.')
  const git = (...argv: string[]) =>
    execFileSync('git', argv, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()

  let sha: string
  try {
    sha = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`)
  } catch {
    const reason = `${ref} is not a commit in this repository`
    o.log(`today's build: not measured — ${reason}`)
    return { ref, sha: null, short: null, skipped: reason }
  }
  const short = git('rev-parse', '--short=7', sha)
  const dist = join(root, REFERENCE_DIST)
  const stampPath = join(dist, STAMP_FILE)

  let lockfileMatches = false
  try {
    const theirs = execFileSync('git', ['show', `${sha}:package-lock.json`], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
    })
    lockfileMatches = theirs.equals(readFileSync(join(root, 'package-lock.json')))
  } catch {
    lockfileMatches = false
  }

  const plan = planReference({
    short,
    sha,
    stampSha: readStamp(stampPath),
    distComplete: existsSync(join(dist, 'index.html')),
    lockfileMatches,
    build: o.build,
  })
  if (plan.action === 'skip') {
    o.log(`today's build (${short}): not measured — ${plan.reason}`)
    return { ref, sha, short, skipped: plan.reason }
  }
  if (plan.action === 'reuse') {
    o.log(`today's build (${short}): reusing ${REFERENCE_DIST}/ (stamped ${short})`)
    return { ref, sha, short, dist: REFERENCE_DIST, build: 'cached' }
  }

  const tree = join(root, 'bench', 'tmp', `reference-${short}`)
  o.log(`building today's build (${ref === short ? short : `${ref} = ${short}`}) in ${tree} → ${REFERENCE_DIST}/`)
  try {
    removeWorktree(git, tree)
    mkdirSync(join(root, 'bench', 'tmp'), { recursive: true })
    git('worktree', 'add', '--quiet', '--detach', tree, sha)
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir')
    rmSync(stampPath, { force: true })
    execFileSync(process.execPath, [join(tree, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--silent'], {
      cwd: tree,
      stdio: 'inherit',
      env: { ...o.env, SIGIL_OUT_DIR: dist },
    })
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`the build wrote no ${REFERENCE_DIST}/index.html`)
    writeFileSync(stampPath, `${JSON.stringify({ ref, sha, builtAt: new Date().toISOString() }, null, 2)}\n`)
    return { ref, sha, short, dist: REFERENCE_DIST, build: 'built' }
  } catch (error) {
    const { status } = error as { status?: unknown }
    const why =
      typeof status === 'number' ? `astro build exited with ${status}` : (error as Error).message.split('\n')[0]
    const reason = `the build of ${short} failed (${why ?? 'no message'}; its output is in the bench's log)`
    o.log(`today's build: not measured — ${reason}`)
    return { ref, sha, short, skipped: reason }
  } finally {
    try {
      removeWorktree(git, tree)
    } catch (error) {
      o.log(`could not remove the worktree ${tree}: ${(error as Error).message.split('\n')[0] ?? ''}`)
    }
  }
}

function readStamp(path: string): string | null {
  try {
    const stamp = JSON.parse(readFileSync(path, 'utf8')) as { sha?: unknown }
    return typeof stamp.sha === 'string' ? stamp.sha : null
  } catch {
    return null
  }
}

/** Unregisters and deletes the worktree, the borrowed node_modules link first (never what it points to). */
function removeWorktree(git: (...argv: string[]) => string, tree: string): void {
  const link = join(tree, 'node_modules')
  if (isSymlink(link)) unlinkSync(link)
  if (existsSync(tree)) {
    try {
      git('worktree', 'remove', '--force', tree)
    } catch {
      // Not (or no longer) a registered worktree: a leftover directory.
    }
    rmSync(tree, { recursive: true, force: true })
  }
  git('worktree', 'prune')
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink()
  } catch {
    return false
  }
}
