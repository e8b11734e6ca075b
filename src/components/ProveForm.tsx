import { afterHydration } from '../islands/afterHydration'
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react'
import { useStore } from '@nanostores/react'
import { $connection } from '../stores/connection'
import { presentAccounts, type Namespace } from '../stores/account'
import { MAX_STATEMENT_LENGTH, validateStatement } from 'sigil-verify/validateStatement'
import { expirationFor, VALIDITY_WINDOWS, type ValidityWindowId } from 'sigil-verify/validityWindows'
import { prefetchEvmEngine } from '../wallet/browser/loadEvmEngine'
import { ProofResult } from './prove/ProofResult'
import { ConnectInPlace } from './ConnectInPlace'
import { sitePath } from '../util/sitePath'
import { AccountChoices } from './prove/AccountChoices'
import { SigningFeedback, SigningNote } from './prove/SigningFeedback'
import { LinkedProve } from './prove/LinkedProve'
import { useSeenAccounts } from './prove/useSeenAccounts'
import { useRequestFragment } from './prove/useRequestFragment'
import { accountInFragment } from './prove/accountFragment'
import { useFragmentAccount } from './prove/useFragmentAccount'
import { prefetchSigning } from './prove/signingCode'
import type { SignedProof } from './prove/signProof'
import { useSigning } from './prove/useSigning'

/** Answering a request link (`#request=…`): fetched only for such a link. */
const RequestedProve = lazy(() => import('./prove/RequestedProve'))

/** Signing a plain message, behind the Sign-In default: its code comes only when chosen. */
const PlainProve = lazy(() => import('./prove/PlainProve'))

// A remembered account is being reconnected as this module runs: fetch what signing needs
// meanwhile, so that a press on Sign right after `connected` reaches the wallet at once.
if (presentAccounts($connection.get().accounts).length > 0) prefetchSigning()

