import { useStore } from '@nanostores/react'
import { $connection, setActiveNamespace } from '../stores/connection'
import type { Account } from '../stores/account'
import { disconnectAccount } from '../wallet/actions'
import { networkName } from '../wallet/networks'
import { WalletIcon } from './WalletIcon'
import { CopyButton } from './CopyButton'

const NAMESPACE_LABEL = { eip155: 'EVM (Ethereum, Base)', solana: 'Solana' } as const

function AccountCard({ account, active, confirmed }: { account: Account; active: boolean; confirmed: boolean }) {
  return (
    <li className="card account" data-testid={`account-${account.namespace}`} data-address={account.address}>
      <div className="account__head">
        <WalletIcon src={account.walletIcon} size={32} />
        <div>
          <h2 className="account__wallet">{account.walletName ?? 'Wallet'}</h2>
          <p className="muted small">{NAMESPACE_LABEL[account.namespace]}</p>
        </div>
        {active && <span className="badge">Active</span>}
        {!confirmed && <span className="badge badge--pending">Reconnecting…</span>}
      </div>
      <dl className="facts">
        <dt>Address</dt>
        <dd className="mono break">{account.address}</dd>
        <dt>Network</dt>
        <dd data-testid={`network-${account.namespace}`}>{networkName(account.chainId)}</dd>
      </dl>
      <div className="row">
        <CopyButton value={account.address} label="Copy address" />
        {!active && (
          <button type="button" className="btn btn--small btn--quiet" onClick={() => setActiveNamespace(account.namespace)}>
            Make active
          </button>
        )}
        <button type="button" className="btn btn--small btn--quiet" onClick={() => void disconnectAccount(account.namespace)}>
          Disconnect {NAMESPACE_LABEL[account.namespace]}
        </button>
      </div>
    </li>
  )
}

/** Every account the wallet has connected, with what can be done to each. */
export default function AccountList() {
  const connection = useStore($connection)
  const accounts = Object.values(connection.accounts).filter((a) => a !== undefined)
  if (accounts.length === 0) {
    return (
      <div className="card" data-testid="no-accounts">
        <h2>No wallet connected</h2>
        <p className="muted">
          Use <strong>Connect wallet</strong> at the top of the page to connect a browser or mobile wallet. New to wallets?{' '}
          <a href="/wallets/">Find a wallet</a>.
        </p>
      </div>
    )
  }
  return (
    <ul className="accounts">
      {accounts.map((a) => (
        <AccountCard key={a.namespace} account={a} active={connection.active === a.namespace} confirmed={!!connection.confirmed[a.namespace]} />
      ))}
    </ul>
  )
}
