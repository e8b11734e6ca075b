/** Build time (Node): the HTML pages of a finished static build, for integrations that rewrite them. */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'

/** Every `.html` file below `dir`; `_astro/` holds only assets and is not walked. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === '_astro' ? [] : htmlFiles(path)
      return entry.name.endsWith('.html') ? [path] : []
    }),
  )
  return nested.flat()
}
