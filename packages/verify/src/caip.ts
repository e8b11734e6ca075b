import type { ProofNamespace } from './types.js'

/**
 * CAIP-2 chain ids and the Solana cluster names used in Sign-In-With-Solana messages.
 *
 * Decision: a SIWS message we build names a well-known cluster by its short name (`mainnet`,
 * `devnet`, `testnet`), because that is what the SIWS spec, Phantom and the Solana Wallet
 * Standard docs use, so wallets display it naturally. Any other chain is written as its full
 * CAIP-2 id (`solana:<genesis-hash-prefix>`), which stays unambiguous. When reading, the short
 * names, their `solana:`-prefixed forms and full CAIP-2 ids are all understood.
 * @see https://github.com/ChainAgnostic/namespaces/blob/main/solana/caip2.md
 */
export const SOLANA_CLUSTERS = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const

export type SolanaCluster = keyof typeof SOLANA_CLUSTERS

export type ParsedChainId =
  { namespace: 'eip155'; reference: number; caip2: string } | { namespace: 'solana'; reference: string; caip2: string }

const evmRegex = /^eip155:([1-9][0-9]{0,15})$/
// CAIP-2 references are at most 32 characters; Solana's are base58 genesis-hash prefixes.
const solanaRegex = /^solana:([1-9A-HJ-NP-Za-km-z]{1,32})$/

/** Parses a CAIP-2 chain id of a namespace Sigil supports, or returns `undefined`. */
export function parseChainId(chainId: string): ParsedChainId | undefined {
  const evm = evmRegex.exec(chainId)
  if (evm?.[1] !== undefined) {
    const reference = Number(evm[1])
    if (!Number.isSafeInteger(reference)) return undefined
    return { namespace: 'eip155', reference, caip2: chainId }
  }
  const solana = solanaRegex.exec(chainId)
  if (solana?.[1] !== undefined) return { namespace: 'solana', reference: solana[1], caip2: chainId }
  return undefined
}

/** The `Chain ID:` value a SIWS message should carry for a CAIP-2 Solana chain id. */
export function solanaMessageChainId(caip2: string): string {
  for (const [cluster, reference] of Object.entries(SOLANA_CLUSTERS)) {
    if (caip2 === `solana:${reference}`) return cluster
  }
  return caip2
}

/** The CAIP-2 id a SIWS `Chain ID:` value stands for, or `undefined` (e.g. `localnet`, whose genesis varies). */
export function solanaChainIdFromMessage(value: string): string | undefined {
  const name = value.startsWith('solana:') ? value.slice('solana:'.length) : value
  if (Object.hasOwn(SOLANA_CLUSTERS, name)) return `solana:${SOLANA_CLUSTERS[name as SolanaCluster]}`
  const parsed = parseChainId(value)
  return parsed?.namespace === 'solana' ? parsed.caip2 : undefined
}

export function isProofNamespace(value: unknown): value is ProofNamespace {
  return value === 'eip155' || value === 'solana'
}

/**
 * The CAIP-10 account id of an address on a chain: `${chainId}:${address}`, e.g.
 * `eip155:1:0xf39F…2266` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:<base58>`. `chainId` is
 * CAIP-2; `address` is written as the proof writes it (EIP-55 checksummed for EVM, base58 for
 * Solana). Linked proofs list every linked account this way in each message's `Resources:`.
 * @see https://github.com/ChainAgnostic/CAIPs/blob/main/CAIPs/caip-10.md
 */
export function caip10(account: { chainId: string; address: string }): string {
  return `${account.chainId}:${account.address}`
}
