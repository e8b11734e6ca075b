/**
 * The digest an EIP-191 `personal_sign` signature is over (version 0x45): Keccak-256 of
 * "\x19Ethereum Signed Message:\n", the message's length in bytes as decimal digits, and the message.
 * viem's `hashMessage` gives the same bytes, from a module whose barrel brings a code-splitting bundler
 * its RPC client; this is the one step a signature's recovery needs.
 */
import { keccak_256 } from '@noble/hashes/sha3'
import type { SignableMessage } from './hex.js'

const PREFIX = '\x19Ethereum Signed Message:\n'

/** A `{ raw }` message's bytes: given, or spelled by its 0x-hex. */
function rawBytes(raw: `0x${string}` | Uint8Array): Uint8Array {
  if (typeof raw !== 'string') return raw
  const digits = raw.length % 2 === 0 ? raw.slice(2) : `0${raw.slice(2)}`
  const bytes = new Uint8Array(digits.length / 2)
  for (let i = 0; i < bytes.length; i++) {
    const byte = Number.parseInt(digits.slice(2 * i, 2 * i + 2), 16)
    if (Number.isNaN(byte)) throw new Error(`"${raw}" is not hex.`)
    bytes[i] = byte
  }
  return bytes
}

export function eip191Hash(message: SignableMessage): Uint8Array {
  const encoder = new TextEncoder()
  const body = typeof message === 'string' ? encoder.encode(message) : rawBytes(message.raw)
  const prefix = encoder.encode(`${PREFIX}${body.length}`)
  const signed = new Uint8Array(prefix.length + body.length)
  signed.set(prefix)
  signed.set(body, prefix.length)
  return keccak_256(signed)
}
