import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  decodeFunctionData,
  encodeErrorResult,
  encodeFunctionResult,
  parseAbi,
  toFunctionSelector,
  type Hex,
} from 'viem'
import { labelhash, namehash } from 'viem/ens'
import { PROFILE_SELECTORS } from './resolverCoding'
import {
  dnsEncode,
  NO_RECORD_REVERTS,
  SELECTORS,
  UNIVERSAL_RESOLVER,
  universalResolverReader,
} from './universalResolver'

/** The Universal Resolver and resolver functions as viem's ENS actions call them. */
const resolverAbi = parseAbi([
  'function reverseWithGateways(bytes reverseName, uint256 coinType, string[] gateways) view returns (string, address, address)',
  'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'error HttpError(uint16 status, string message)',
  'error ResolverError(bytes errorData)',
  'error ResolverNotContract(bytes name, address resolver)',
  'error ResolverNotFound(bytes name)',
  'error ReverseAddressMismatch(string primary, bytes primaryAddress)',
  'error UnsupportedResolverProfile(bytes4 selector)',
  'error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData)',
  'error SomethingElse()',
])

const RPC = 'https://rpc.example/eth'
const alice = '0x1111111111111111111111111111111111111111'
const RESOLVER = '0x3333333333333333333333333333333333333333'

type Answer = { result: Hex } | { revert: Hex } | { httpStatus: number }
let answer: (call: { to: string; data: Hex }) => Answer
const requests: { url: string; to: string; data: Hex }[] = []

beforeEach(() => {
  requests.length = 0
  vi.stubGlobal('fetch', (url: string, init: { body: string }) => {
    const { params } = JSON.parse(init.body) as { params: [{ to: string; data: Hex }, string] }
    requests.push({ url, ...params[0] })
    const reply = answer(params[0])
    if ('httpStatus' in reply) return Promise.resolve(new Response('down', { status: reply.httpStatus }))
    const body =
      'result' in reply
        ? { jsonrpc: '2.0', id: 1, result: reply.result }
        : { jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted', data: reply.revert } }
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }))
  })
})
afterEach(() => vi.unstubAllGlobals())

const records = () => universalResolverReader({ url: RPC, timeoutMs: 1_000 })
type ErrorName = Extract<(typeof resolverAbi)[number], { type: 'error' }>['name']
const revertWith = (errorName: ErrorName, args: readonly unknown[]): Answer => ({
  revert: encodeErrorResult({ abi: resolverAbi, errorName, args: args as never }),
})

