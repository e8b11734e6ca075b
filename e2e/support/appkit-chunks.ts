/**
 * Which files of a build belong to AppKit (and the WalletConnect stack it brings), read from the
 * build itself: everything `loadAppKit()`'s entry chunk (`startAppKit.*.js`) reaches through static
 * and dynamic imports that nothing else reaches without passing through that entry, plus any
 * file that carries AppKit's or WalletConnect's own names (its `w3m-` elements, `reown`,
 * `walletconnect`), wherever the bundler put it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { posix } from 'node:path'
import { moduleImports, pageEntries } from '../../scripts/size-budget/js-weight.ts'

const ASSETS = '_astro'
const APPKIT_ENTRY_FILE = /^startAppKit\.[\w-]+\.js$/
const APPKIT_NAMES = /w3m-|reown|walletconnect/

function htmlFiles(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))
}

/** Every `_astro/` file reachable from `roots`, never entering a file `stop` names. */
function reach(dist: string, roots: Iterable<string>, stop: (file: string) => boolean): Set<string> {
  const seen = new Set<string>()
  const queue = [...roots]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file) || stop(file) || !file.endsWith('.js')) continue
    seen.add(file)
    const { static: statics, dynamic } = moduleImports(readFileSync(posix.join(dist, ASSETS, file), 'utf8'))
    for (const specifier of [...statics, ...dynamic]) {
      if (specifier.startsWith('./')) queue.push(specifier.slice(2))
    }
  }
  return seen
}

/** File names (inside `_astro/`) that only AppKit's path loads, or that are AppKit's or WalletConnect's code. */
export function appKitChunks(dist: string): Set<string> {
  const assets = readdirSync(posix.join(dist, ASSETS)).filter((f) => f.endsWith('.js'))
  const entry = assets.filter((f) => APPKIT_ENTRY_FILE.test(f))
  if (entry.length !== 1)
    throw new Error(`expected one AppKit entry chunk (startAppKit.*.js) in ${dist}, found ${entry.length}`)
  const pageRoots = htmlFiles(dist).flatMap((html) => {
    const { external, onWake, reader } = pageEntries(readFileSync(posix.join(dist, html), 'utf8'))
    return [...external, ...onWake, ...Object.values(reader ?? {}).flat()]
      .filter((url) => url.includes(`/${ASSETS}/`))
      .map((url) => url.slice(url.lastIndexOf('/') + 1))
  })
  const withoutAppKit = reach(dist, pageRoots, (file) => APPKIT_ENTRY_FILE.test(file))
  const appKit = new Set([...reach(dist, entry, () => false)].filter((file) => !withoutAppKit.has(file)))
  for (const file of assets) {
    if (APPKIT_NAMES.test(readFileSync(posix.join(dist, ASSETS, file), 'utf8'))) appKit.add(file)
  }
  return appKit
}
