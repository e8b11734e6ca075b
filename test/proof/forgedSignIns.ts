/**
 * Test-only: Sign-In messages made to slip past a verifier, each signed for real, so the only thing
 * that can refuse them is the rule they break. A Sign-In sent as the 0x-hex of its bytes in a plain
 * message (the bytes a wallet signs are the Sign-In's own), and Sign-Ins whose times contradict
 * each other. Shared by the unit tests, the proof vectors and the e2e specs.
 */
import { base58 } from '@scure/base'
import nacl from 'tweetnacl'
import { bytesToHex, type Hex } from 'viem'
import { buildProofMessage } from '../../packages/verify/src/buildProofMessage.ts'
import { caip10, SOLANA_CLUSTERS } from '../../packages/verify/src/caip.ts'
import { PLAIN_MESSAGE_VERSION, type PlainMessageProof } from '../../packages/verify/src/plainMessage.ts'
import type { LinkedProof, Proof } from '../../packages/verify/src/types.ts'
import { plainEvmAccount, plainSolanaKeys, plainSolanaAddress } from './plainMessageFixtures.ts'
import {
  evmAccount,
  expirationTime as testExpirationTime,
  formatSiweMessage,
  issuedAt as testIssuedAt,
  signSolana,
  solanaAddress,
} from './testing.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** A Sign-In sent as a plain message, and the Sign-In text its bytes are. */
export type HexSignIn = { proof: PlainMessageProof; signIn: string }

export type HexSignInOptions = {
  /** The site the Sign-In names; default `sigil.example`. */
  domain?: string | undefined
  /** Default: the test window (`issuedAt` to `expirationTime` of testing.ts); an expired login is one in the past. */
  issuedAt?: Date | undefined
  expirationTime?: Date | undefined
  /** How the message spells the bytes: `0x` and lower-case hex, or wrapped as people paste it (upper case, spaces, a line break). */
  spelling?: 'hex' | 'pasted' | undefined
}

function signInFor(namespace: 'eip155' | 'solana', options: HexSignInOptions): string {
  const domain = options.domain ?? 'sigil.example'
  return buildProofMessage({
    namespace,
    address: namespace === 'eip155' ? evmAccount.address : solanaAddress,
    chainId: namespace === 'eip155' ? 'eip155:1' : `solana:${SOLANA_CLUSTERS.mainnet}`,
    domain,
    uri: `https://${domain}/`,
    statement: 'I control this address.',
    issuedAt: options.issuedAt ?? testIssuedAt,
    expirationTime: options.expirationTime ?? testExpirationTime,
    nonce: 'f0rgedHexS1gnIn0001',
  })
}

/** The message field: the bytes' 0x-hex, as given or as pasted (`0x` kept lower case, as wallets need it). */
function spell(hex: Hex, spelling: HexSignInOptions['spelling']): string {
  return spelling === 'pasted' ? ` 0x${hex.slice(2).toUpperCase()}\n` : hex
}

/**
 * An EIP-4361 Sign-In naming `evmAccount` (X), as the 0x-hex of its UTF-8 bytes, signed by
 * another key (Y, `plainEvmAccount`) with `personal_sign` over those bytes: a plain-message link
 * that claims "Y signed these bytes" while the bytes are X's login.
 */
export async function hexSignInEvmProof(options: HexSignInOptions = {}): Promise<HexSignIn> {
  const signIn = signInFor('eip155', options)
  const hex = bytesToHex(new TextEncoder().encode(signIn))
  const signature = await plainEvmAccount.signMessage({ message: { raw: hex } })
  return {
    signIn,
    proof: {
      v: PLAIN_MESSAGE_VERSION,
      namespace: 'eip155',
      address: plainEvmAccount.address,
      message: spell(hex, options.spelling),
      signature,
    },
  }
}

/** A Sign-In-With-Solana naming `solanaAddress`, as hex, signed over its bytes by another key (`plainSolanaKeys`). */
export function hexSignInSolanaProof(options: HexSignInOptions = {}): HexSignIn {
  const signIn = signInFor('solana', options)
  const bytes = new TextEncoder().encode(signIn)
  const signature = base58.encode(nacl.sign.detached(bytes, plainSolanaKeys.secretKey))
  return {
    signIn,
    proof: {
      v: PLAIN_MESSAGE_VERSION,
      namespace: 'solana',
      address: plainSolanaAddress,
      message: spell(bytesToHex(bytes), options.spelling),
      signature,
    },
  }
}

