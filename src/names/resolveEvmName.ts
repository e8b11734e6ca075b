/**
 * The lazily loaded side of names (src/stores/names.ts imports it on first need): the cache, then
 * the look-up through the site's Ethereum RPC, within a time limit. Never throws: a failure is
 * `unavailable`, and the address simply stays.
 */
import { createClient, http, type Address, type Chain, type Client, type Transport } from 'viem'
import { mainnet } from 'viem/chains'
import { withTimeout } from '../util/withTimeout'
import { siteConfig } from '../wallet/site-config'
import { lookupEvmName } from './lookupEvmName'
import { readCachedName, writeCachedName } from './nameCache'
import type { NameLookup } from './types'

/** Names are a nicety: an RPC request that takes longer than this is given up. */
export const NAME_REQUEST_TIMEOUT_MS = 4_000
/**
 * The whole look-up (up to six requests, and for a name beyond plain ASCII the normaliser's code)
 * gives way after this; the page shows the address meanwhile, and from then on.
 */
export const NAME_LOOKUP_TIMEOUT_MS = 8_000

let client: Client<Transport, Chain> | undefined

/**
 * A bare viem client on Ethereum (names live there, Basenames included): the ENS actions are
 * called as functions, so none of viem's other actions come with it, as they would with a
 * public client.
 */
function ensClient(): Client<Transport, Chain> {
  client ??= createClient({
    chain: mainnet,
    transport: http(siteConfig.rpcUrls.ethereum, { timeout: NAME_REQUEST_TIMEOUT_MS, retryCount: 0 }),
  })
  return client
}

export async function resolveEvmName(address: Address): Promise<NameLookup> {
  const cached = await readCachedName(address)
  if (cached !== undefined) return cached ? { status: 'found', value: cached } : { status: 'none' }
  try {
    const name = await withTimeout(
      lookupEvmName(ensClient(), { address, ipfsGateway: siteConfig.ipfsGateway }),
      NAME_LOOKUP_TIMEOUT_MS,
      () => new Error('name look-up timed out'),
    )
    writeCachedName(address, name)
    return name ? { status: 'found', value: name } : { status: 'none' }
  } catch {
    return { status: 'unavailable' }
  }
}
