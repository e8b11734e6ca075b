/**
 * A returning visitor's wallet is asked to confirm the remembered account as soon as the page runs,
 * without prompting, rather than once the header island has woken: that waits for React (~70 KB
 * gzip, most of a second on a phone's network when it is not cached). The header's first-paint
 * placeholder shows the confirmation until the island takes over; the island's own boot finds the
 * work under way (../wallet/boot.ts asks each account once).
 */
import { followConnectionInPlaceholder } from './placeholderStatus'
import { bootWallet } from '../wallet/boot'

followConnectionInPlaceholder()
bootWallet()
