/**
 * An address's name: its ENS primary name on Ethereum, else its Basename (the ENSIP-19 primary name
 * for Base's coin type, read on Base), each shown only after **forward verification**: the name's own address record for that coin type must be the address.
 * Anyone can set any primary name on their reverse record; only the name's owner can point the name
 * back, so a name that does not point back is not the address's.
 *
 * https://docs.ens.domains/ensip/19
 */
import type { Address } from 'viem'
import { toCoinType } from 'viem/ens'
import { avatarUrl } from './avatarUrl'
import { displayableName } from './displayName'
import type { EvmName } from './types'
import type { EnsRecordReader } from './types'

export type LookupEvmNameParameters = {
  address: Address
  /** `PUBLIC_IPFS_GATEWAY_URL`, when the site owner set one. */
  ipfsGateway?: string | undefined
}

export type LookupEvmNameReturnType = EvmName | null

/**
 * Where each source's records are read, in the order they are tried (ENS, then Basenames): the
 * network the site offers for it (src/config/networks.ts), whose chain id ENSIP-11 turns into the coin
 * type its records are kept under.
 */
export type NameRecords = ReadonlyArray<{ source: EvmName['source']; chainId: number; records: EnsRecordReader }>

/** The first name that reads back to `address` and may be shown; null when there is none. Throws on RPC failure. */
export async function lookupEvmName(
  readers: NameRecords,
  { address, ipfsGateway }: LookupEvmNameParameters,
): Promise<LookupEvmNameReturnType> {
  for (const { source, chainId, records } of readers) {
    const coinType = toCoinType(chainId)
    const primary = await records.primaryName(address, coinType)
    const name = primary === null ? undefined : await displayableName(primary, source)
    if (name === undefined) continue
    const forward = await records.address(name, coinType)
    // Compared as bytes: a record of another length is simply not this address.
    if (forward === null || forward.toLowerCase() !== address.toLowerCase()) continue
    const avatar = avatarUrl(await records.text(name, 'avatar').catch(() => null), ipfsGateway)
    return avatar === undefined ? { name, source } : { name, source, avatar }
  }
  return null
}
