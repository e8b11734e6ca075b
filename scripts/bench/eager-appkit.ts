/**
 * The benchmark's "eager" variant (./astro.eager.config.ts): AppKit imported and created at an island's module scope
 * on every page, the way AppKit's React guide sets it up. This Vite plugin adds `<EagerAppKit client:only="react" />`
 * to the site layout while it is loaded, so neither the layout's source nor the shipped build changes at all.
 */
import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'

const LAYOUT = /[\\/]src[\\/]layouts[\\/]Site\.astro$/
const ISLAND = `<EagerAppKit client:only="react" />`
const IMPORT = `import EagerAppKit from '../../scripts/bench/EagerAppKit.tsx'`

/** Rewrites the layout's source: the import after the frontmatter fence, the island before </body>. */
export function addEagerIsland(source: string): string {
  const fence = source.indexOf('---\n')
  const body = source.lastIndexOf('</body>')
  if (fence !== 0 || body < 0)
    throw new Error('The eager AppKit build: Site.astro lacks a leading frontmatter fence or </body>')
  const withIsland = `${source.slice(0, body)}  ${ISLAND}\n  ${source.slice(body)}`
  return `---\n${IMPORT}\n${withIsland.slice(4)}`
}

export function eagerAppKitPlugin(): Plugin {
  return {
    name: 'sigil:eager-appkit',
    enforce: 'pre',
    async load(id) {
      if (id.includes('?') || !LAYOUT.test(id)) return null
      return addEagerIsland(await readFile(id, 'utf8'))
    },
  }
}
