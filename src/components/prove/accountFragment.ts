import { isNamespace, type Namespace } from '../../stores/account'
import { sitePath } from '../../util/sitePath'

const PREFIX = '#account='

/**
 * The prove page with one connected account chosen: `/prove/#account=solana`. A fragment, so the
 * choice stays in the browser, and a namespace rather than the address, so the link names no one.
 */
export function proveAccountPath(namespace: Namespace): string {
  return `${sitePath('prove/')}${PREFIX}${namespace}`
}

/** The account a `#account=…` fragment chooses, if it names one. */
export function accountInFragment(hash: string): Namespace | undefined {
  if (!hash.startsWith(PREFIX)) return undefined
  const namespace = hash.slice(PREFIX.length)
  return isNamespace(namespace) ? namespace : undefined
}
