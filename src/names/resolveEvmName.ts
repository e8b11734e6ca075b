/**
 * The lazily loaded side of names (src/stores/names.ts imports it on first need): the cache, then
 * the look-up through the site's Ethereum RPC, within a time limit. Never throws: a failure is
 * `unavailable`, and the address simply stays.
 */
import type { Address } from 'viem'
import { withTimeout } from '../util/withTimeout'
import { siteConfig } from '../wallet/site-config'
import { lookupEvmName } from './lookupEvmName'
import { readCachedName, writeCachedName } from './nameCache'
import type { NameLookup } from './types'
import { universalResolverReader, type EnsRecordReader } from './universalResolver'

/** Names are a nicety: an RPC request that takes longer than this is given up. */
export const NAME_REQUEST_TIMEOUT_MS = 4_000
/**
 * The whole look-up (up to six requests, and for a name beyond plain ASCII the normaliser's code)
 * gives way after this; the page shows the address meanwhile, and from then on.
 */
export const NAME_LOOKUP_TIMEOUT_MS = 8_000

let reader: EnsRecordReader | undefined

/** Names live on Ethereum, Basenames included (ENSIP-19 reads them through the same resolver). */
function ensRecords(): EnsRecordReader {
  reader ??= universalResolverReader({ url: siteConfig.rpcUrls.ethereum, timeoutMs: NAME_REQUEST_TIMEOUT_MS })
  return reader
}

export async function resolveEvmName(address: Address): Promise<NameLookup> {
  const cached = await readCachedName(address)
  if (cached !== undefined) return cached ? { status: 'found', value: cached } : { status: 'none' }
  try {
    const name = await withTimeout(
      lookupEvmName(ensRecords(), { address, ipfsGateway: siteConfig.ipfsGateway }),
      NAME_LOOKUP_TIMEOUT_MS,
      () => new Error('name look-up timed out'),
    )
    writeCachedName(address, name)
    return name ? { status: 'found', value: name } : { status: 'none' }
  } catch {
    return { status: 'unavailable' }
  }
}
