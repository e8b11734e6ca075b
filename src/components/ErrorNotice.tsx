import { useEffect, useRef } from 'react'
import type { WalletError } from '../wallet/errors'
import { sitePath } from '../util/sitePath'

type Props = {
  error: WalletError | undefined
  onRetry?: () => void
  onDismiss?: () => void
  /**
   * Whether the notice, as it appears, takes the focus to its way forward: asked then, so it can
   * depend on where the focus is (the visitor may have gone on elsewhere while the wallet answered).
   * A function defined once, outside the component: it is asked once per error shown.
   */
  takeFocus?: (error: WalletError) => boolean
}

/** A wallet error in plain words with its way forward, for a live region that is already in the page. */
export function WalletErrorCard({ error, onRetry, onDismiss, takeFocus }: Props) {
  const card = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (error && takeFocus?.(error)) card.current?.querySelector<HTMLElement>('a, button')?.focus()
  }, [error, takeFocus])
  if (!error) return null
  return (
    <div className={`notice notice--${error.kind}`} data-testid="wallet-error" data-kind={error.kind} ref={card}>
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
  )
}

/** A wallet error where it happened, in a live region of its own that announces it. */
export function ErrorNotice(props: Props) {
  return (
    <div className="error-region" role="alert" aria-live="assertive">
      <WalletErrorCard {...props} />
    </div>
  )
}
