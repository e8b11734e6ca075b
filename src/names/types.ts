/** A name Sigil shows for an EVM address, after checking that it points back to the address. */
export type EvmName = {
  name: string
  /** `ens`: the primary name on Ethereum; `basename`: the primary name for Base (ENSIP-19). */
  source: 'ens' | 'basename'
  /** An image URL Sigil may load (see avatarUrl.ts). */
  avatar?: string
}

/** What is known about an address's name on this page. `unavailable`: the look-up failed or timed out. */
export type NameLookup =
  { status: 'pending' } | { status: 'none' } | { status: 'unavailable' } | { status: 'found'; value: EvmName }

/** The records a name look-up reads, from wherever a source keeps them; each answers null for "no such record". */
export type EnsRecordReader = {
  primaryName(address: `0x${string}`, coinType: bigint): Promise<string | null>
  address(name: string, coinType: bigint): Promise<`0x${string}` | null>
  text(name: string, key: string): Promise<string | null>
}
