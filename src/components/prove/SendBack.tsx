import { useState } from 'react'

/** What to do with an answer to a request: it counts only once the person who asked opens it. */
export function SendBackNote() {
  return (
    <p className="muted" data-testid="send-back">
      Send this link back to the person who asked: copy it, share it, or let them scan the QR code. Opened in the
      browser they made the request in, it shows that it answers their request, and only theirs.
    </p>
  )
}

/** The browser's share sheet, where it has one (most phones); elsewhere nothing is shown. */
export function ShareButton({ link }: { link: string }) {
  const [note, setNote] = useState('')
  // `navigator.share` is missing in many desktop browsers, whatever the DOM types say.
  if (!('share' in navigator)) return null
  return (
    <button
      type="button"
      className="btn btn--small"
      onClick={() => {
        navigator.share({ title: 'My proof for your request', url: link }).then(
          () => setNote(''),
          (error: unknown) =>
            setNote(error instanceof DOMException && error.name === 'AbortError' ? '' : 'Could not share'),
        )
      }}
    >
      <span aria-live="polite">{note || 'Share…'}</span>
    </button>
  )
}
