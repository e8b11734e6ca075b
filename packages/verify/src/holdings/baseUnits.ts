/**
 * The bounds every amount of a holding stays within: an EVM balance is a uint256, and an ERC-20
 * token's `decimals` a uint8. Exact integers only: a number of tokens is never a float.
 */

/** The largest amount an EVM contract can hold or report: 2^256 − 1 base units. */
export const MAX_UINT256 = 2n ** 256n - 1n

/** The largest SOL or SPL amount: lamports and SPL token amounts are u64. */
export const MAX_UINT64 = 2n ** 64n - 1n

/** The most decimals a token can declare (ERC-20's `decimals()` is a uint8; an SPL mint's is a u8). */
export const MAX_DECIMALS = 255

/** Whether `decimals` is a whole number of decimals a token could declare (0 to 255). */
export function isDecimals(decimals: number): boolean {
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= MAX_DECIMALS
}
