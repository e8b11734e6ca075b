import { expect, test } from 'vitest'
import type { BuiltFile, BundleGraph } from './bundleGraph'
import { isWalletSide, readerFiles } from './readerFiles'

function graphOf(files: Array<Partial<BuiltFile> & { fileName: string }>): BundleGraph {
  return new Map(
    files.map((file) => [file.fileName, { imports: [], dynamicImports: [], moduleIds: [], names: [], ...file }]),
  )
}

const graph = graphOf([
  {
    fileName: '_astro/page.js',
    imports: ['_astro/shared.js'],
    dynamicImports: ['_astro/reader.js', '_astro/appkit.js'],
  },
  { fileName: '_astro/shared.js', moduleIds: ['/site/src/util/element.ts'] },
  {
    fileName: '_astro/reader.js',
    moduleIds: ['/site/src/reader/verifyPage.ts'],
    dynamicImports: ['_astro/solana.js'],
    names: ['_astro/judgeWorker-X.js'],
  },
  { fileName: '_astro/solana.js', moduleIds: ['/site/node_modules/@noble/curves/esm/ed25519.js'] },
  { fileName: '_astro/judgeWorker-X.js' },
  {
    fileName: '_astro/appkit.js',
    moduleIds: ['/site/node_modules/@reown/appkit/dist/esm/index.js'],
    imports: ['_astro/walletconnect.js'],
  },
  { fileName: '_astro/walletconnect.js', moduleIds: ['/site/node_modules/@walletconnect/core/index.js'] },
])

test('behavior: what the pages name, what that imports and what the reader may load later, with its worker; sorted', () => {
  expect(readerFiles(graph, ['_astro/page.js'])).toEqual([
    '_astro/judgeWorker-X.js',
    '_astro/page.js',
    '_astro/reader.js',
    '_astro/shared.js',
    '_astro/solana.js',
  ])
})

test('behavior: the wallet side loaded later is left out, with what only it imports', () => {
  const files = readerFiles(graph, ['_astro/page.js'])
  expect(files).not.toContain('_astro/appkit.js')
  expect(files).not.toContain('_astro/walletconnect.js')
})

test('behavior: a file a page names itself is kept even when it holds wallet code (the page needs it to show)', () => {
  expect(readerFiles(graph, ['_astro/appkit.js'])).toEqual(['_astro/appkit.js', '_astro/walletconnect.js'])
})

test('behavior: a name the graph does not know is kept as given', () => {
  expect(readerFiles(graph, ['_astro/unknown.css'])).toEqual(['_astro/unknown.css'])
})

test('behavior: wallet side means AppKit, WalletConnect, wagmi, the Solana client, or Sigil’s own wallet adapters', () => {
  for (const id of [
    '/a/node_modules/@reown/appkit/x.js',
    '/a/node_modules/@walletconnect/sign-client/x.js',
    '/a/node_modules/@wagmi/core/x.js',
    '/a/node_modules/@solana/web3.js/lib/index.esm.js',
    '/a/src/wallet/appkit/startAppKit.ts',
    '/a/src/wallet/browser/browserEvmHolder.ts',
  ])
    expect(isWalletSide([id]), id).toBe(true)
  for (const id of ['/a/node_modules/viem/_esm/index.js', '/a/src/reader/verifyPage.ts', '/a/src/wallet/errors.ts'])
    expect(isWalletSide([id]), id).toBe(false)
})
