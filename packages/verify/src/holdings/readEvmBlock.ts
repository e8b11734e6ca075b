import type { JsonRpcCall, JsonRpcReply } from './readJsonRpcBatch.js'
import { readQuantity } from './readQuantity.js'

/** The one block every balance is read at: its number, its hash (the same number on a fork is another block) and its time. */
export type EvmBlock = { number: bigint; hash: string; time: Date }

/** `eth_getBlockByNumber` without the transactions, for the latest block or one by number. */
export function evmBlockCall(block: bigint | 'latest'): JsonRpcCall {
  return { method: 'eth_getBlockByNumber', params: [block === 'latest' ? block : `0x${block.toString(16)}`, false] }
}

/** Seconds since 1970 beyond which a block's time is not a time (year 9999). */
const LAST_SECOND = 253_402_300_799n

/**
 * The block a reply to `evmBlockCall` describes, or undefined unless it has a number, a 32-byte hash
 * and a timestamp (a host's `null` for a block it does not have is no block).
 */
export function readEvmBlock(reply: JsonRpcReply): EvmBlock | undefined {
  if (!('result' in reply)) return undefined
  const block = reply.result
  if (typeof block !== 'object' || block === null) return undefined
  const { number, hash, timestamp } = block as Record<string, unknown>
  const height = readQuantity(number)
  const seconds = readQuantity(timestamp)
  if (height === undefined || seconds === undefined || seconds > LAST_SECOND) return undefined
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) return undefined
  return { number: height, hash: hash.toLowerCase(), time: new Date(Number(seconds) * 1000) }
}
