/**
 * Child processes for the runtime checks: each one's output collected, its exit awaited. Time-outs
 * are generous, only there so a hung runtime fails the run instead of holding it forever: the checks
 * must pass on one slow, shared core.
 */
import { spawn } from 'node:child_process'
import { dirname } from 'node:path'

export type RunOptions = {
  cwd: string
  env?: NodeJS.ProcessEnv
  /** Written to standard input, which is then closed. */
  input?: string
  timeoutMs?: number
}

export type Finished = { code: number; stdout: string; stderr: string }

const DEFAULT_TIMEOUT_MS = 300_000

/**
 * This process's environment with its own Node first on PATH: the package's command starts with
 * `#!/usr/bin/env node`, and the system's Node may be older than the package needs.
 */
export function withThisNode(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, PATH: `${dirname(process.execPath)}:${env.PATH ?? ''}` }
}

/** The command's exit code and output, whatever the code. */
export function spawnCollect(command: string, args: string[], options: RunOptions): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? withThisNode(),
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    })
    const stdout: Buffer[] = []
    const stderr: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      const output = { stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') }
      if (code === null) reject(new Error(`${command} ${args.join(' ')} ended by ${signal ?? 'a signal'}`))
      else resolve({ code, ...output })
    })
    // A command may exit before it reads its input: writing to it then fails with EPIPE, which would
    // otherwise end this process, leaving its temporary folder behind; the exit code tells the story.
    child.stdin?.on('error', () => undefined)
    child.stdin?.end(options.input)
  })
}

/** The command's output; an error, with what it printed, when it exits other than 0. */
export async function run(command: string, args: string[], options: RunOptions): Promise<Finished> {
  const finished = await spawnCollect(command, args, options)
  if (finished.code !== 0) {
    const output = `${finished.stdout}${finished.stderr}`.trim()
    throw new Error(`${command} ${args.join(' ')} exited ${finished.code}${output === '' ? '' : `:\n${output}`}`)
  }
  return finished
}
