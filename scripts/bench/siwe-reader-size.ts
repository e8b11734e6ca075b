/**
 * Weighs the two ways the verify page could read an EIP-4361 message: Sigil's own reader and
 * `@spruceid/siwe-parser` (the reference ABNF parser), each bundled and minified alone for the
 * browser and gzipped. viem's `getAddress` (EIP-55) is weighed too: both readers need a checksum,
 * and the verify page already carries viem's for signature checks.
 *
 *   node scripts/bench/siwe-reader-size.ts
 */
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const entries = {
  'Sigil parseEip4361Message':
    "import { parseEip4361Message } from './src/proof/parseEip4361Message.ts'; globalThis.read = parseEip4361Message",
  '@spruceid/siwe-parser ParsedMessage':
    "import { ParsedMessage } from '@spruceid/siwe-parser'; globalThis.read = ParsedMessage",
  'viem getAddress (in both)': "import { getAddress } from 'viem'; globalThis.read = getAddress",
}

for (const [name, contents] of Object.entries(entries)) {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'error',
  })
  const bytes = result.outputFiles[0]?.contents ?? new Uint8Array()
  console.log(
    `${name.padEnd(40)} ${String(bytes.length).padStart(7)} B  ${String(gzipSync(bytes, { level: 9 }).length).padStart(6)} B gzip`,
  )
}
