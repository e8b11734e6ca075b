/**
 * Where to look an account up: the configured explorer for its network (siteConfig.explorers,
 * set by PUBLIC_*_EXPLORER_URL). Etherscan-style explorers use /address/…, Solscan /account/….
 */
import type { Account } from '../stores/account'
import { SUPPORTED_NETWORKS, isSupportedChain } from '../config/networks'
import type { SiteConfig } from '../config/siteConfig'

export type ExplorerLink = { href: string; /** "Etherscan", or the host of a custom explorer. */ name: string }

const KNOWN_NAMES: Readonly<Record<string, string>> = {
  'etherscan.io': 'Etherscan',
  'basescan.org': 'Basescan',
  'solscan.io': 'Solscan',
  'explorer.solana.com': 'Solana Explorer',
  'eth.blockscout.com': 'Blockscout',
  'base.blockscout.com': 'Blockscout',
}

/** Undefined on a network Sigil does not support: there is no explorer to trust for it. */
export function explorerLink(
  account: Pick<Account, 'address' | 'chainId'>,
  explorers: SiteConfig['explorers'],
): ExplorerLink | undefined {
  if (!isSupportedChain(account.chainId)) return undefined
  const network = SUPPORTED_NETWORKS[account.chainId]
  const base = new URL(explorers[network.explorer])
  const path = network.namespace === 'solana' ? 'account' : 'address'
  // Keeps a path prefix the site configured (https://host/eth/ → https://host/eth/address/…).
  const prefix = base.pathname.replace(/\/+$/, '')
  const href = new URL(`${prefix}/${path}/${encodeURIComponent(account.address)}`, base.origin).href
  const host = base.hostname.replace(/^www\./, '')
  return { href, name: KNOWN_NAMES[host] ?? host }
}
