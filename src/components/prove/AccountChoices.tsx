import type { Account, Namespace } from '../../stores/account'
import { AccountChoiceText } from '../AccountChoiceText'

type Props = {
  legend: string
  /** The radio group's name: unique on the page, so each form keeps its own choice. */
  name: string
  accounts: readonly Account[]
  /** The account checked now. */
  chosen: Account | undefined
  onChoose: (namespace: Namespace) => void
}

/** The prove page's choice of one connected account to sign with: one radio per account. */
export function AccountChoices({ legend, name, accounts, chosen, onChoose }: Props) {
  return (
    <fieldset className="field">
      <legend>{legend}</legend>
      {accounts.map((a) => (
        <label key={a.namespace} className="choice">
          <input
            type="radio"
            name={name}
            value={a.namespace}
            checked={chosen?.namespace === a.namespace}
            onChange={() => onChoose(a.namespace)}
          />
          <AccountChoiceText account={a} />
        </label>
      ))}
    </fieldset>
  )
}
