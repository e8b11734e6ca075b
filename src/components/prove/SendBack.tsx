/** What to do with an answer to a request: it counts only once the person who asked opens it. */
export function SendBackNote() {
  return (
    <p className="muted" data-testid="send-back">
      Send this link back to the person who asked: copy it, share it, or show them the QR code. Opened in the browser
      they made the request in, it shows that it answers their request, and only theirs.
    </p>
  )
}
