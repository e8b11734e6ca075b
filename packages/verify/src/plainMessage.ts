/**
 * A plain signed message: any text (or bytes) an address signed with EIP-191 `personal_sign` or a
 * Solana wallet's `signMessage`. It proves "this address signed this text" and nothing more: it
 * names no site and no time. This module is the link format's shape only (it is read with every
 * proof link); reading pasted input and checking signatures load only when a plain message is
 * there (`readPlainMessageInput.ts`, `verifyPlainMessage.ts`).
 */
import {
  EVM_ADDRESS_LENGTH,
  MAX_CHAIN_ID_LENGTH,
  MAX_SOLANA_ADDRESS_LENGTH,
  maxSignatureLength,
  tooLongMessage,
} from './fieldLimits.js'
import { quoteInMessage } from './display/quoteInMessage.js'

/** The link format version of a plain signed message (1: a proof of one address, 2: linked proofs). */
export const PLAIN_MESSAGE_VERSION = 3

/** Longest plain message read (characters of text, or of its 0x-hex): far beyond any message a wallet shows. */
export const MAX_PLAIN_MESSAGE_LENGTH = 16_384

/**
 * What a plain message link carries: `{ v: 3, namespace, address, message, signature }`, and for
 * EVM an optional CAIP-2 `chainId`, the chain a contract wallet (EIP-1271) is asked on.
 * `message` is the text as signed; a message of 0x-hex is also tried as the bytes it spells, the
 * way wallets sign hex (`signedBytes.ts`), and bytes that are a Sign-In make it no plain message.
 * `signature` is 0x-hex for EVM; base58, base64 or hex for Solana.
 */
export type PlainMessageProof = {
  v: typeof PLAIN_MESSAGE_VERSION
  namespace: 'eip155' | 'solana'
  address: string
  message: string
  signature: string
  chainId?: string | undefined
}

export type PlainMessageShapeReturnType =
  | { ok: true; proof: PlainMessageProof }
  | { ok: false; error: { code: 'invalid-field' | 'missing-field'; field?: string; message: string } }

const REQUIRED = ['v', 'namespace', 'address', 'message', 'signature'] as const

/**
 * Checks an untrusted value (a link's JSON) has the plain message shape: types and sizes only,
 * whether the signature is true is the verifier's job. Every field's length is checked before
 * anything reads it, so the verifier's decoders only ever see short text. Returns a fresh, typed copy.
 */
export function validatePlainMessageShape(value: unknown): PlainMessageShapeReturnType {
  const record = value as Record<string, unknown>
  const { namespace, address, message, signature, chainId } = record
  const oversized = namespace === 'eip155' || namespace === 'solana' ? oversizedField(namespace, record) : undefined
  if (oversized) return { ok: false, error: { code: 'invalid-field', ...oversized } }
  const field =
    REQUIRED.find((key) => !Object.hasOwn(record, key)) ??
    Object.keys(record).find((key) => key !== 'chainId' && !(REQUIRED as readonly string[]).includes(key)) ??
    (namespace !== 'eip155' && namespace !== 'solana'
      ? 'namespace'
      : typeof address !== 'string' || address === ''
        ? 'address'
        : typeof signature !== 'string' || signature === ''
          ? 'signature'
          : typeof message !== 'string'
            ? 'message'
            : chainId !== undefined &&
                (namespace !== 'eip155' || typeof chainId !== 'string' || !/^eip155:[1-9]\d{0,15}$/.test(chainId))
              ? 'chainId'
              : undefined)
  if (field !== undefined)
    return {
      ok: false,
      error: {
        code: Object.hasOwn(record, field) ? 'invalid-field' : 'missing-field',
        field,
        message: `The signed message’s ${quoteInMessage(field)} is missing or not what a signed message holds.`,
      },
    }
  const proof = { v: PLAIN_MESSAGE_VERSION, namespace, address, message, signature } as PlainMessageProof
  if (chainId !== undefined) proof.chainId = chainId as string
  return { ok: true, proof }
}

/** The first text field longer than it can be for the namespace, with the sentence that says so. */
function oversizedField(
  namespace: 'eip155' | 'solana',
  record: Record<string, unknown>,
): { field: string; message: string } | undefined {
  const evm = namespace === 'eip155'
  const limits = [
    ['address', evm ? EVM_ADDRESS_LENGTH : MAX_SOLANA_ADDRESS_LENGTH, evm ? 'an Ethereum address' : 'a Solana address'],
    ['message', MAX_PLAIN_MESSAGE_LENGTH, 'a message this page reads'],
    ['signature', maxSignatureLength(namespace), evm ? 'an Ethereum signature' : 'a Solana signature'],
    ['chainId', MAX_CHAIN_ID_LENGTH, 'a chain id'],
  ] as const
  for (const [field, max, what] of limits) {
    const text = record[field]
    if (typeof text === 'string' && text.length > max)
      return { field, message: tooLongMessage(`The signed message’s ${quoteInMessage(field)}`, what, max) }
  }
  return undefined
}
