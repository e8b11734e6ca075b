import { startAnvil, startSolanaRpc } from '../fixtures/chains/index.ts'
import { LOCAL } from './env.ts'

/** Starts the local chains once for the whole run; the returned function stops them. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [ethereum, base, solana] = await Promise.all([
    startAnvil({ chainId: 1, port: LOCAL.ethereumPort }),
    startAnvil({ chainId: 8453, port: LOCAL.basePort }),
    startSolanaRpc({ port: LOCAL.solanaPort }),
  ])
  return async () => {
    await Promise.all([ethereum.stop(), base.stop(), solana.stop()])
  }
}
