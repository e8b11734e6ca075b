import { afterHydration } from '../islands/afterHydration'
import { useStore } from '@nanostores/react'
import { $connection } from '../stores/connection'
import { presentAccounts } from '../stores/account'
import { networkName } from '../config/networkLabels'
import { statusAttributes } from '../stores/statusAttributes'
import { WalletIcon } from './WalletIcon'
import { sitePath } from '../util/sitePath'
import { ConnectHereButton } from './ConnectInPlace'

const HEADLINE = {
  disconnected: 'No wallet connected',
  connecting: 'Waiting for your wallet',
  reconnecting: 'Reconnecting to your wallet',
  connected: 'Wallet connected',
} as const

/** The home page's summary of the connection: the same store as the header, another view. */
function WalletPanel() {
  const connection = useStore($connection)
  const accounts = presentAccounts(connection.accounts)
  return (
    <section
      className="card panel"
      data-testid="wallet-status-panel"
      {...statusAttributes(connection)}
      aria-labelledby="panel-title"
    >
      <h2 id="panel-title">{HEADLINE[connection.status]}</h2>
      {accounts.length === 0 ? (
        <>
          <p className="muted">
            Connect a wallet in this browser or an app on your phone, then sign to prove an address is yours. No wallet
            yet? <a href={sitePath('wallets/')}>Find one here</a>.
          </p>
          <p>
            <ConnectHereButton />
          </p>
        </>
      ) : (
        <ul className="account-lines">
          {accounts.map((a) => (
            <li key={a.namespace}>
              <WalletIcon src={a.walletIcon} size={24} />
              <span>
                <span className="mono break">{a.address}</span>
                <span className="muted small">
                  {' '}
                  {a.walletName ?? 'Wallet'} · {networkName(a.chainId)}
                  {connection.confirmed[a.namespace] ? '' : ' · reconnecting…'}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {connection.transport === 'lost' && (
        <p className="panel__lost" role="status" data-testid="connection-lost">
          Connection to your wallet lost: it cannot be reached right now. Sigil keeps trying, and your account stays
          connected.
        </p>
      )}
      {connection.status === 'connected' && (
        <p>
          <a className="btn btn--primary" href={sitePath('prove/')}>
            Prove you own this address
          </a>
        </p>
      )}
    </section>
  )
}

export default afterHydration(WalletPanel)
