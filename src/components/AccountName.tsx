import { nameParts } from '../names/nameParts'
import { shortAddress, type Namespace } from '../stores/account'
import { useEvmName } from './useEvmName'

type Shown = { address: string; namespace: Namespace }

/** A checked name that gives way from its start when space runs out; its suffix always shows. */
function NameText({ name, title, testId }: { name: string; title: string; testId?: string }) {
  const { start, end } = nameParts(name)
  return (
    <span className="account-name" title={title} data-testid={testId}>
      <span className="account-name__start">{start}</span>
      <span className="account-name__end">{end}</span>
    </span>
  )
}

/**
 * An account as people know it: its checked name, else its short address (full address in the
 * title). `withAddress` adds the short address after a name, where the address is what is chosen.
 */
export function AccountName({ account, withAddress = false }: { account: Shown; withAddress?: boolean }) {
  const name = useEvmName(account)
  if (!name) {
    return (
      <span className="mono" title={account.address}>
        {shortAddress(account.address)}
      </span>
    )
  }
  const label = <NameText name={name.name} title={`${name.name} (${account.address})`} testId="account-name" />
  if (!withAddress) return label
  return (
    <>
      {label} <span className="mono muted small">{shortAddress(account.address)}</span>
    </>
  )
}

/** The name row of an account's details: the name, its kind and avatar; nothing without a checked name. */
export function AccountNameDetails({ account }: { account: Shown }) {
  const name = useEvmName(account)
  if (!name) return null
  return (
    <>
      <dt>Name</dt>
      <dd className="name-line" data-testid={`name-${account.namespace}`}>
        {name.avatar && <img className="avatar" src={name.avatar} alt="" width={24} height={24} decoding="async" />}
        <NameText name={name.name} title={name.name} />
        <span className="muted small">{name.source === 'ens' ? 'ENS name' : 'Basename'}</span>
      </dd>
    </>
  )
}

/** The name above an address in a list of accounts; nothing without a checked name. */
export function AccountNameLine({ account }: { account: Shown }) {
  const name = useEvmName(account)
  if (!name) return null
  return (
    <div className="name-line" data-testid={`menu-name-${account.namespace}`}>
      <NameText name={name.name} title={name.name} />
    </div>
  )
}
