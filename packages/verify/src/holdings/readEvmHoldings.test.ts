import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Hex } from '../hex'
import { readEvmHoldings } from './readEvmHoldings'
import type { EvmHoldingAsset } from './readEvmBalancesAt'
import { startJsonRpcStandIn, type JsonRpcStandIn } from '../../test/holdings/jsonRpcStandIn'
import { FakeEvmChain, REVERT } from '../../test/holdings/fakeEvmChain'

const TOKEN: Hex = '0x1111111111111111111111111111111111111111'
const ALICE: Hex = '0xa11ce00000000000000000000000000000000001'
const BOB: Hex = '0xb0b0000000000000000000000000000000000002'
const UINT256_MAX = (1n << 256n) - 1n

let chain: FakeEvmChain
let standIn: JsonRpcStandIn
beforeAll(async () => {
  standIn = await startJsonRpcStandIn((call) => chain.answer(call))
})
afterAll(() => standIn.close())
beforeEach(() => {
  chain = new FakeEvmChain()
  standIn.answer = (call) => chain.answer(call)
  standIn.fault = undefined
  standIn.requests = []
})

const host = () => new URL(standIn.url).host
const read = (asset: EvmHoldingAsset, addresses: Hex[], more: { batchSize?: number; timeoutMs?: number } = {}) =>
  readEvmHoldings({ rpcUrl: standIn.url, asset, addresses, ...more })

describe('every balance read at the one block read first', () => {
  test.each<[string, EvmHoldingAsset]>([
    ['the network’s coin', { kind: 'native' }],
    ['an ERC-20', { kind: 'erc20', contract: TOKEN }],
    ['an ERC-721', { kind: 'erc721', contract: TOKEN }],
    ['an ERC-1155 id', { kind: 'erc1155', contract: TOKEN, tokenId: 7n }],
  ])('%s: the amounts at the latest block, not at the block before, from one batch', async (_, asset) => {
    chain.set(asset, ALICE, 1_000n, 150n)
    chain.set(asset, ALICE, 999n, 5n)
    chain.set(asset, BOB, 1_000n, UINT256_MAX)
    const result = await read(asset, [ALICE, BOB])
    expect(result).toEqual({
      ok: true,
      block: { number: 1_000n, hash: chain.hashOf(1_000n), time: new Date(Number(chain.timestampOf(1_000n)) * 1000) },
      host: host(),
      amounts: new Map([
        [ALICE, 150n],
        [BOB, UINT256_MAX],
      ]),
      requests: 2,
    })
    expect(standIn.requests.map((calls) => calls.length)).toEqual([1, 3])
    expect(standIn.requests[1]!.every((call) => call.params.includes('0x3e8'))).toBe(true)
  })

  test('an ERC-1155 balance is of the id asked, not another id of the same contract', async () => {
    chain.set({ kind: 'erc1155', contract: TOKEN, tokenId: 8n }, ALICE, 1_000n, 9n)
    const result = await read({ kind: 'erc1155', contract: TOKEN, tokenId: 7n }, [ALICE])
    expect(result.ok).toBe(false)
  })

  test('an address named twice is asked once', async () => {
    const result = await read({ kind: 'native' }, [ALICE, ALICE])
    expect(result.ok && [...result.amounts]).toEqual([[ALICE, 0n]])
    expect(standIn.requests[1]).toHaveLength(2)
  })

  test('no addresses: the block alone', async () => {
    const result = await read({ kind: 'native' }, [])
    expect(result.ok && result.amounts.size).toBe(0)
  })

  test('1 000 addresses: 12 HTTP requests (the block, then 11 batches of at most 100 calls)', async () => {
    const addresses = Array.from(
      { length: 1_000 },
      (_, index): Hex => `0x${(index + 1).toString(16).padStart(40, '0')}`,
    )
    for (const [index, address] of addresses.entries())
      chain.set({ kind: 'erc20', contract: TOKEN }, address, 1_000n, BigInt(index))
    const result = await read({ kind: 'erc20', contract: TOKEN }, addresses)
    expect(result.ok && result.requests).toBe(12)
    expect(standIn.requests).toHaveLength(12)
    expect(Math.max(...standIn.requests.map((calls) => calls.length))).toBe(100)
    expect(result.ok && addresses.every((address, index) => result.amounts.get(address) === BigInt(index))).toBe(true)
  })

  test('a smaller batch size is kept', async () => {
    const result = await read({ kind: 'native' }, [ALICE, BOB], { batchSize: 2 })
    expect(result.ok && result.requests).toBe(3)
    expect(standIn.requests.map((calls) => calls.length)).toEqual([1, 2, 2])
  })
})

