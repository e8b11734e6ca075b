/**
 * The encodings a plain signed message's signature arrives in, read the same way when it is
 * pasted and when it is checked: EVM 0x-hex (65 bytes with v as 0/1 or 27/28, EIP-2098's 64-byte
 * compact form, or a contract wallet's longer one); Solana's 64 bytes as base58, base64 or hex.
 */
import type { Hex } from './hex.js'
import {
  EVM_ADDRESS_LENGTH,
  MAX_EVM_SIGNATURE_LENGTH,
  MAX_SOLANA_SIGNATURE_LENGTH,
  tooLongMessage,
} from './fieldLimits.js'
import { decodeBase58, isSolanaAddress } from './parseSiwsMessage.js'

export type EvmSignatureReading =
  | {
      ok: true
      /** The signature to recover from: 65 bytes (a compact one expanded). */
      recoverable: Hex
      /** How it was given, for a contract wallet: 0x-hex, lower case. */
      given: Hex
      compact: boolean
    }
  | { ok: false; problem: string }

const HEX = /^(?:0x)?([0-9a-fA-F]*)$/

/** Reads an EVM signature: 0x-hex (or bare hex) of 64 bytes (compact), 65 bytes, or more (a contract wallet's). */
export function readEvmSignature(text: string): EvmSignatureReading {
  const trimmed = text.trim()
  if (trimmed.length > MAX_EVM_SIGNATURE_LENGTH)
    return {
      ok: false,
      problem: tooLongMessage(
        'The signature',
        'an Ethereum signature, even a contract wallet’s,',
        MAX_EVM_SIGNATURE_LENGTH,
      ),
    }
  const digits = HEX.exec(trimmed)?.[1]
  if (digits === undefined || digits === '') return { ok: false, problem: 'The signature is not hexadecimal (0x…).' }
  if (digits.length % 2 !== 0)
    return { ok: false, problem: 'The signature has an odd number of hex digits, so it is damaged or cut short.' }
  const bytes = digits.length / 2
  const given: Hex = `0x${digits.toLowerCase()}`
  if (bytes < 64)
    return {
      ok: false,
      problem: `The signature is ${bytes} bytes; an Ethereum signature is 65 (or 64 in the compact form). It looks cut short.`,
    }
  // 65 bytes, or a contract wallet's longer signature (which recovery simply does not match).
  if (bytes >= 65) return { ok: true, recoverable: given, given, compact: false }
  // EIP-2098: r, then s with the recovery bit (y parity) in its top bit.
  const yParityAndS = digits.slice(64)
  const top = parseInt(yParityAndS.slice(0, 1), 16)
  const s = ((top & 0x7).toString(16) + yParityAndS.slice(1)).toLowerCase()
  const v = top & 0x8 ? '1c' : '1b'
  return { ok: true, recoverable: `0x${digits.slice(0, 64).toLowerCase()}${s}${v}` as Hex, given, compact: true }
}

/**
 * Every 64-byte reading of a Solana signature, without repeats: base58 (as wallets and explorers
 * show it), base64 (standard or url-safe, padded or not) or hex. A string that is valid in more
 * than one encoding is tried in each.
 */
export function solanaSignatureCandidates(text: string): Uint8Array[] {
  const value = text.trim()
  // Longer than 64 bytes in any of the encodings: nothing to decode.
  if (value.length > MAX_SOLANA_SIGNATURE_LENGTH) return []
  const found: Uint8Array[] = []
  const add = (bytes: Uint8Array | undefined) => {
    if (bytes?.length !== 64) return
    if (found.some((known) => known.every((byte, i) => byte === bytes[i]))) return
    found.push(bytes)
  }
  add(decodeBase58(value))
  add(decodeBase64(value))
  const digits = HEX.exec(value)?.[1]
  if (digits?.length === 128) add(Uint8Array.from(digits.match(/../g) ?? [], (pair) => parseInt(pair, 16)))
  return found
}

/**
 * Base64, standard or url-safe, padded or not (the browser's own decoder: the reader's codec
 * chunk stays as small as before). Undefined when it is not base64.
 */
function decodeBase64(text: string): Uint8Array | undefined {
  // One alphabet or the other, never both: two scans, where one pattern for "both, in either
  // order" backtracks quadratically.
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text) || (/[+/]/.test(text) && /[_-]/.test(text))) return undefined
  const standard = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/')
  if (standard.length % 4 === 1) return undefined
  try {
    return Uint8Array.from(atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '=')), (char) => char.charCodeAt(0))
  } catch {
    return undefined
  }
}

/** Why a Solana signature cannot be read, or undefined when it can. */
export function describeSolanaSignatureProblem(text: string): string | undefined {
  if (text.trim().length > MAX_SOLANA_SIGNATURE_LENGTH)
    return tooLongMessage('The signature', 'a Solana signature in base58, base64 or hex', MAX_SOLANA_SIGNATURE_LENGTH)
  return solanaSignatureCandidates(text).length > 0
    ? undefined
    : 'The signature is not 64 bytes of base58, base64 or hex, as a Solana signature is.'
}

export function isEvmAddress(text: string): boolean {
  return text.length === EVM_ADDRESS_LENGTH && /^0x[0-9a-fA-F]{40}$/.test(text)
}

export { isSolanaAddress }
