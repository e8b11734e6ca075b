/** A Solana signature as proofs write it: base58, with the codec fetched at the first signature. */
export async function base58Signature(bytes: Uint8Array): Promise<string> {
  const { base58 } = await import('@scure/base')
  return base58.encode(bytes)
}
