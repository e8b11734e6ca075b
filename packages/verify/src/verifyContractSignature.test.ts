import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createRpcCall } from './createRpcCall'
import { verifyContractSignature } from './verifyContractSignature'
import type { ProofPublicClient } from './signatureCheck'
import { evmAccount, otherEvmAccount } from '../../../test/proof/testing'

/** How the local RPC stand-in replies to every request. */
type Reply = { status: number; body: string }
let reply: Reply = { status: 200, body: '{}' }
let server: Server
let url = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      const json = reply.body.startsWith('{')
      response.writeHead(reply.status, { 'content-type': json ? 'application/json' : 'text/html' })
      response.end(reply.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const HOST = 'rpc.test.invalid'
const message = 'A plain message.'

/** The check for `evmAccount`'s address over a signature by another key, asked of `client`. */
async function askedOf(client: ProofPublicClient) {
  return verifyContractSignature({
    message,
    address: evmAccount.address,
    signature: await otherEvmAccount.signMessage({ message }),
    chainId: 1,
    client,
    timeoutMs: 2_000,
    notOwnKey: `The signature was not made by the private key of ${evmAccount.address}`,
  })
}

const throughHttp = (): ProofPublicClient => ({ rpcHost: HOST, call: createRpcCall(url) })

describe('a contract wallet’s chain that gives no answer: said as what happened, the host named', () => {
  test.each([
    [
      'a JSON-RPC error',
      { status: 200, body: '{"jsonrpc":"2.0","id":0,"error":{"code":-32601,"message":"no eth_call"}}' },
    ],
    ['a rate limit', { status: 429, body: '{"jsonrpc":"2.0","id":0,"error":{"code":-32005,"message":"Too many"}}' }],
    ['an HTTP error', { status: 502, body: 'Bad gateway' }],
  ] as const)('%s: the host did not answer, and it was reached', async (_, answer) => {
    reply = answer
    const check = await askedOf(throughHttp())
    expect(check.status).toBe('unverifiable')
    expect(check.message).toContain(`${HOST} did not answer whether the wallet’s contract on chain 1 accepts`)
    expect(check.message).toContain('it replied with an error')
    expect(check.message).not.toMatch(/Could not reach|no eth_call|Too many|Bad gateway|HTTP/)
  })

  test('a reply that is neither yes nor no: the host did not answer', async () => {
    reply = { status: 200, body: '{"jsonrpc":"2.0","id":0,"result":"0x1234"}' }
    const check = await askedOf(throughHttp())
    expect(check.status).toBe('unverifiable')
    expect(check.message).toContain(`${HOST} did not answer`)
    expect(check.message).toContain('neither a yes nor a no')
  })

  test('a refused connection: the host could not be reached', async () => {
    const check = await askedOf({ rpcHost: HOST, call: createRpcCall('http://127.0.0.1:9/') })
    expect(check.status).toBe('unverifiable')
    expect(check.message).toContain(`Could not reach ${HOST}`)
    expect(check.message).not.toContain('did not answer')
  })

  test('no reply in time: the host could not be reached, and the time is said', async () => {
    const check = await askedOf({ rpcHost: HOST, call: () => new Promise(() => undefined) })
    expect(check.message).toContain(`Could not reach ${HOST}`)
    expect(check.message).toContain('(no answer in time)')
  }, 5_000)

  test('a yes from the contract: valid, checked by the contract through the host', async () => {
    reply = { status: 200, body: `{"jsonrpc":"2.0","id":0,"result":"0x${'0'.repeat(63)}1"}` }
    const check = await askedOf(throughHttp())
    expect(check).toMatchObject({ status: 'valid', checkedBy: { method: 'contract', chainId: 1, rpcHost: HOST } })
  })
})
