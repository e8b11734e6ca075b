/**
 * A JSON-RPC quantity (`0x1a`: a block number, a timestamp, a balance in wei) as an exact integer of
 * at most 256 bits, or undefined. Leading zeros, which the specification forbids but some hosts
 * write, do not change the value and are let through; anything else is refused.
 */
export function readQuantity(value: unknown): bigint | undefined {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) return undefined
  return BigInt(value)
}
