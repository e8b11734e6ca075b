/**
 * ENS records read through the ENS Universal Resolver on Ethereum, each with one plain `eth_call`
 * over the site's own RPC: the functions viem's getEnsName, getEnsAddress and getEnsText call, with
 * the same arguments, and the same answers taken for "no record".
 *
 * CCIP-Read (EIP-3668) is not followed. A record kept off-chain makes the resolver revert with
 * `OffchainLookup`, naming gateway URLs that the record's resolver chose; fetching them from the
 * visitor's browser would tell any such host which address is looking at Sigil, and the site's
 * Content-Security-Policy allows no such host. Such a record reads as absent: the address stays.
 */
import { decodeAbiParameters, encodeAbiParameters, type Address, type Hex } from 'viem'
import { mainnet } from 'viem/chains'
import { labelhash, namehash } from 'viem/ens'
import { ethCall } from '../chains/ethCall'
import { addrCall, addressRecord, stringRecord, textCall, withSelector } from './resolverCoding'
import type { EnsRecordReader } from './types'

export type UniversalResolverReaderParameters = {
  url: string
  /** Each call is given up after this many ms. */
  timeoutMs: number
}

/** Where viem's `mainnet` keeps the Universal Resolver, so Sigil follows viem when it moves. */
export const UNIVERSAL_RESOLVER: Address = mainnet.contracts.ensUniversalResolver.address

/** Function selectors (unit tests check each against its signature). */
export const SELECTORS = {
  reverseWithGateways: '0xb7d6ca64', // reverseWithGateways(bytes,uint256,string[])
  resolveWithGateways: '0xa1472844', // resolveWithGateways(bytes,bytes,string[])
} as const

/** ENSIP-21's "answer the batch yourself", the gateway viem passes: the resolver behaves as it does for viem. */
const LOCAL_BATCH_GATEWAY = 'x-batch-gateway:true'

/**
 * Reverts that mean "no record", by selector: viem's list (HttpError, ResolverError,
 * ResolverNotContract, ResolverNotFound, ReverseAddressMismatch, UnsupportedResolverProfile),
 * and OffchainLookup, since Sigil does not follow it. Any other revert is a failure.
 */
export const NO_RECORD_REVERTS: ReadonlySet<string> = new Set([
  '0x01800152',
  '0x95c0c752',
  '0x1e9535f2',
  '0x77209fe8',
  '0xef9c03ce',
  '0x7b1c461b',
  '0x556f1830',
])

export class UniversalResolverError extends Error {
  override name = 'UniversalResolverError'
}

const bytesToHex = (bytes: Uint8Array): Hex =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/** DNS wire format (ENSIP-10), as viem's packetToBytes: a label over 255 bytes goes as its `[labelhash]`. */
export function dnsEncode(name: string): Hex {
  const encoder = new TextEncoder()
  const labels = name
    .split('.')
    .filter(Boolean)
    .map((label) => {
      const bytes = encoder.encode(label)
      return bytes.length > 255 ? encoder.encode(`[${labelhash(label).slice(2)}]`) : bytes
    })
  const packet = new Uint8Array(labels.reduce((total, label) => total + 1 + label.length, 1))
  let offset = 0
  for (const label of labels) {
    packet[offset] = label.length
    packet.set(label, offset + 1)
    offset += 1 + label.length
  }
  return bytesToHex(packet)
}

export function universalResolverReader({ url, timeoutMs }: UniversalResolverReaderParameters): EnsRecordReader {
  /** The call's return data, or null when the resolver reverted with "no record". */
  async function read(data: Hex): Promise<Hex | null> {
    const answer = await ethCall({ url, to: UNIVERSAL_RESOLVER, data, signal: AbortSignal.timeout(timeoutMs) })
    if (answer.status === 'success') return answer.data
    if (NO_RECORD_REVERTS.has(answer.data.slice(0, 10).toLowerCase())) return null
    throw new UniversalResolverError(`The Universal Resolver reverted: ${answer.data.slice(0, 10)}`)
  }

  /** `resolveWithGateways(name, call)`: the resolver's own return data, or null. */
  async function resolve(name: string, call: Hex): Promise<Hex | null> {
    const data = withSelector(
      SELECTORS.resolveWithGateways,
      encodeAbiParameters(
        [{ type: 'bytes' }, { type: 'bytes' }, { type: 'string[]' }],
        [dnsEncode(name), call, [LOCAL_BATCH_GATEWAY]],
      ),
    )
    const answer = await read(data)
    if (answer === null) return null
    const [result] = decodeAbiParameters([{ type: 'bytes' }, { type: 'address' }], answer)
    return result === '0x' ? null : result
  }

  return {
    async primaryName(address, coinType) {
      const data = withSelector(
        SELECTORS.reverseWithGateways,
        encodeAbiParameters(
          [{ type: 'bytes' }, { type: 'uint256' }, { type: 'string[]' }],
          [address, coinType, [LOCAL_BATCH_GATEWAY]],
        ),
      )
      const answer = await read(data)
      if (answer === null) return null
      const [name] = decodeAbiParameters([{ type: 'string' }, { type: 'address' }, { type: 'address' }], answer)
      return name || null
    },

    async address(name, coinType) {
      const result = await resolve(name, addrCall(namehash(name), coinType))
      if (result === null) return null
      return addressRecord(result)
    },

    async text(name, key) {
      const result = await resolve(name, textCall(namehash(name), key))
      if (result === null) return null
      return stringRecord(result)
    },
  }
}
