import { useStore } from '@nanostores/react'
import type { Account } from '../stores/account'
import { $networkSwitch, clearNetworkSwitchError, type SwitchSource } from '../stores/networkSwitch'
import { SWITCHABLE_EVM_CHAINS, describeNetwork, evmChainId } from '../wallet/describeNetwork'
import { evmNetworkNames } from '../config/networks'
import { switchEvmNetwork } from '../wallet/actions'
import { ErrorNotice } from './ErrorNotice'
import { NetworkIcon } from './NetworkIcon'

type Props = {
  account: Account
  /** False until the wallet has confirmed the account: a hint cannot be switched. */
  enabled: boolean
  from: SwitchSource
}

/**
 * Moves the EVM account to another network Sigil supports. On an unsupported network it
 * says so and offers the way back first. A declined or failed switch is explained here,
 * next to the control, and the account stays where it was.
 */
/** "Ethereum and Base": the EVM networks the site offers, in words. */
const OFFERED = evmNetworkNames(' and ')

export function NetworkSwitcher({ account, enabled, from }: Props) {
  const request = useStore($networkSwitch)
  const current = describeNetwork(account.chainId)
  const targets = SWITCHABLE_EVM_CHAINS.filter((id) => id !== current.evmChainId)
  const switching = request.status === 'switching'
  const ours = request.status !== 'idle' && request.from === from
  return (
    <div className="network-switch">
      {!current.supported && (
        <p className="network-switch__hint">
          This site works on {OFFERED}. Your account stays connected while you switch.
        </p>
      )}
      <div className="network-switch__actions">
        {targets.map((chainId, index) => {
          const target = describeNetwork(evmChainId(chainId))
          const pending = switching && request.chainId === chainId
          const primary = !current.supported && index === 0
          return (
            <button
              key={chainId}
              type="button"
              className={`btn btn--small${primary ? ' btn--primary' : ''}`}
              disabled={!enabled || switching}
              aria-busy={pending}
              onClick={() => void switchEvmNetwork({ chainId, from })}
            >
              <NetworkIcon icon={target.icon} size={16} />
              {pending ? `Switching to ${target.name}…` : `Switch to ${target.name}`}
            </button>
          )
        })}
      </div>
      {ours && request.status === 'switching' && (
        <p className="muted small" role="status">
          Confirm the switch in your wallet.
        </p>
      )}
      <ErrorNotice
        error={ours && request.status === 'failed' ? request.error : undefined}
        onRetry={
          request.status === 'failed' ? () => void switchEvmNetwork({ chainId: request.chainId, from }) : undefined
        }
        onDismiss={clearNetworkSwitchError}
      />
    </div>
  )
}
