import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { $connection, clearWalletError, reportWalletError } from '../../stores/connection'
import { classifyWalletError, type WalletError } from '../../wallet/errors'
import { loadSigningCode, type SigningCode } from './signingCode'
import type { Signing } from './signProof'

/** Where a signing's error goes: by default the store, read back as `error` and shown by SigningFeedback. */
export type SigningReport = { clear: () => void; report: (error: WalletError) => void }

const STORE: SigningReport = { clear: clearWalletError, report: reportWalletError }

/**
 * A form's signing: `run(step)` clears the last error and result, is `signing` until the step ends,
 * then keeps what it made as `result` or reports its error. The step is given the held signing code
 * (./signingCode.ts), so it asks the wallet in the press's own task; a fetch that failed is reported.
 */
export function useSigning<T>(reportTo: SigningReport = STORE) {
  const connection = useStore($connection)
  const [phase, setPhase] = useState<'idle' | 'signing'>('idle')
  const [result, setResult] = useState<T | undefined>()

  async function run(step: (code: SigningCode) => Signing<T> | Promise<Signing<T>>): Promise<void> {
    reportTo.clear()
    setResult(undefined)
    setPhase('signing')
    const outcome = await loadSigningCode().then(step, (error: unknown): Signing<T> => ({
      ok: false,
      error: classifyWalletError(error, 'sign'),
    }))
    setPhase('idle')
    if (outcome?.ok === false) reportTo.report(outcome.error)
    else if (outcome) setResult(outcome.value)
  }

  return {
    signing: phase === 'signing',
    result,
    /** The store's signing error. */
    error: connection.error?.operation === 'sign' ? connection.error : undefined,
    run,
    /** Forgets the result (the choices it was made from changed). */
    reset: () => setResult(undefined),
  }
}
