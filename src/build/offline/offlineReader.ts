/**
 * Astro integration: the offline reader. Records the browser build's files (./bundleGraph.ts), and once the
 * pages are written lists the reader side's files (./readerFiles.ts) and writes the worker that keeps them,
 * `sw.js` at the site's base (../../offline/serviceWorker.ts, bundled with that list and a version drawn
 * from the listed files' bytes: a deploy that changes any of them has a new worker, and only such a deploy).
 */
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'
import { build } from 'vite'
import { SERVICE_WORKER_FILE } from '../../config/serviceWorkerFile'
import { bundleGraph, type BundleGraph } from './bundleGraph'
import { readerFiles } from './readerFiles'
import { filesNamedBy } from './filesNamedBy'
import { READER_PAGES, OFFLINE_PAGE, SITE_FILES, pageFile } from './readerPages'

const WORKER_SOURCE = fileURLToPath(new URL('../../offline/serviceWorker.ts', import.meta.url))
/** What the worker is built from. */
const WORKER_SOURCES = [WORKER_SOURCE, fileURLToPath(new URL('../../config/offlineCache.ts', import.meta.url))]

/**
 * A short digest of the worker's own source and of what it keeps (the list, every listed file's bytes): a
 * worker that changes only in its code gets a cache of its own too.
 */
async function versionOf(root: string, paths: readonly string[]): Promise<string> {
  const hash = createHash('sha256')
  for (const source of WORKER_SOURCES) hash.update(await readFile(source))
  for (const path of paths) {
    hash.update(`${path}\n`)
    hash.update(await readFile(join(root, pageFile(path))))
  }
  return hash.digest('hex').slice(0, 16)
}

async function bundleWorker(define: Record<string, string>): Promise<string> {
  const output = await build({
    configFile: false,
    envFile: false,
    publicDir: false,
    logLevel: 'silent',
    mode: 'production',
    define,
    build: {
      write: false,
      minify: true,
      // One module with nothing imported or exported is a classic script too, which every browser runs as a worker.
      lib: { entry: WORKER_SOURCE, formats: ['es'], fileName: () => SERVICE_WORKER_FILE },
      // A library's module is left readable unless asked: the worker is fetched by every visitor, so it is not.
      rolldownOptions: { output: { minify: true } },
    },
  })
  const results = Array.isArray(output) ? output : [output]
  for (const result of results) {
    if (!('output' in result)) continue
    const chunk = result.output.find((file) => file.type === 'chunk')
    if (chunk?.type !== 'chunk') continue
    if (chunk.imports.length > 0 || chunk.exports.length > 0)
      throw new Error('offline reader: the worker must bundle to one classic script, with no imports or exports')
    return chunk.code
  }
  throw new Error('offline reader: the worker did not build')
}

export function offlineReader(): AstroIntegration {
  const graph: BundleGraph = new Map()
  let base = '/'
  return {
    name: 'sigil:offline-reader',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [bundleGraph(graph)] } })
      },
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir)
        const entries = new Set<string>()
        for (const page of READER_PAGES) {
          const html = await readFile(join(root, pageFile(page)), 'utf8')
          for (const file of filesNamedBy(html)) entries.add(file)
        }
        const files = [...READER_PAGES, ...SITE_FILES, ...readerFiles(graph, entries)]
        const version = await versionOf(root, files)
        const worker = await bundleWorker({
          __SIGIL_OFFLINE_BASE__: JSON.stringify(base),
          __SIGIL_OFFLINE_VERSION__: JSON.stringify(version),
          __SIGIL_OFFLINE_FILES__: JSON.stringify(files),
          __SIGIL_OFFLINE_PAGE__: JSON.stringify(OFFLINE_PAGE),
        })
        await writeFile(join(root, SERVICE_WORKER_FILE), worker)
        logger.info(`offline reader: ${SERVICE_WORKER_FILE} keeps ${files.length} files (version ${version})`)
      },
    },
  }
}
