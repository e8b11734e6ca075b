/**
 * Astro integration: registers `client:intent` (../islands/wakeDirective.ts) and, after the build, tells
 * each island which chunks it will import (./islandPreloads.ts) so a woken page fetches them at once,
 * and /verify/ which chunks a proof link's reader needs (./readerPreloads.ts).
 */
import { readFile, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'
import { htmlFiles } from './builtPages'
import { withIslandPreloads } from './islandPreloads'
import { withReaderPreloads } from './readerPreloads'

export function intentHydration(): AstroIntegration {
  let base = '/'
  return {
    name: 'sigil:intent-hydration',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('../islands/wakeDirective.ts', import.meta.url)),
        })
      },
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`
      },
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir)
        // Every page's islands share the same few chunks: each is read from disk once.
        const chunks = new Map<string, string | undefined>()
        const readChunk = (url: string): string | undefined => {
          if (!url.startsWith(base)) return undefined
          try {
            return readFileSync(join(root, url.slice(base.length)), 'utf8')
          } catch {
            return undefined
          }
        }
        const read = (url: string): string | undefined => {
          if (!chunks.has(url)) chunks.set(url, readChunk(url))
          return chunks.get(url)
        }
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8')
          const updated = await withReaderPreloads(await withIslandPreloads(html, read), read)
          if (updated !== html) await writeFile(file, updated)
        }
      },
    },
  }
}
