/**
 * The package in a browser bundle, measured as the README's "Dependencies and size" table says: esbuild
 * (`--bundle --format=esm --splitting --minify --platform=browser`) of small entries that import the
 * installed package, each output file gzipped on its own (zlib's default level), KB of 1 000 bytes.
 * What loads is read from esbuild's chunk graph: from the entry, static imports load up front; a
 * dynamic import loads only for the checks that use its module (LAZY_MODULES). A dynamic import no
 * row accounts for fails the check, so a new lazy step cannot quietly drop out of the numbers.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Metafile } from 'esbuild'

/** What a check loads on demand, by the module a dynamic import names. */
type Use = 'sign-in-with-ethereum' | 'sign-in-with-solana' | 'contract-wallet' | 'never'

const LAZY_MODULES: { module: RegExp; use: Use }[] = [
  { module: /sigil-verify\/dist\/verifyEvmSignature\.js$/, use: 'sign-in-with-ethereum' },
  { module: /sigil-verify\/dist\/verifySolanaSignature\.js$/, use: 'sign-in-with-solana' },
  // The library's Ed25519, for a browser without its own (or whose own says no), and the probe of the
  // platform's own that a second Ed25519 check asks: counted, as the most Solana checks load.
  { module: /@noble\/curves\/(esm\/)?ed25519\.js$/, use: 'sign-in-with-solana' },
  { module: /sigil-verify\/dist\/ed25519PlatformProbe\.js$/, use: 'sign-in-with-solana' },
  { module: /sigil-verify\/dist\/verifyContractSignature\.js$/, use: 'contract-wallet' },
  { module: /sigil-verify\/dist\/createRpcCall\.js$/, use: 'contract-wallet' },
  // viem's offchain lookup (EIP-3668) and WebSocket transport: the contract check asks over HTTP, once.
  { module: /viem\/_esm\/utils\/ccip\.js$/, use: 'never' },
  { module: /isows\/_esm\/native\.js$/, use: 'never' },
]

export type Sizes = {
  /** `verify` imported, before any signature is checked. */
  upFront: number
  signInWithEthereum: number
  signInWithSolana: number
  /**
   * What a contract wallet's check adds to a Sign-In with Ethereum check: the ERC-6492 validator and the RPC
   * client, one figure, as both stand on viem's shared code.
   */
  contractWallet: number
  everythingInOneFile: number
}

export type Measured = { sizes: Sizes; problems: string[] }

type Graph = { outputs: Metafile['outputs']; gzipped: Map<string, number> }

function useOf(entryPoint: string | undefined): Use | undefined {
  return LAZY_MODULES.find(({ module }) => entryPoint !== undefined && module.test(entryPoint))?.use
}

/** The output files that load from `start`: static imports always, dynamic ones for the given uses. */
function loaded(graph: Graph, start: string[], uses: readonly Use[], unaccounted: Set<string>): Set<string> {
  const files = new Set<string>()
  const pending = [...start]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue
    files.add(file)
    for (const { path, kind } of graph.outputs[file]?.imports ?? []) {
      if (kind === 'import-statement') pending.push(path)
      if (kind !== 'dynamic-import') continue
      const use = useOf(graph.outputs[path]?.entryPoint)
      if (use === undefined) unaccounted.add(graph.outputs[path]?.entryPoint ?? path)
      else if (uses.includes(use)) pending.push(path)
    }
  }
  return files
}

function gzipBytes(graph: Graph, files: Iterable<string>, without: ReadonlySet<string> = new Set()): number {
  let total = 0
  for (const file of files) if (!without.has(file)) total += graph.gzipped.get(file) ?? 0
  return total
}

async function bundle(project: string, outdir: string, entry: string, splitting: boolean): Promise<Graph> {
  const { metafile } = await build({
    absWorkingDir: project,
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    splitting,
    minify: true,
    platform: 'browser',
    outdir,
    metafile: true,
    logLevel: 'silent',
  })
  const gzipped = new Map<string, number>()
  for (const file of Object.keys(metafile.outputs)) {
    if (file.endsWith('.js')) gzipped.set(file, gzipSync(readFileSync(join(project, file))).length)
  }
  return { outputs: metafile.outputs, gzipped }
}

export async function measureBrowserBundle(project: string): Promise<Measured> {
  const entries = join(project, 'browser')
  mkdirSync(entries)
  writeFileSync(join(entries, 'verify.mjs'), "export { verify } from 'sigil-verify'\n")
  writeFileSync(join(entries, 'everything.mjs'), "export * from 'sigil-verify'\n")
  const split = await bundle(project, 'browser/split', 'browser/verify.mjs', true)
  const whole = await bundle(project, 'browser/whole', 'browser/everything.mjs', false)
  const entry = Object.keys(split.outputs).find((file) => split.outputs[file]?.entryPoint === 'browser/verify.mjs')
  if (entry === undefined) throw new Error('esbuild wrote no chunk for the entry')

  const unaccounted = new Set<string>()
  const upFront = loaded(split, [entry], [], unaccounted)
  const ethereum = loaded(split, [entry], ['sign-in-with-ethereum'], unaccounted)
  const solana = loaded(split, [entry], ['sign-in-with-solana'], unaccounted)
  const contract = loaded(split, [entry], ['sign-in-with-ethereum', 'contract-wallet'], unaccounted)
  return {
    sizes: {
      upFront: gzipBytes(split, upFront),
      signInWithEthereum: gzipBytes(split, ethereum),
      signInWithSolana: gzipBytes(split, solana),
      contractWallet: gzipBytes(split, contract, ethereum),
      everythingInOneFile: gzipBytes(whole, whole.gzipped.keys()),
    },
    problems: [...unaccounted].map((module) => `a dynamic import no row of the table accounts for: ${module}`),
  }
}
