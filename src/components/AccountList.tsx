import { afterHydration } from '../islands/afterHydration'
import { useStore } from '@nanostores/react'
import { $connection, setActiveNamespace } from '../stores/connection'
import { presentAccounts, type Account } from '../stores/account'
import { disconnectAccount } from '../wallet/actions'
import { describeNetwork } from '../wallet/describeNetwork'
import { explorerLink } from '../chains/explorerLink'
import { WalletIcon } from './WalletIcon'
import { CopyButton } from './CopyButton'
import { NetworkLabel } from './NetworkIcon'
import { NetworkSwitcher } from './NetworkSwitcher'
import { BalanceLine } from './BalanceLine'
import { sitePath } from '../util/sitePath'
import { AccountNameDetails } from './AccountName'
import { ConnectInPlace } from './ConnectInPlace'
import { evmNetworkNames } from '../config/networks'
import { proveAccountPath } from './prove/accountFragment'

const NAMESPACE_LABEL = { eip155: `${evmNetworkNames(' or ')} address`, solana: 'Solana address' } as const

function AccountCard({ account, active, confirmed }: { account: Account; active: boolean; confirmed: boolean }) {
  const network = describeNetwork(account.chainId)
  const explorer = explorerLink(account)
  const titleId = `account-title-${account.namespace}`
  return (
    <li
      className={`card account${active ? ' account--active' : ''}`}
      data-testid={`account-${account.namespace}`}
      data-address={account.address}
      data-active={active}
      aria-labelledby={titleId}
    >
      <div className="account__head">
        <WalletIcon src={account.walletIcon} size={32} />
        <div className="account__title">
          <h2 className="account__wallet" id={titleId}>
            {account.walletName ?? 'Wallet'}
          </h2>
          <p className="muted small">{NAMESPACE_LABEL[account.namespace]}</p>
        </div>
        {active && (
          <span className="badge" title="Proofs and other actions use this account">
            Used for proofs
          </span>
        )}
        {!confirmed && <span className="badge badge--pending">Reconnecting…</span>}
      </div>
      <dl className="facts">
        <AccountNameDetails account={account} />
        <dt>Address</dt>
        <dd>
          <span className="mono break">{account.address}</span>
          <span className="account__links">
            <CopyButton value={account.address} label="Copy address" />
            {explorer && (
              <a className="btn btn--small btn--quiet" href={explorer.href} target="_blank" rel="noopener noreferrer">
                View on {explorer.name}
                <span aria-hidden="true">↗</span>
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </span>
        </dd>
        <dt>Network</dt>
        <dd>
          <NetworkLabel network={network} testId={`network-${account.namespace}`} />
          {account.namespace === 'eip155' && (
            <NetworkSwitcher account={account} enabled={confirmed} from="account-page" />
          )}
        </dd>
        <dt>Balance</dt>
        <dd>
          <BalanceLine account={account} enabled={confirmed} />
        </dd>
      </dl>
      <div className="row account__actions">
        <a className="btn btn--small" href={proveAccountPath(account.namespace)}>
          Prove this address
          {/* Two accounts, two links: each names its own, so they are told apart. */}
          <span className="visually-hidden"> ({NAMESPACE_LABEL[account.namespace]})</span>
        </a>
        {!active && (
          <button
            type="button"
            className="btn btn--small btn--quiet"
            onClick={() => setActiveNamespace(account.namespace)}
          >
            Use for proofs
          </button>
        )}
        <button
          type="button"
          className="btn btn--small btn--quiet"
          onClick={() => void disconnectAccount(account.namespace)}
        >
          Disconnect
          <span className="visually-hidden"> {NAMESPACE_LABEL[account.namespace]}</span>
        </button>
      </div>
    </li>
  )
}

/** Every account the wallet has connected, with its network, balance and what can be done to each. */
function AccountList() {
  const connection = useStore($connection)
  const accounts = presentAccounts(connection.accounts)
  if (accounts.length === 0) {
    return (
      <ConnectInPlace title="No wallet connected" testId="no-accounts">
        Connect a wallet in this browser or an app on your phone to see its address, network and balance here. New to
        wallets? <a href={sitePath('wallets/')}>Find a wallet</a>.
      </ConnectInPlace>
    )
  }
  return (
    <ul className="accounts">
      {accounts.map((a) => (
        <AccountCard
          key={a.namespace}
          account={a}
          active={connection.active === a.namespace}
          confirmed={!!connection.confirmed[a.namespace]}
        />
      ))}
    </ul>
  )
}

export default afterHydration(AccountList)
