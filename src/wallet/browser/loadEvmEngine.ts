import { loadOnce } from '../../util/loadOnce'

/** The EVM engine (./evmEngine.ts) on demand: wagmi's weight joins the page only once an EVM wallet is used. */
export const loadEvmEngine = loadOnce(() => import('./evmEngine'))

/** Starts loading without waiting, on intent (the wallet list opened with an EVM wallet in it). */
export function prefetchEvmEngine(): void {
  loadEvmEngine().catch(() => undefined)
}
