import type { Account } from '../stores/account'
import { networkName } from '../config/networkLabels'
import { AccountName } from './AccountName'

/** An account as the prove page offers it for choosing: its name or address, wallet and network. */
export function AccountChoiceText({ account }: { account: Account }) {
  return (
    <span>
      <AccountName account={account} withAddress />{' '}
      <span className="muted small">
        {account.walletName ?? 'Wallet'} · {networkName(account.chainId)}
      </span>
    </span>
  )
}
