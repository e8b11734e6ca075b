/**
 * Where to look an account up: the explorer of its network (the network's entry; an operator sets it
 * with PUBLIC_<NETWORK>_EXPLORER_URL). Etherscan-style explorers use /address/…, Solscan /account/….
 */
import type { Account } from '../stores/account'
import { supportedNetwork, type SupportedNetwork } from '../config/networks'

export type ExplorerLink = { href: string; /** "Etherscan", or the host of an operator's own explorer. */ name: string }

/** Undefined on a network Sigil does not support: there is no explorer to trust for it. */
export function explorerLink(
  account: Pick<Account, 'address' | 'chainId'>,
  networkOf: (caip2: string) => Pick<SupportedNetwork, 'namespace' | 'explorer'> | undefined = supportedNetwork,
): ExplorerLink | undefined {
  const network = networkOf(account.chainId)
  if (!network) return undefined
  const base = new URL(network.explorer.url)
  const path = network.namespace === 'solana' ? 'account' : 'address'
  // Keeps a path prefix the site configured (https://host/eth/ → https://host/eth/address/…).
  const prefix = base.pathname.replace(/\/+$/, '')
  const href = new URL(`${prefix}/${path}/${encodeURIComponent(account.address)}`, base.origin).href
  return { href, name: network.explorer.name }
}