/** A Sign-In's times, written as RFC 3339 text exactly as given. */
export type SignInTimes = { issuedAt: string; expirationTime: string; notBefore?: string | undefined }

/**
 * A Sign-In proof (format version 1) with `times`, validly signed by its own key: `evmAccount`
 * on Ethereum, or the test Solana key on Solana mainnet. Written by hand, as the reference
 * libraries lay them out, since Sigil's builder refuses times out of order. `resources`: the
 * message's `Resources:` list, as a linked part has it.
 */
export async function signInWithTimes(
  namespace: 'eip155' | 'solana',
  times: SignInTimes,
  resources?: string[],
): Promise<Proof> {
  const common = {
    domain: 'sigil.example',
    statement: 'I control this address.',
    uri: 'https://sigil.example/',
    version: '1',
    nonce: 'f0rgedT1mes0000001',
    ...times,
    ...(resources === undefined ? {} : { resources }),
  }
  if (namespace === 'eip155') {
    const message = formatSiweMessage({ ...common, address: evmAccount.address, chainId: 1 })
    const signature = await evmAccount.signMessage({ message })
    return { v: 1, namespace, chainId: 'eip155:1', address: evmAccount.address, message, signature }
  }
  const message = formatSiwsMessage({ ...common, address: solanaAddress, chainId: 'mainnet' })
  const chainId = `solana:${SOLANA_CLUSTERS.mainnet}`
  return { v: 1, namespace, chainId, address: solanaAddress, message, signature: signSolana(message) }
}

type SiwsFields = {
  domain: string
  address: string
  statement: string
  uri: string
  version: string
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime: string
  notBefore?: string | undefined
  resources?: string[] | undefined
}

/**
 * Sign-In-With-Solana text laid out line for line as the Solana Wallet Standard's
 * `createSignInMessageText` writes it (the verifier rebuilds it with that writer and compares).
 */
function formatSiwsMessage(fields: SiwsFields): string {
  const lines = [
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
    `Expiration Time: ${fields.expirationTime}`,
    ...(fields.notBefore === undefined ? [] : [`Not Before: ${fields.notBefore}`]),
    ...(fields.resources === undefined ? [] : ['Resources:', ...fields.resources.map((resource) => `- ${resource}`)]),
  ]
  return `${fields.domain} wants you to sign in with your Solana account:\n${fields.address}\n\n${fields.statement}\n\n${lines.join('\n')}`
}

/** A linked proof (an EVM and a Solana part, each naming both) whose messages share `times`. */
export async function linkedSignInWithTimes(times: SignInTimes): Promise<LinkedProof> {
  const accounts = [
    caip10({ chainId: 'eip155:1', address: evmAccount.address }),
    caip10({ chainId: `solana:${SOLANA_CLUSTERS.mainnet}`, address: solanaAddress }),
  ]
  const parts = [await signInWithTimes('eip155', times, accounts), await signInWithTimes('solana', times, accounts)]
  return { v: 2, parts: parts.map(({ v: _, ...part }) => part) }
}

/** The times of a Sign-In that says it expires before it was signed, read at `now` (see `signInExpiringBeforeIssued`). */
export function timesExpiringBeforeIssued(now: Date): SignInTimes {
  return {
    issuedAt: new Date(now.getTime() + 2 * MINUTE).toISOString(),
    expirationTime: new Date(now.getTime() + MINUTE).toISOString(),
  }
}

/** The times of a Sign-In, signed an hour before `now`, that becomes valid an hour after it expires. */
export function timesStartingAfterExpiry(now: Date): SignInTimes {
  return {
    issuedAt: new Date(now.getTime() - HOUR).toISOString(),
    expirationTime: new Date(now.getTime() + HOUR).toISOString(),
    notBefore: new Date(now.getTime() + 2 * HOUR).toISOString(),
  }
}

/**
 * A Sign-In that says it expires before it was signed, read at `now`: signed 2 minutes ahead of
 * the reader's clock (within the drift allowed between clocks) and expiring 1 minute ahead, so
 * neither "signed in the future" nor "expired" refuses it.
 */
export function signInExpiringBeforeIssued(namespace: 'eip155' | 'solana', now: Date): Promise<Proof> {
  return signInWithTimes(namespace, timesExpiringBeforeIssued(now))
}

/** A Sign-In, signed an hour before `now`, that says it becomes valid an hour after it expires. */
export function signInStartingAfterExpiry(namespace: 'eip155' | 'solana', now: Date): Promise<Proof> {
  return signInWithTimes(namespace, timesStartingAfterExpiry(now))
}
