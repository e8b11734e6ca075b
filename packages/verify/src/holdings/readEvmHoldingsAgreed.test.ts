import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Hex } from '../hex'
import { readEvmHoldingsAgreed } from './readEvmHoldingsAgreed'
import { startJsonRpcStandIn, type JsonRpcStandIn } from '../../test/holdings/jsonRpcStandIn'
import { FakeEvmChain } from '../../test/holdings/fakeEvmChain'

const TOKEN: Hex = '0x1111111111111111111111111111111111111111'
const ALICE: Hex = '0xa11ce00000000000000000000000000000000001'
const BOB: Hex = '0xb0b0000000000000000000000000000000000002'
const erc20 = { kind: 'erc20', contract: TOKEN } as const

let chainA: FakeEvmChain
let chainB: FakeEvmChain
let a: JsonRpcStandIn
let b: JsonRpcStandIn
beforeAll(async () => {
  a = await startJsonRpcStandIn((call) => chainA.answer(call))
  b = await startJsonRpcStandIn((call) => chainB.answer(call))
})
afterAll(async () => {
  await a.close()
  await b.close()
})
beforeEach(() => {
  ;[chainA, chainB] = [new FakeEvmChain(), new FakeEvmChain()]
  for (const chain of [chainA, chainB]) {
    chain.set(erc20, ALICE, 1_000n, 150n)
    chain.set(erc20, BOB, 1_000n, 3n)
  }
  for (const standIn of [a, b]) {
    standIn.fault = undefined
    standIn.requests = []
  }
})

const hostOf = (standIn: JsonRpcStandIn) => new URL(standIn.url).host
const read = () => readEvmHoldingsAgreed({ rpcUrls: [a.url, b.url], asset: erc20, addresses: [ALICE, BOB] })

describe('two hosts asked at the same block, counted only when they agree', () => {
  test('they agree: the amounts, the block, both hosts', async () => {
    const result = await read()
    expect(result).toEqual({
      ok: true,
      block: { number: 1_000n, hash: chainA.hashOf(1_000n), time: new Date(Number(chainA.timestampOf(1_000n)) * 1000) },
      hosts: [hostOf(a), hostOf(b)],
      amounts: new Map([
        [ALICE, 150n],
        [BOB, 3n],
      ]),
      requests: 3,
    })
    expect(a.requests).toHaveLength(2)
    expect(b.requests).toHaveLength(1)
  })

  test('the second host, further along, is asked at the first host’s block, not its own latest', async () => {
    chainB.latest = 1_005n
    chainB.set(erc20, ALICE, 1_005n, 0n)
    const result = await read()
    expect(result.ok && result.amounts.get(ALICE)).toBe(150n)
    expect(b.requests[0]!.every((call) => call.params.includes('0x3e8'))).toBe(true)
  })

  test('one amount differs: the two hosts disagree, and nothing is counted', async () => {
    chainB.set(erc20, BOB, 1_000n, 4n)
    expect(await read()).toEqual({
      ok: false,
      reason: `the two hosts disagree: ${hostOf(a)} and ${hostOf(b)} give different balances for ${BOB} at block 1000`,
    })
  })

  test('the second host’s block 1000 is another block (another fork): nothing is counted', async () => {
    chainB.fork = 2
    expect(await read()).toEqual({ ok: false, reason: `${hostOf(b)} answered for another block than block 1000` })
  })

  test.each([
    ['the first', () => a],
    ['the second', () => b],
  ])('%s host down: nothing is counted', async (_, down) => {
    down().fault = 'reset'
    expect(await read()).toEqual({ ok: false, reason: `${hostOf(down())} could not be reached` })
  })
})
