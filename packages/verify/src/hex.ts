/**
 * The few value shapes the package's public types need, defined here so that its declarations
 * import nothing from its dependencies: a consumer type-checks sigil-verify without loading viem's
 * types. Each is the same shape viem uses, so viem's values fit where these are asked for.
 */

/** 0x-prefixed hex, as EVM signatures and call data are written. */
export type Hex = `0x${string}`

/** What an EIP-191 `personal_sign` signature is over: text (its UTF-8 bytes), or the bytes themselves. */
export type SignableMessage = string | { raw: Hex | Uint8Array }
