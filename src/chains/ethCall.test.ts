import { afterEach, describe, expect, test, vi } from 'vitest'
import { ethCall } from './ethCall'

const call = {
  url: 'https://rpc.example',
  to: '0x1111111111111111111111111111111111111111',
  data: '0x12345678',
} as const

function answerWith(body: unknown, status = 200): void {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status })))
}
afterEach(() => vi.unstubAllGlobals())

describe('ethCall', () => {
  test('default', async () => {
    answerWith({ jsonrpc: '2.0', id: 1, result: '0xabcd' })
    expect(await ethCall(call)).toEqual({ status: 'success', data: '0xabcd' })
  })

  test('behavior: a revert is an answer, with its data, however the node nests it', async () => {
    answerWith({ jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted', data: '0x556f1830' } })
    expect(await ethCall(call)).toEqual({ status: 'reverted', data: '0x556f1830' })
    answerWith({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32000, message: 'execution reverted', data: { data: '0x77209fe8' } },
    })
    expect(await ethCall(call)).toEqual({ status: 'reverted', data: '0x77209fe8' })
  })

  test('behavior: an RPC error, a revert without data, or a reply that is not hex is a failure', async () => {
    answerWith({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'rate limited', data: '0x1234' } })
    await expect(ethCall(call)).rejects.toThrow('rate limited')
    answerWith({ jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted' } })
    await expect(ethCall(call)).rejects.toThrow('execution reverted')
    answerWith({ jsonrpc: '2.0', id: 1, result: 'nope' })
    await expect(ethCall(call)).rejects.toThrow('no data')
    answerWith('down', 502)
    await expect(ethCall(call)).rejects.toThrow('502')
  })
})
