/**
 * The Reown stubs (../fixtures/reown-stubs.ts) served by a real local HTTPS server instead of
 * Playwright's request routing, for the benchmark. Routing turns the browser's HTTP cache off
 * and sends every request through Node, which a real visitor never pays: a page-to-page
 * navigation would refetch every chunk. Chromium is pointed here with `--host-resolver-rules`
 * (every name but loopback resolves to this server) and trusts its throwaway certificate
 * through the context's `ignoreHTTPSErrors`.
 *
 *   const hosts = await startOfflineHosts({ override })
 *   chromium.launch({ args: [...OFFLINE_CHROMIUM_ARGS, hosts.resolverArg] })
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  answerOffMachine,
  stubState,
  type NetworkStubs,
  type StubNetworkOptions,
  type StubRequest,
  type StubRoute,
} from '../fixtures/reown-stubs'

/** One server for a whole browser: its log covers every context since the last clear(). */
export type OfflineHosts = NetworkStubs & {
  /** The Chromium switch that sends every non-loopback name to this server. */
  resolverArg: string
  close(): Promise<void>
}

/** A self-signed certificate for any name, made with Debian's openssl into a temporary folder. */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'sigil-offline-hosts-'))
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=offline-hosts.test'].concat([
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    )
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

// Pages call these hosts cross-origin, as they do the real ones.
const CORS = { 'access-control-allow-origin': '*' }

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')))
    req.on('error', fail)
  })
}

/** The two handles the stubs answer through, over one HTTP exchange. */
function exchange(url: URL, method: string, body: string, res: ServerResponse): [StubRoute, StubRequest] {
  const request: StubRequest = {
    method: () => method,
    url: () => url.toString(),
    postData: () => (body === '' ? null : body),
    postDataJSON: () => (body === '' ? null : (JSON.parse(body) as unknown)),
  }
  const route: StubRoute = {
    fulfill: (answer = {}) => {
      if (answer.response || answer.path) throw new Error('offline hosts: fulfill with response/path is not supported')
      const payload = answer.json !== undefined ? JSON.stringify(answer.json) : (answer.body ?? '')
      res.writeHead(answer.status ?? 200, {
        ...CORS,
        'content-type': answer.contentType ?? (answer.json !== undefined ? 'application/json' : 'text/plain'),
        ...answer.headers,
      })
      res.end(payload)
      return Promise.resolve()
    },
    abort: () => {
      res.destroy()
      return Promise.resolve()
    },
  }
  return [route, request]
}

export async function startOfflineHosts(initial: StubNetworkOptions = {}): Promise<OfflineHosts> {
  const state = stubState(initial)
  const server: Server = createServer(throwawayCertificate(), (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', `https://${req.headers.host ?? 'unknown.invalid'}`)
      const method = req.method ?? 'GET'
      if (method === 'OPTIONS') {
        // Answers every CORS preflight, as Playwright's routing does.
        res.writeHead(204, {
          ...CORS,
          'access-control-allow-methods': req.headers['access-control-request-method'] ?? 'GET, POST',
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
          'access-control-max-age': '600',
        })
        res.end()
        return
      }
      const body = await readBody(req)
      const [route, request] = exchange(url, method, body, res)
      await answerOffMachine(route, request, url, state.options(), (outcome) =>
        state.log.push({
          method,
          url: url.toString(),
          host: url.host,
          path: url.pathname,
          postData: request.postData(),
          outcome,
        }),
      )
    })().catch(() => res.destroy())
  })
  // WebSockets (WalletConnect's relay) get no upgrade and close, as with the routed stubs.
  server.on('upgrade', (_req, socket) => socket.destroy())
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  if (!address || typeof address !== 'object') throw new Error('offline hosts: no port')
  return {
    ...state.handles,
    resolverArg: `--host-resolver-rules=MAP * 127.0.0.1:${address.port}, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]`,
    close: () => new Promise((done) => server.close(() => done())),
  }
}
