/**
 * The bench's proofs, the same on every run: SIWE and SIWS Sign-Ins made by the package's own
 * message builder and link encoder, each by a key of its own derived from a counter, signed with
 * viem (secp256k1) and @noble/curves (Ed25519).
 */
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import { keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type * as SigilVerify from '../src/index.ts'

export const DOMAIN = 'sigil.example'
export const SITE_ROOT = 'https://sigil.example/'
export const ISSUED_AT = new Date('2030-01-01T00:00:00.000Z')
export const EXPIRES = new Date('2030-01-08T00:00:00.000Z')
/** Inside every proof's validity window. */
export const NOW = new Date('2030-01-02T00:00:00.000Z')

export type BenchProof = {
  link: string
  address: string
  message: string
  /** 0x hex (SIWE) or base58 (SIWS), as the link carries it. */
  signature: string
  /** The signature's bytes (SIWS). */
  signatureBytes: Uint8Array
  publicKey: Uint8Array
  messageBytes: Uint8Array
  nonce: string
}

type Builders = Pick<typeof SigilVerify, 'buildProofMessage' | 'encodeProofLink' | 'SOLANA_CLUSTERS'>

const encoder = new TextEncoder()

function messageFor(sigil: Builders, namespace: 'eip155' | 'solana', address: string, chainId: string, i: number) {
  const nonce = `bench${String(i).padStart(8, '0')}`
  const message = sigil.buildProofMessage({
    namespace,
    address,
    chainId,
    domain: DOMAIN,
    uri: `${SITE_ROOT}prove/`,
    statement: 'I control this address.',
    issuedAt: ISSUED_AT,
    expirationTime: EXPIRES,
    nonce,
  })
  return { message, nonce }
}

export async function siweProofs(sigil: Builders, count: number): Promise<BenchProof[]> {
  const proofs: BenchProof[] = []
  for (let i = 0; i < count; i++) {
    const account = privateKeyToAccount(keccak256(toHex(`sigil-bench-evm-${i}`)))
    const chainId = 'eip155:1'
    const { message, nonce } = messageFor(sigil, 'eip155', account.address, chainId, i)
    const signature = await account.signMessage({ message })
    const link = sigil.encodeProofLink(
      { v: 1, namespace: 'eip155', chainId, address: account.address, message, signature },
      SITE_ROOT,
    )
    proofs.push({
      link,
      address: account.address,
      message,
      signature,
      signatureBytes: new Uint8Array(),
      publicKey: new Uint8Array(),
      messageBytes: encoder.encode(message),
      nonce,
    })
  }
  return proofs
}

export function siwsProofs(sigil: Builders, count: number): BenchProof[] {
  const proofs: BenchProof[] = []
  for (let i = 0; i < count; i++) {
    const seed = sha256(encoder.encode(`sigil-bench-solana-${i}`))
    const publicKey = ed25519.getPublicKey(seed)
    const address = base58.encode(publicKey)
    const chainId = `solana:${sigil.SOLANA_CLUSTERS.mainnet}`
    const { message, nonce } = messageFor(sigil, 'solana', address, chainId, i)
    const messageBytes = encoder.encode(message)
    const signatureBytes = ed25519.sign(messageBytes, seed)
    const signature = base58.encode(signatureBytes)
    const link = sigil.encodeProofLink({ v: 1, namespace: 'solana', chainId, address, message, signature }, SITE_ROOT)
    proofs.push({ link, address, message, signature, signatureBytes, publicKey, messageBytes, nonce })
  }
  return proofs
}
