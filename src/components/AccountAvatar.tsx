import { AVATAR_GRID, addressAvatar } from '../names/addressAvatar'
import type { Namespace } from '../stores/account'
import { useEvmName } from './useEvmName'

/**
 * An account's picture: its ENS name's or Basename's avatar where the checked name has one (an
 * address the visitor connected, so the image host is theirs to have chosen; ../names/avatarUrl.ts
 * says which records are shown), else one drawn from the address, fetched from nowhere.
 */
export function AccountAvatar({
  account,
  size = 20,
}: {
  account: { address: string; namespace: Namespace }
  size?: number
}) {
  const avatar = useEvmName(account)?.avatar
  if (avatar)
    return (
      <img
        className="account-avatar"
        src={avatar}
        alt=""
        width={size}
        height={size}
        decoding="async"
        referrerPolicy="no-referrer"
        data-testid="account-avatar"
        data-avatar="record"
      />
    )
  const { background, foreground, cells } = addressAvatar(account.address)
  return (
    <svg
      className="account-avatar"
      viewBox={`0 0 ${AVATAR_GRID} ${AVATAR_GRID}`}
      width={size}
      height={size}
      aria-hidden="true"
      shapeRendering="crispEdges"
      data-testid="account-avatar"
      data-avatar="drawn"
    >
      <rect width={AVATAR_GRID} height={AVATAR_GRID} fill={background} />
      {cells.map(([x, y]) => (
        <rect key={`${x},${y}`} x={x} y={y} width={1} height={1} fill={foreground} />
      ))}
    </svg>
  )
}
