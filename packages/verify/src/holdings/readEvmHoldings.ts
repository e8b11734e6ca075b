import type { Hex } from '../hex.js'
import { readEvmBalancesAt, type EvmHoldingAsset } from './readEvmBalancesAt.js'
import type { EvmBlock } from './readEvmBlock.js'
import { readLatestEvmBlock } from './readLatestEvmBlock.js'

export type ReadEvmHoldingsParameters = {
  rpcUrl: string
  asset: EvmHoldingAsset
  addresses: readonly Hex[]
  /** Calls a request carries at most (100 unless said). */
  batchSize?: number | undefined
  /** How long each request may take. */
  timeoutMs?: number | undefined
}

/**
 * What every address held at one block, and where it was read; or why nothing was read. `requests`
 * counts the HTTP requests made, the block's own included.
 */
export type EvmHoldingsRead =
  | { ok: true; block: EvmBlock; host: string; amounts: Map<Hex, bigint>; requests: number }
  | { ok: false; reason: string }

const DEFAULT_TIMEOUT_MS = 10_000

/**
 * Reads the latest block once, then every address's balance of `asset` at that block's number, so
 * one token counts at one address only, however the answers are passed around while they are read.
 */
export async function readEvmHoldings(parameters: ReadEvmHoldingsParameters): Promise<EvmHoldingsRead> {
  const { rpcUrl } = parameters
  const block = await readLatestEvmBlock(rpcUrl, parameters.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  if (typeof block === 'string') return { ok: false, reason: block }
  const read = await readEvmBalancesAt({ ...parameters, block })
  if (!read.ok) return read
  return { ok: true, block, host: read.host, amounts: read.amounts, requests: read.requests + 1 }
}
