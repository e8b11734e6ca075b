/**
 * One `eth_call` over the site's RPC, with a revert told apart from a failure: a contract that
 * reverts has answered (its revert data says how), while an RPC that is down has not.
 */
import type { Address, Hex } from 'viem'
import { jsonRpcCall, JsonRpcError } from './jsonRpc'

export type EthCallParameters = { url: string; to: Address; data: Hex; signal?: AbortSignal }
export type EthCallReturnType = { status: 'success'; data: Hex } | { status: 'reverted'; data: Hex }

/** EIP-1474's code for a call that reverted; some nodes use a generic code and say so in the message. */
const EXECUTION_REVERTED = 3
const isRevert = (error: JsonRpcError) => error.code === EXECUTION_REVERTED || /revert/i.test(error.message)
const HEX = /^0x(?:[0-9a-f]{2})*$/i

/** Nodes put the revert data in `error.data`, some one level deeper (`error.data.data`). */
function revertData(error: JsonRpcError): Hex | undefined {
  const { data } = error
  const inner = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).data : data
  return typeof inner === 'string' && HEX.test(inner) ? (inner as Hex) : undefined
}

/** @throws {JsonRpcError} when the RPC fails, answers no hex, or reports a revert without its data. */
export async function ethCall({ url, to, data, signal }: EthCallParameters): Promise<EthCallReturnType> {
  try {
    const result = await jsonRpcCall({
      url,
      method: 'eth_call',
      params: [{ to, data }, 'latest'],
      ...(signal ? { signal } : {}),
    })
    if (typeof result !== 'string' || !HEX.test(result))
      throw new JsonRpcError('The RPC answered eth_call with no data')
    return { status: 'success', data: result as Hex }
  } catch (error) {
    if (!(error instanceof JsonRpcError) || !isRevert(error)) throw error
    const reverted = revertData(error)
    if (reverted === undefined) throw error
    return { status: 'reverted', data: reverted }
  }
}
