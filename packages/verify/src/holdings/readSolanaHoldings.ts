import { readJsonRpcBatch, type JsonRpcCall, type JsonRpcReply } from './readJsonRpcBatch.js'

export type SolanaHoldingAsset = { kind: 'native' } | { kind: 'spl'; mint: string }

export type ReadSolanaHoldingsParameters = {
  rpcUrl: string
  asset: SolanaHoldingAsset
  /** Owners' addresses (base58). */
  addresses: readonly string[]
  /** Calls a request carries at most (100 unless said). */
  batchSize?: number | undefined
  timeoutMs?: number | undefined
}

/** The slot every balance was read at (as `number`, the shape the EVM reader gives) and its block's time. */
export type SolanaHoldingsRead =
  | { ok: true; block: { number: bigint; time: Date }; host: string; amounts: Map<string, bigint>; requests: number }
  | { ok: false; reason: string }

const DEFAULT_BATCH_SIZE = 100
const DEFAULT_TIMEOUT_MS = 10_000
/** `getMultipleAccounts` takes at most 100 keys a call. */
const ACCOUNTS_PER_CALL = 100
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const COMMITMENT = 'confirmed'
const TOKEN_PROGRAMS = new Set(['spl-token', 'spl-token-2022'])

/**
 * Every owner's SOL (lamports, from `getMultipleAccounts`, a hundred owners a call) or SPL token
 * balance (the sum of its token accounts for the mint, from `getTokenAccountsByOwner`, parsed), all
 * at one slot. A Solana node answers from its current bank, not from a past slot, so the slot is the
 * one the first answer was read at, every later call asks `minContextSlot` of it (a node behind it
 * refuses rather than answering from older state), and any answer whose `context.slot` differs is
 * refused: the read is no answer, and "check again" reads a new slot. Lamports come as JSON numbers,
 * so a balance past 2^53 − 1 cannot be read exactly and is refused, never rounded.
 */
export async function readSolanaHoldings(parameters: ReadSolanaHoldingsParameters): Promise<SolanaHoldingsRead> {
  const { rpcUrl, asset } = parameters
  const host = new URL(rpcUrl).host
  const timeoutMs = parameters.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const batchSize = parameters.batchSize ?? DEFAULT_BATCH_SIZE
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError('A batch holds at least one call.')
  if (asset.kind === 'spl' && !SOLANA_ADDRESS.test(asset.mint))
    return { ok: false, reason: `${asset.mint} is not a Solana address` }
  const owners = [...new Set(parameters.addresses)]
  const wrong = owners.find((owner) => !SOLANA_ADDRESS.test(owner))
  if (wrong !== undefined) return { ok: false, reason: `${wrong} is not a Solana address` }

  // One call per group of owners: a hundred for SOL, one for an SPL token.
  const groups: string[][] = []
  const perCall = asset.kind === 'native' ? ACCOUNTS_PER_CALL : 1
  for (let start = 0; start < owners.length; start += perCall) groups.push(owners.slice(start, start + perCall))

  const amounts = new Map<string, bigint>()
  let slot: bigint | undefined
  let requests = 0
  for (let start = 0; start < groups.length; start += batchSize) {
    const batch = groups.slice(start, start + batchSize)
    const read = await readJsonRpcBatch(
      rpcUrl,
      batch.map((group) => balanceCall(asset, group, slot)),
      { timeoutMs },
    )
    requests++
    if (!read.ok) return read
    for (const [index, reply] of read.replies.entries()) {
      const group = batch[index] ?? []
      const answer = readAnswer(asset, group, reply)
      if (typeof answer === 'string') return { ok: false, reason: `${host} ${answer}` }
      slot ??= answer.slot
      if (answer.slot !== slot)
        return { ok: false, reason: `${host} answered at slot ${answer.slot}, not at slot ${slot}` }
      group.forEach((owner, at) => amounts.set(owner, answer.amounts[at] ?? 0n))
    }
  }
  if (slot === undefined) {
    const read = await readJsonRpcBatch(rpcUrl, [{ method: 'getSlot', params: [{ commitment: COMMITMENT }] }], {
      timeoutMs,
    })
    requests++
    if (!read.ok) return read
    slot = safeInteger(resultOf(read.replies[0]))
    if (slot === undefined) return { ok: false, reason: `${host} did not answer with a slot` }
  }
  const time = await readBlockTime(rpcUrl, slot, timeoutMs)
  requests++
  if (typeof time === 'string') return { ok: false, reason: time }
  return { ok: true, block: { number: slot, time }, host, amounts, requests }
}

