import type { Hex } from '../hex.js'
import { readEvmBalancesAt, type EvmHoldingAsset } from './readEvmBalancesAt.js'
import type { EvmBlock } from './readEvmBlock.js'
import { readLatestEvmBlock } from './readLatestEvmBlock.js'

export type ReadEvmHoldingsAgreedParameters = {
  /** Two hosts of the same network: the block is read from the first, and both are asked at it. */
  rpcUrls: readonly [string, string]
  asset: EvmHoldingAsset
  addresses: readonly Hex[]
  batchSize?: number | undefined
  timeoutMs?: number | undefined
}

export type EvmHoldingsAgreed =
  | { ok: true; block: EvmBlock; hosts: [string, string]; amounts: Map<Hex, bigint>; requests: number }
  | { ok: false; reason: string }

const DEFAULT_TIMEOUT_MS = 10_000

/**
 * Every address's balance as two hosts report it at the same block (the same number and hash), and
 * only when they agree on every amount: one host can lie about a balance, two run by different
 * people would have to lie alike. Either host unreachable, or any difference, is no answer.
 */
export async function readEvmHoldingsAgreed(parameters: ReadEvmHoldingsAgreedParameters): Promise<EvmHoldingsAgreed> {
  const [first, second] = parameters.rpcUrls
  const block = await readLatestEvmBlock(first, parameters.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  if (typeof block === 'string') return { ok: false, reason: block }
  const [a, b] = await Promise.all([
    readEvmBalancesAt({ ...parameters, rpcUrl: first, block }),
    readEvmBalancesAt({ ...parameters, rpcUrl: second, block }),
  ])
  if (!a.ok) return a
  if (!b.ok) return b
  const disagreed = [...a.amounts].find(([address, amount]) => b.amounts.get(address) !== amount)
  if (disagreed !== undefined || a.amounts.size !== b.amounts.size)
    return {
      ok: false,
      reason: `the two hosts disagree: ${a.host} and ${b.host} give different balances${disagreed ? ` for ${disagreed[0]}` : ''} at block ${block.number}`,
    }
  return { ok: true, block, hosts: [a.host, b.host], amounts: a.amounts, requests: a.requests + b.requests + 1 }
}
