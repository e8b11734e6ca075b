/**
 * Build time: what the browser build wrote, as a graph of files: each chunk's static and dynamic imports
 * and the modules it holds, and the other files (workers, wasm) it names. Read by the offline reader's
 * integration (./offlineReader.ts) once the pages are written, to list the reader side's files.
 */
import type { Plugin } from 'vite'

export type BuiltFile = {
  /** Relative to the build's root: `_astro/reader.Ab12.js`. */
  fileName: string
  /** Files loaded with it, before it runs. */
  imports: string[]
  /** Files it may load later (`import()`). */
  dynamicImports: string[]
  /** The source modules it holds (absolute paths, or ids such as `\0vite/preload-helper`). */
  moduleIds: string[]
  /** Other files of the build whose names its code holds (a worker's script, by `new URL(…)`). */
  names: string[]
}

export type BundleGraph = Map<string, BuiltFile>

/** Records the browser build's output into `graph`, which it empties first. */
export function bundleGraph(graph: BundleGraph): Plugin {
  return {
    name: 'sigil:bundle-graph',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      graph.clear()
      const outputs = Object.values(bundle)
      const assets = outputs.filter((output) => output.type === 'asset').map((asset) => asset.fileName)
      for (const output of outputs) {
        if (output.type === 'asset') {
          graph.set(output.fileName, {
            fileName: output.fileName,
            imports: [],
            dynamicImports: [],
            moduleIds: [],
            names: [],
          })
          continue
        }
        const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1)
        graph.set(output.fileName, {
          fileName: output.fileName,
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          moduleIds: [...output.moduleIds],
          names: assets.filter((asset) => output.code.includes(baseName(asset))),
        })
      }
    },
  }
}
