/**
 * EVM addresses as EIP-55 writes them, with viem's rules for `getAddress` and `isAddress`, on
 * `@noble/hashes`' Keccak-256 (the copy viem itself hashes with): the path every proof takes loads no
 * viem module, so a code-splitting bundler keeps viem's RPC client and contract code in the chunks
 * that ask a contract wallet.
 */
import { keccak_256 } from '@noble/hashes/sha3'
import type { Hex } from './hex.js'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** `0x` and 40 hex digits, each letter in the case EIP-55's checksum gives it. */
export function checksummed(address: string): Hex {
  const digits = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(digits))
  let written = '0x'
  for (let i = 0; i < 40; i++) {
    const byte = hash[i >> 1] ?? 0
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f
    const digit = digits.charAt(i)
    written += nibble >= 8 ? digit.toUpperCase() : digit
  }
  return written as Hex
}

/** The address EIP-55 checksummed, whatever its letter case. @throws Error when it is not `0x` and 40 hex digits. */
export function getAddress(address: string): Hex {
  if (!HEX_ADDRESS.test(address)) throw new Error(`Address "${address}" is invalid.`)
  return checksummed(address)
}

/**
 * `0x` and 40 hex digits; with `strict` (the default, as viem's), all lower case or with its EIP-55
 * checksum.
 */
export function isAddress(address: string, { strict = true }: { strict?: boolean } = {}): address is Hex {
  if (!HEX_ADDRESS.test(address)) return false
  return !strict || address.toLowerCase() === address || checksummed(address) === address
}
