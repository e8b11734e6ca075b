/**
 * What a request may ask an answer to hold, and how much: one asset on one network, at least an
 * amount in the asset's base units (exact integers: never a floating-point number of tokens).
 */
import type { Hex } from '../hex.js'

/** The asset a requirement names, by kind. */
export type HoldingAsset =
  /** The network's own coin: ETH on an EVM network, SOL on Solana. */
  | { kind: 'native' }
  | { kind: 'erc20'; contract: Hex }
  | { kind: 'erc721'; contract: Hex }
  | { kind: 'erc1155'; contract: Hex; tokenId: bigint }
  /** An SPL token, by its mint's address (base58). */
  | { kind: 'spl'; mint: string }

export type HoldingRequirement = {
  /** The network, as a CAIP-2 chain id (`eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
  network: string
  asset: HoldingAsset
  /** At least this many base units (wei, a token's smallest unit, lamports; 1 for one NFT). */
  atLeast: bigint
}

/**
 * A requirement as a request link spells it (`holds`): JSON has no integers that large, so amounts
 * and token ids are decimal strings of base units, written without leading zeros; a contract is
 * EIP-55 checksummed, a mint base58. Keys are in this order, and only these keys, per kind.
 */
export type HoldingRequirementJson = {
  network: string
  asset:
    | { kind: 'native' }
    | { kind: 'erc20' | 'erc721'; contract: string }
    | { kind: 'erc1155'; contract: string; tokenId: string }
    | { kind: 'spl'; mint: string }
  atLeast: string
}

/** Each kind of asset, by the family of networks it lives on. */
export const HOLDING_KINDS = {
  eip155: ['native', 'erc20', 'erc721', 'erc1155'],
  solana: ['native', 'spl'],
} as const satisfies Record<string, readonly HoldingAsset['kind'][]>
