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
function checksummed(address: string): Hex {
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

const hex32 = (value: bigint) => value.toString(16).padStart(64, '0')

/** The checksummed address of a secp256k1 public key: the last 20 bytes of the Keccak-256 of its x ‖ y. */
export function addressOfPublicKey({ x, y }: { x: bigint; y: bigint }): Hex {
  const key = hex32(x) + hex32(y)
  const bytes = new Uint8Array(64)
  for (let i = 0; i < 64; i++) bytes[i] = parseInt(key.slice(2 * i, 2 * i + 2), 16)
  const hash = keccak_256(bytes)
  let digits = '0x'
  for (let i = 12; i < 32; i++) digits += (hash[i] ?? 0).toString(16).padStart(2, '0')
  return checksummed(digits)
}
