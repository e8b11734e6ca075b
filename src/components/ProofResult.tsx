import { useEffect, useState } from 'react'
import { CopyButton } from './CopyButton'

/** The shareable result of a proof: link, QR code, and the raw message and signature. */
export function ProofResult({ link, message, signature }: { link: string; message: string; signature: string }) {
  const [qr, setQr] = useState<string | undefined>()
  useEffect(() => {
    let live = true
    void import('qrcode').then(({ default: QRCode }) =>
      QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
        (svg) => live && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
        () => live && setQr(undefined),
      ),
    )
    return () => {
      live = false
    }
  }, [link])
  return (
    <section className="card proof-result" data-testid="proof-result" aria-labelledby="proof-result-title">
      <h2 id="proof-result-title">Your proof is ready</h2>
      <p className="muted">
        Share this link. Anyone who opens it can check the signature in their browser. The proof is in the part after
        “#”, which browsers never send to a server.
      </p>
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
        <a className="btn btn--small btn--quiet" href={link} target="_blank" rel="noopener">
          Open the link
        </a>
      </div>
      {qr && (
        <img className="qr" src={qr} alt="QR code of the proof link" width={220} height={220} data-testid="proof-qr" />
      )}
      <details className="raw">
        <summary>Message and signature</summary>
        <label className="field">
          <span>Message</span>
          <textarea readOnly rows={10} className="mono" value={message} data-testid="proof-message" />
        </label>
        <label className="field">
          <span>Signature</span>
          <textarea readOnly rows={3} className="mono" value={signature} data-testid="proof-signature" />
        </label>
      </details>
    </section>
  )
}
