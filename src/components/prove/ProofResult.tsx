import { useEffect, useRef, useState, type ComponentType } from 'react'
import { qrCodeOf, type QrImage } from '../../util/qrCode'
import { CopyButton } from '../CopyButton'
import { ShareButton } from '../ShareButton'

type RawPart = { label?: string; message: string; signature: string }

/**
 * Answering a request: the proof goes back to who asked. Its note is passed in by the request's
 * code (./SendBack.tsx), so the prove page's own chunk does not carry it.
 */
export type SendBack = { Note: ComponentType<{ qr: boolean }> }

/**
 * A new result is shown below the form, often below the fold: it is scrolled to and its heading
 * takes the focus, which also has a screen reader say it, once (the Sign button, disabled while
 * the wallet signed, held no focus to keep).
 */
function bringIntoView(heading: HTMLHeadingElement | null): void {
  // At once, not smoothly: nothing to turn off for someone who asks for reduced motion.
  heading?.parentElement?.scrollIntoView({ block: 'start' })
  heading?.focus({ preventScroll: true })
}

type QrState = { kind: 'pending' } | ({ kind: 'ready' } & QrImage) | { kind: 'too-long' }

/** The shareable result of a proof: link, QR code, and the raw message and signature of each part. */
export function ProofResult({
  link,
  raw,
  sendBack,
  json,
}: {
  link: string
  raw: readonly RawPart[]
  /** A plain message's signed-message JSON (sigil-verify's signedMessageJson.ts), for the tools that read it. */
  json?: string | undefined
  /** The proof answers a request: the step is to send it back to who asked. */
  sendBack?: SendBack | undefined
}) {
  // Keyed by the link it was made for: a new link shows no stale code while its own is made.
  const [made, setMade] = useState<{ link: string; qr: QrState } | undefined>()
  const qr: QrState = made?.link === link ? made.qr : { kind: 'pending' }
  useEffect(() => {
    let live = true
    qrCodeOf(link).then(
      (image) => live && setMade({ link, qr: image ? { kind: 'ready', ...image } : { kind: 'too-long' } }),
      () => live && setMade({ link, qr: { kind: 'too-long' } }),
    )
    return () => {
      live = false
    }
  }, [link])
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => bringIntoView(title.current), [link])
  return (
    <section className="card proof-result" data-testid="proof-result" aria-labelledby="proof-result-title">
      <h2 id="proof-result-title" className="proof-result__title" tabIndex={-1} ref={title}>
        {/* A tick in a ring, the valid verdict's sign (drawn by prove.css): done, told by its shape as well as by the words. */}
        <span className="proof-result__mark" aria-hidden="true" data-testid="proof-ready-mark" />
        {sendBack ? 'Your answer is ready: send it back' : 'Your proof is ready'}
      </h2>
      {sendBack ? (
        <sendBack.Note qr={qr.kind === 'ready'} />
      ) : (
        <p className="muted">
          Share this link. Anyone who opens it can check the {raw.length > 1 ? 'signatures' : 'signature'} in their
          browser. The proof is in the part after “#”, which browsers never send to a server.
        </p>
      )}
      <label className="field">
        <span>Link</span>
        <input
          className="mono"
          readOnly
          value={link}
          data-testid="proof-link"
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
      <div className="row">
        <CopyButton value={link} label="Copy link" />
        <ShareButton link={link} title={sendBack ? 'My proof for your request' : 'My proof'} />
        <a className="btn btn--small btn--quiet" href={link} target="_blank" rel="noopener">
          Open the link
        </a>
      </div>
      {qr.kind === 'ready' && (
        <img
          className="qr"
          src={qr.src}
          alt="QR code of the proof link"
          width={qr.width}
          height={qr.width}
          data-testid="proof-qr"
        />
      )}
      {qr.kind === 'too-long' && (
        <p className="muted small" data-testid="proof-qr-too-long">
          Too long for a QR code: share the link.
        </p>
      )}
      {json !== undefined && (
        <div className="signed-json">
          <label className="field">
            <span>Signed message (JSON)</span>
            <textarea readOnly rows={7} className="mono" value={json} data-testid="proof-json" />
          </label>
          <p className="muted small">The shape MyCrypto and MyEtherWallet read, and the Verify page here.</p>
          <div className="row">
            <CopyButton value={json} label="Copy JSON" />
          </div>
        </div>
      )}
      <details className="raw">
        <summary>{raw.length > 1 ? 'Messages and signatures' : 'Message and signature'}</summary>
        {raw.map((part, index) => (
          <div key={index}>
            {part.label && <h3 className="small">{part.label}</h3>}
            <label className="field">
              <span>Message</span>
              <textarea readOnly rows={10} className="mono" value={part.message} data-testid="proof-message" />
            </label>
            <label className="field">
              <span>Signature</span>
              <textarea readOnly rows={3} className="mono" value={part.signature} data-testid="proof-signature" />
            </label>
          </div>
        ))}
      </details>
    </section>
  )
}