describe('universalResolverReader', () => {
  test('behavior: each selector is its signature’s', () => {
    expect(SELECTORS.reverseWithGateways).toBe(toFunctionSelector('reverseWithGateways(bytes,uint256,string[])'))
    expect(SELECTORS.resolveWithGateways).toBe(toFunctionSelector('resolveWithGateways(bytes,bytes,string[])'))
    expect(PROFILE_SELECTORS.addr).toBe(toFunctionSelector('addr(bytes32,uint256)'))
    expect(PROFILE_SELECTORS.text).toBe(toFunctionSelector('text(bytes32,string)'))
    const noRecord = resolverAbi.filter((item) => item.type === 'error' && item.name !== 'SomethingElse')
    expect(
      new Set(noRecord.map((item) => toFunctionSelector(`${item.name}(${item.inputs.map((i) => i.type).join(',')})`))),
    ).toEqual(NO_RECORD_REVERTS)
  })

  test('primaryName: the reverse call viem makes, and its name', async () => {
    answer = ({ data }) => {
      const { functionName, args } = decodeFunctionData({ abi: resolverAbi, data })
      expect(functionName).toBe('reverseWithGateways')
      expect(args).toEqual([alice, 2147492101n, ['x-batch-gateway:true']])
      return {
        result: encodeFunctionResult({
          abi: resolverAbi,
          functionName,
          result: ['alice.base.eth', RESOLVER, RESOLVER],
        }),
      }
    }
    expect(await records().primaryName(alice, 2147492101n)).toBe('alice.base.eth')
    expect(requests).toEqual([expect.objectContaining({ url: RPC, to: UNIVERSAL_RESOLVER })])
  })

  test('primaryName: an empty name is no name', async () => {
    answer = () => ({
      result: encodeFunctionResult({
        abi: resolverAbi,
        functionName: 'reverseWithGateways',
        result: ['', RESOLVER, RESOLVER],
      }),
    })
    expect(await records().primaryName(alice, 60n)).toBeNull()
  })

  test('address: addr(node, coinType) through resolveWithGateways with the DNS-encoded name', async () => {
    answer = ({ data }) => {
      const outer = decodeFunctionData({ abi: resolverAbi, data })
      expect(outer.functionName).toBe('resolveWithGateways')
      const [name, inner, gateways] = outer.args as [Hex, Hex, string[]]
      expect(name).toBe(dnsEncode('alice.eth'))
      expect(gateways).toEqual(['x-batch-gateway:true'])
      expect(decodeFunctionData({ abi: resolverAbi, data: inner })).toEqual({
        functionName: 'addr',
        args: [namehash('alice.eth'), 60n],
      })
      const record = encodeFunctionResult({ abi: resolverAbi, functionName: 'addr', result: alice })
      return {
        result: encodeFunctionResult({
          abi: resolverAbi,
          functionName: 'resolveWithGateways',
          result: [record, RESOLVER],
        }),
      }
    }
    expect(await records().address('alice.eth', 60n)).toBe(alice)
  })

  test('address: an empty or all-zero record is none; a bare 32-byte word is read as viem reads it', async () => {
    const resolved = (record: Hex): Answer => ({
      result: encodeFunctionResult({
        abi: resolverAbi,
        functionName: 'resolveWithGateways',
        result: [record, RESOLVER],
      }),
    })
    answer = () => resolved('0x')
    expect(await records().address('alice.eth', 60n)).toBeNull()
    answer = () =>
      resolved(encodeFunctionResult({ abi: resolverAbi, functionName: 'addr', result: `0x${'00'.repeat(20)}` }))
    expect(await records().address('alice.eth', 60n)).toBeNull()
    answer = () => resolved(`0x${'00'.repeat(12)}${alice.slice(2)}`)
    expect(await records().address('alice.eth', 60n)).toBe(alice)
  })

  test('text: text(node, key) and its value; empty is none', async () => {
    answer = ({ data }) => {
      const [, inner] = decodeFunctionData({ abi: resolverAbi, data }).args as [Hex, Hex, string[]]
      expect(decodeFunctionData({ abi: resolverAbi, data: inner })).toEqual({
        functionName: 'text',
        args: [namehash('alice.eth'), 'avatar'],
      })
      const value = encodeFunctionResult({
        abi: resolverAbi,
        functionName: 'text',
        result: 'https://example.com/a.png',
      })
      return {
        result: encodeFunctionResult({
          abi: resolverAbi,
          functionName: 'resolveWithGateways',
          result: [value, RESOLVER],
        }),
      }
    }
    expect(await records().text('alice.eth', 'avatar')).toBe('https://example.com/a.png')
  })

  test('behavior: the resolver’s "no record" reverts are none, as viem reads them', async () => {
    const cases: [ErrorName, readonly unknown[]][] = [
      ['HttpError', [404, 'not found']],
      ['ResolverError', ['0x']],
      ['ResolverNotContract', [dnsEncode('alice.eth'), RESOLVER]],
      ['ResolverNotFound', [dnsEncode('alice.eth')]],
      ['ReverseAddressMismatch', ['bob.eth', alice]],
      ['UnsupportedResolverProfile', ['0x59d1d43c']],
    ]
    for (const [errorName, args] of cases) {
      answer = () => revertWith(errorName, args)
      expect(await records().primaryName(alice, 60n), errorName).toBeNull()
      expect(await records().address('alice.eth', 60n), errorName).toBeNull()
    }
  })

  test('behavior: an OffchainLookup is not followed: the record reads as none, and no gateway is asked', async () => {
    answer = () =>
      revertWith('OffchainLookup', [
        UNIVERSAL_RESOLVER,
        ['https://gateway.example/{sender}/{data}'],
        '0x1234',
        '0x12345678',
        '0x',
      ])
    expect(await records().primaryName(alice, 2147492101n)).toBeNull()
    expect(requests.map((request) => request.url)).toEqual([RPC])
  })

  test('behavior: any other revert, an RPC that is down, or a reply with no data is a failure, not "no name"', async () => {
    answer = () => revertWith('SomethingElse', [])
    await expect(records().primaryName(alice, 60n)).rejects.toThrow('reverted')
    answer = () => ({ httpStatus: 503 })
    await expect(records().primaryName(alice, 60n)).rejects.toThrow('503')
    answer = () => ({ result: '0x' })
    await expect(records().primaryName(alice, 60n)).rejects.toThrow()
  })
})

describe('dnsEncode', () => {
  test('default', () => {
    expect(dnsEncode('alice.eth')).toBe('0x05616c6963650365746800')
    expect(dnsEncode('')).toBe('0x00')
  })

  test('behavior: a label over 255 bytes goes as its bracketed labelhash, as ENSIP-10 clients send it', () => {
    const long = 'a'.repeat(256)
    const hashed = `[${labelhash(long).slice(2)}]`
    expect(dnsEncode(`${long}.eth`)).toBe(`0x${(66).toString(16)}${Buffer.from(hashed).toString('hex')}0365746800`)
  })
})
