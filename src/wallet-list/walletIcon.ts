import { cleanWalletIcon } from '../stores/account'
import { element } from '../util/element'

/** A wallet's icon, only ever as an <img> from a data:image/ or https URL (as WalletIcon.tsx). */
export function walletIcon(src: string | undefined, size: number): HTMLElement {
  const safe = cleanWalletIcon(src)
  if (!safe) {
    const blank = element('span', { class: 'wallet-icon wallet-icon--blank', 'aria-hidden': 'true' })
    blank.style.width = blank.style.height = `${size}px`
    return blank
  }
  return element('img', {
    class: 'wallet-icon',
    src: safe,
    alt: '',
    width: String(size),
    height: String(size),
    referrerpolicy: 'no-referrer',
  })
}
