/**
 * The longest text each field of a proof may hold, checked before the field is decoded or matched.
 * Base58 decoding is quadratic in its input, and a link may carry up to 65 536 characters: bounding
 * every field by what it can really be keeps each decoder's input small, so a link of any length
 * is judged in milliseconds. Shared by the link's shape check and the pasted fields' reader.
 */

/** 32 bytes in base58 are at most 44 characters. */
export const MAX_SOLANA_ADDRESS_LENGTH = 44

/** `0x` and 40 hex digits. */
export const EVM_ADDRESS_LENGTH = 42

/** 64 bytes in base58 are at most 88 characters (base64 padded is 88 too). */
export const MAX_SOLANA_BASE58_SIGNATURE_LENGTH = 88

/** 64 bytes in any encoding Solana signatures come in: hex is the longest, 128 digits after an optional `0x`. */
export const MAX_SOLANA_SIGNATURE_LENGTH = 130

/**
 * An EOA's signature is 65 bytes; a contract wallet's (EIP-1271, ERC-6492) carries its own data
 * (several owners' signatures, a factory call), a few KB. 16 KiB as 0x-hex leaves room for those.
 */
export const MAX_EVM_SIGNATURE_BYTES = 16_384
export const MAX_EVM_SIGNATURE_LENGTH = 2 + 2 * MAX_EVM_SIGNATURE_BYTES

/** CAIP-2: a namespace of 3 to 8 characters, `:`, a reference of 1 to 32. */
export const MAX_CHAIN_ID_LENGTH = 41

/** The longest signature text either family may hold: for fields that do not know the family yet. */
export function maxSignatureLength(namespace: 'eip155' | 'solana'): number {
  return namespace === 'eip155' ? MAX_EVM_SIGNATURE_LENGTH : MAX_SOLANA_SIGNATURE_LENGTH
}

/** The sentence for a field longer than it can be: `subject` names the field, `what` what it should hold. */
export function tooLongMessage(subject: string, what: string, max: number): string {
  return `${subject} is longer than ${what} can be (${max.toLocaleString('en')} characters at most).`
}
