/**
 * What the site's build configuration reaches: astro.config.mjs and src/build/ (the Vite and Astro plugins it
 * loads), followed through every relative import, static or dynamic, into the project's own modules. The bench
 * and the other scripts/ tools build on the site; the site's build never loads them (./build-imports.test.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

/** The modules a build starts from: the Astro configuration and every non-test module under src/build. */
export function buildEntries(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return walk(path)
      return /\.(ts|tsx|mjs|js)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
    })
  const buildDir = join(root, 'src', 'build')
  return [join(root, 'astro.config.mjs'), ...(existsSync(buildDir) ? walk(buildDir) : [])]
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.js']

/** The file a relative specifier names (`./x`, `./x.js` for x.ts, `./dir` for dir/index.ts), if it exists. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/[?#].*$/, ''))
  const candidates = [...EXTENSIONS.map((ext) => base + ext), base.replace(/\.js$/, '.ts')]
  return candidates.find((path) => existsSync(path) && statSync(path).isFile())
}

/** Relative specifiers a module imports, re-exports or loads with import(). */
function relativeImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  return importedFiles.map((ref) => ref.fileName).filter((name) => name.startsWith('.'))
}

export type Reach = { importer: string; module: string }

/** Every project module reached from `entries`, with the module that first imported it (paths relative to root). */
export function reachedFrom(root: string, entries: readonly string[]): Reach[] {
  const seen = new Set(entries)
  const queue = [...entries]
  const reached: Reach[] = []
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of relativeImports(file)) {
      const target = resolveRelative(file, specifier)
      if (target === undefined || seen.has(target)) continue
      seen.add(target)
      queue.push(target)
      reached.push({ importer: relative(root, file), module: relative(root, target) })
    }
  }
  return reached
}

/** The build's imports that land in scripts/: empty when the build stands apart from the tools. */
export function buildReachesScripts(root: string): Reach[] {
  return reachedFrom(root, buildEntries(root)).filter(({ module }) => module.startsWith(`scripts${sep}`))
}
