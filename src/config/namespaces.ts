/** The signature families Sigil speaks: EVM (EIP-155 chains) and Solana. */
export const NAMESPACES = ['eip155', 'solana'] as const
export type Namespace = (typeof NAMESPACES)[number]

export function isNamespace(value: unknown): value is Namespace {
  return value === 'eip155' || value === 'solana'
}
