/**
 * A plain signed message as the JSON that MyCrypto's "Sign Message" page writes and MyCrypto,
 * MyEtherWallet and Sigil's own /verify/ read: `address`, `msg`, `sig`, `version` "2" (EIP-191
 * `personal_sign`), two-space indented. A Solana message has no such tool's version to claim: the
 * same three fields, no `version`.
 */
export type SignedMessageJsonParameters = {
  namespace: 'eip155' | 'solana'
  address: string
  message: string
  signature: string
}

export function signedMessageJson({ namespace, address, message, signature }: SignedMessageJsonParameters): string {
  const signed: Record<string, string> = { address, msg: message, sig: signature }
  if (namespace === 'eip155') signed['version'] = '2'
  return JSON.stringify(signed, null, 2)
}
