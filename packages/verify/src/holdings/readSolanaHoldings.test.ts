import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { readSolanaHoldings, type SolanaHoldingAsset } from './readSolanaHoldings'
import { startJsonRpcStandIn, type JsonRpcStandIn } from '../../test/holdings/jsonRpcStandIn'
import { FakeSolanaChain } from '../../test/holdings/fakeSolanaChain'

const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const ALICE = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const BOB = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'
const native: SolanaHoldingAsset = { kind: 'native' }
const spl: SolanaHoldingAsset = { kind: 'spl', mint: MINT }

let chain: FakeSolanaChain
let standIn: JsonRpcStandIn
beforeAll(async () => {
  standIn = await startJsonRpcStandIn((call) => chain.answer(call))
})
afterAll(() => standIn.close())
beforeEach(() => {
  chain = new FakeSolanaChain()
  standIn.answer = (call) => chain.answer(call)
  standIn.fault = undefined
  standIn.requests = []
})

const host = () => new URL(standIn.url).host
const read = (asset: SolanaHoldingAsset, addresses: string[], batchSize?: number) =>
  readSolanaHoldings({ rpcUrl: standIn.url, asset, addresses, batchSize, timeoutMs: 2_000 })
const atSlot = (slot: number) => ({ number: BigInt(slot), time: new Date(chain.timeOf(slot) * 1000) })

describe('SOL and an SPL token at one slot', () => {
  test('SOL: each owner’s lamports, a missing account holding none', async () => {
    chain.lamports.set(ALICE, 1_500_000_000)
    expect(await read(native, [ALICE, BOB])).toEqual({
      ok: true,
      block: atSlot(chain.slot),
      host: host(),
      amounts: new Map([
        [ALICE, 1_500_000_000n],
        [BOB, 0n],
      ]),
      requests: 2,
    })
    expect(standIn.requests[0]!.map((call) => call.method)).toEqual(['getMultipleAccounts'])
  })

  test('an SPL token: the sum of the owner’s accounts of that mint, exact past 2^53', async () => {
    chain.tokenAccounts.push(
      { mint: MINT, owner: ALICE, amount: '18446744073709551615' },
      { mint: MINT, owner: ALICE, amount: '1', program: 'spl-token-2022' },
      { mint: 'So11111111111111111111111111111111111111112', owner: ALICE, amount: '5' },
    )
    const result = await read(spl, [ALICE, BOB])
    expect(result.ok && [...result.amounts]).toEqual([
      [ALICE, 18446744073709551616n],
      [BOB, 0n],
    ])
    expect(standIn.requests[0]!.map((call) => call.params[1])).toEqual([{ mint: MINT }, { mint: MINT }])
  })

  test('1 000 owners of SOL: one request for the balances, one for the slot’s time', async () => {
    const owners = Array.from({ length: 1_000 }, (_, index) => `${index + 1}`.padStart(32, 'A').replaceAll('0', 'z'))
    const result = await read(native, owners)
    expect(result.ok && result.requests).toBe(2)
    expect(result.ok && result.amounts.size).toBe(1_000)
  })

  test('1 000 owners of an SPL token: ten requests of 100 calls, the later ones asking minContextSlot', async () => {
    const owners = Array.from({ length: 1_000 }, (_, index) => `${index + 1}`.padStart(32, 'A').replaceAll('0', 'z'))
    const result = await read(spl, owners)
    expect(result.ok && result.requests).toBe(11)
    expect(standIn.requests.slice(0, 10).map((calls) => calls.length)).toEqual(Array(10).fill(100))
    expect(standIn.requests[1]![0]!.params[2]).toMatchObject({ minContextSlot: chain.slot })
  })
})

describe('anything but every answer at the one slot is no answer', () => {
  test('one answer from a later slot: refused', async () => {
    chain.slotFor = (call) => (call.params[0] === BOB ? chain.slot + 1 : chain.slot)
    expect(await read(spl, [ALICE, BOB])).toEqual({
      ok: false,
      reason: `${host()} answered at slot ${chain.slot + 1}, not at slot ${chain.slot}`,
    })
  })

  test('a later batch from a node behind the first slot: refused, not answered from older state', async () => {
    let calls = 0
    chain.slotFor = () => (calls++ < 1 ? chain.slot : chain.slot - 1)
    const result = await read(spl, [ALICE, BOB], 1)
    expect(result).toEqual({
      ok: false,
      reason: `${host()} replied with an error when asked the token balance of ${BOB}`,
    })
  })

  test.each([
    ['a lamports count past 2^53 − 1', 2 ** 53],
    ['a negative one', -1],
    ['a fraction', 1.5],
  ])('%s: refused, never rounded', async (_, lamports) => {
    chain.lamports.set(ALICE, lamports)
    expect(await read(native, [ALICE])).toEqual({
      ok: false,
      reason: `${host()} gave an amount that cannot be read exactly when asked the SOL balances`,
    })
  })

  test.each([
    ['another mint', { mint: 'So11111111111111111111111111111111111111112' }],
    ['another owner', { owner: BOB }],
    ['a program that is not a token program', { program: 'spl-memo' }],
    ['an amount that is not a base-10 integer', { amount: '1e6' }],
  ])('a token account of %s: refused', async (_, change) => {
    chain.tokenAccounts.push({ mint: MINT, owner: ALICE, amount: '5' })
    const answer = chain.answer
    standIn.answer = (call) => {
      const reply = answer(call)
      if (call.method !== 'getTokenAccountsByOwner' || !('result' in reply)) return reply
      type Entry = { account: { data: { program: string; parsed: { info: Record<string, unknown> } } } }
      const { value } = reply.result as { value: Entry[] }
      for (const entry of value) {
        const { program, ...info } = change as Record<string, string>
        if (program) entry.account.data.program = program
        Object.assign(
          entry.account.data.parsed.info,
          'amount' in info ? { tokenAmount: { amount: info.amount } } : info,
        )
      }
      return reply
    }
    expect((await read(spl, [ALICE])).ok).toBe(false)
  })

  test('the host down', async () => {
    standIn.fault = 'reset'
    expect(await read(native, [ALICE])).toEqual({ ok: false, reason: `${host()} could not be reached` })
  })

  test('an owner that is not a Solana address: refused before anything is asked', async () => {
    expect(await read(native, ['0OIl'])).toEqual({ ok: false, reason: '0OIl is not a Solana address' })
    expect(standIn.requests).toHaveLength(0)
  })
})
