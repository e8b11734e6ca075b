import { createSignInMessageText, type SolanaSignInInputWithRequiredFields } from '@solana/wallet-standard-util'
import { getAddress, isAddress } from './evmAddress.js'
import { createSiweMessage, type CreateSiweMessageParameters } from 'viem/siwe'
import { SOLANA_CLUSTERS, parseChainId, solanaChainIdFromMessage, solanaMessageChainId } from './caip.js'
import { parseProofMessage } from './parseProofMessage.js'
import { isSolanaAddress } from './parseSiwsMessage.js'
import { isAuthority, isUri } from './rfc3986.js'
import type { ProofNamespace } from './types.js'
import { type StatementErrorCode, validateStatement } from './validateStatement.js'

export type BuildProofMessageParameters = {
  namespace: ProofNamespace
  /** 0x address (any case; written checksummed) or base58 Solana public key. */
  address: string
  /** CAIP-2 chain id of the connected account, e.g. `eip155:10`. */
  chainId: string
  /** The site's host (RFC 3986 authority), normally `location.host`. */
  domain: string
  /** The site the proof was made on: its root URL, origin and base path (`https://sigil.example/`). */
  uri: string
  /** Optional one-line claim shown in the wallet and on the verify page. */
  statement?: string | undefined
  issuedAt: Date
  expirationTime: Date
  /** From `createNonce()`. */
  nonce: string
  /**
   * The message's `Resources:` list, each an RFC 3986 URI. A linked proof names every linked
   * account here as a CAIP-10 id (`caip10(…)`), so each signature commits to the whole set.
   * Empty or absent: no list.
   */
  resources?: readonly string[] | undefined
}

/** The exact text for the wallet to sign. */
export type BuildProofMessageReturnType = string

export type BuildProofMessageErrorCode =
  | StatementErrorCode
  | 'invalid-address'
  | 'invalid-chain'
  | 'invalid-domain'
  | 'invalid-uri'
  | 'invalid-nonce'
  | 'invalid-time'
  | 'invalid-resource'
  /** The inputs passed every check but the message still would not read back (should not happen). */
  | 'invalid-message'

/** Thrown by `buildProofMessage` when an input cannot go into a sign-in message; `message` is plain English. */
export class BuildProofMessageError extends Error {
  override name = 'BuildProofMessageError' as const
  readonly code: BuildProofMessageErrorCode
  constructor(code: BuildProofMessageErrorCode, message: string) {
    super(message)
    this.code = code
  }
}

export type BuildProofMessageErrorType = BuildProofMessageError

/**
 * Builds the sign-in message a wallet signs to make a proof: EIP-4361 (through viem's
 * `createSiweMessage`) for EVM accounts, Sign-In-With-Solana (through the Solana Wallet
 * Standard's `createSignInMessageText`) for Solana accounts. Version is always 1.
 *
 * For Solana the `Chain ID:` line names the cluster (`mainnet`, `devnet`, `testnet`) and falls
 * back to the full CAIP-2 id for other chains; see `caip.ts`.
 *
 * @throws {BuildProofMessageError} when a field is not valid; the result is guaranteed to be
 * accepted by `parseProofMessage`.
 */
