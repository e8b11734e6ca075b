import { atom } from 'nanostores'
import type { WalletError } from '../wallet/errors'

/** A problem with the site itself (e.g. its wallet configuration), shown site-wide, not blamed on the user. */
export const $siteNotice = atom<WalletError | undefined>(undefined)

export function reportSiteNotice(error: WalletError): void {
  $siteNotice.set(error)
}
