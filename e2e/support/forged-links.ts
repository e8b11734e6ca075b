/**
 * Proof and request links built from docs/proof-format.md with other implementations than
 * Sigil's: Sign-In with Ethereum texts written by `siwe` (the EIP-4361 reference library),
 * Sign-In with Solana texts written here line by line from its specification, EVM signatures by
 * ethers v5's `Wallet.signMessage`, Solana keys and signatures by `tweetnacl`, and each link's JSON
 * encoded here in the documented key order. What an attacker can make without Sigil's help.
 */
import { base58 } from '@scure/base'
import { Wallet, utils } from 'ethers'
import { SiweMessage } from 'siwe'
import nacl from 'tweetnacl'

/** The site a Sign-In text names: its domain line and its URI. */
export type Site = { domain: string; uri: string }

/** This site as the tests serve it: `127.0.0.1:<port>` and `http://127.0.0.1:<port>/`. */
export function siteOf(baseURL: string): Site {
  const url = new URL(baseURL)
  return { domain: url.host, uri: `${url.origin}/` }
}

/** Another site, whose own login a visitor may have signed. */
export const EVIL_SITE: Site = { domain: 'evil.example', uri: 'https://evil.example/' }

/** A fresh EVM key (ethers v5). */
export function newEvmKey(): Wallet {
  return new Wallet(utils.hexlify(utils.randomBytes(32)))
}

/** A fresh Solana key's base58 address (tweetnacl). */
export function newSolanaAddress(): string {
  return base58.encode(nacl.sign.keyPair().publicKey)
}

/** A fresh Solana key (tweetnacl): its base58 address and the secret key that signs for it. */
export type SolanaKey = { address: string; secretKey: Uint8Array }

export function newSolanaKey(): SolanaKey {
  const pair = nacl.sign.keyPair()
  return { address: base58.encode(pair.publicKey), secretKey: pair.secretKey }
}

export type SignInFields = {
  address: string
  chainId?: number
  nonce: string
  statement?: string | undefined
  issuedAt: Date | string
  expirationTime?: Date | string | undefined
  resources?: string[]
}

const iso = (time: Date | string) => (typeof time === 'string' ? time : time.toISOString())

/** An EIP-4361 text for `site`, written by the `siwe` library (which checks it against the ABNF). */
export function signInText(site: Site, fields: SignInFields): string {
  return new SiweMessage({
    domain: site.domain,
    uri: site.uri,
    address: fields.address,
    version: '1',
    chainId: fields.chainId ?? 1,
    nonce: fields.nonce,
    issuedAt: iso(fields.issuedAt),
    ...(fields.statement === undefined ? {} : { statement: fields.statement }),
    ...(fields.expirationTime === undefined ? {} : { expirationTime: iso(fields.expirationTime) }),
    ...(fields.resources === undefined ? {} : { resources: fields.resources }),
  }).prepareMessage()
}

/**
 * A Sign-In-With-Solana text for `site` on Solana mainnet, in the layout of its specification
 * (github.com/phantom/sign-in-with-solana): the header, the address, the statement, then one line a field.
 */
export function solanaSignInText(site: Site, fields: Omit<SignInFields, 'chainId'>): string {
  const lines = [
    `URI: ${site.uri}`,
    'Version: 1',
    'Chain ID: mainnet',
    `Nonce: ${fields.nonce}`,
    `Issued At: ${iso(fields.issuedAt)}`,
    ...(fields.expirationTime === undefined ? [] : [`Expiration Time: ${iso(fields.expirationTime)}`]),
    ...(fields.resources === undefined ? [] : ['Resources:', ...fields.resources.map((resource) => `- ${resource}`)]),
  ]
  const statement = fields.statement === undefined ? '' : `\n\n${fields.statement}`
  return `${site.domain} wants you to sign in with your Solana account:\n${fields.address}${statement}\n\n${lines.join('\n')}`
}

/** One address's part of a proof: the documented v1 object without its version. */
export type ProofPart = {
  namespace: 'eip155' | 'solana'
  chainId: string
  address: string
  message: string
  signature: string
}

/** `key` signs `message` as a Sign-In proof part for `address` (its own, unless forging) on `chainId`. */
export async function signedPart(
  key: Wallet,
  message: string,
  chainId = 'eip155:1',
  address: string = key.address,
): Promise<ProofPart> {
  return { namespace: 'eip155', chainId, address, message, signature: await key.signMessage(message) }
}

/** `key` signs `message`'s UTF-8 bytes (ed25519, tweetnacl) as a Sign-In proof part on Solana mainnet. */
export function signedSolanaPart(key: SolanaKey, message: string): ProofPart {
  const signature = nacl.sign.detached(new TextEncoder().encode(message), key.secretKey)
  return {
    namespace: 'solana',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    address: key.address,
    message,
    signature: base58.encode(signature),
  }
}

function verifyLink(baseURL: string, payload: unknown): string {
  return `${baseURL.replace(/\/+$/, '')}/verify/#proof=${Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')}`
}

/** A single proof link (format version 1), keys in the documented order. */
export function singleProofLink(baseURL: string, part: ProofPart): string {
  const { namespace, chainId, address, message, signature } = part
  return verifyLink(baseURL, { v: 1, namespace, chainId, address, message, signature })
}

/** A linked proof link (format version 2). */
export function linkedProofLink(baseURL: string, parts: ProofPart[]): string {
  return verifyLink(baseURL, {
    v: 2,
    parts: parts.map(({ namespace, chainId, address, message, signature }) => ({
      namespace,
      chainId,
      address,
      message,
      signature,
    })),
  })
}

/** A plain message link (format version 3). */
export function plainMessageLink(
  baseURL: string,
  proof: { namespace: 'eip155' | 'solana'; address: string; message: string; signature: string },
): string {
  const { namespace, address, message, signature } = proof
  return verifyLink(baseURL, { v: 3, namespace, address, message, signature })
}

/** A request as its link carries it (format version 1); `addresses` and `statement` may be left out. */
export type RequestPayload = {
  v: 1
  want: 'eip155' | 'solana' | 'linked'
  addresses?: string[]
  statement?: string
  nonce: string
  expires: string
}

/** A request link, spelled as the format document says: `JSON.stringify` in this key order, base64url. */
export function requestLink(baseURL: string, request: RequestPayload): string {
  const json = JSON.stringify({
    v: request.v,
    want: request.want,
    ...(request.addresses?.length ? { addresses: request.addresses } : {}),
    ...(request.statement ? { statement: request.statement } : {}),
    nonce: request.nonce,
    expires: request.expires,
  })
  return `${baseURL.replace(/\/+$/, '')}/prove/#request=${Buffer.from(json, 'utf8').toString('base64url')}`
}

/** The request a request link carries, read as the format document describes it. */
export function requestOf(link: string): RequestPayload {
  const payload = new URL(link).hash.replace(/^#request=/, '')
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as RequestPayload
}
