/** A wallet in the list, by the key its entry carries (`namespace:id`). */
export type ListedWallet = { namespace: string; id: string }

/** `namespace:id`: the same wallet id can be an EVM wallet and a Solana wallet, two entries. */
export function walletKey(wallet: ListedWallet): string {
  return `${wallet.namespace}:${wallet.id}`
}

/**
 * The wallets in announcement order, the one last used in this browser moved to the top, as
 * RainbowKit's "Recent": a returning visitor finds their wallet where the first press lands.
 */
export function lastUsedFirst<T extends ListedWallet>(wallets: readonly T[], lastUsed: string | undefined): T[] {
  const index = lastUsed === undefined ? -1 : wallets.findIndex((wallet) => walletKey(wallet) === lastUsed)
  if (index <= 0) return [...wallets]
  const last = wallets[index] as T
  return [last, ...wallets.slice(0, index), ...wallets.slice(index + 1)]
}
