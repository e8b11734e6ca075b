import { afterHydration } from '../islands/afterHydration'
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react'
import { createPortal } from 'react-dom'
import { useStore } from '@nanostores/react'
import { $connection, clearWalletError } from '../stores/connection'
import { openWalletList } from '../stores/walletList'
import { NAMESPACES, presentAccounts, shortAddress, type Namespace } from '../stores/account'
import { AccountName, AccountNameLine } from './AccountName'
import { $walletDetected, detectWallets } from '../wallet/browser/detect'
import { disconnectAccount } from '../wallet/actions'
import { bootWallet } from '../wallet/boot'
import type { WalletError } from '../wallet/errors'
import { describeNetwork } from '../wallet/describeNetwork'
import { statusAttributes, statusSentence } from '../stores/statusAttributes'
import { WalletIcon } from './WalletIcon'
import { AccountAvatar } from './AccountAvatar'
import { WalletErrorCard } from './ErrorNotice'
import { CopyButton } from './CopyButton'
import { NetworkLabel } from './NetworkIcon'
import { NetworkSwitcher } from './NetworkSwitcher'
import { NAMESPACE_LABEL, mountWalletPicker } from '../wallet-list/walletPicker'
import { sitePath } from '../util/sitePath'
import { proveAccountPath } from './prove/accountFragment'

/**
 * Says the status in the layout's polite live region, which is in the page from the start
 * (a region that appears together with its text is not reliably announced). The layout
 * (../layouts/Site.astro), the header's only home, holds it on every page.
 */
function StatusAnnouncer({ sentence }: { sentence: string }) {
  const region = document.getElementById('wallet-announcer')
  return region && createPortal(sentence, region)
}

/**
 * A connection's failure, under the header (the layout's alert region, `#wallet-notice`, on every
 * page beside `#wallet-announcer`): in the header's row it made the header as tall as the notice and
 * wrapped the navigation.
 */
function ConnectionNotice(props: ComponentProps<typeof WalletErrorCard>) {
  const region = document.getElementById('wallet-notice')
  return region && createPortal(<WalletErrorCard {...props} />, region)
}

/**
 * A failed connection or wallet load is the answer to a press: its way forward takes the focus the
 * closed list gave back to Connect (or left nowhere). A failure found on its own (a remembered wallet
 * that could not reconnect) is announced without moving anyone's focus.
 */
function answersThePress({ operation }: WalletError): boolean {
  const focused = document.activeElement
  return (
    (operation === 'connect' || operation === 'load') &&
    (!focused || focused === document.body || focused.closest('.wallet-menu') !== null)
  )
}

// At module evaluation, not in an effect: a remembered wallet is asked while React is still
// hydrating the page's islands (the header is on every page, so this runs once per page).
bootWallet()
// Also at module evaluation: the wallets' announcements are in hand before the list first renders.
detectWallets()
mountWalletPicker()

/**
 * An address in full, in two halves that each stay whole: too long for the menu's width, it wraps at
 * its middle, never at whatever character meets the edge. Copied or read aloud, it is one string.
 */
function MenuAddress({ address }: { address: string }) {
  const half = Math.ceil(address.length / 2)
  return (
    <div className="mono small menu__address">
      <span>{address.slice(0, half)}</span>
      <wbr />
      <span>{address.slice(half)}</span>
    </div>
  )
}

