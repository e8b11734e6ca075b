/**
 * An EVM chain as a table, for the JSON-RPC stand-in: blocks by number, and each (method, address or
 * call data, block) answered from what a test put there. Call data is built with viem's ABI encoder,
 * so the readers' own hand-written encoding is checked against another implementation.
 */
import { encodeFunctionData, erc20Abi, erc721Abi, numberToHex, parseAbi, type Hex } from 'viem'
import type { StandInCall, StandInReply } from './jsonRpcStandIn'

export type FakeAsset =
  { kind: 'native' } | { kind: 'erc20' | 'erc721'; contract: Hex } | { kind: 'erc1155'; contract: Hex; tokenId: bigint }

const erc1155Abi = parseAbi(['function balanceOf(address account, uint256 id) view returns (uint256)'])

export const REVERT: StandInReply = { error: { code: 3, message: 'execution reverted' } }

export class FakeEvmChain {
  latest = 1_000n
  /** Another fork gives every block another hash: a host on it answers "for another block". */
  fork = 1
  private readonly table = new Map<string, StandInReply>()

  hashOf(block: bigint): Hex {
    return `0x${block.toString(16).padStart(60, '0')}${this.fork.toString(16).padStart(4, '0')}`
  }

  timestampOf(block: bigint): bigint {
    return 1_700_000_000n + block * 12n
  }

  /** What `address` holds of `asset` at `block`: an amount, or a reply as it is (an error, odd data). */
  set(asset: FakeAsset, address: Hex, block: bigint, held: bigint | StandInReply): void {
    const reply: StandInReply =
      typeof held !== 'bigint'
        ? held
        : { result: asset.kind === 'native' ? numberToHex(held) : numberToHex(held, { size: 32 }) }
    this.table.set(keyOf(asset, address, block), reply)
  }

  /** A contract call's reply at any block: for the token descriptions. */
  setCall(contract: Hex, data: Hex, reply: StandInReply): void {
    this.table.set(`eth_call ${contract.toLowerCase()} ${data.toLowerCase()}`, reply)
  }

  setCode(contract: Hex, code: Hex): void {
    this.table.set(`eth_getCode ${contract.toLowerCase()}`, { result: code })
  }

  readonly answer = (call: StandInCall): StandInReply => {
    const { method, params } = call
    if (method === 'eth_getBlockByNumber') {
      const block = params[0] === 'latest' ? this.latest : BigInt(params[0] as string)
      if (block > this.latest) return { result: null }
      return {
        result: {
          number: numberToHex(block),
          hash: this.hashOf(block),
          timestamp: numberToHex(this.timestampOf(block)),
        },
      }
    }
    if (method === 'eth_getCode')
      return this.table.get(`eth_getCode ${(params[0] as string).toLowerCase()}`) ?? { result: '0x' }
    const block = params[1] === 'latest' ? this.latest : BigInt(params[1] as string)
    if (method === 'eth_getBalance')
      return this.table.get(`eth_getBalance ${(params[0] as string).toLowerCase()} ${block}`) ?? { result: '0x0' }
    if (method === 'eth_call') {
      const { to, data } = params[0] as { to: string; data: string }
      const key = `eth_call ${to.toLowerCase()} ${data.toLowerCase()}`
      return this.table.get(`${key} ${block}`) ?? this.table.get(key) ?? REVERT
    }
    return { error: { code: -32601, message: 'method not found' } }
  }
}

function keyOf(asset: FakeAsset, address: Hex, block: bigint): string {
  if (asset.kind === 'native') return `eth_getBalance ${address.toLowerCase()} ${block}`
  const data =
    asset.kind === 'erc1155'
      ? encodeFunctionData({ abi: erc1155Abi, functionName: 'balanceOf', args: [address, asset.tokenId] })
      : encodeFunctionData({
          abi: asset.kind === 'erc20' ? erc20Abi : erc721Abi,
          functionName: 'balanceOf',
          args: [address],
        })
  return `eth_call ${asset.contract.toLowerCase()} ${data.toLowerCase()} ${block}`
}
