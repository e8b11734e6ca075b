/**
 * AppKit's dialog closing with nothing new connected: the attempt is over, not pending forever.
 * Only a dialog that was open counts: a browser wallet asked from Sigil's list is pending without it.
 */
import type { AppKit } from '@reown/appkit'
import { $session, connectionEnded } from '../../stores/connection'

/** How long a closed dialog waits for a connection it started to be reported. */
const SETTLE_MS = 300

export function followDialog(appKit: AppKit): void {
  let wasOpen = false
  appKit.subscribeState((state) => {
    if (state.open) {
      wasOpen = true
      return
    }
    if (!wasOpen) return
    wasOpen = false
    if (!$session.get().connecting) return
    // An error reported during this attempt (the phone declined, and AppKit closed its QR view)
    // stays: the attempt began with no error shown.
    setTimeout(() => {
      const session = $session.get()
      if (session.connecting && !appKit.isOpen()) connectionEnded(session.error)
    }, SETTLE_MS)
  })
}
