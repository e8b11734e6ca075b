import { cleanWalletIcon } from '../stores/account'

/** A wallet's icon, only ever as an <img> from a data:image/ or https URL. */
export function WalletIcon({ src, size = 20 }: { src: string | undefined; size?: number }) {
  const safe = cleanWalletIcon(src)
  if (!safe)
    return <span className="wallet-icon wallet-icon--blank" aria-hidden="true" style={{ width: size, height: size }} />
  return <img className="wallet-icon" src={safe} alt="" width={size} height={size} referrerPolicy="no-referrer" />
}
