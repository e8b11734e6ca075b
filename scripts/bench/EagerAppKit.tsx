/**
 * Benchmark only: the "eager" build that `npm run bench` compares Sigil against. It is added
 * to every page by scripts/bench/eager-appkit.ts when the site is built with the bench's own
 * configuration (scripts/bench/astro.eager.config.ts); the shipped build never contains it.
 *
 * AppKit's documented setup imports AppKit statically and calls createAppKit() at an island's
 * module scope, so every page downloads and starts it before any interaction. This island does
 * the same with Sigil's own setup (same adapters, networks and features): `startAppKit` is
 * imported statically (AppKit, wagmi, viem and web3.js join the page's first-load graph), and
 * AppKit is created as soon as the module is evaluated. It goes through `loadAppKit()` so that
 * the rest of the site uses this one instance (the dynamic import resolves to this module).
 */
import { startAppKit } from '../../src/wallet/appkit/startAppKit'
import { loadAppKit } from '../../src/wallet/appkit/loadAppKit'

/** Exported so the static import (and with it AppKit's weight) stays in this island's graph. */
export const eagerStartWallet = startAppKit

loadAppKit().catch((error: unknown) => console.error('[sigil] eager AppKit failed to start', error))

export default function EagerAppKit() {
  return null
}