/** /prove/: pick an account, say what the proof is for, sign, share. */
function ProveForm() {
  const connection = useStore($connection)
  const ids = { statement: useId(), window: useId(), hint: useId() }
  // "Prove this address" (the account page, the wallet menu) arrives with its account in the fragment.
  const [chosen, setChosen] = useState<Namespace | undefined>(() => accountInFragment(location.hash))
  const [statement, setStatement] = useState('')
  const [windowId, setWindowId] = useState<ValidityWindowId>('1d')
  const { signing, result, error: signError, run } = useSigning<SignedProof>()
  const [mode, setMode] = useState<'one' | 'linked' | 'plain'>('one')
  const seenAccounts = useSeenAccounts(connection)
  const proveOne = useCallback((namespace: Namespace) => {
    setChosen(namespace)
    setMode('one')
  }, [])
  useFragmentAccount(proveOne)
  const requestFragment = useRequestFragment()

  // The page's job needs the wallet: a browser EVM wallet's engine loads now, not on click (a
  // mobile wallet's AppKit is already loading to reconnect it).
  const evmBrowserWallet = connection.accounts.eip155?.walletId !== undefined
  useEffect(() => {
    if (evmBrowserWallet) prefetchEvmEngine()
  }, [evmBrowserWallet])

  const accounts = presentAccounts(connection.accounts).filter((a) => connection.confirmed[a.namespace] !== undefined)
  const account =
    accounts.find((a) => a.namespace === chosen) ??
    accounts.find((a) => a.namespace === connection.active) ??
    accounts[0]
  const statementCheck = validateStatement(statement)

  useEffect(() => {
    if (!account) return
    // Retried, and reported, at signing; loaded now so that Sign reaches the wallet at once.
    prefetchSigning(account)
  }, [account])

  const fields = (issuedAt: Date) => ({
    statement: statement.trim() || undefined,
    expirationTime: expirationFor(issuedAt, windowId),
  })

  function sign() {
    if (!account || !statementCheck.ok) return
    void run((code) => code.steps.signProof(code, { account, message: { fields } }))
  }

  if (requestFragment !== undefined)
    return (
      <Suspense fallback={<p className="muted">Reading the request…</p>}>
        <RequestedProve fragment={requestFragment} connection={connection} collected={seenAccounts} />
      </Suspense>
    )
  if (connection.status === 'reconnecting') {
    return (
      <div className="card" data-testid="prove-waiting">
        <p>Reconnecting to your wallet…</p>
      </div>
    )
  }
  if (accounts.length === 0) {
    return (
      <ConnectInPlace title="Connect a wallet first" testId="prove-needs-wallet">
        Your wallet signs the proof; connecting it shares only its address. No wallet yet?{' '}
        <a href={sitePath('wallets/')}>Find one</a>.
      </ConnectInPlace>
    )
  }

  const options = (
    <>
      <label className="field" htmlFor={ids.statement}>
        <span>Statement (optional)</span>
        <input
          id={ids.statement}
          name="statement"
          value={statement}
          maxLength={MAX_STATEMENT_LENGTH + 50}
          onChange={(e) => setStatement(e.target.value)}
          aria-describedby={ids.hint}
          aria-invalid={!statementCheck.ok}
          placeholder="e.g. I am @alice"
        />
        <span id={ids.hint} className={statementCheck.ok ? 'muted small' : 'field__error small'}>
          {statementCheck.ok
            ? `Plain text shown in the proof, up to ${MAX_STATEMENT_LENGTH} characters. ${MAX_STATEMENT_LENGTH - statement.length} left.`
            : statementCheck.error.message}
        </span>
      </label>
      <label className="field" htmlFor={ids.window}>
        <span>Valid for</span>
        <select
          id={ids.window}
          name="validity"
          value={windowId}
          onChange={(e) => setWindowId(e.target.value as ValidityWindowId)}
        >
          {VALIDITY_WINDOWS.map((w) => (
            <option key={w.id} value={w.id}>
              {w.label}
            </option>
          ))}
        </select>
      </label>
    </>
  )

  const modeSwitch = (
    <fieldset className="prove-mode" disabled={signing}>
      <legend>What to prove</legend>
      <label className="choice">
        <input type="radio" name="prove-mode" checked={mode === 'one'} onChange={() => setMode('one')} />
        <span>One address</span>
      </label>
      <label className="choice">
        <input type="radio" name="prove-mode" checked={mode === 'linked'} onChange={() => setMode('linked')} />
        <span>Several addresses, linked in one proof</span>
      </label>
    </fieldset>
  )

  if (mode === 'plain') {
    return (
      <Suspense fallback={<p className="muted">Loading…</p>}>
        <PlainProve accounts={accounts} onBack={() => setMode('one')} />
      </Suspense>
    )
  }

  if (mode === 'linked') {
    return (
      <>
        {modeSwitch}
        <LinkedProve accounts={seenAccounts} fields={fields} canSign={statementCheck.ok}>
          {options}
        </LinkedProve>
      </>
    )
  }

  return (
    <>
      {modeSwitch}
      <form
        className="card form"
        onSubmit={(event) => {
          event.preventDefault()
          sign()
        }}
        aria-busy={signing}
      >
        <AccountChoices
          legend="Account to prove"
          name="account"
          accounts={accounts}
          chosen={account}
          onChoose={setChosen}
        />
        {options}
        <SigningNote />
        <button type="submit" className="btn btn--primary" disabled={signing || !statementCheck.ok}>
          {signing ? 'Check your wallet…' : 'Sign with your wallet'}
        </button>
        <SigningFeedback signing={signing} signError={signError} onRetry={sign} statusTestId="prove-status" />
        <details className="plain-offer">
          <summary>Asked to sign a plain message?</summary>
          <p className="muted small">
            A plain message is any text, signed as it is. It names no site and no time, so it proves less.
          </p>
          <button type="button" className="btn btn--small btn--quiet" onClick={() => setMode('plain')}>
            Sign a plain message instead
          </button>
        </details>
      </form>
      {result && <ProofResult link={result.link} raw={[{ message: result.message, signature: result.signature }]} />}
    </>
  )
}

export default afterHydration(ProveForm)
