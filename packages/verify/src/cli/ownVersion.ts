/**
 * The package's version, from its own package.json: found by walking up from this module, so it is
 * the same answer from the TypeScript source, from `dist/`, and from a command bundled into one file.
 * Read only for `--version`.
 */
import { readFileSync } from 'node:fs'

/** How far up package.json may be: src/cli, dist/cli or a bundle's folder, below the package's root. */
const LEVELS = 4

export function ownVersion(): string | undefined {
  let folder = new URL('./', import.meta.url)
  for (let level = 0; level < LEVELS; level++) {
    const version = versionIn(new URL('package.json', folder))
    if (version !== undefined) return version
    folder = new URL('../', folder)
  }
  return undefined
}

function versionIn(file: URL): string | undefined {
  let manifest: unknown
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
  if (typeof manifest !== 'object' || manifest === null) return undefined
  const { name, version } = manifest as { name?: unknown; version?: unknown }
  return name === 'sigil-verify' && typeof version === 'string' ? version : undefined
}
