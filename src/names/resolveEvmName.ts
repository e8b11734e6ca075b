/**
 * The lazily loaded side of names (src/stores/names.ts imports it on first need): the cache, then
 * the look-up through the site's Ethereum and Base RPCs, within a time limit. Never throws: a failure is
 * `unavailable`, and the address simply stays.
 */
import type { Address } from 'viem'
import { withTimeout } from '../util/withTimeout'
import { siteConfig } from '../config/builtSiteConfig'
import { networkForNames } from '../config/networks'
import { basenameRecords } from './basenameRecords'
import { lookupEvmName, type NameRecords } from './lookupEvmName'
import { readCachedName, writeCachedName } from './nameCache'
import type { NameLookup } from './types'
import { universalResolverReader } from './universalResolver'

/** Names are a nicety: an RPC request that takes longer than this is given up. */
export const NAME_REQUEST_TIMEOUT_MS = 4_000
/**
 * The whole look-up (up to six requests, and for a name beyond plain ASCII the normaliser's code)
 * gives way after this; the page shows the address meanwhile, and from then on.
 */
export const NAME_LOOKUP_TIMEOUT_MS = 8_000

let readers: NameRecords | undefined

const READERS = { ens: universalResolverReader, basename: basenameRecords } as const

/** ENS names are read on Ethereum, Basenames on Base: each over the site's own RPC for that chain, when offered. */
function nameRecords(): NameRecords {
  readers ??= (['ens', 'basename'] as const).flatMap((source) => {
    const network = networkForNames(source)
    if (!network) return []
    const records = READERS[source]({ url: network.rpcUrl, timeoutMs: NAME_REQUEST_TIMEOUT_MS })
    return [{ source, chainId: network.chainId, records }]
  })
  return readers
}

export async function resolveEvmName(address: Address): Promise<NameLookup> {
  const cached = await readCachedName(address)
  if (cached !== undefined) return cached ? { status: 'found', value: cached } : { status: 'none' }
  try {
    const name = await withTimeout(
      lookupEvmName(nameRecords(), { address, ipfsGateway: siteConfig.ipfsGateway }),
      NAME_LOOKUP_TIMEOUT_MS,
      () => new Error('name look-up timed out'),
    )
    writeCachedName(address, name)
    return name ? { status: 'found', value: name } : { status: 'none' }
  } catch {
    return { status: 'unavailable' }
  }
}