function balanceCall(asset: SolanaHoldingAsset, owners: readonly string[], slot: bigint | undefined): JsonRpcCall {
  const config = { commitment: COMMITMENT, ...(slot === undefined ? {} : { minContextSlot: Number(slot) }) }
  if (asset.kind === 'native')
    return {
      method: 'getMultipleAccounts',
      params: [owners, { ...config, encoding: 'base64', dataSlice: { offset: 0, length: 0 } }],
    }
  return {
    method: 'getTokenAccountsByOwner',
    params: [owners[0], { mint: asset.mint }, { ...config, encoding: 'jsonParsed' }],
  }
}

/** A reply's slot and each owner's amount, or what was wrong with it (said after the host's name). */
function readAnswer(
  asset: SolanaHoldingAsset,
  owners: readonly string[],
  reply: JsonRpcReply,
): { slot: bigint; amounts: bigint[] } | string {
  const what = asset.kind === 'native' ? 'the SOL balances' : `the token balance of ${owners[0] ?? ''}`
  if ('error' in reply) return `replied with an error when asked ${what}`
  const { result } = reply
  const context = isRecord(result) && isRecord(result.context) ? result.context : undefined
  const slot = safeInteger(context?.slot)
  const value = isRecord(result) ? result.value : undefined
  if (slot === undefined || !Array.isArray(value)) return `did not answer with a slot and a value when asked ${what}`
  const amounts = asset.kind === 'native' ? lamportsOf(value, owners.length) : tokenSumOf(value, asset.mint, owners[0])
  return amounts === undefined ? `gave an amount that cannot be read exactly when asked ${what}` : { slot, amounts }
}

/** Each account's lamports, a missing account (`null`) holding none. */
function lamportsOf(accounts: unknown[], count: number): bigint[] | undefined {
  if (accounts.length !== count) return undefined
  const amounts: bigint[] = []
  for (const account of accounts) {
    const lamports = account === null ? 0n : isRecord(account) ? safeInteger(account.lamports) : undefined
    if (lamports === undefined) return undefined
    amounts.push(lamports)
  }
  return amounts
}

/** The sum of an owner's token accounts, each checked to be of `mint` and owned by `owner`. */
function tokenSumOf(accounts: unknown[], mint: string, owner: string | undefined): bigint[] | undefined {
  let sum = 0n
  for (const entry of accounts) {
    const data = isRecord(entry) && isRecord(entry.account) && isRecord(entry.account.data) ? entry.account.data : {}
    const parsed = isRecord(data.parsed) ? data.parsed : {}
    const info = isRecord(parsed.info) ? parsed.info : {}
    const tokenAmount = isRecord(info.tokenAmount) ? info.tokenAmount : {}
    if (typeof data.program !== 'string' || !TOKEN_PROGRAMS.has(data.program)) return undefined
    if (info.mint !== mint || info.owner !== owner) return undefined
    if (typeof tokenAmount.amount !== 'string' || !/^(0|[1-9]\d{0,19})$/.test(tokenAmount.amount)) return undefined
    sum += BigInt(tokenAmount.amount)
  }
  return [sum]
}

async function readBlockTime(rpcUrl: string, slot: bigint, timeoutMs: number): Promise<Date | string> {
  const host = new URL(rpcUrl).host
  const read = await readJsonRpcBatch(rpcUrl, [{ method: 'getBlockTime', params: [Number(slot)] }], { timeoutMs })
  if (!read.ok) return read.reason
  const seconds = safeInteger(resultOf(read.replies[0]))
  if (seconds === undefined || seconds > 253_402_300_799n) return `${host} did not give the time of slot ${slot}`
  return new Date(Number(seconds) * 1000)
}

const resultOf = (reply: JsonRpcReply | undefined): unknown => (reply && 'result' in reply ? reply.result : undefined)

/** A JSON number that is a whole number JavaScript holds exactly, or undefined. */
function safeInteger(value: unknown): bigint | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
