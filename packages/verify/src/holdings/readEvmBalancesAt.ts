import type { Hex } from '../hex.js'
import type { HoldingAsset } from './holdingRequirement.js'
import { isRevert } from './isRevert.js'
import { readAbiWord } from './readAbiWord.js'
import { evmBlockCall, readEvmBlock, type EvmBlock } from './readEvmBlock.js'
import { readJsonRpcBatch, type JsonRpcCall, type JsonRpcReply } from './readJsonRpcBatch.js'
import { readQuantity } from './readQuantity.js'

/** An asset that lives on an EVM network. */
export type EvmHoldingAsset = Exclude<HoldingAsset, { kind: 'spl' }>

export type ReadEvmBalancesAtParameters = {
  rpcUrl: string
  asset: EvmHoldingAsset
  addresses: readonly Hex[]
  /** The block every balance is read at, as read before (from this host or another). */
  block: EvmBlock
  /** Calls a request carries at most, the block's own check included. */
  batchSize?: number | undefined
  timeoutMs?: number | undefined
}

export type EvmBalancesRead =
  { ok: true; amounts: Map<Hex, bigint>; host: string; requests: number } | { ok: false; reason: string }

/** 100 calls a request: what public RPC hosts commonly accept in one batch. */
export const DEFAULT_BATCH_SIZE = 100
/** Requests in flight at once: a roll call's thousand answers must not read as a flood to the host. */
const IN_FLIGHT = 3
const DEFAULT_TIMEOUT_MS = 10_000

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
/** `balanceOf(address)` (ERC-20, ERC-721) and `balanceOf(address,uint256)` (ERC-1155). */
const BALANCE_OF = '0x70a08231'
const BALANCE_OF_ID = '0x00fdd58e'
const UINT256_MAX = (1n << 256n) - 1n

/**
 * Every address's balance of `asset` at `block`, in batches. Each batch also asks for the block by
 * its number and must get the same hash back: a host that answers for another block (a reorganised
 * chain, another fork, a lagging node behind a load balancer) gives no amounts at all. Anything that
 * is not a clean answer for every address (an error, a revert, short data) is `ok: false`, never a
 * guessed amount.
 */
export async function readEvmBalancesAt(parameters: ReadEvmBalancesAtParameters): Promise<EvmBalancesRead> {
  const { rpcUrl, asset, block } = parameters
  const host = new URL(rpcUrl).host
  const batchSize = parameters.batchSize ?? DEFAULT_BATCH_SIZE
  if (!Number.isInteger(batchSize) || batchSize < 2)
    throw new RangeError('A batch holds the block check and at least one balance.')
  if (asset.kind === 'erc1155' && (asset.tokenId < 0n || asset.tokenId > UINT256_MAX))
    return { ok: false, reason: 'the token id is not a uint256' }
  if (asset.kind !== 'native' && !EVM_ADDRESS.test(asset.contract))
    return { ok: false, reason: `${asset.contract} is not an EVM address` }
  const addresses = [...new Set(parameters.addresses)]
  const wrong = addresses.find((address) => !EVM_ADDRESS.test(address))
  if (wrong !== undefined) return { ok: false, reason: `${wrong} is not an EVM address` }

  const perBatch = batchSize - 1
  const batches: Hex[][] = []
  for (let start = 0; start < addresses.length; start += perBatch)
    batches.push(addresses.slice(start, start + perBatch))
  const amounts = new Map<Hex, bigint>()
  let failure: string | undefined
  let next = 0
  const worker = async () => {
    while (failure === undefined && next < batches.length) {
      const batch = batches[next++] ?? []
      const read = await readBatch(rpcUrl, asset, block, batch, parameters.timeoutMs ?? DEFAULT_TIMEOUT_MS)
      if (typeof read === 'string') failure ??= read
      else batch.forEach((address, index) => amounts.set(address, read[index] ?? 0n))
    }
  }
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, batches.length) }, worker))
  if (failure !== undefined) return { ok: false, reason: failure }
  return { ok: true, amounts, host, requests: batches.length }
}

/** One batch's amounts in address order, or why there are none. */
async function readBatch(
  rpcUrl: string,
  asset: EvmHoldingAsset,
  block: EvmBlock,
  addresses: readonly Hex[],
  timeoutMs: number,
): Promise<bigint[] | string> {
  const calls = [evmBlockCall(block.number), ...addresses.map((address) => balanceCall(asset, address, block.number))]
  const read = await readJsonRpcBatch(rpcUrl, calls, { timeoutMs })
  if (!read.ok) return read.reason
  const host = new URL(rpcUrl).host
  const [blockReply, ...balanceReplies] = read.replies
  const answered = blockReply && readEvmBlock(blockReply)
  if (answered?.number !== block.number || answered.hash !== block.hash)
    return `${host} answered for another block than block ${block.number}`
  const amounts: bigint[] = []
  for (const [index, reply] of balanceReplies.entries()) {
    const amount = amountOf(asset, reply)
    if (typeof amount === 'string') return `${host} ${amount} when asked the balance of ${addresses[index] ?? ''}`
    amounts.push(amount)
  }
  return amounts
}

function balanceCall(asset: EvmHoldingAsset, address: Hex, block: bigint): JsonRpcCall {
  const at = `0x${block.toString(16)}`
  if (asset.kind === 'native') return { method: 'eth_getBalance', params: [address, at] }
  const data =
    asset.kind === 'erc1155'
      ? `${BALANCE_OF_ID}${word(BigInt(address))}${word(asset.tokenId)}`
      : `${BALANCE_OF}${word(BigInt(address))}`
  return { method: 'eth_call', params: [{ to: asset.contract, data }, at] }
}

const word = (value: bigint) => value.toString(16).padStart(64, '0')

/** The amount a reply gives, or what was wrong with it (said after the host's name). */
function amountOf(asset: EvmHoldingAsset, reply: JsonRpcReply): bigint | string {
  if ('error' in reply) return isRevert(reply.error) ? 'said the call reverted' : 'replied with an error'
  const amount = asset.kind === 'native' ? readQuantity(reply.result) : readAbiWord(reply.result)
  return amount ?? 'replied with data that is not one amount'
}
