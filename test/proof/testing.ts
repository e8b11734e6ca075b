/**
 * Shared by the unit tests, the e2e specs and the bench: test accounts, proofs made fresh, and the
 * SIWE reference vectors (read with node:fs).
 */
import { readFileSync } from 'node:fs'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createPublicClient, custom, type PublicClient } from 'viem'
import { getAddress } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { buildProofMessage, type BuildProofMessageParameters } from '../../packages/verify/src/buildProofMessage.ts'
import { createNonce } from '../../packages/verify/src/createNonce.ts'
import { caip10, SOLANA_CLUSTERS } from '../../packages/verify/src/caip.ts'
import type { LinkedProof, Proof, ProofPart } from '../../packages/verify/src/types.ts'

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

/** Hardhat/Anvil's second development key: another throwaway EOA, for linked proofs. */
export const otherEvmAccount = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

/** A Solana keypair from a fixed seed. */
export const solanaSeed = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
export const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSeed))

/** Another Solana keypair's seed, for linked proofs. */
export const otherSolanaSeed = Uint8Array.from({ length: 32 }, (_, i) => 200 - i)

/** The base58 address of a Solana seed. */
export function solanaAddressOf(seed: Uint8Array): string {
  return base58.encode(ed25519.getPublicKey(seed))
}

export function signSolana(message: string, seed: Uint8Array = solanaSeed): string {
  return base58.encode(ed25519.sign(new TextEncoder().encode(message), seed))
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

/** The host the test clients say answered, as the site's RPC would. */
export const TEST_RPC_HOST = 'rpc.test.invalid'

/** A public client whose every RPC request fails like an unreachable network. */
export function unreachableClient(): PublicClient & { rpcHost: string } {
  return withHost(
    createPublicClient({
      transport: custom(
        {
          request: () => Promise.reject(new TypeError('fetch failed')),
        },
        { retryCount: 0 },
      ),
    }),
  )
}

function withHost(client: PublicClient): PublicClient & { rpcHost: string } {
  return Object.assign(client, { rpcHost: TEST_RPC_HOST })
}

/** A public client whose `eth_call` answers with `answer` (or throws it). */
export function answeringClient(answer: (method: string) => unknown): PublicClient & { rpcHost: string } {
  return withHost(
    createPublicClient({
      transport: custom(
        {
          // An `answer` that throws becomes a rejected request, as a failing RPC's would.
          request: ({ method }: { method: string }) => Promise.resolve().then(() => answer(method)),
        },
        { retryCount: 0 },
      ),
    }),
  )
}

const HOUR = 60 * 60 * 1000

/**
 * An EVM proof for a site at `origin` naming `evmAccount`, issued now and valid for a day. Each option
 * makes one kind of bad proof: `signer` another key's signature (a forgery), `domain` another site's
 * Sign-In, `expired` one issued three hours ago that closed two hours ago.
 */
export async function freshEvmProof(
  origin: string,
  { signer = evmAccount, domain = new URL(origin).host, expired = false } = {},
): Promise<Proof> {
  const issuedAt = new Date(Date.now() - (expired ? 3 * HOUR : 0))
  const message = buildProofMessage({
    namespace: 'eip155',
    address: evmAccount.address,
    chainId: 'eip155:1',
    domain,
    uri: origin,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + (expired ? HOUR : 24 * HOUR)),
    nonce: createNonce(),
  })
  const signature = await signer.signMessage({ message })
  return { v: 1, namespace: 'eip155', chainId: 'eip155:1', address: evmAccount.address, message, signature }
}

