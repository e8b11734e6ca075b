/**
 * Build time: the files of the reader side, which the offline reader's worker keeps. From the files the
 * reader's pages name, every file they import, and every file they may load later (the readers of each
 * proof family, the roll call and its worker) except the wallet side's: AppKit, WalletConnect, wagmi's
 * engine and the Solana client, which connect wallets and need a network anyway, and are most of the bytes.
 */
import type { BundleGraph } from './bundleGraph'

/** Modules that only connecting a wallet loads: a file holding one is not kept offline. */
const WALLET_SIDE =
  /[\\/]node_modules[\\/](@reown|@walletconnect|@wagmi|wagmi|@solana[\\/]web3\.js|@tanstack|@lit|lit)[\\/]|[\\/]src[\\/]wallet[\\/](appkit|browser)[\\/]/

export function isWalletSide(moduleIds: readonly string[]): boolean {
  return moduleIds.some((id) => WALLET_SIDE.test(id))
}

/**
 * `entries`: the files the reader's pages name (`_astro/…`). Returns them and what they load, sorted; a
 * file the graph does not know (a page's own file, an icon) is kept as given.
 */
export function readerFiles(graph: BundleGraph, entries: Iterable<string>): string[] {
  const kept = new Set<string>()
  const visit = (file: string, loadedLater: boolean) => {
    if (kept.has(file)) return
    const built = graph.get(file)
    if (built && loadedLater && isWalletSide(built.moduleIds)) return
    kept.add(file)
    if (!built) return
    for (const next of built.imports) visit(next, false)
    for (const next of [...built.dynamicImports, ...built.names]) visit(next, true)
  }
  for (const entry of entries) visit(entry, false)
  return [...kept].sort()
}
