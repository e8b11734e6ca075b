/**
 * The lazily loaded side of names (src/stores/names.ts imports it on first need): the cache, then
 * the look-up through the site's Ethereum RPC, within a time limit. Never throws: a failure is
 * `unavailable`, and the address simply stays.
 */
import type { Address } from 'viem'
import { getEvmPublicClient } from '../chains/evm-clients'
import { withTimeout } from '../util/withTimeout'
import { siteConfig } from '../wallet/site-config'
import { lookupEvmName } from './lookupEvmName'
import { readCachedName, writeCachedName } from './nameCache'
import type { NameLookup } from './types'

/** Names are a nicety: past this, the address is all the page shows. */
export const NAME_LOOKUP_TIMEOUT_MS = 4_000

export async function resolveEvmName(address: Address): Promise<NameLookup> {
  const cached = readCachedName(address)
  if (cached !== undefined) return cached ? { status: 'found', value: cached } : { status: 'none' }
  const client = getEvmPublicClient(1)
  if (!client) return { status: 'unavailable' }
  try {
    const name = await withTimeout(
      lookupEvmName(client, { address, ipfsGateway: siteConfig.ipfsGateway }),
      NAME_LOOKUP_TIMEOUT_MS,
      () => new Error('name look-up timed out'),
    )
    writeCachedName(address, name)
    return name ? { status: 'found', value: name } : { status: 'none' }
  } catch {
    return { status: 'unavailable' }
  }
}
