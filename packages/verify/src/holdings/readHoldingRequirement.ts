/**
 * A request link's `holds` read strictly, as the rest of the link is: a fixed set of keys for each
 * kind of asset, one spelling per value (decimal strings with no leading zeros, a checksummed
 * contract), every length checked before anything is decoded, and only requirements that some
 * answer could meet.
 */
import { parseChainId } from '../caip.js'
import { quoteInMessage } from '../display/quoteInMessage.js'
import { getAddress } from '../evmAddress.js'
import type { Hex } from '../hex.js'
import { isSolanaAddress } from '../parseSiwsMessage.js'
import type { ProofNamespace } from '../types.js'
import { MAX_UINT256, MAX_UINT64 } from './baseUnits.js'
import { HOLDING_KINDS, type HoldingAsset, type HoldingRequirement } from './holdingRequirement.js'

/** CAIP-2's longest: 8 characters of namespace, a colon, 32 of reference. */
const MAX_NETWORK_LENGTH = 41
/** 2^256 − 1 has 78 digits. */
const MAX_DIGITS = 78

const ASSET_KEYS: Record<HoldingAsset['kind'], readonly string[]> = {
  native: ['kind'],
  erc20: ['kind', 'contract'],
  erc721: ['kind', 'contract'],
  erc1155: ['kind', 'contract', 'tokenId'],
  spl: ['kind', 'mint'],
}

const ASSET_NAMES: Record<HoldingAsset['kind'], string> = {
  native: "the network's own coin",
  erc20: 'an ERC-20 token',
  erc721: 'an ERC-721 collection',
  erc1155: 'an ERC-1155 token',
  spl: 'an SPL token',
}

export type ReadHoldingRequirementReturnType =
  | { ok: true; requirement: HoldingRequirement; family: ProofNamespace }
  /** `why` completes "This request link cannot be used: …". */
  | { ok: false; why: string }

/** Reads a requirement from its JSON value (a link's `holds`); never throws. */
export function readHoldingRequirement(value: unknown): ReadHoldingRequirementReturnType {
  const record = plainObject(value)
  if (record === undefined) return refuse('what it asks each answer to hold is not a requirement')
  const extra = extraKey(record, ['network', 'asset', 'atLeast'])
  if (extra !== undefined) return refuse(`its holding requirement has a field Sigil does not write (${extra})`)

  const network = record['network']
  const chain = typeof network === 'string' && network.length <= MAX_NETWORK_LENGTH ? parseChainId(network) : undefined
  // A Solana CAIP-2 reference is always the first 32 characters of the genesis hash's base58.
  if (chain === undefined || (chain.namespace === 'solana' && chain.reference.length !== 32))
    return refuse(
      `the network of its holding requirement is not a CAIP-2 network id (${typeof network === 'string' ? quoteInMessage(network) : 'none'})`,
    )
  const family = chain.namespace

  const assetRecord = plainObject(record['asset'])
  const kind = assetRecord?.['kind']
  if (assetRecord === undefined || typeof kind !== 'string' || !Object.hasOwn(ASSET_KEYS, kind))
    return refuse(
      'the asset of its holding requirement is not one Sigil reads (a coin, ERC-20, ERC-721, ERC-1155 or SPL token)',
    )
  const assetKind = kind as HoldingAsset['kind']
  if (!(HOLDING_KINDS[family] as readonly string[]).includes(assetKind))
    return refuse(`it asks for ${ASSET_NAMES[assetKind]} on ${chain.caip2}, where there is none`)
  const assetExtra = extraKey(assetRecord, ASSET_KEYS[assetKind])
  if (assetExtra !== undefined)
    return refuse(`the asset of its holding requirement has a field Sigil does not write (${assetExtra})`)
  const asset = readAsset(assetKind, assetRecord)
  if (typeof asset === 'string') return refuse(asset)

  const atLeast = readWholeNumber(record['atLeast'])
  const max = family === 'solana' ? MAX_UINT64 : MAX_UINT256
  if (atLeast === undefined || atLeast < 1n || atLeast > max)
    return refuse(
      `the amount its holding requirement asks for is not a whole number of base units from 1 to ${family === 'solana' ? '2^64 − 1' : '2^256 − 1'}, written as Sigil writes it`,
    )
  return { ok: true, requirement: { network: chain.caip2, asset, atLeast }, family }
}

/** The asset, or why it cannot be read. */
function readAsset(kind: HoldingAsset['kind'], record: Record<string, unknown>): HoldingAsset | string {
  if (kind === 'native') return { kind }
  if (kind === 'spl') {
    const mint = record['mint']
    return typeof mint === 'string' && isSolanaAddress(mint)
      ? { kind, mint }
      : 'the mint of its holding requirement is not a Solana address'
  }
  const contract = readContract(record['contract'])
  if ('why' in contract) return contract.why
  if (kind !== 'erc1155') return { kind, contract: contract.address }
  const tokenId = readWholeNumber(record['tokenId'])
  if (tokenId === undefined || tokenId > MAX_UINT256)
    return 'the token id of its holding requirement is not a whole number from 0 to 2^256 − 1, written as Sigil writes it'
  return { kind, contract: contract.address, tokenId }
}

/** A contract's address, or why it is not one. */
function readContract(value: unknown): { address: Hex } | { why: string } {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value))
    return { why: 'the contract of its holding requirement is not an Ethereum-style address' }
  const address = getAddress(value)
  if (value !== address)
    return { why: `the contract ${quoteInMessage(value)} is not written as Sigil writes it (checksummed)` }
  if (/^0x0{40}$/.test(value))
    return { why: 'the contract of its holding requirement is the zero address, which is no contract' }
  return { address }
}

/** A decimal string with no sign, exponent or leading zero, as a bigint; `undefined` otherwise. */
function readWholeNumber(value: unknown): bigint | undefined {
  if (typeof value !== 'string' || value.length > MAX_DIGITS || !/^(?:0|[1-9][0-9]*)$/.test(value)) return undefined
  return BigInt(value)
}

function plainObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

/** The first key outside `keys`, quoted; `undefined` when there is none. */
function extraKey(record: Record<string, unknown>, keys: readonly string[]): string | undefined {
  const extra = Object.keys(record).find((key) => !keys.includes(key))
  return extra === undefined ? undefined : quoteInMessage(extra, 20)
}

function refuse(why: string): ReadHoldingRequirementReturnType {
  return { ok: false, why }
}
