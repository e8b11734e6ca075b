/**
 * The code a signing needs on /prove/, each fetched once and held as a promise: the proof maker (the
 * message builder, nonce and link encoder) and the signer (src/wallet/sign.ts). Once settled, awaiting a
 * held promise continues in the same task, where a second `import()` of a loaded module may wait a task
 * (and the browser paints the "signing" state in it) before the wallet is asked.
 */
import type { Account } from '../../stores/account'
import { classifyWalletError, type WalletError } from '../../wallet/errors'
import { buildSiteMessage } from './buildSiteMessage'

export type ProofMaker = typeof import('../../proof/proofMaker')
export type Signer = typeof import('../../wallet/sign')

let proofMaker: Promise<ProofMaker> | undefined
let signer: Promise<Signer> | undefined

/** A failed fetch is forgotten, so the next signing tries again and reports its own failure. */
function held<T>(load: () => Promise<T>, forget: () => void): Promise<T> {
  return load().catch((error: unknown) => {
    forget()
    throw error
  })
}

export function loadProofMaker(): Promise<ProofMaker> {
  proofMaker ??= held(
    () => import('../../proof/proofMaker'),
    () => (proofMaker = undefined),
  )
  return proofMaker
}

export function loadSigner(): Promise<Signer> {
  signer ??= held(
    () => import('../../wallet/sign'),
    () => (signer = undefined),
  )
  return signer
}

/** Both, or the error a failed fetch is reported as. */
export async function loadSigningCode(): Promise<
  { ok: true; maker: ProofMaker; signer: Signer } | { ok: false; error: WalletError }
> {
  try {
    const [maker, signer] = await Promise.all([loadProofMaker(), loadSigner()])
    return { ok: true, maker, signer }
  } catch (error) {
    return { ok: false, error: classifyWalletError(error, 'sign') }
  }
}

/**
 * Fetched once an account is there to prove, so that Sign reaches the wallet at once. With the
 * account, one throwaway message for it is also built when the page is idle: the first message runs
 * cold code (the builder, and the parsers that check its result), 10–35 ms here, which a press on Sign
 * would otherwise wait for.
 */
export function prefetchSigning(account?: Account): void {
  const maker = loadProofMaker()
  void loadSigner().catch(() => undefined)
  if (account)
    void maker.then(
      (m) => whenIdle(() => buildThrowaway(m, account)),
      () => undefined,
    )
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1_000 })
  else setTimeout(run, 200)
}

const warmed = new Set<string>()

function buildThrowaway(maker: ProofMaker, account: Account): void {
  if (warmed.has(account.namespace)) return
  warmed.add(account.namespace)
  const issuedAt = new Date()
  try {
    buildSiteMessage(maker, {
      account,
      issuedAt,
      statement: 'Sigil',
      expirationTime: new Date(issuedAt.getTime() + 60_000),
    })
  } catch {
    // Nothing depends on it: a real signing builds its own message and reports its own error.
  }
}
