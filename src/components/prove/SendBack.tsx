/**
 * What to do with an answer to a request: it counts only once the person who asked opens it. The QR
 * code is offered only when one is drawn (a long answer is too dense for a phone to scan).
 */
export function SendBackNote({ qr }: { qr: boolean }) {
  return (
    <p className="muted" data-testid="send-back">
      Send this link back to the person who asked:{' '}
      {qr ? 'copy it, share it, or show them the QR code' : 'copy it or share it'}. Opened in the browser they made the
      request in, it shows that it answers their request, and only theirs.
    </p>
  )
}
