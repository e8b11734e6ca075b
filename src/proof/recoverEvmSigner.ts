/**
 * Who signed an EIP-191 `personal_sign` message, as viem's `recoverMessageAddress` answers it,
 * without the table viem's copy of the curve builds on first use.
 *
 * noble's secp256k1 precomputes 4 224 multiples of the base point the first time it multiplies
 * by it (~40 ms of main thread on this project's test machine), which pays off only over many
 * signatures. A proof link's reader recovers one, on the way to its verdict. So the
 * recovery runs on the copy of noble this project depends on directly, with the table turned
 * off, as noble documents it: a window of 1.
 */
import { ecdsa } from '@noble/curves/abstract/weierstrass'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, hashMessage, hexToBytes, type Address, type Hex, type SignableMessage } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'

// The base point's window back to 1: multiplications by it take the endomorphism ladder
// (a few ms each) and no table is built. Nothing in the page multiplies by it often.
secp256k1.Point.BASE.precompute(1)

// noble's ECDSA over the same points, for its standalone recovery (the hash is the one secp256k1
// signs with; recovery itself never hashes: the digest below is EIP-191's).
const curve = ecdsa(secp256k1.Point, sha256)

/** The recovery bit of a signature's last byte, as viem reads it: 0/1, or 27/28. */
function recoveryBit(v: number): 0 | 1 | undefined {
  if (v === 0 || v === 27) return 0
  if (v === 1 || v === 28) return 1
  return undefined
}

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
  // noble's "recovered" layout: the recovery bit first, then r and s.
  const recovered = new Uint8Array(65)
  recovered[0] = bit
  recovered.set(bytes.subarray(0, 64), 1)
  try {
    const publicKey = curve.recoverPublicKey(recovered, hexToBytes(hashMessage(message)), { prehash: false })
    return publicKeyToAddress(bytesToHex(secp256k1.Point.fromBytes(publicKey).toBytes(false)))
  } catch {
    return undefined // r or s out of range, or no curve point with that x
  }
}
