import type { WalletError } from '../wallet/errors'
import { sitePath } from '../util/sitePath'

type Props = {
  error: WalletError | undefined
  onRetry?: () => void
  onDismiss?: () => void
}

/** A wallet error in plain words with its way forward. The live region announces it. */
export function ErrorNotice({ error, onRetry, onDismiss }: Props) {
  return (
    <div className="error-region" role="alert" aria-live="assertive">
      {error && (
        <div className={`notice notice--${error.kind}`} data-testid="wallet-error" data-kind={error.kind}>
          <p className="notice__title">{error.title}</p>
          <p className="notice__body">{error.message}</p>
          <div className="notice__actions">
            {error.action === 'find-wallet' && <a href={sitePath('wallets/')}>Find a wallet</a>}
            {onRetry && error.action !== 'contact-site' && (
              <button type="button" className="btn btn--small" onClick={onRetry}>
                Try again
              </button>
            )}
            {onDismiss && (
              <button type="button" className="btn btn--small btn--quiet" onClick={onDismiss}>
                Dismiss
              </button>
            )}
          </div>
          {error.detail && (
            <details className="notice__details">
              <summary>Details</summary>
              <code>{error.detail}</code>
            </details>
          )}
        </div>
      )}
    </div>
  )
}
