/**
 * Test-only helpers (imports node:fs; never import from application code).
 */
import { readFileSync } from 'node:fs'
import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { createPublicClient, custom, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { buildProofMessage } from './buildProofMessage.js'
import { createNonce } from './createNonce.js'
import { SOLANA_CLUSTERS } from './caip.js'
import type { Proof } from './types.js'

/** Reads a SIWE reference vector file (copied unchanged from spruceid/siwe into ./vectors/siwe). */
export function readSiweVectors<T>(name: string): Record<string, T> {
  return JSON.parse(readFileSync(new URL(`./vectors/siwe/${name}`, import.meta.url), 'utf8')) as Record<string, T>
}

export type SiweVectorFields = {
  scheme?: string | null
  domain: string
  address: string
  statement?: string
  uri: string
  version: string
  chainId: number
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/**
 * EIP-4361 text from field strings, exactly as the reference implementation writes it. Not
 * viem's createSiweMessage: that re-serialises timestamps with toISOString, so "…00Z" would
 * become "…00.000Z" and the vectors' signatures would no longer match the text.
 */
export function formatSiweMessage(fields: SiweVectorFields): string {
  const origin = fields.scheme ? `${fields.scheme}://${fields.domain}` : fields.domain
  let text = `${origin} wants you to sign in with your Ethereum account:\n${fields.address}\n\n`
  text += fields.statement ? `${fields.statement}\n\n` : '\n'
  text += `URI: ${fields.uri}\nVersion: ${fields.version}\nChain ID: ${fields.chainId}\nNonce: ${fields.nonce}\nIssued At: ${fields.issuedAt}`
  if (fields.expirationTime) text += `\nExpiration Time: ${fields.expirationTime}`
  if (fields.notBefore) text += `\nNot Before: ${fields.notBefore}`
  if (fields.requestId !== undefined) text += `\nRequest ID: ${fields.requestId}`
  if (fields.resources) text += `\nResources:${fields.resources.map((r) => `\n- ${r}`).join('')}`
  return text
}

/** Hardhat/Anvil's first well-known development key: a throwaway EOA for tests. */
export const evmAccount = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

/** A Solana keypair from a fixed seed. */
export const solanaSeed = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
export const solanaAddress = bs58.encode(ed25519.getPublicKey(solanaSeed))

export function signSolana(message: string, seed: Uint8Array = solanaSeed): string {
  return bs58.encode(ed25519.sign(new TextEncoder().encode(message), seed))
}

export const issuedAt = new Date('2030-01-01T00:00:00.000Z')
export const expirationTime = new Date('2030-01-08T00:00:00.000Z')
/** A moment inside the proofs' validity window. */
export const during = new Date('2030-01-02T00:00:00.000Z')

type ProofOverrides = { chainId?: string; statement?: string }

/** The message every test proof signs: fixed domain, times and a nonce per namespace. */
function testProofMessage(
  namespace: Proof['namespace'],
  address: string,
  chainId: string,
  overrides: ProofOverrides,
  nonce: string,
): string {
  return buildProofMessage({
    namespace,
    address,
    chainId,
    domain: 'sigil.example',
    uri: 'https://sigil.example/prove/',
    statement: overrides.statement ?? 'I control this address.',
    issuedAt,
    expirationTime,
    nonce,
  })
}

export async function makeEvmProof(overrides: ProofOverrides = {}): Promise<Proof> {
  const chainId = overrides.chainId ?? 'eip155:8453'
  const message = testProofMessage('eip155', evmAccount.address, chainId, overrides, 'n0nce0000000000001')
  const signature = await evmAccount.signMessage({ message })
  return { v: 1, namespace: 'eip155', chainId, address: evmAccount.address, message, signature }
}

export function makeSolanaProof(overrides: ProofOverrides = {}): Proof {
  const chainId = overrides.chainId ?? `solana:${SOLANA_CLUSTERS.mainnet}`
  const message = testProofMessage('solana', solanaAddress, chainId, overrides, 'n0nce0000000000002')
  return { v: 1, namespace: 'solana', chainId, address: solanaAddress, message, signature: signSolana(message) }
}

/** A public client whose every RPC request fails like an unreachable network. */
export function unreachableClient(): PublicClient {
  return createPublicClient({
    transport: custom(
      {
        request: () => Promise.reject(new TypeError('fetch failed')),
      },
      { retryCount: 0 },
    ),
  })
}

/** A public client whose `eth_call` answers with `answer` (or throws it). */
export function answeringClient(answer: (method: string) => unknown): PublicClient {
  return createPublicClient({
    transport: custom(
      {
        // An `answer` that throws becomes a rejected request, as a failing RPC's would.
        request: ({ method }: { method: string }) => Promise.resolve().then(() => answer(method)),
      },
      { retryCount: 0 },
    ),
  })
}

/** An EVM and a Solana proof for a site at `origin`, issued now and valid for a day. */
export async function freshProofs(origin: string): Promise<[Proof, Proof]> {
  const domain = new URL(origin).host
  const issuedAt = new Date()
  const expirationTime = new Date(issuedAt.getTime() + 24 * 60 * 60 * 1000)
  const evmMessage = buildProofMessage({
    namespace: 'eip155',
    address: evmAccount.address,
    chainId: 'eip155:1',
    domain,
    uri: origin,
    issuedAt,
    expirationTime,
    nonce: createNonce(),
  })
  const solanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const solanaMessage = buildProofMessage({
    namespace: 'solana',
    address: solanaAddress,
    chainId: solanaChain,
    domain,
    uri: origin,
    issuedAt,
    expirationTime,
    nonce: createNonce(),
  })
  return [
    {
      v: 1,
      namespace: 'eip155',
      chainId: 'eip155:1',
      address: evmAccount.address,
      message: evmMessage,
      signature: await evmAccount.signMessage({ message: evmMessage }),
    },
    {
      v: 1,
      namespace: 'solana',
      chainId: solanaChain,
      address: solanaAddress,
      message: solanaMessage,
      signature: signSolana(solanaMessage),
    },
  ]
}
