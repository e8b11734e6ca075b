const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
// 17 characters of a 62-letter alphabet carry 17 × log2(62) ≈ 101 bits, above the 96 we want.
const nonceLength = 17
// Bytes at or above 248 (= 62 × 4) are dropped so every letter is equally likely.
const unbiasedLimit = 248

export type CreateNonceReturnType = string

/**
 * A fresh sign-in nonce: 17 alphanumeric characters (≈ 101 bits) from `crypto.getRandomValues`.
 *
 * EIP-4361 requires at least 8 alphanumerics; viem's `generateSiweNonce` is not used because it
 * draws from `Math.random`.
 */
export function createNonce(): CreateNonceReturnType {
  let nonce = ''
  while (nonce.length < nonceLength) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      if (byte >= unbiasedLimit) continue
      nonce += alphabet.charAt(byte % alphabet.length)
      if (nonce.length === nonceLength) break
    }
  }
  return nonce
}
