import { useEffect, useId, useLayoutEffect, useRef, type MouseEvent } from 'react'
import { useStore } from '@nanostores/react'
import type { Namespace } from '../stores/account'
import { $injectedWallets, type InjectedWallet } from '../wallet/injected'
import type { AppKitView } from '../wallet/actions'
import { WalletIcon } from './WalletIcon'

export const NAMESPACE_LABEL: Record<Namespace, string> = { eip155: 'Ethereum & Base', solana: 'Solana' }

/** The ways in that AppKit's own dialog serves. */
const APPKIT_CHOICES: readonly { view: AppKitView; glyph: string; name: string; note: string }[] = [
  { view: 'qr', glyph: '▦', name: 'Mobile wallet (QR code)', note: 'Scan with a wallet app on your phone' },
  { view: 'catalogue', glyph: '⋯', name: 'All wallets', note: 'Search hundreds of wallets' },
]

type Props = {
  /** Only this ecosystem's wallets (adding a second account); otherwise all. */
  only: Namespace | undefined
  onChoose: (wallet: InjectedWallet) => void
  onAppKit: (view: AppKitView) => void
  /** Warms AppKit when the visitor reaches for an entry that needs it. */
  onIntentForAppKit: () => void
  onClose: () => void
}

/**
 * Sigil's own list of the wallets already in this page, shown the moment Connect is pressed:
 * it needs only their EIP-6963 announcements and Wallet Standard registrations, not AppKit.
 * A native modal <dialog>: the page behind is inert, Tab stays inside, Escape closes, and
 * focus goes back to what opened it.
 */
export function WalletList({ only, onChoose, onAppKit, onIntentForAppKit, onClose }: Props) {
  const all = useStore($injectedWallets)
  const wallets = only ? all.filter((w) => w.namespace === only) : all
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const empty = wallets.length === 0

  // Opened in the same frame it is rendered in, not one frame later.
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    const opener = document.activeElement
    element.showModal()
    // The list exists to be chosen from: its first entry takes focus, as in a menu (React's
    // autoFocus would run before showModal(), on a dialog that cannot hold focus yet).
    element.querySelector<HTMLElement>('[data-first-choice]')?.focus()
    return () => {
      element.close()
      // The opener can have been re-rendered away (Connect → Connecting…); the header control stays.
      const back = opener instanceof HTMLElement && opener.isConnected ? opener : headerControl()
      back?.focus()
    }
  }, [])

  useEffect(() => {
    // With nothing to choose here, every way forward goes through AppKit: start it now.
    if (empty) onIntentForAppKit()
  }, [empty, onIntentForAppKit])

  // A press on the backdrop lands on the <dialog> itself; the content fills its box otherwise.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose()
  }

  return (
    // jsx-a11y: the dialog's own keyboard path is Escape (the `cancel` event); the click only adds the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="wallet-picker"
      data-testid="wallet-picker"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className="wallet-picker__body">
        <div className="wallet-picker__head">
          <h2 id={titleId}>{only ? `Connect a ${NAMESPACE_LABEL[only]} wallet` : 'Connect a wallet'}</h2>
          <button type="button" className="wallet-picker__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {empty ? (
          <p className="wallet-picker__empty" data-testid="wallet-list-empty">
            <strong>No wallet found in this browser.</strong> Scan a QR code with a wallet app on your phone, or{' '}
            <a href="/wallets/">find a wallet</a> to install.
          </p>
        ) : (
          <>
            <h3 className="wallet-picker__section">In this browser</h3>
            <ul className="wallet-picker__items">
              {wallets.map((wallet, index) => (
                <li key={`${wallet.namespace}:${wallet.id}`}>
                  <button
                    type="button"
                    className="wallet-choice"
                    data-testid="wallet-option"
                    data-wallet-id={wallet.id}
                    data-namespace={wallet.namespace}
                    data-first-choice={index === 0 ? '' : undefined}
                    onClick={() => {
                      onChoose(wallet)
                    }}
                  >
                    <WalletIcon src={wallet.icon} size={32} />
                    <span className="wallet-choice__text">
                      <span className="wallet-choice__name">{wallet.name}</span>
                      <span className="wallet-choice__chain">{NAMESPACE_LABEL[wallet.namespace]}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <h3 className="wallet-picker__section">{empty ? 'Connect another way' : 'Other wallets'}</h3>
        <ul className="wallet-picker__items">
          {APPKIT_CHOICES.map(({ view, glyph, name, note }) => (
            <li key={view}>
              <button
                type="button"
                className="wallet-choice"
                data-testid={`wallet-option-${view}`}
                // With no browser wallet, the phone is the likely way in.
                data-first-choice={empty && view === 'qr' ? '' : undefined}
                onPointerEnter={onIntentForAppKit}
                onFocus={onIntentForAppKit}
                onClick={() => {
                  onAppKit(view)
                }}
              >
                <span className="wallet-choice__glyph" aria-hidden="true">
                  {glyph}
                </span>
                <span className="wallet-choice__text">
                  <span className="wallet-choice__name">{name}</span>
                  <span className="wallet-choice__chain">{note}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        {!empty && (
          <p className="wallet-picker__foot">
            New to wallets? <a href="/wallets/">What a wallet is and how to get one</a>
          </p>
        )}
      </div>
    </dialog>
  )
}

function headerControl(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-testid="wallet-status"] button')
}
