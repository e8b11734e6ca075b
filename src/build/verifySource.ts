/**
 * The site builds the verifier package (packages/verify, `sigil-verify`) from its TypeScript source, as it
 * builds its own code: one copy of each module, split into the reader's chunks (./readerChunks.ts), with no
 * build of the package first. tsconfig.json's `paths` say the same to the type checker.
 */
import { fileURLToPath } from 'node:url'

const SOURCE = fileURLToPath(new URL('../../packages/verify/src/', import.meta.url))

/** Vite aliases: `sigil-verify` is its index, `sigil-verify/x` its module x. */
export const VERIFY_SOURCE_ALIASES = [
  { find: /^sigil-verify$/, replacement: `${SOURCE}index.ts` },
  { find: /^sigil-verify\/(.+)$/, replacement: `${SOURCE}$1.ts` },
]
