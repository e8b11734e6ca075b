/**
 * The code a signing needs on /prove/, each fetched once and held as a promise: the proof maker (the
 * message builder, nonce and link encoder), the signer (src/wallet/sign.ts) and the signing steps
 * (./signingSteps.ts). Once settled, awaiting a held promise continues in the same task, where a
 * second `import()` of a loaded module may wait a task (and the browser paints the "signing" state
 * in it) before the wallet is asked.
 */
import type { Account } from '../../stores/account'
import { loadOnce } from '../../util/loadOnce'
import type { ProofMaker, Signer, SigningTools } from './signProof'
import { whenIdle } from '../../util/whenIdle'

type SigningSteps = typeof import('./signingSteps')

/** What a form's signing runs with: the steps, and the code they are given. */
export type SigningCode = SigningTools & { steps: SigningSteps }

// A failed fetch is forgotten, so the next signing tries again and reports its own failure.
const loadProofMaker = loadOnce((): Promise<ProofMaker> => import('sigil-verify/proofMaker'))
const loadSigner = loadOnce((): Promise<Signer> => import('../../wallet/sign'))
const loadSteps = loadOnce((): Promise<SigningSteps> => import('./signingSteps'))

/** All three; rejected when one cannot be fetched. */
export function loadSigningCode(): Promise<SigningCode> {
  return Promise.all([loadProofMaker(), loadSigner(), loadSteps()]).then(([maker, signer, steps]) => ({
    maker,
    signer,
    steps,
  }))
}

/**
 * Fetched once an account is there to prove, so that Sign reaches the wallet at once. With the
 * account, one throwaway message for it is also built when the page is idle: the first message runs
 * cold code (the builder, and the parsers that check its result), 10–35 ms here, which a press on Sign
 * would otherwise wait for.
 */
export function prefetchSigning(account?: Account): void {
  void loadSigningCode().then(
    (code) => {
      if (account) whenIdle(() => buildThrowaway(code, account))
    },
    () => undefined,
  )
}

const warmed = new Set<string>()

function buildThrowaway({ maker, steps }: SigningCode, account: Account): void {
  if (warmed.has(account.namespace)) return
  warmed.add(account.namespace)
  const issuedAt = new Date()
  try {
    steps.buildSiteMessage(maker, {
      account,
      issuedAt,
      statement: 'Sigil',
      expirationTime: new Date(issuedAt.getTime() + 60_000),
    })
  } catch {
    // Nothing depends on it: a real signing builds its own message and reports its own error.
  }
}
