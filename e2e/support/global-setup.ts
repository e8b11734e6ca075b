import { startAnvil, startSolanaRpc } from '../fixtures/chains/index.ts'
import { LOCAL } from './env.ts'

/** Names the run's fuzz seed and starts the local chains once for the whole run; the returned function stops them. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  console.log(`e2e: fuzzing with seed ${process.env.SIGIL_FUZZ_SEED} (SIGIL_FUZZ_SEED=… replays it)`)
  const [ethereum, base, optimism, solana] = await Promise.all([
    startAnvil({ chainId: 1, port: LOCAL.ethereumPort }),
    startAnvil({ chainId: 8453, port: LOCAL.basePort }),
    startAnvil({ chainId: 10, port: LOCAL.optimismPort }),
    startSolanaRpc({ port: LOCAL.solanaPort }),
  ])
  return async () => {
    await Promise.all([ethereum.stop(), base.stop(), optimism.stop(), solana.stop()])
  }
}
