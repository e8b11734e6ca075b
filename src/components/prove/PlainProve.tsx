import { useId, useState } from 'react'
import type { Account } from '../../stores/account'
import { signInReading } from 'sigil-verify/signedBytes'
import { AccountChoices } from './AccountChoices'
import { SigningFeedback } from './SigningFeedback'
import { ProofResult } from './ProofResult'
import type { SignedProof } from './signProof'
import { useSigning } from './useSigning'
import { signedMessageJson } from 'sigil-verify/signedMessageJson'

/**
 * /prove/, behind the Sign-In default: sign any text as it is (EIP-191 `personal_sign`, or a
 * Solana wallet's `signMessage`), for someone who asked for a plain signed message. It proves
 * only "this address signed this text": no site, no time, so it says so before and after.
 */
export default function PlainProve({ accounts, onBack }: { accounts: readonly Account[]; onBack: () => void }) {
  const ids = { text: useId(), warning: useId() }
  const [chosen, setChosen] = useState<string | undefined>()
  const [text, setText] = useState('')
  // Who signed the result on screen: the choice above may move on after it.
  const [signer, setSigner] = useState<Account | undefined>()
  const { signing, result, error: signError, run } = useSigning<SignedProof>()
  const account = accounts.find((a) => a.namespace === chosen) ?? accounts[0]
  // Signed as plain text, a Sign-In is another site's login handed over: refused before the wallet is asked,
  // as text or as the 0x-hex of its bytes (which the verifier reads as those bytes).
  const signInAs = signInReading(text)?.content.kind
  const signIn = signInAs !== undefined

  function sign() {
    if (!account || text === '' || signIn) return
    setSigner(account)
    void run((code) => code.steps.signProof(code, { account, message: { plain: text } }))
  }

  return (
    <>
      <form
        className="card form"
        data-testid="prove-plain"
        aria-labelledby={`${ids.text}-title`}
        aria-busy={signing}
        onSubmit={(event) => {
          event.preventDefault()
          sign()
        }}
      >
        <h2 id={`${ids.text}-title`}>Sign a plain message</h2>
        <div className="plain-warning" id={ids.warning} data-testid="prove-plain-warning">
          <p className="plain-warning__title">A plain message names no site and no time</p>
          <p>
            It proves only that your address signed this text. Anyone who gets the signature can show it again,
            anywhere, at any time (it can be replayed). Sign one only when someone asks for exactly this text; to prove
            you own your address, the <span className="nowrap">Sign-In</span> proof is safer.
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
            {signInAs === 'bytes'
              ? 'This is a Sign-In message written as 0x-hex: its bytes are a login, and signed they would let whoever asked for them log in as you on the site it names.'
              : 'This text is a Sign-In message: signed here it would let whoever asked for it log in as you on the site it names.'}{' '}
            Sigil does not sign it as a plain message. To prove you own your address, use the{' '}
            <span className="nowrap">Sign-In</span> proof.
          </p>
        )}
        <div className="row">
          <button type="submit" className="btn btn--primary" disabled={signing || text === '' || signIn}>
            {signing ? 'Check your wallet…' : 'Sign this text'}
          </button>
          <button type="button" className="btn btn--quiet" onClick={onBack}>
            Back to the <span className="nowrap">Sign-In</span> proof
          </button>
        </div>
        <SigningFeedback signing={signing} signError={signError} onRetry={sign} />
      </form>
      {result && (
        <ProofResult
          link={result.link}
          raw={[{ message: result.message, signature: result.signature }]}
          json={
            signer &&
            signedMessageJson({
              namespace: signer.namespace,
              address: signer.address,
              message: result.message,
              signature: result.signature,
            })
          }
        />
      )}
    </>
  )
}
