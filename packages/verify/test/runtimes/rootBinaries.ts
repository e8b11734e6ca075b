/**
 * The runtimes and tools the checks run, from the repository's own node_modules (its devDependencies),
 * never from the fresh project: a back end brings its own runtime, not the package.
 */
import { fileURLToPath } from 'node:url'

const bin = (name: string) => fileURLToPath(new URL(`../../../../node_modules/.bin/${name}`, import.meta.url))

export const DENO = bin('deno')
export const BUN = bin('bun')
export const WORKERD = bin('workerd')
export const TSC = fileURLToPath(new URL('../../../../node_modules/typescript/bin/tsc', import.meta.url))
