/**
 * A call's return data read as one ABI `uint256` word: exactly 32 bytes, or nothing. Short data (an
 * address with no code answers `0x`) and longer data are both refused: a balance is never guessed
 * from bytes that are not the one word a `balanceOf` returns.
 */
export function readAbiWord(data: unknown): bigint | undefined {
  if (typeof data !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(data)) return undefined
  return BigInt(data)
}
