/**
 * Cloudflare's workerd: a module Worker, bundled with esbuild from the fresh project as a Worker's
 * build bundles it, verifies each link POSTed to it and answers JSON. workerd listens on a port the
 * system picks on 127.0.0.1 and says which on a control descriptor.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { mismatches, type Case, type Verdict } from './cases.ts'
import { workerScript } from './consumerScripts.ts'
import { outcome, type Outcome } from './outcome.ts'
import { run } from './processes.ts'
import { WORKERD } from './rootBinaries.ts'

/** Not newer than the workerd that runs it; no compatibility flags: the package needs no Node APIs. */
const COMPATIBILITY_DATE = '2025-09-01'
const STARTUP_TIMEOUT_MS = 120_000

const CONFIG = `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [ (name = "verifier", worker = .verifier) ],
  sockets = [ (name = "http", address = "127.0.0.1:0", http = (), service = "verifier") ],
);

const verifier :Workerd.Worker = (
  modules = [ (name = "worker.js", esModule = embed "worker.js") ],
  compatibilityDate = "${COMPATIBILITY_DATE}",
);
`

/** The Worker's code, bundled from the project's installed package with a Worker's conditions. */
async function bundleWorker(project: string, directory: string): Promise<void> {
  writeFileSync(join(project, 'worker.mjs'), workerScript())
  await build({
    absWorkingDir: project,
    entryPoints: ['worker.mjs'],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser'],
    outfile: join(directory, 'worker.js'),
    logLevel: 'silent',
  })
  writeFileSync(join(directory, 'config.capnp'), CONFIG)
}

/** workerd serving the config, and the port it listens on once it does. */
function serve(directory: string): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(WORKERD, ['serve', '--control-fd=3', 'config.capnp'], {
    cwd: directory,
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  })
  const printed: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => printed.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => printed.push(chunk))
  const output = () => Buffer.concat(printed).toString('utf8').trim()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill()
      reject(new Error(`workerd did not listen within ${STARTUP_TIMEOUT_MS / 1000} s: ${output()}`))
    }, STARTUP_TIMEOUT_MS)
    let control = ''
    const controlStream = child.stdio[3] as NodeJS.ReadableStream
    controlStream.on('data', (chunk: Buffer) => {
      control += chunk.toString('utf8')
      for (const line of control.split('\n').slice(0, -1)) {
        const message = JSON.parse(line) as { event?: string; port?: number }
        if (message.event === 'listen' && message.port !== undefined) {
          clearTimeout(timer)
          resolve({ child, port: message.port, output })
        }
      }
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`workerd exited ${code ?? 'on a signal'} before it listened: ${output()}`))
    })
  })
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill()
  })
}

export async function checkWorkerd(project: string, scratch: string, cases: readonly Case[]): Promise<Outcome> {
  const directory = join(scratch, 'worker')
  mkdirSync(directory)
  const version = (await run(WORKERD, ['--version'], { cwd: directory })).stdout.trim()
  await bundleWorker(project, directory)
  const { child, port, output } = await serve(directory)
  try {
    const verdicts: Verdict[] = []
    for (const { name, link, options } of cases) {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ link, options }),
      })
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}: ${await response.text()} ${output()}`)
      const { kind, verdict } = (await response.json()) as Omit<Verdict, 'name'>
      verdicts.push({ name, kind, verdict })
    }
    return outcome('workerd (a Worker verifying a posted link)', version, mismatches(cases, verdicts))
  } finally {
    await stop(child)
  }
}
