import type { NetworkDescription } from '../wallet/describeNetwork'

/**
 * A network's mark, drawn inline: no image request, crisp at any size, and nothing
 * fetched from a third-party host. Decorative: the network's name is always beside it.
 */
export function NetworkIcon({ icon, size = 18 }: { icon: NetworkDescription['icon']; size?: number }) {
  const common = {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    'aria-hidden': true,
    className: 'network-icon',
    focusable: false,
  } as const
  if (icon === 'unsupported') {
    return (
      <svg {...common}>
        <path
          fill="currentColor"
          d="M12 2.5 1.5 21h21L12 2.5Zm0 4.3L18.9 19H5.1L12 6.8ZM11 10v4.5h2V10h-2Zm0 5.8V18h2v-2.2h-2Z"
        />
      </svg>
    )
  }
  if ('color' in icon) {
    // Any other network: a disc in its colour, with a ring that keeps it apart from any background.
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="11" fill={icon.color} stroke="#fff" strokeOpacity=".7" strokeWidth="2" />
        <circle cx="12" cy="12" r="4.5" fill="#fff" fillOpacity=".85" />
      </svg>
    )
  }
  switch (icon.drawn) {
    case 'ethereum':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="12" fill="#627eea" />
          <path fill="#fff" fillOpacity=".6" d="M12 4v5.9l5 2.2z" />
          <path fill="#fff" d="M12 4 7 12.1l5-2.2z" />
          <path fill="#fff" fillOpacity=".6" d="M12 16v4l5-6.9z" />
          <path fill="#fff" d="M12 20v-4l-5-2.9z" />
          <path fill="#fff" fillOpacity=".2" d="m12 15.1 5-2.9-5-2.3z" />
          <path fill="#fff" fillOpacity=".6" d="m7 12.2 5 2.9V9.9z" />
        </svg>
      )
    case 'base':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="12" fill="#0052ff" />
          <path fill="#fff" d="M11.98 19.5a7.5 7.5 0 1 0-7.46-8.24h9.9v1.48h-9.9a7.5 7.5 0 0 0 7.46 6.76Z" />
        </svg>
      )
    case 'solana':
      return (
        <svg {...common}>
          <defs>
            <linearGradient id="sigil-sol" x1="4" y1="19" x2="20" y2="5" gradientUnits="userSpaceOnUse">
              <stop offset="0" stopColor="#9945ff" />
              <stop offset="1" stopColor="#14f195" />
            </linearGradient>
          </defs>
          <circle cx="12" cy="12" r="11.5" fill="#111" stroke="#9945ff" strokeOpacity=".45" />
          <path
            fill="url(#sigil-sol)"
            d="M7.6 15.2a.5.5 0 0 1 .35-.15h10.1c.22 0 .33.27.17.42l-1.8 1.8a.5.5 0 0 1-.35.15H5.97a.25.25 0 0 1-.17-.42zm0-8.2a.5.5 0 0 1 .35-.15h10.1c.22 0 .33.27.17.42l-1.8 1.8a.5.5 0 0 1-.35.15H5.97a.25.25 0 0 1-.17-.42zm8.47 4.08a.5.5 0 0 0-.35-.15H5.62a.25.25 0 0 0-.17.42l1.8 1.8a.5.5 0 0 0 .35.15h10.1a.25.25 0 0 0 .17-.42z"
          />
        </svg>
      )
  }
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
