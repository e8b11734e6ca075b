/**
 * Who signed an EIP-191 `personal_sign` message, as viem's `recoverMessageAddress` answers it,
 * in a fraction of the bytes and faster than the curve libraries: a proof link's reader recovers
 * one signature on the way to its verdict, where every kilobyte is time on a phone's network, and
 * a back end recovers thousands. The curve's arithmetic is secp256k1Points.ts and
 * secp256k1SumOfMultiples.ts (under 2 KB gzip, against 3 KB for `@noble/secp256k1` and 15 KB for
 * `@noble/curves`); the recovery is SEC 1, 4.1.6.
 *
 * The rules a signature is held to, each exact:
 * - r and s are each in [1, n − 1];
 * - the recovery id is read from v ∈ {0, 1, 27, 28} only, and names R's y parity; R's x is r
 *   itself, never r + n (the recovery ids 2 and 3 some libraries write, which Ethereum's v
 *   cannot carry);
 * - R, the point with that x and parity, is on the curve;
 * - the recovered key is not the point at infinity.
 * A signature with s above n/2 (high S) is accepted, as Ethereum's `ecrecover` and viem's
 * `recoverMessageAddress` accept it: (r, n − s) with the other parity recovers the same key as
 * (r, s), so the second encoding is one more spelling of a signature its key made, and proves
 * nothing the first does not. Refusing it would refuse signatures some wallets give.
 */
import { eip191Hash } from './eip191Hash.js'
import { keccak_256 } from '@noble/hashes/sha3'
import { checksummed } from './evmAddress.js'
import type { Hex, SignableMessage } from './hex.js'
import { invert, N, pointWithX, type AffinePoint } from './secp256k1Points.js'
import { sumOfMultiples } from './secp256k1SumOfMultiples.js'

/** The recovery bit of a signature's last byte, as viem reads it: 0/1, or 27/28. */
function recoveryBit(v: number): 0 | 1 | undefined {
  if (v === 0 || v === 27) return 0
  if (v === 1 || v === 28) return 1
  return undefined
}

/** Whether a signature's r or s is in [1, n − 1], as SEC 1 (4.1.4, step 1) asks. */
function inScalarRange(value: bigint): boolean {
  return value >= 1n && value < N
}

/** Big-endian bytes as a number. */
function bigEndian(bytes: Uint8Array): bigint {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  return value
}

/**
 * The public key whose signature (r, s, recovery bit) is over `digest` (SEC 1, 4.1.6), or
 * undefined when the signature breaks one of the rules above.
 */
export function recoverPublicKey(r: bigint, s: bigint, bit: 0 | 1, digest: Uint8Array): AffinePoint | undefined {
  if (!inScalarRange(r) || !inScalarRange(s)) return undefined
  // R's x is r itself (r < n < p), never r + n.
  const rPoint = pointWithX(r, bit === 1)
  if (!rPoint) return undefined
  const e = bigEndian(digest) % N
  const rInverse = invert(r, N)
  return sumOfMultiples((((N - e) % N) * rInverse) % N, rPoint, (s * rInverse) % N)
}

const hex32 = (value: bigint) => value.toString(16).padStart(64, '0')

/** The checksummed address of a secp256k1 public key: the last 20 bytes of the Keccak-256 of its x ‖ y. */
export function addressOfPublicKey({ x, y }: AffinePoint): Hex {
  const key = hex32(x) + hex32(y)
  const bytes = new Uint8Array(64)
  for (let i = 0; i < 64; i++) bytes[i] = parseInt(key.slice(2 * i, 2 * i + 2), 16)
  const hash = keccak_256(bytes)
  let digits = '0x'
  for (let i = 12; i < 32; i++) digits += (hash[i] ?? 0).toString(16).padStart(2, '0')
  return checksummed(digits)
}

/** A public key as SEC 1's uncompressed encoding, hex: 04 ‖ x ‖ y. */
export function uncompressedHex({ x, y }: AffinePoint): Hex {
  return `0x04${hex32(x)}${hex32(y)}`
}

/**
 * The checksummed address whose key made `signature` (65 bytes: r, s, v) over `message`, or
 * undefined when it is not a recoverable secp256k1 signature. `message` is text, or `{ raw }` bytes
 * (a plain message a wallet signed as hex).
 */
export function recoverEvmSigner(message: SignableMessage, signature: Hex): Hex | undefined {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return undefined
  const bit = recoveryBit(parseInt(signature.slice(130), 16))
  if (bit === undefined) return undefined
  const key = recoverPublicKey(
    BigInt(`0x${signature.slice(2, 66)}`),
    BigInt(`0x${signature.slice(66, 130)}`),
    bit,
    eip191Hash(message),
  )
  return key && addressOfPublicKey(key)
}
