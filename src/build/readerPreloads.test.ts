import { describe, expect, test } from 'vitest'
import { withReaderPreloads } from './readerPreloads'

const chunks: Record<string, string> = {
  '/_astro/loader.js': 'import"./shared.js";import"./preload.js";const l=()=>import("./reader.A1.js")',
  '/_astro/shared.js': 'export const s=1',
  '/_astro/preload.js': 'export const p=1',
  '/_astro/reader.A1.js':
    'import"./shared.js";import"./proof.js";const c=()=>import("./evm-clients.B2.js"),k=()=>import("./linkedVerdict.G7.js"),q=()=>import("./plainVerdict.H8.js")',
  '/_astro/linkedVerdict.G7.js': 'import"./proof.js";import"./linkedCard.js"',
  '/_astro/linkedCard.js': 'export const k=1',
  '/_astro/plainVerdict.H8.js': 'import"./proof.js";import"./linkedCard.js"',
  '/_astro/proof.js':
    'import"./viem.js";const e=()=>import("./verifyEvmSignature.C3.js"),s=()=>import("./verifySolanaSignature.D4.js")',
  '/_astro/viem.js': 'export const v=1',
  '/_astro/verifyEvmSignature.C3.js': 'import"./viem.js";import"./secp256k1.E5.js"',
  '/_astro/secp256k1.E5.js': 'import"./curve.js"',
  '/_astro/verifySolanaSignature.D4.js': 'import"./ed25519.F6.js"',
  '/_astro/ed25519.F6.js': 'import"./curve.js"',
  '/_astro/curve.js': 'export const c=1',
  '/_astro/evm-clients.B2.js': 'import"./huge.js"',
}
const read = (url: string) => chunks[url]
const page = (marker: string) =>
  `<head><script type="module" src="/_astro/loader.js"></script></head><div ${marker}></div>`

describe('withReaderPreloads', () => {
  test("default: the entry's imports, the checker, each family, the linked and the plain-message checkers, never the contract-wallet path", async () => {
    expect(await withReaderPreloads(page('data-reader-preload'), read)).toBe(
      page(
        'data-reader-preload data-reader-entry="/_astro/loader.js"' +
          ' data-reader-common="/_astro/preload.js /_astro/shared.js /_astro/reader.A1.js /_astro/proof.js /_astro/viem.js"' +
          ' data-reader-eip155="/_astro/verifyEvmSignature.C3.js /_astro/curve.js /_astro/secp256k1.E5.js"' +
          ' data-reader-solana="/_astro/verifySolanaSignature.D4.js /_astro/curve.js /_astro/ed25519.F6.js"' +
          ' data-reader-linked="/_astro/linkedVerdict.G7.js /_astro/linkedCard.js"' +
          ' data-reader-plain="/_astro/plainVerdict.H8.js /_astro/linkedCard.js"',
      ),
    )
  })

  test('behavior: a page without the marker, or already done, is returned as it was', async () => {
    expect(await withReaderPreloads('<p>static</p>', read)).toBe('<p>static</p>')
    const done = page('data-reader-preload data-reader-common="/x.js"')
    expect(await withReaderPreloads(done, read)).toBe(done)
  })

  test('behavior: a marker whose reader is not in the build fails loudly', async () => {
    await expect(
      withReaderPreloads(
        '<script type="module" src="/_astro/shared.js"></script><div data-reader-preload></div>',
        read,
      ),
    ).rejects.toThrow(/reader/)
  })
})