describe('anything but a clean answer for every address is no answer, never a guessed amount', () => {
  const erc20: EvmHoldingAsset = { kind: 'erc20', contract: TOKEN }

  test.each([
    ['the host is down', 'reset', ' could not be reached'],
    ['an HTTP error', 'http-503', ' replied with HTTP status 503'],
    ['a reply that is not JSON', 'not-json', '’s reply did not answer each call exactly once'],
  ] as const)('%s', async (_, fault, reason) => {
    standIn.fault = fault
    expect(await read(erc20, [ALICE])).toEqual({ ok: false, reason: `${host()}${reason}` })
  })

  test('no answer in time', async () => {
    standIn.fault = 'silent'
    expect(await read(erc20, [ALICE], { timeoutMs: 200 })).toEqual({
      ok: false,
      reason: `${host()} did not answer in time`,
    })
  })

  test.each([
    ['a reply left out of the batch', 'drop-one'],
    ['one call answered twice, another not at all', 'duplicate-id'],
  ] as const)('%s: no amount is handed to the wrong address', async (_, fault) => {
    chain.set(erc20, ALICE, 1_000n, 1n)
    chain.set(erc20, BOB, 1_000n, 2n)
    const block = await read(erc20, [])
    expect(block.ok).toBe(true)
    standIn.fault = fault
    const result = await read(erc20, [ALICE, BOB])
    expect(result).toEqual({ ok: false, reason: `${host()}’s reply did not answer each call exactly once` })
  })

  test('replies in another order are matched by id', async () => {
    chain.set(erc20, ALICE, 1_000n, 1n)
    chain.set(erc20, BOB, 1_000n, 2n)
    standIn.fault = 'reversed'
    const result = await read(erc20, [ALICE, BOB])
    expect(result.ok && [...result.amounts]).toEqual([
      [ALICE, 1n],
      [BOB, 2n],
    ])
  })

  test.each([
    ['a revert', REVERT, 'said the call reverted'],
    ['an error', { error: { code: -32005, message: 'rate limited' } }, 'replied with an error'],
    ['short data (no code at the address)', { result: '0x' }, 'replied with data that is not one amount'],
    ['31 bytes', { result: `0x${'00'.repeat(31)}` }, 'replied with data that is not one amount'],
    ['33 bytes', { result: `0x${'00'.repeat(32)}01` }, 'replied with data that is not one amount'],
    ['not hex', { result: `0x${'zz'.repeat(32)}` }, 'replied with data that is not one amount'],
    ['a number', { result: 5 }, 'replied with data that is not one amount'],
  ])('%s for one address fails the whole read', async (_, reply, reason) => {
    chain.set(erc20, ALICE, 1_000n, 1n)
    chain.set(erc20, BOB, 1_000n, reply)
    expect(await read(erc20, [ALICE, BOB])).toEqual({
      ok: false,
      reason: `${host()} ${reason} when asked the balance of ${BOB}`,
    })
  })

  test.each([['0x'], ['12'], [`0x1${'0'.repeat(64)}`], [null]])(
    'a coin balance of %j is not an amount',
    async (result) => {
      chain.set({ kind: 'native' }, ALICE, 1_000n, { result })
      const read1 = await read({ kind: 'native' }, [ALICE])
      expect(read1.ok).toBe(false)
    },
  )

  test('a host that answers the balances for another block than the one read (another fork) gives nothing', async () => {
    standIn.answer = (call) => {
      if (call.method === 'eth_getBlockByNumber' && call.params[0] !== 'latest') chain.fork = 2
      return chain.answer(call)
    }
    expect(await read(erc20, [ALICE])).toEqual({
      ok: false,
      reason: `${host()} answered for another block than block 1000`,
    })
  })

  test('a host that no longer has the block read (behind a load balancer, a lagging node) gives nothing', async () => {
    standIn.answer = (call) => {
      if (call.method === 'eth_getBlockByNumber' && call.params[0] !== 'latest') chain.latest = 990n
      return chain.answer(call)
    }
    expect((await read(erc20, [ALICE])).ok).toBe(false)
  })

  test.each([
    ['no hash', { number: '0x3e8', timestamp: '0x1' }],
    ['no number', { hash: `0x${'ab'.repeat(32)}`, timestamp: '0x1' }],
    ['a time past the year 9999', { number: '0x3e8', hash: `0x${'ab'.repeat(32)}`, timestamp: '0xffffffffff' }],
    ['null', null],
  ])('a latest block with %s is no block', async (_, block) => {
    standIn.answer = () => ({ result: block })
    expect(await read(erc20, [ALICE])).toEqual({ ok: false, reason: `${host()} did not answer with a block` })
  })

  test('an address that is not an EVM address is refused before anything is asked', async () => {
    const result = await read(erc20, ['0x12'])
    expect(result).toEqual({ ok: false, reason: '0x12 is not an EVM address' })
    expect(standIn.requests).toHaveLength(1)
  })
})
