import { encodeAbiParameters, encodeFunctionData, erc20Abi, numberToHex, parseAbi, type Hex } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { describeEvmToken, type EvmTokenAsset } from './describeEvmToken'
import { startJsonRpcStandIn, type JsonRpcStandIn, type StandInReply } from '../../test/holdings/jsonRpcStandIn'
import { FakeEvmChain, REVERT } from '../../test/holdings/fakeEvmChain'

const TOKEN: Hex = '0x1111111111111111111111111111111111111111'
const erc165Abi = parseAbi(['function supportsInterface(bytes4 id) view returns (bool)'])

let chain: FakeEvmChain
let standIn: JsonRpcStandIn
beforeAll(async () => {
  standIn = await startJsonRpcStandIn((call) => chain.answer(call))
})
afterAll(() => standIn.close())
beforeEach(() => {
  chain = new FakeEvmChain()
  chain.setCode(TOKEN, '0x6080')
  standIn.fault = undefined
  standIn.requests = []
})

const host = () => new URL(standIn.url).host
const word = (value: bigint): StandInReply => ({ result: numberToHex(value, { size: 32 }) })
const symbolIs = (reply: StandInReply) =>
  chain.setCall(TOKEN, encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }), reply)
const decimalsAre = (reply: StandInReply) =>
  chain.setCall(TOKEN, encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }), reply)
const supports = (id: Hex, reply: StandInReply) =>
  chain.setCall(TOKEN, encodeFunctionData({ abi: erc165Abi, functionName: 'supportsInterface', args: [id] }), reply)
const abiString = (text: string): StandInReply => ({ result: encodeAbiParameters([{ type: 'string' }], [text]) })
/** A contract that passes ERC-165's detection and declares `id`. */
const declares = (id: Hex) => {
  supports('0x01ffc9a7', word(1n))
  supports('0xffffffff', word(0n))
  supports(id, word(1n))
}

const describeAs = (asset: EvmTokenAsset) => describeEvmToken({ rpcUrl: standIn.url, asset, timeoutMs: 2_000 })
const erc20 = { kind: 'erc20', contract: TOKEN } as const
const erc721 = { kind: 'erc721', contract: TOKEN } as const
const erc1155 = { kind: 'erc1155', contract: TOKEN, tokenId: 1n } as const

describe('an ERC-20: its symbol and decimals, in one request', () => {
  test.each([0n, 6n, 18n, 24n, 77n])('%i decimals', async (decimals) => {
    symbolIs(abiString('USDC'))
    decimalsAre(word(decimals))
    expect(await describeAs(erc20)).toEqual({
      ok: true,
      token: { kind: 'erc20', symbol: 'USDC', decimals: Number(decimals) },
      host: host(),
    })
    expect(standIn.requests).toHaveLength(1)
  })

  test.each([
    ['78 decimals', word(78n), 'it claims 78 decimals, more than any amount could carry'],
    ['255 decimals', word(255n), 'it claims 255 decimals, more than any amount could carry'],
    ['2^256 − 1 decimals', word((1n << 256n) - 1n), 'more than any amount could carry'],
    ['decimals in short data', { result: '0x12' }, 'it does not give its decimals'],
    ['decimals that revert', REVERT, 'it does not give its decimals'],
  ])('%s: refused', async (_, reply, why) => {
    symbolIs(abiString('USDC'))
    decimalsAre(reply)
    const described = await describeAs(erc20)
    expect(described).toMatchObject({ ok: false, refused: true })
    expect(!described.ok && described.reason).toContain(why)
  })

  test('a symbol that reverts: refused', async () => {
    decimalsAre(word(18n))
    expect(await describeAs(erc20)).toEqual({
      ok: false,
      refused: true,
      reason: `${TOKEN} is not an ERC-20 token: it does not give a symbol (asked ${host()}).`,
    })
  })

  test('an address with no code: refused, said so', async () => {
    chain.setCode(TOKEN, '0x')
    expect(await describeAs(erc20)).toEqual({
      ok: false,
      refused: true,
      reason: `${TOKEN} is not an ERC-20 token: there is no contract at this address on this network (asked ${host()}).`,
    })
  })

  test('an ERC-721 collection (no decimals) asked as an ERC-20: refused', async () => {
    symbolIs(abiString('PUNK'))
    declares('0x80ac58cd')
    expect(await describeAs(erc20)).toMatchObject({ ok: false, refused: true })
  })
})

describe('an ERC-721 or ERC-1155, by ERC-165 interface detection', () => {
  test('an ERC-721 with a symbol', async () => {
    declares('0x80ac58cd')
    symbolIs(abiString('PUNK'))
    expect(await describeAs(erc721)).toEqual({ ok: true, token: { kind: 'erc721', symbol: 'PUNK' }, host: host() })
  })

  test('an ERC-721 without one', async () => {
    declares('0x80ac58cd')
    expect(await describeAs(erc721)).toEqual({ ok: true, token: { kind: 'erc721' }, host: host() })
  })

  test('an ERC-1155', async () => {
    declares('0xd9b67a26')
    expect(await describeAs(erc1155)).toEqual({ ok: true, token: { kind: 'erc1155' }, host: host() })
  })

  test('an ERC-1155 asked as an ERC-721: refused', async () => {
    declares('0xd9b67a26')
    expect(await describeAs(erc721)).toEqual({
      ok: false,
      refused: true,
      reason: `${TOKEN} is not an ERC-721 collection: it does not declare the interface 0x80ac58cd (asked ${host()}).`,
    })
  })

  test.each([
    ['a contract without ERC-165 (an ERC-20: every call reverts)', () => {}],
    [
      'a contract that says yes to every interface, 0xffffffff too',
      () => {
        declares('0xd9b67a26')
        supports('0xffffffff', word(1n))
      },
    ],
    [
      'a yes that is not a boolean',
      () => {
        declares('0xd9b67a26')
        supports('0x01ffc9a7', word(2n))
      },
    ],
  ])('%s: refused', async (_, arrange) => {
    arrange()
    expect(await describeAs(erc1155)).toMatchObject({ ok: false, refused: true })
  })
})

describe('no answer is not a refusal: the form may ask again', () => {
  test('the host is down', async () => {
    standIn.fault = 'reset'
    expect(await describeAs(erc20)).toEqual({ ok: false, refused: false, reason: `${host()} could not be reached.` })
  })

  test('the host replies with an error that is not a revert', async () => {
    symbolIs({ error: { code: -32005, message: 'rate limited' } })
    decimalsAre(word(6n))
    expect(await describeAs(erc20)).toEqual({
      ok: false,
      refused: false,
      reason: `${host()} replied with an error. Try again later.`,
    })
  })
})
