import { clearWalletError } from '../../stores/connection'
import type { WalletError } from '../../wallet/errors'
import { ErrorNotice } from '../ErrorNotice'

type Props = {
  signing: boolean
  signError: WalletError | undefined
  onRetry: () => void
  /** The status line's test id, where a spec reads it. */
  statusTestId?: string
}

/** Under a sign button: what the wallet is being asked for while it signs, then its refusal or error, with Retry. */
export function SigningFeedback({ signing, signError, onRetry, statusTestId }: Props) {
  return (
    <>
      <p role="status" aria-live="polite" className="small" data-testid={statusTestId}>
        {signing ? 'Waiting for your wallet to sign. Approve or decline the request there.' : ''}
      </p>
      <ErrorNotice error={signError} onRetry={onRetry} onDismiss={clearWalletError} />
    </>
  )
}

/** Above a sign button: what signing does and does not do. */
export function SigningNote() {
  return (
    <p className="muted small">
      Your wallet will show the exact message. Signing costs nothing, sends no transaction and gives Sigil no access to
      your funds.
    </p>
  )
}
