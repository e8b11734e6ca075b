/**
 * Lighthouse scores (mobile preset: Lighthouse's default config) for each page, with Debian's
 * Chromium. `lighthouse` is a devDependency; if it is missing (an install without dev
 * dependencies) this part of the benchmark is skipped with a line saying so.
 *
 * Chromium runs with every off-machine host unresolvable (--host-resolver-rules), so nothing
 * leaves the machine; Lighthouse audits a first visit (no wallet, no remembered account).
 */
import { spawn } from 'node:child_process'
import { OFFLINE_CHROMIUM_ARGS } from '../../e2e/support/chromium.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type LighthouseScores = {
  page: string
  performance: number | null
  accessibility: number | null
  error?: string
}
export type LighthouseResult = { skipped: string } | { scores: LighthouseScores[]; version: string }

type LighthouseFn = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: { lighthouseVersion: string; categories: Record<string, { score: number | null }> } } | undefined>

async function loadLighthouse(): Promise<{ run: LighthouseFn } | { missing: string }> {
  try {
    const name = 'lighthouse' // not a dependency: resolved at run time only
    const mod = (await import(name)) as { default: LighthouseFn }
    return { run: mod.default }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      return {
        missing: 'the `lighthouse` npm package is not installed (add it as a devDependency to enable this part)',
      }
    }
    return { missing: `the \`lighthouse\` package failed to load: ${(error as Error).message}` }
  }
}

/** Starts Chromium with a DevTools port and waits for it to listen. */
async function startChromium(executablePath: string): Promise<{ port: number; stop(): void }> {
  const profile = mkdtempSync(join(tmpdir(), 'sigil-lh-'))
  const child = spawn(
    executablePath,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...OFFLINE_CHROMIUM_ARGS,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    let text = ''
    const timer = setTimeout(() => reject(new Error('Chromium did not open a DevTools port in 15 s')), 15_000)
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text)
      if (m) {
        clearTimeout(timer)
        resolve(Number(m[1]))
      }
    })
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening`)))
  })
  return {
    port,
    stop() {
      child.kill('SIGTERM')
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

export async function lighthouseScores(
  baseURL: string,
  pages: readonly string[],
  executablePath: string,
): Promise<LighthouseResult> {
  const loaded = await loadLighthouse()
  if ('missing' in loaded) return { skipped: loaded.missing }
  const chrome = await startChromium(executablePath)
  const scores: LighthouseScores[] = []
  let version = ''
  try {
    for (const page of pages) {
      try {
        const result = await loaded.run(new URL(page, baseURL).toString(), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        })
        if (!result) throw new Error('no result')
        version = result.lhr.lighthouseVersion
        const score = (id: string) => {
          const s = result.lhr.categories[id]?.score
          return typeof s === 'number' ? Math.round(s * 100) : null
        }
        scores.push({ page, performance: score('performance'), accessibility: score('accessibility') })
      } catch (error) {
        scores.push({ page, performance: null, accessibility: null, error: (error as Error).message })
      }
    }
  } finally {
    chrome.stop()
  }
  return { scores, version }
}
