import { afterHydration } from '../islands/afterHydration'
import { useEffect, useId, useState } from 'react'
import { decodeProofFragment, parseProofMessage, type Proof, type VerifyProofReturnType } from '../proof'
import { networkName } from '../wallet/networks'

type Outcome = { state: 'idle' } | { state: 'checking' } | { state: 'done'; result: VerifyProofReturnType }

const HEADLINE = {
  valid: 'Valid proof',
  invalid: 'Not a valid proof',
  unverifiable: 'This proof cannot be checked right now',
} as const

/** What is checked: a whole proof from a link (its envelope must match the message), or pasted text. */
type Subject = Proof | { message: string; signature: string; address?: string }

async function runVerification(subject: Subject): Promise<VerifyProofReturnType> {
  const [{ verifyProof }, { lazyEvmPublicClient }] = await Promise.all([
    import('../proof/verifyProof'),
    import('../chains/lazyEvmClient'),
  ])
  return verifyProof(subject, {
    now: new Date(),
    expectedDomain: window.location.host,
    getPublicClient: lazyEvmPublicClient,
  })
}

function formatTime(value: string | undefined): string | undefined {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

/** A fragment that names an element of this page (the skip link's `#main`), not a proof. */
function isInPageAnchor(hash: string): boolean {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1))) !== null
  } catch {
    return false
  }
}

/** What was typed into the server-rendered form before this island took its place. */
function draftFromPlaceholder(name: 'message' | 'signature'): string {
  const field = document.querySelector(`form[data-verify-draft] [name="${name}"]`)
  return field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement ? field.value : ''
}

/** /verify/: reads a proof from the link or from pasted text and checks it in the browser. */
function VerifyForm() {
  const ids = { message: useId(), signature: useId(), address: useId() }
  const [message, setMessage] = useState(() => draftFromPlaceholder('message'))
  const [signature, setSignature] = useState(() => draftFromPlaceholder('signature'))
  const [address, setAddress] = useState('')
  const [linkError, setLinkError] = useState<string | undefined>()
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })
  // Counts finished checks, so automation (and the hardening suite) can tell when a link was handled.
  const [settled, setSettled] = useState(0)
  const settle = () => setSettled((n) => n + 1)

  const parsed = message.trim() ? parseProofMessage(message) : undefined
  const needsAddress = parsed !== undefined && !parsed.ok && parsed.error.field === 'address'

  const [fromLink, setFromLink] = useState<Proof | undefined>()

  /** The link's proof while its text is untouched; once edited, what the fields say. */
  function subjectFromFields(): Subject {
    if (fromLink && fromLink.message === message && fromLink.signature === signature) return fromLink
    const typed = address.trim()
    return needsAddress && typed
      ? { message, signature: signature.trim(), address: typed }
      : { message, signature: signature.trim() }
  }

  async function check(subject: Subject = subjectFromFields()) {
    setOutcome({ state: 'checking' })
    try {
      setOutcome({ state: 'done', result: await runVerification(subject) })
    } catch (error) {
      setOutcome({
        state: 'done',
        result: {
          verdict: 'unverifiable',
          reasons: [{ check: 'internal', ok: false, message: `The checker could not run: ${String(error)}` }],
        },
      })
    }
    settle()
  }

  useEffect(() => {
    const fromLink = () => {
      if (!window.location.hash || isInPageAnchor(window.location.hash)) return
      const decoded = decodeProofFragment(window.location.hash)
      if (!decoded.ok) {
        setLinkError(decoded.error.message)
        setFromLink(undefined)
        setOutcome({ state: 'idle' })
        settle()
        return
      }
      setLinkError(undefined)
      setFromLink(decoded.proof)
      setMessage(decoded.proof.message)
      setSignature(decoded.proof.signature)
      setAddress('')
      void check(decoded.proof)
    }
    fromLink()
    window.addEventListener('hashchange', fromLink)
    return () => window.removeEventListener('hashchange', fromLink)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const result = outcome.state === 'done' ? outcome.result : undefined
  const fields = result?.fields

  return (
    <div data-testid="verify-page" data-settled={settled}>
      {linkError && (
        <div className="notice notice--failure" role="alert" data-testid="link-error">
          <p className="notice__title">This link does not contain a readable proof</p>
          <p className="notice__body">{linkError} You can paste the message and signature below instead.</p>
        </div>
      )}
      <form
        className="card form"
        onSubmit={(event) => {
          event.preventDefault()
          void check()
        }}
      >
        <label className="field" htmlFor={ids.message}>
          <span>Message</span>
          <textarea
            id={ids.message}
            name="message"
            rows={10}
            className="mono"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            spellCheck={false}
          />
        </label>
        <label className="field" htmlFor={ids.signature}>
          <span>Signature</span>
          <input
            id={ids.signature}
            name="signature"
            className="mono"
            value={signature}
            onChange={(e) => setSignature(e.target.value)}
            spellCheck={false}
            autoComplete="off"
          />
        </label>
        {needsAddress && (
          <label className="field" htmlFor={ids.address}>
            <span>Address</span>
            <input
              id={ids.address}
              name="address"
              className="mono"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              spellCheck={false}
              autoComplete="off"
            />
          </label>
        )}
        {parsed && !parsed.ok && !needsAddress && <p className="field__error small">{parsed.error.message}</p>}
        <button
          type="submit"
          className="btn btn--primary"
          disabled={!message.trim() || !signature.trim() || outcome.state === 'checking'}
        >
          {outcome.state === 'checking' ? 'Checking…' : 'Verify'}
        </button>
      </form>
      <div aria-live="polite">
        {result && (
          <section
            className={`card verdict verdict--${result.verdict}`}
            data-testid="verify-result"
            data-verdict={result.verdict}
            aria-labelledby="verdict-title"
          >
            <h2 id="verdict-title">{HEADLINE[result.verdict]}</h2>
            {fields && (
              <>
                <p
                  className={`domain ${result.domainMatches === false ? 'domain--other' : ''}`}
                  data-testid="verify-domain"
                >
                  Made for <strong>{fields.domain}</strong>
                  {result.domainMatches === false && (
                    <span className="domain__warning">
                      {' '}
                      — not this site ({window.location.host}). Make sure you trust {fields.domain} before relying on
                      it.
                    </span>
                  )}
                </p>
                <dl className="facts">
                  <dt>Address</dt>
                  <dd className="mono break" data-testid="verify-address">
                    {fields.address}
                  </dd>
                  {fields.caip2 && (
                    <>
                      <dt>Network</dt>
                      <dd>{networkName(fields.caip2)}</dd>
                    </>
                  )}
                  {fields.statement && (
                    <>
                      <dt>Statement</dt>
                      <dd className="break">{fields.statement}</dd>
                    </>
                  )}
                  {fields.issuedAt && (
                    <>
                      <dt>Signed</dt>
                      <dd>{formatTime(fields.issuedAt)}</dd>
                    </>
                  )}
                  {fields.expirationTime && (
                    <>
                      <dt>Expires</dt>
                      <dd>{formatTime(fields.expirationTime)}</dd>
                    </>
                  )}
                  {fields.notBefore && (
                    <>
                      <dt>Valid from</dt>
                      <dd>{formatTime(fields.notBefore)}</dd>
                    </>
                  )}
                </dl>
              </>
            )}
            <ul className="reasons" data-testid="verify-reasons">
              {result.reasons.map((r, i) => (
                <li key={i} data-check={r.check} data-ok={r.ok}>
                  <span aria-hidden="true">{r.ok ? '✓' : '✗'}</span> {r.message}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  )
}

export default afterHydration(VerifyForm)
