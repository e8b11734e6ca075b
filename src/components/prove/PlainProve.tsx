import { useId, useState } from 'react'
import type { Account } from '../../stores/account'
import { clearWalletError, reportWalletError } from '../../stores/connection'
import { looksLikeSignIn } from '../../proof/looksLikeSignIn'
import { PLAIN_MESSAGE_VERSION, type PlainMessageProof } from '../../proof/plainMessage'
import { classifyWalletError, type WalletError } from '../../wallet/errors'
import { siteUrl } from '../../util/sitePath'
import { AccountChoices } from './AccountChoices'
import { SigningFeedback } from './SigningFeedback'
import { ProofResult } from './ProofResult'
import { loadSigner } from './signingCode'

type Result = { link: string; message: string; signature: string }

/**
 * /prove/, behind the Sign-In default: sign any text as it is (EIP-191 `personal_sign`, or a
 * Solana wallet's `signMessage`), for someone who asked for a plain signed message. It proves
 * only "this address signed this text": no site, no time, so it says so before and after.
 */
export default function PlainProve({
  accounts,
  signError,
  onBack,
}: {
  accounts: readonly Account[]
  signError: WalletError | undefined
  onBack: () => void
}) {
  const ids = { text: useId(), warning: useId() }
  const [chosen, setChosen] = useState<string | undefined>()
  const [text, setText] = useState('')
  const [phase, setPhase] = useState<'idle' | 'signing'>('idle')
  const [result, setResult] = useState<Result | undefined>()
  const account = accounts.find((a) => a.namespace === chosen) ?? accounts[0]
  // Signed as plain text, a Sign-In is another site's login handed over: refused before the wallet is asked.
  const signIn = looksLikeSignIn(text)

  async function sign() {
    if (!account || text === '' || signIn) return
    clearWalletError()
    setResult(undefined)
    setPhase('signing')
    try {
      const [{ signProofMessage }, { encodeProofLink }] = await Promise.all([
        loadSigner(),
        import('../../proof/encodeProofLink'),
      ])
      const signed = await signProofMessage(account, text)
      if (!signed.ok) {
        reportWalletError(signed.error)
        return
      }
      const proof: PlainMessageProof = {
        v: PLAIN_MESSAGE_VERSION,
        namespace: account.namespace,
        address: account.address,
        message: text,
        signature: signed.signature,
      }
      setResult({
        link: encodeProofLink(proof, siteUrl('', window.location.origin)),
        message: text,
        signature: signed.signature,
      })
    } catch (error) {
      reportWalletError(classifyWalletError(error, 'sign'))
    } finally {
      setPhase('idle')
    }
  }

  return (
    <>
      <form
        className="card form"
        data-testid="prove-plain"
        aria-labelledby={`${ids.text}-title`}
        aria-busy={phase === 'signing'}
        onSubmit={(event) => {
          event.preventDefault()
          void sign()
        }}
      >
        <h2 id={`${ids.text}-title`}>Sign a plain message</h2>
        <div className="plain-warning" id={ids.warning} data-testid="prove-plain-warning">
          <p className="plain-warning__title">A plain message names no site and no time</p>
          <p>
            It proves only that your address signed this text. Anyone who gets the signature can show it again,
            anywhere, at any time (it can be replayed). Sign one only when someone asks for exactly this text; to prove
            you own your address, the Sign-In proof is safer.
          </p>
        </div>
        <AccountChoices
          legend="Account that signs"
          name="plain-account"
          accounts={accounts}
          chosen={account}
          onChoose={setChosen}
        />
        <label className="field" htmlFor={ids.text}>
          <span>Text to sign</span>
          <textarea
            id={ids.text}
            name="plain-text"
            rows={5}
            className="mono"
            spellCheck={false}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={signIn ? `${ids.text}-sign-in ${ids.warning}` : ids.warning}
            aria-invalid={signIn}
          />
        </label>
        {signIn && (
          <p className="field__error" id={`${ids.text}-sign-in`} role="alert" data-testid="prove-plain-sign-in">
            This text is a Sign-In message: signed here it would let whoever asked for it log in as you on the site it
            names. Sigil does not sign it as a plain message. To prove you own your address, use the Sign-In proof.
          </p>
        )}
        <div className="row">
          <button type="submit" className="btn btn--primary" disabled={phase === 'signing' || text === '' || signIn}>
            {phase === 'signing' ? 'Check your wallet…' : 'Sign this text'}
          </button>
          <button type="button" className="btn btn--quiet" onClick={onBack}>
            Back to the Sign-In proof
          </button>
        </div>
        <SigningFeedback signing={phase === 'signing'} signError={signError} onRetry={() => void sign()} />
      </form>
      {result && <ProofResult link={result.link} raw={[{ message: result.message, signature: result.signature }]} />}
    </>
  )
}
