import type { PlainMessageProof } from './plainMessage.js'

/** The chain families Sigil can prove ownership on, named by their CAIP-2 namespace. */
export type ProofNamespace = 'eip155' | 'solana'

export const PROOF_NAMESPACES: readonly ProofNamespace[] = ['eip155', 'solana']

/** The format version of a proof of one address. */
export const PROOF_VERSION = 1

/**
 * A signed proof of address ownership, as carried in a share link.
 *
 * `namespace`, `chainId` and `address` are an envelope for display and routing only: the
 * verifier refuses a proof whose envelope disagrees with the signed `message`, so nothing
 * outside the message and signature is ever trusted.
 */
export type Proof = {
  v: typeof PROOF_VERSION
  namespace: ProofNamespace
  /** CAIP-2 chain id, e.g. `eip155:1`, `eip155:10`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: string
  /** EIP-55 checksummed 0x address for EVM; base58 public key for Solana. */
  address: string
  /** The exact text the wallet signed (EIP-4361 or Sign-In-With-Solana). */
  message: string
  /** 0x-prefixed hex for EVM (65 bytes for an EOA, any length for a contract wallet); base58 of 64 bytes for Solana. */
  signature: string
}

/** The format version of a linked proof: one link, several addresses proven together. */
export const LINKED_PROOF_VERSION = 2

/** The most addresses one linked proof may prove together (and the fewest is 2). */
export const MAX_LINKED_PARTS = 5

/** One address's signed message inside a linked proof: a v1 proof's fields without `v`. */
export type ProofPart = Omit<Proof, 'v'>

/**
 * Several addresses proven together: each part is one address's own EIP-4361 / SIWS message and
 * signature, and every message lists every part's account (CAIP-10) under `Resources:`, so each
 * signature commits to the whole set. See `verifyLinkedProof` for the rules.
 */
export type LinkedProof = { v: typeof LINKED_PROOF_VERSION; parts: ProofPart[] }

/**
 * What a proof link carries: one address (version 1), several proven together (version 2), or a
 * plain signed message (version 3, `PlainMessageProof`: "this address signed this text", no site, no time).
 */
export type AnyProof = Proof | LinkedProof | PlainMessageProof
