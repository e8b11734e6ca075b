/**
 * A local JSON-RPC host for the holdings readers' tests: node:http on 127.0.0.1 (port 0), answering
 * single calls and batches through `answer`, recording every HTTP request's calls, and made to fail
 * on purpose through `fault`.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type StandInCall = { method: string; params: unknown[] }
export type StandInReply = { result: unknown } | { error: { code: number; message: string } }

/** How the host misbehaves, for every request until reset. */
export type StandInFault =
  /** The connection is dropped before any reply: the host is down. */
  | 'reset'
  | 'http-503'
  | 'not-json'
  /** The last reply of a batch is left out. */
  | 'drop-one'
  /** The last reply of a batch carries the first one's id. */
  | 'duplicate-id'
  /** Replies come back reversed (allowed: replies are matched by id). */
  | 'reversed'
  /** No reply for longer than any test waits. */
  | 'silent'

export type JsonRpcStandIn = {
  url: string
  /** Every HTTP request's calls, in arrival order. */
  requests: StandInCall[][]
  answer: (call: StandInCall) => StandInReply
  fault: StandInFault | undefined
  close: () => Promise<void>
}

export async function startJsonRpcStandIn(answer: (call: StandInCall) => StandInReply): Promise<JsonRpcStandIn> {
  const standIn: JsonRpcStandIn = { url: '', requests: [], answer, fault: undefined, close: async () => {} }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
      const batch = Array.isArray(body)
      const calls = (batch ? body : [body]) as (StandInCall & { id: number })[]
      standIn.requests.push(calls.map(({ method, params }) => ({ method, params })))
      const fault = standIn.fault
      if (fault === 'reset') return request.socket.destroy()
      if (fault === 'silent') return
      if (fault === 'http-503') return response.writeHead(503).end('Service unavailable')
      if (fault === 'not-json') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>')
      let replies = calls.map((call) => ({ jsonrpc: '2.0', id: call.id, ...standIn.answer(call) }))
      if (fault === 'drop-one') replies = replies.slice(0, -1)
      const [first, last] = [replies[0], replies.at(-1)]
      if (fault === 'duplicate-id' && first && last && first !== last) last.id = first.id
      if (fault === 'reversed') replies.reverse()
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(batch ? replies : replies[0]))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return standIn
}
