/** The EVM engine (./evmEngine.ts) on demand: wagmi's weight joins the page only once an EVM wallet is used. */
let pending: Promise<typeof import('./evmEngine')> | undefined

export function loadEvmEngine(): Promise<typeof import('./evmEngine')> {
  pending ??= import('./evmEngine')
  // A failed chunk load is retried at the next use, not cached.
  pending.catch(() => {
    pending = undefined
  })
  return pending
}

/** Starts loading without waiting, on intent (the wallet list opened with an EVM wallet in it). */
export function prefetchEvmEngine(): void {
  loadEvmEngine().catch(() => undefined)
}