export function buildProofMessage(parameters: BuildProofMessageParameters): BuildProofMessageReturnType {
  const { namespace, chainId, domain, uri, issuedAt, expirationTime, nonce } = parameters
  const statement = parameters.statement === '' ? undefined : parameters.statement
  const resources = parameters.resources?.length ? [...parameters.resources] : undefined

  const chain = parseChainId(chainId)
  if (chain?.namespace !== namespace)
    throw new BuildProofMessageError('invalid-chain', `“${chainId}” is not a CAIP-2 chain id for ${namespace}.`)
  if (!isAuthority(domain))
    throw new BuildProofMessageError('invalid-domain', `“${domain}” is not a host name a sign-in message can name.`)
  if (!isUri(uri)) throw new BuildProofMessageError('invalid-uri', `“${uri}” is not a valid absolute URI.`)
  if (!/^[A-Za-z0-9]{8,}$/.test(nonce))
    throw new BuildProofMessageError(
      'invalid-nonce',
      'The nonce must be at least 8 letters and digits; use createNonce().',
    )
  if (Number.isNaN(issuedAt.getTime()) || Number.isNaN(expirationTime.getTime()))
    throw new BuildProofMessageError('invalid-time', 'The issue or expiration time is not a valid date.')
  if (expirationTime.getTime() <= issuedAt.getTime())
    throw new BuildProofMessageError('invalid-time', 'The expiration time must be after the issue time.')
  if (statement !== undefined) {
    const result = validateStatement(statement)
    if (!result.ok) throw new BuildProofMessageError(result.error.code, result.error.message)
  }
  for (const resource of resources ?? []) {
    const text = typeof resource === 'string' ? resource : ''
    if (!isUri(text))
      throw new BuildProofMessageError(
        'invalid-resource',
        `“${text.slice(0, 80)}” is not a valid URI (RFC 3986), so it cannot be a resource.`,
      )
  }

  const message =
    chain.namespace === 'eip155'
      ? buildEthereumMessage({ ...parameters, statement, resources, chainId: chain.reference })
      : buildSolanaMessage({ ...parameters, statement, resources, chainId: chain.caip2 })

  // Belt and braces: never hand a wallet text our own verifier would refuse.
  const check = parseProofMessage(message)
  if (!check.ok) throw new BuildProofMessageError(codeForField(check.error.field), check.error.message)
  if ((check.fields.resources ?? []).join('\n') !== (resources ?? []).join('\n'))
    throw new BuildProofMessageError('invalid-resource', 'The resources would not read back as written.')
  return message
}

function buildEthereumMessage(parameters: Omit<BuildProofMessageParameters, 'chainId'> & { chainId: number }): string {
  if (!isAddress(parameters.address, { strict: false }))
    throw new BuildProofMessageError('invalid-address', `“${parameters.address}” is not an Ethereum address.`)
  const input: CreateSiweMessageParameters = {
    address: getAddress(parameters.address),
    chainId: parameters.chainId,
    domain: parameters.domain,
    uri: parameters.uri,
    version: '1',
    nonce: parameters.nonce,
    issuedAt: parameters.issuedAt,
    expirationTime: parameters.expirationTime,
    ...(parameters.statement === undefined ? {} : { statement: parameters.statement }),
    ...(parameters.resources === undefined ? {} : { resources: [...parameters.resources] }),
  }
  try {
    return createSiweMessage(input)
  } catch (error) {
    // viem's domain rule is narrower than RFC 3986 (no IPv6 literals or user info).
    const reason = (error as Error).message.split('\n')[0] ?? ''
    throw new BuildProofMessageError(
      reason.includes('"resources"') ? 'invalid-resource' : 'invalid-domain',
      `viem refused the message: ${reason}`,
    )
  }
}

function buildSolanaMessage(parameters: BuildProofMessageParameters): string {
  if (!isSolanaAddress(parameters.address))
    throw new BuildProofMessageError('invalid-address', `“${parameters.address}” is not a Solana address.`)
  const messageChainId = solanaMessageChainId(parameters.chainId)
  if (solanaChainIdFromMessage(messageChainId) !== parameters.chainId)
    throw new BuildProofMessageError(
      'invalid-chain',
      `“${parameters.chainId}” is not a CAIP-2 Solana chain id (use solana:<genesis hash prefix>, e.g. solana:${SOLANA_CLUSTERS.mainnet}).`,
    )
  const input: SolanaSignInInputWithRequiredFields = {
    domain: parameters.domain,
    address: parameters.address,
    uri: parameters.uri,
    version: '1',
    chainId: messageChainId,
    nonce: parameters.nonce,
    issuedAt: parameters.issuedAt.toISOString(),
    expirationTime: parameters.expirationTime.toISOString(),
    ...(parameters.statement === undefined ? {} : { statement: parameters.statement }),
    ...(parameters.resources === undefined ? {} : { resources: [...parameters.resources] }),
  }
  return createSignInMessageText(input)
}

function codeForField(field: string | undefined): BuildProofMessageErrorCode {
  switch (field) {
    case 'domain':
    case 'scheme':
      return 'invalid-domain'
    case 'uri':
      return 'invalid-uri'
    case 'issuedAt':
    case 'expirationTime':
      return 'invalid-time'
    case 'resources':
      return 'invalid-resource'
    default:
      return 'invalid-message'
  }
}
