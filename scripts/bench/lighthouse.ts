/**
 * Lighthouse scores (mobile preset: Lighthouse's default config) for each page, in Debian's Chromium with every
 * off-machine host unresolvable, so nothing leaves the machine; a first visit (no wallet, no remembered account).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '../../e2e/support/chromium.ts'

type Scores = { page: string; performance: number | null; accessibility: number | null; error?: string }
export type LighthouseResult = { skipped: string } | { scores: Scores[]; version: string }

const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'

/** Starts Chromium with a DevTools port and waits for it to listen. */
async function startChromium(): Promise<{ port: number; stop(): void }> {
  const profile = mkdtempSync(join(tmpdir(), 'sigil-lh-'))
  const args = ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...OFFLINE_CHROMIUM_ARGS]
  const child = spawn(CHROMIUM_PATH, [...args, LOCAL_ONLY, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] })
  const stop = () => {
    child.kill('SIGTERM')
    rmSync(profile, { recursive: true, force: true })
  }
  let text = ''
  const port = await new Promise<number>((resolve, reject) => {
    setTimeout(() => reject(new Error('Chromium did not open a DevTools port in 15 s')), 15_000).unref()
    child.stderr.on('data', (chunk: Buffer) => {
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec((text += chunk.toString()))
      if (m) resolve(Number(m[1]))
    })
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening`)))
  }).catch((error: unknown) => {
    stop()
    throw error
  })
  return { port, stop }
}

export async function lighthouseScores(baseURL: string, pages: readonly string[]): Promise<LighthouseResult> {
  const { default: lighthouse } = await import('lighthouse')
  const chrome = await startChromium()
  const scores: Scores[] = []
  let version = ''
  try {
    for (const page of pages) {
      try {
        const result = await lighthouse(new URL(page, baseURL).toString(), {
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