/** An EVM and a Solana proof for a site at `origin`, issued now and valid for a day. */
export async function freshProofs(origin: string): Promise<[Proof, Proof]> {
  const issuedAt = new Date()
  const solanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const solanaMessage = buildProofMessage({
    namespace: 'solana',
    address: solanaAddress,
    chainId: solanaChain,
    domain: new URL(origin).host,
    uri: origin,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + 24 * HOUR),
    nonce: createNonce(),
  })
  return [
    await freshEvmProof(origin),
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

// ---------------------------------------------------------------------------------------
// Linked proofs (v2): several addresses signing one set

/** One address of a test linked proof. */
export type LinkedTestAccount =
  | {
      kind: 'evm'
      /** Signs the part; default `evmAccount`. */
      account?: PrivateKeyAccount
      /** CAIP-2; default `eip155:1`. */
      chainId?: string
      /**
       * A contract wallet's address: the message names it and `account` signs, so the signature
       * is not the address's own key's and only the chain can vouch for it. Default: the
       * account's own address.
       */
      address?: string
    }
  | {
      kind: 'solana'
      /** Default `solanaSeed`. */
      seed?: Uint8Array
      /** CAIP-2; default Solana mainnet. */
      chainId?: string
    }

/** A part's message fields, as `edit` sees them before the message is built and signed. */
export type LinkedPartFields = Omit<BuildProofMessageParameters, 'resources'> & { resources: string[] }

export type MakeLinkedProofParameters = {
  /** The site: its host is the domain and the origin the URI. Default `https://sigil.example` (URI `…/prove/`). */
  origin?: string | undefined
  /** Default: `evmAccount` on Ethereum and `solanaSeed` on Solana mainnet. */
  accounts?: LinkedTestAccount[] | undefined
  /** Defaults: the fixed test window (`issuedAt`, `expirationTime`; `during` is inside it). */
  issuedAt?: Date | undefined
  expirationTime?: Date | undefined
  /** Default `I control these addresses.`; `''` for none. */
  statement?: string | undefined
  /** Default a fixed nonce (deterministic messages). */
  nonce?: string | undefined
  /**
   * Changes a part's fields before its message is built and signed, so the signature stays
   * valid and only the linkage breaks: drop or add a resource, another nonce, another domain…
   */
  edit?: ((fields: LinkedPartFields, index: number) => LinkedPartFields) | undefined
}

export const defaultLinkedAccounts: readonly LinkedTestAccount[] = [{ kind: 'evm' }, { kind: 'solana' }]

/**
 * A linked proof whose every part is validly signed by its test key: every message names every
 * account under `Resources:`, with one nonce, time window, domain, URI and statement.
 */
export async function makeLinkedProof(parameters: MakeLinkedProofParameters = {}): Promise<LinkedProof> {
  const origin = parameters.origin ?? 'https://sigil.example'
  const uri = parameters.origin === undefined ? 'https://sigil.example/prove/' : origin
  const accounts = parameters.accounts ?? defaultLinkedAccounts
  const members = accounts.map((account) =>
    account.kind === 'evm'
      ? {
          namespace: 'eip155' as const,
          chainId: account.chainId ?? 'eip155:1',
          address: getAddress(account.address ?? (account.account ?? evmAccount).address),
          sign: (message: string) => (account.account ?? evmAccount).signMessage({ message }),
        }
      : {
          namespace: 'solana' as const,
          chainId: account.chainId ?? `solana:${SOLANA_CLUSTERS.mainnet}`,
          address: solanaAddressOf(account.seed ?? solanaSeed),
          sign: (message: string) => Promise.resolve(signSolana(message, account.seed ?? solanaSeed)),
        },
  )
  const resources = members.map(caip10)
  const parts: ProofPart[] = []
  for (const [index, member] of members.entries()) {
    const fields: LinkedPartFields = {
      namespace: member.namespace,
      address: member.address,
      chainId: member.chainId,
      domain: new URL(origin).host,
      uri,
      statement: parameters.statement ?? 'I control these addresses.',
      issuedAt: parameters.issuedAt ?? issuedAt,
      expirationTime: parameters.expirationTime ?? expirationTime,
      nonce: parameters.nonce ?? 'l1nked0000000000001',
      resources: [...resources],
    }
    const message = buildProofMessage(parameters.edit?.(fields, index) ?? fields)
    parts.push({
      namespace: member.namespace,
      chainId: member.chainId,
      address: member.address,
      message,
      signature: await member.sign(message),
    })
  }
  return { v: 2, parts }
}

/** A linked proof for a site at `origin`, issued now and valid for a day, with a fresh nonce. */
export function freshLinkedProof(
  origin: string,
  accounts: LinkedTestAccount[] = [...defaultLinkedAccounts],
  edit?: MakeLinkedProofParameters['edit'],
): Promise<LinkedProof> {
  const now = new Date()
  return makeLinkedProof({
    origin,
    accounts,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + 24 * 60 * 60 * 1000),
    nonce: createNonce(),
    edit,
  })
}
