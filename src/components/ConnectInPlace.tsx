import type { ReactNode } from 'react'
import type { Namespace } from '../stores/account'
import { clearWalletError } from '../stores/connection'
import { openWalletList } from '../stores/walletList'

/**
 * A page whose job needs a wallet, with none connected: says so calmly where the visitor is looking,
 * with the header's own Connect button beside it (the same name, the same wallet list). The pages'
 * server placeholders draw the same card (`data-connect` on their button has the list opened
 * before any island wakes, by ../wallet-list/earlyWalletList.ts).
 */
export function ConnectInPlace({
  title,
  children,
  only,
  testId,
}: {
  title: string
  children: ReactNode
  /** One family's wallets only, as the header's "Add a … wallet" asks. */
  only?: Namespace | undefined
  testId?: string
}) {
  return (
    <div className="card connect-here" data-testid={testId}>
      <h2>{title}</h2>
      <p className="muted break">{children}</p>
      <p>
        <ConnectHereButton only={only} />
      </p>
    </div>
  )
}

/** The card's Connect button alone, for a card of another shape (the home page's wallet panel). */
export function ConnectHereButton({ only }: { only?: Namespace | undefined }) {
  return (
    <button
      type="button"
      className="btn btn--primary"
      onClick={() => {
        // The header's island, awake with this one, follows the store with the list.
        clearWalletError()
        openWalletList(only)
      }}
    >
      Connect wallet
    </button>
  )
}
