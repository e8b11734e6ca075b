import type { Account } from '../stores/account'
import { refreshBalance } from '../stores/balances'
import { useBalance } from './useBalance'

/** An account's native balance with its state: reading, the value, or unavailable with a retry. */
export function BalanceLine({ account, enabled }: { account: Account; enabled: boolean }) {
  const state = useBalance(account, enabled)
  const refresh = () => void refreshBalance(account)
  const { value, formatted } = state?.status === 'ready' || state?.status === 'loading' ? state : {}
  const attributes = {
    'data-testid': `balance-${account.namespace}`,
    'data-status': enabled ? (state?.status ?? 'loading') : 'waiting',
    ...(value !== undefined ? { 'data-value': value.toString() } : {}),
  }
  if (!enabled) {
    return (
      <span className="balance muted" {...attributes}>
        Shown once your wallet confirms this account
      </span>
    )
  }
  if (state?.status === 'unsupported') {
    return (
      <span className="balance muted" {...attributes}>
        Not shown on unsupported networks
      </span>
    )
  }
  if (state?.status === 'error') {
    return (
      <span className="balance balance--error" {...attributes}>
        <span>
          <span className="balance__unavailable">Balance unavailable</span>
          <span className="muted small"> — the network did not answer. Your wallet is still connected.</span>
        </span>
        <button type="button" className="btn btn--small" onClick={refresh} title={state.detail}>
          Retry
        </button>
      </span>
    )
  }
  const loading = state === undefined || state.status === 'loading'
  return (
    <span className="balance" {...attributes} aria-busy={loading}>
      {formatted ? (
        <span className={`balance__value${loading ? ' balance__value--stale' : ''}`}>{formatted}</span>
      ) : (
        <span className="balance__placeholder">Reading balance…</span>
      )}
      {formatted !== undefined && (
        <button
          type="button"
          className="btn btn--small btn--quiet"
          onClick={refresh}
          disabled={loading}
          aria-label="Refresh balance"
        >
          <svg
            width="14"
            height="14"
            viewBox="0 0 24 24"
            aria-hidden="true"
            className={loading ? 'spin' : undefined}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M21 4v6h-6" />
            <path d="M20.5 15a9 9 0 1 1-2.1-9.4L21 10" />
          </svg>
          <span aria-hidden="true">{loading ? 'Refreshing' : 'Refresh'}</span>
        </button>
      )}
    </span>
  )
}
