/**
 * Who signed an EIP-191 `personal_sign` message, as viem's `recoverMessageAddress` answers it,
 * in a fraction of the bytes and without a table of the base point's multiples.
 *
 * A proof link's reader recovers one signature on the way to its verdict, and every kilobyte
 * before that verdict is time on a phone's network: `@noble/secp256k1` (the same author's
 * single-file curve, ~3 KB gzip of it here against ~15 KB for `@noble/curves` with its hashes)
 * gives the points. Its own `recoverPublicKey` multiplies the base point through a table of
 * 4 224 of its multiples, built on first use (tens of ms of main thread), which pays off only
 * over many signatures; so the recovery below (SEC 1, 4.1.6) multiplies 2G instead, which the
 * table is not for: u·G = (u/2)·(2G).
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
import { etc, Point } from '@noble/secp256k1'
import { hashMessage, hexToBytes, type Address, type Hex, type SignableMessage } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'

const N = Point.CURVE().n
const TWO_G = Point.BASE.double()
/** The inverse of 2 modulo the group order. */
const HALF = (N + 1n) / 2n

/** The recovery bit of a signature's last byte, as viem reads it: 0/1, or 27/28. */
function recoveryBit(v: number): 0 | 1 | undefined {
  if (v === 0 || v === 27) return 0
  if (v === 1 || v === 28) return 1
  return undefined
}

/** u1·G + u2·R in one pass over the scalars' bits (Shamir's trick): one doubling per bit, not two. */
function sumOfMultiples(u1: bigint, r: Point, u2: bigint): Point {
  const g = TWO_G
  const gu = etc.mod(u1 * HALF, N)
  const both = g.add(r)
  let sum = Point.ZERO
  for (let bit = 255; bit >= 0; bit--) {
    sum = sum.double()
    const a = (gu >> BigInt(bit)) & 1n
    const b = (u2 >> BigInt(bit)) & 1n
    if (a && b) sum = sum.add(both)
    else if (a) sum = sum.add(g)
    else if (b) sum = sum.add(r)
  }
  return sum
}

/** Whether a signature's r or s is in [1, n − 1], as SEC 1 (4.1.4, step 1) asks. */
function inScalarRange(value: bigint): boolean {
  return value >= 1n && value < N
}

/** The point R whose x is r and whose y has the recovery bit's parity, or undefined when the curve has none. */
function pointWithX(r: bigint, bit: 0 | 1): Point | undefined {
  try {
    return Point.fromBytes(etc.concatBytes(Uint8Array.of(2 + bit), etc.hexToBytes(r.toString(16).padStart(64, '0'))))
  } catch {
    return undefined
  }
}

/**
 * The public key whose signature (r, s, recovery bit) is over `digest` (SEC 1, 4.1.6), or
 * undefined when the signature breaks one of the rules above.
 */
export function recoverPublicKey(r: bigint, s: bigint, bit: 0 | 1, digest: Uint8Array): Point | undefined {
  if (!inScalarRange(r) || !inScalarRange(s)) return undefined
  const rPoint = pointWithX(r, bit)
  if (!rPoint) return undefined
  const e = etc.mod(etc.bytesToNumberBE(digest), N)
  const rInverse = etc.invert(r, N)
  const key = sumOfMultiples(etc.mod(-e * rInverse, N), rPoint, etc.mod(s * rInverse, N))
  return key.is0() ? undefined : key
}

const scalar = (bytes: Uint8Array) => etc.bytesToNumberBE(bytes)

/**
 * The checksummed address whose key made `signature` (65 bytes: r, s, v) over `message`, or
 * undefined when it is not a recoverable secp256k1 signature. `message` is text, or `{ raw }` bytes
 * (a plain message a wallet signed as hex).
 */
export function recoverEvmSigner(message: SignableMessage, signature: Hex): Address | undefined {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return undefined
  const bytes = hexToBytes(signature)
  const bit = recoveryBit(bytes[64] ?? -1)
  if (bit === undefined) return undefined
  const key = recoverPublicKey(
    scalar(bytes.subarray(0, 32)),
    scalar(bytes.subarray(32, 64)),
    bit,
    hexToBytes(hashMessage(message)),
  )
  return key && publicKeyToAddress(`0x${etc.bytesToHex(key.toBytes(false))}`)
}
