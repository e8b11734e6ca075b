import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { decodeFunctionData, encodeFunctionResult, parseAbi, toFunctionSelector, type Hex } from 'viem'
import { namehash } from 'viem/ens'
import { BASE_REVERSE_REGISTRAR, BASE_SELECTORS, BASENAMES_REGISTRY, basenameRecords } from './basenameRecords'

const abi = parseAbi([
  'function nameForAddr(address addr) view returns (string)',
  'function resolver(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
])

const RPC = 'https://rpc.example/base'
const alice = '0x1111111111111111111111111111111111111111'
const RESOLVER = '0x3333333333333333333333333333333333333333'
const BASE = 2147492101n

type Reply = { result: Hex } | { revert: Hex }
let answer: (call: { to: string; data: Hex }) => Reply
const calls: string[] = []

beforeEach(() => {
  calls.length = 0
  vi.stubGlobal('fetch', (url: string, init: { body: string }) => {
    expect(url).toBe(RPC)
    const { params } = JSON.parse(init.body) as { params: [{ to: string; data: Hex }, string] }
    const { functionName } = decodeFunctionData({ abi, data: params[0].data })
    calls.push(`${functionName} @ ${params[0].to.toLowerCase()}`)
    const reply = answer(params[0])
    const body =
      'result' in reply
        ? { jsonrpc: '2.0', id: 1, result: reply.result }
        : { jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted', data: reply.revert } }
    return Promise.resolve(new Response(JSON.stringify(body)))
  })
})
afterEach(() => vi.unstubAllGlobals())

const records = () => basenameRecords({ url: RPC, timeoutMs: 1_000 })

describe('basenameRecords', () => {
  test('behavior: each selector is its signature’s', () => {
    expect(BASE_SELECTORS.nameForAddr).toBe(toFunctionSelector('nameForAddr(address)'))
    expect(BASE_SELECTORS.resolver).toBe(toFunctionSelector('resolver(bytes32)'))
  })

  test('primaryName: nameForAddr on the L2 reverse registrar', async () => {
    answer = ({ data }) => {
      expect(decodeFunctionData({ abi, data }).args).toEqual([alice])
      return { result: encodeFunctionResult({ abi, functionName: 'nameForAddr', result: 'alice.base.eth' }) }
    }
    expect(await records().primaryName(alice, BASE)).toBe('alice.base.eth')
    expect(calls).toEqual([`nameForAddr @ ${BASE_REVERSE_REGISTRAR.toLowerCase()}`])
  })

  test('address and text: the registry names the resolver, which answers the profile', async () => {
    answer = ({ data }) => {
      const call = decodeFunctionData({ abi, data })
      if (call.functionName === 'resolver') {
        expect(call.args).toEqual([namehash('alice.base.eth')])
        return { result: encodeFunctionResult({ abi, functionName: 'resolver', result: RESOLVER }) }
      }
      if (call.functionName === 'addr') {
        expect(call.args).toEqual([namehash('alice.base.eth'), BASE])
        return { result: encodeFunctionResult({ abi, functionName: 'addr', result: alice }) }
      }
      expect(call.args).toEqual([namehash('alice.base.eth'), 'avatar'])
      return { result: encodeFunctionResult({ abi, functionName: 'text', result: 'https://example.com/a.png' }) }
    }
    expect(await records().address('alice.base.eth', BASE)).toBe(alice)
    expect(await records().text('alice.base.eth', 'avatar')).toBe('https://example.com/a.png')
    expect(calls).toEqual([
      `resolver @ ${BASENAMES_REGISTRY}`,
      `addr @ ${RESOLVER}`,
      `resolver @ ${BASENAMES_REGISTRY}`,
      `text @ ${RESOLVER}`,
    ])
  })

  test('behavior: no name, no resolver, or a resolver that reverts is none', async () => {
    answer = () => ({ result: encodeFunctionResult({ abi, functionName: 'nameForAddr', result: '' }) })
    expect(await records().primaryName(alice, BASE)).toBeNull()
    answer = () => ({ result: encodeFunctionResult({ abi, functionName: 'resolver', result: `0x${'00'.repeat(20)}` }) })
    expect(await records().address('alice.base.eth', BASE)).toBeNull()
    answer = ({ data }) =>
      decodeFunctionData({ abi, data }).functionName === 'resolver'
        ? { result: encodeFunctionResult({ abi, functionName: 'resolver', result: RESOLVER }) }
        : { revert: '0x' }
    expect(await records().address('alice.base.eth', BASE)).toBeNull()
  })

  test('behavior: an RPC with no registrar there (empty answer) is a failure, not "no name"', async () => {
    answer = () => ({ result: '0x' })
    await expect(records().primaryName(alice, BASE)).rejects.toThrow()
  })
})
