/**
 * No import circle in src/, type imports counted: the linter's `import-x/no-cycle` skips
 * `import type`, but a circle of types is still two modules that cannot be read apart. Static
 * imports and re-exports are edges; `import()` is not (it loads later, on purpose).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'

const SRC = resolve(import.meta.dirname, '../src')
const STATIC_IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier).replace(/\.(js|ts|tsx)$/, '')
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => {
    try {
      return statSync(path).isFile()
    } catch {
      return false
    }
  })
}

/** Each module's static imports within src/. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)].flatMap(([, specifier]) => {
        const target = specifier === undefined ? undefined : resolveImport(file, specifier)
        return target === undefined ? [] : [target]
      }),
    ]),
  )
}

/** The graph's circles, each as the list of modules on it (Tarjan's strongly connected components). */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string): void => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component)
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

test('circles finds a circle of type imports, and only that', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['a']],
    ['c', ['a']],
  ])
  expect(circles(graph).map((circle) => circle.sort())).toEqual([['a', 'b']])
  expect(circles(new Map([['a', ['b']]]))).toEqual([])
})

test('src/ has no import circle, type imports counted', () => {
  const graph = importGraph(sourceFiles(SRC))
  expect(graph.size).toBeGreaterThan(100)
  expect(circles(graph).map((circle) => circle.map((file) => relative(SRC, file)).sort())).toEqual([])
})
