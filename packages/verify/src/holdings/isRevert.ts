/**
 * Whether a JSON-RPC error is the contract's revert rather than the host's trouble: code 3 with
 * revert data (geth, anvil, reth), or a message that says so (-32000 "execution reverted" elsewhere).
 * A revert is the chain's answer; any other error is no answer.
 */
export function isRevert(error: { code: number; message: string }): boolean {
  return error.code === 3 || /revert/i.test(error.message)
}
