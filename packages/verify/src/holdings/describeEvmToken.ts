import type { HoldingAsset } from './holdingRequirement.js'
import { isRevert } from './isRevert.js'
import { readAbiString } from './readAbiString.js'
import { readAbiWord } from './readAbiWord.js'
import { readJsonRpcBatch, type JsonRpcCall, type JsonRpcReply } from './readJsonRpcBatch.js'

/** A token contract a requirement may name. */
export type EvmTokenAsset = Extract<HoldingAsset, { kind: 'erc20' | 'erc721' | 'erc1155' }>

/** What a request form shows of a token, read from its contract. */
export type EvmTokenDescription =
  | { kind: 'erc20'; symbol: string; decimals: number }
  /** A collection's symbol is optional (ERC-721's metadata extension): absent when it gives none. */
  | { kind: 'erc721'; symbol?: string }
  | { kind: 'erc1155' }

/**
 * `refused`: the chain answered, and the contract is not that kind of token (or no contract at all);
 * otherwise the host gave no answer, and the form may ask again.
 */
export type EvmTokenDescribed =
  { ok: true; token: EvmTokenDescription; host: string } | { ok: false; refused: boolean; reason: string }

export type DescribeEvmTokenParameters = { rpcUrl: string; asset: EvmTokenAsset; timeoutMs?: number | undefined }

/**
 * Decimals beyond this are refused in the form, though a uint8 (and the amounts, baseUnits.ts) allow 255:
 * 10^78 exceeds 2^256 − 1, so with more, not even one whole token
 * could exist, and the number is a contract's lie or its bug.
 */
export const MAX_BELIEVABLE_DECIMALS = 77

const SYMBOL = '0x95d89b41'
const DECIMALS = '0x313ce567'
const SUPPORTS_INTERFACE = '0x01ffc9a7'
/** ERC-165's own id, and the id no contract may claim: its detection asks both before the one wanted. */
const ERC165 = '01ffc9a7'
const NO_INTERFACE = 'ffffffff'
const INTERFACE = { erc721: '80ac58cd', erc1155: 'd9b67a26' } as const
const NAME = { erc20: 'an ERC-20 token', erc721: 'an ERC-721 collection', erc1155: 'an ERC-1155 contract' } as const

/**
 * Reads, in one batch at the latest block, what a form shows of the token a requirement names, and
 * refuses a contract that is not that kind of token: an ERC-20 must answer `symbol()` and a sane
 * `decimals()`; an ERC-721 or ERC-1155 must pass ERC-165's detection for its interface
 * (0x80ac58cd, 0xd9b67a26); an address with no code is no token.
 */
export async function describeEvmToken(parameters: DescribeEvmTokenParameters): Promise<EvmTokenDescribed> {
  const { rpcUrl, asset } = parameters
  const host = new URL(rpcUrl).host
  const contract = asset.contract
  if (!/^0x[0-9a-fA-F]{40}$/.test(contract))
    return { ok: false, refused: true, reason: `${contract} is not an EVM address.` }
  const call = (data: string): JsonRpcCall => ({ method: 'eth_call', params: [{ to: contract, data }, 'latest'] })
  const questions =
    asset.kind === 'erc20'
      ? [call(SYMBOL), call(DECIMALS)]
      : [ERC165, NO_INTERFACE, INTERFACE[asset.kind]].map((id) => call(`${SUPPORTS_INTERFACE}${id.padEnd(64, '0')}`))
  if (asset.kind === 'erc721') questions.push(call(SYMBOL))
  const read = await readJsonRpcBatch(rpcUrl, [{ method: 'eth_getCode', params: [contract, 'latest'] }, ...questions], {
    timeoutMs: parameters.timeoutMs ?? 10_000,
  })
  if (!read.ok) return { ok: false, refused: false, reason: `${read.reason}.` }
  const [code, ...answers] = read.replies
  const unanswered = [code, ...answers].some((reply) => reply && 'error' in reply && !isRevert(reply.error))
  if (unanswered) return { ok: false, refused: false, reason: `${host} replied with an error. Try again later.` }
  const refuse = (why: string): EvmTokenDescribed => ({
    ok: false,
    refused: true,
    reason: `${contract} is not ${NAME[asset.kind]}: ${why} (asked ${host}).`,
  })
  if (!code || !('result' in code) || typeof code.result !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(code.result))
    return { ok: false, refused: false, reason: `${host} did not say what code is at ${contract}. Try again later.` }
  if (code.result === '0x') return refuse('there is no contract at this address on this network')
  if (asset.kind === 'erc20') {
    const [symbol, decimals] = answers.map(resultOf)
    const shown = readAbiString(symbol)
    if (shown === undefined) return refuse('it does not give a symbol')
    const places = readAbiWord(decimals)
    if (places === undefined) return refuse('it does not give its decimals')
    if (places > BigInt(MAX_BELIEVABLE_DECIMALS))
      return refuse(`it claims ${places} decimals, more than any amount could carry`)
    return { ok: true, token: { kind: 'erc20', symbol: shown, decimals: Number(places) }, host }
  }
  const [ownId, noId, wantedId, symbol] = answers.map(resultOf)
  if (readAbiWord(ownId) !== 1n || readAbiWord(noId) !== 0n)
    return refuse('it does not answer ERC-165 interface detection')
  if (readAbiWord(wantedId) !== 1n) return refuse(`it does not declare the interface 0x${INTERFACE[asset.kind]}`)
  if (asset.kind === 'erc1155') return { ok: true, token: { kind: 'erc1155' }, host }
  const shown = readAbiString(symbol)
  return { ok: true, token: shown === undefined ? { kind: 'erc721' } : { kind: 'erc721', symbol: shown }, host }
}

/** A reply's return data; a revert (already told from other errors) as none. */
const resultOf = (reply: JsonRpcReply | undefined): unknown => (reply && 'result' in reply ? reply.result : undefined)
