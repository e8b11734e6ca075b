/**
 * Basenames read where they live, on Base, over the site's own Base RPC: the primary name from ENS's
 * L2 reverse registrar (ENSIP-19: what Ethereum's resolver would prove through a gateway), and the
 * name's records from the resolver that Basenames' registry names for it.
 *
 * Read from Ethereum, both go through CCIP-Read (base.eth's resolver there is an off-chain one), which
 * Sigil does not follow (./universalResolver.ts says why). On Base they are plain contract reads.
 */
import { decodeAbiParameters, encodeAbiParameters, type Address, type Hex } from 'viem'
import { namehash } from 'viem/ens'
import { ethCall } from '../chains/ethCall'
import { addrCall, addressRecord, stringRecord, textCall, withSelector } from './resolverCoding'
import type { EnsRecordReader } from './types'

/** ENS's L2 reverse registrar, at the same address on every rollup it serves (Base included). */
export const BASE_REVERSE_REGISTRAR: Address = '0x0000000000D8e504002cC26E3Ec46D81971C1664'
/** Basenames' registry on Base (github.com/base/basenames: Base Mainnet, Registry). */
export const BASENAMES_REGISTRY: Address = '0xb94704422c2a1e396835a571837aa5ae53285a95'

/** Function selectors (unit tests check each against its signature). */
export const BASE_SELECTORS = {
  nameForAddr: '0x4ec3bd23', // nameForAddr(address)
  resolver: '0x0178b8bf', // resolver(bytes32)
} as const

export type BasenameRecordsParameters = {
  url: string
  /** Each call is given up after this many ms. */
  timeoutMs: number
}

export function basenameRecords({ url, timeoutMs }: BasenameRecordsParameters): EnsRecordReader {
  /** The call's return data; null when the contract reverted (it has no such record, or not this profile). */
  async function read(to: Address, data: Hex): Promise<Hex | null> {
    const answer = await ethCall({ url, to, data, signal: AbortSignal.timeout(timeoutMs) })
    return answer.status === 'success' ? answer.data : null
  }

  /** A profile call (made from the name's node) to the name's resolver, or null when the registry names none. */
  async function resolve(name: string, call: (node: Hex) => Hex): Promise<Hex | null> {
    const node = namehash(name)
    const found = await read(
      BASENAMES_REGISTRY,
      withSelector(BASE_SELECTORS.resolver, encodeAbiParameters([{ type: 'bytes32' }], [node])),
    )
    if (found === null) return null
    const [resolver] = decodeAbiParameters([{ type: 'address' }], found)
    if (/^0x0{40}$/.test(resolver)) return null
    const result = await read(resolver, call(node))
    return result === null || result === '0x' ? null : result
  }

  return {
    async primaryName(address) {
      const result = await read(
        BASE_REVERSE_REGISTRAR,
        withSelector(BASE_SELECTORS.nameForAddr, encodeAbiParameters([{ type: 'address' }], [address])),
      )
      return result === null ? null : stringRecord(result)
    },

    async address(name, coinType) {
      const result = await resolve(name, (node) => addrCall(node, coinType))
      return result === null ? null : addressRecord(result)
    },

    async text(name, key) {
      const result = await resolve(name, (node) => textCall(node, key))
      return result === null ? null : stringRecord(result)
    },
  }
}
