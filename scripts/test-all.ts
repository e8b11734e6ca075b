/**
 * `npm test`: every check the project has, stopping at the first that fails. The static checks
 * (types, lint, format, dependencies, links) and the verifier package's runtime tests (packed,
 * installed and run one runtime after another) each keep one core busy at most, so they run two at a
 * time, each one's output printed whole when it ends; the unit tests, the stand-ins' self checks
 * and the end-to-end suite use both cores themselves, so they follow one after the other.
 */
import { spawn } from 'node:child_process'

type Step = { script: string }

/** Longest first, so the pair ends together. */
const STATIC_CHECKS: Step[] = [
  { script: 'lint' },
  { script: 'check' },
  { script: 'test:package' },
  { script: 'format:check' },
  { script: 'test:deps' },
  { script: 'test:links' },
]

const IN_ORDER: Step[] = [{ script: 'test:unit' }, { script: 'test:fixtures' }, { script: 'test:e2e' }]

const AT_ONCE = 2

type Outcome = { script: string; code: number; seconds: number; output: string }

function run({ script }: Step, buffered: boolean): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    // Not `npm run --silent`: npm hands its log level to every npm the script runs, and the dependency
    // check's own test reads what a nested `npm ls` prints.
    const child = spawn('npm', ['run', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    const chunks: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('close', (code, signal) =>
      resolve({
        script,
        code: code ?? (signal === null ? 1 : 128),
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString('utf8'),
      }),
    )
  })
}

function report({ script, code, seconds, output }: Outcome): void {
  if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
  console.log(`test: ${script} ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`)
}

async function staticChecks(): Promise<boolean> {
  const queue = [...STATIC_CHECKS]
  let failed = false
  const lane = async () => {
    for (let step = queue.shift(); step !== undefined && !failed; step = queue.shift()) {
      const outcome = await run(step, true)
      report(outcome)
      if (outcome.code !== 0) failed = true
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, lane))
  return !failed
}

async function main(): Promise<number> {
  if (!(await staticChecks())) return 1
  for (const step of IN_ORDER) {
    console.log(`test: ${step.script}`)
    const outcome = await run(step, false)
    report({ ...outcome, output: '' })
    if (outcome.code !== 0) return outcome.code
  }
  return 0
}

process.exitCode = await main()
