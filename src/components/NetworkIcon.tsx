import type { NetworkDescription } from '../wallet/describeNetwork'

/**
 * A network's mark: no request of its own, crisp at any size, and nothing fetched from a third-party
 * host. Decorative: the network's name is always beside it. The hand-drawn marks are the style
 * sheet's (accounts.css, by `data-mark`); another network is a disc in its colour.
 */
export function NetworkIcon({ icon, size = 18 }: { icon: NetworkDescription['icon']; size?: number }) {
  if (icon === 'unsupported' || !('color' in icon)) {
    const mark = icon === 'unsupported' ? icon : icon.drawn
    return <span className="network-icon" data-mark={mark} aria-hidden="true" style={{ width: size, height: size }} />
  }
  // A ring keeps the disc apart from any background.
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden className="network-icon" focusable={false}>
      <circle cx="12" cy="12" r="11" fill={icon.color} stroke="#fff" strokeOpacity=".7" strokeWidth="2" />
      <circle cx="12" cy="12" r="4.5" fill="#fff" fillOpacity=".85" />
    </svg>
  )
}

/** The network an account is on: its mark and its name, with a clear warning when unsupported. */
export function NetworkLabel({ network, testId }: { network: NetworkDescription; testId?: string }) {
  return (
    <span
      className={`network${network.supported ? '' : ' network--unsupported'}`}
      data-testid={testId}
      data-chain-id={network.chainId}
      data-supported={network.supported}
    >
      <NetworkIcon icon={network.icon} />
      <span>{network.label}</span>
    </span>
  )
}