/** The header's wallet control, on every page. */
function WalletMenu() {
  const connection = useStore($connection)
  const detected = useStore($walletDetected)
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  const openList = (only?: Namespace) => {
    clearWalletError()
    openWalletList(only)
  }
  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return
        setOpen(false)
        // Focus inside the menu would be lost with it: it goes back to the button that opened it.
        if (root.current?.contains(document.activeElement)) toggle.current?.focus()
      } else if (!root.current?.contains(event.target as Node)) {
        setOpen(false)
      }
    }
    document.addEventListener('keydown', close)
    document.addEventListener('pointerdown', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('pointerdown', close)
    }
  }, [open])

  const { status, active, accounts } = connection
  const account = active ? accounts[active] : undefined
  const connected = presentAccounts(accounts).filter((a) => connection.confirmed[a.namespace] !== undefined)
  const missing = NAMESPACES.find((ns) => !accounts[ns])

  return (
    <div className="wallet-menu" ref={root}>
      {/* Before the status, as in the placeholder: Connect stays where it was when this appears. */}
      {status === 'disconnected' && detected === false && (
        <a className="get-wallet" href={sitePath('wallets/')} data-testid="get-wallet-hint">
          Get a wallet
        </a>
      )}
      <div className="wallet-status" data-testid="wallet-status" {...statusAttributes(connection)}>
        {(status === 'disconnected' || status === 'connecting') && (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              openList()
            }}
            aria-busy={status === 'connecting'}
          >
            {status === 'connecting' ? 'Connecting…' : 'Connect wallet'}
          </button>
        )}
        {status === 'reconnecting' && account && (
          <span className="chip chip--pending" title={account.address}>
            <WalletIcon src={account.walletIcon} />
            <span className="mono">{shortAddress(account.address)}</span>
            <span className="chip__note">Reconnecting…</span>
          </span>
        )}
        {status === 'connected' && account && (
          // A disclosure, not an ARIA menu: its panel holds links, buttons and a network choice.
          <button
            type="button"
            className="chip chip--button"
            ref={toggle}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen(!open)}
          >
            <AccountAvatar account={account} />
            <WalletIcon src={account.walletIcon} />
            <AccountName account={account} />
            {connection.transport === 'lost' && <span className="chip__note chip__note--lost">Connection lost</span>}
            <span className="visually-hidden">, account menu</span>
          </button>
        )}
      </div>
      <StatusAnnouncer sentence={statusSentence(connection)} />
      {open && status === 'connected' && (
        <div className="menu" id={menuId}>
          {connected.map((a) => (
            <div key={a.namespace} className="menu__account">
              <div className="menu__who">
                <WalletIcon src={a.walletIcon} size={24} />
                <div>
                  <div className="menu__wallet">{a.walletName ?? 'Wallet'}</div>
                  <div className="muted small">{NAMESPACE_LABEL[a.namespace]}</div>
                </div>
              </div>
              <AccountNameLine account={a} />
              <MenuAddress address={a.address} />
              <NetworkLabel network={describeNetwork(a.chainId)} testId={`menu-network-${a.namespace}`} />
              {a.namespace === 'eip155' && <NetworkSwitcher account={a} enabled from="menu" />}
              <div className="menu__row">
                <a className="btn btn--small" href={proveAccountPath(a.namespace)} onClick={() => setOpen(false)}>
                  Prove this address
                  <span className="visually-hidden"> ({NAMESPACE_LABEL[a.namespace]})</span>
                </a>
                <CopyButton value={a.address} label="Copy address" />
                <button
                  type="button"
                  className="btn btn--small btn--quiet"
                  onClick={() => {
                    setOpen(false)
                    void disconnectAccount(a.namespace)
                  }}
                >
                  Disconnect
                  {/* Two accounts, two buttons: each names its own family, so they are told apart. */}
                  <span className="visually-hidden"> {NAMESPACE_LABEL[a.namespace]} account</span>
                </button>
              </div>
            </div>
          ))}
          <div className="menu__footer">
            <a href={sitePath('account/')}>Account page</a>
            {missing && (
              <button
                type="button"
                className="btn btn--small btn--quiet"
                onClick={() => {
                  setOpen(false)
                  openList(missing)
                }}
              >
                Add a {NAMESPACE_LABEL[missing]} wallet
              </button>
            )}
          </div>
        </div>
      )}
      <ConnectionNotice
        error={connection.error?.operation === 'sign' ? undefined : connection.error}
        onRetry={() => {
          openList()
        }}
        onDismiss={clearWalletError}
        takeFocus={answersThePress}
      />
    </div>
  )
}

export default afterHydration(WalletMenu)
