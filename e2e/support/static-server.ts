/**
 * Serves the built site the way a CDN does: static files, `/dir/` → `/dir/index.html`,
 * the 404 page for anything else, and the headers from the build's `_headers`.
 * With `basePath`, the site lives under that path only (a GitHub Pages project site); with
 * `headers: false`, responses carry nothing but their type (a host without header support).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

type HeaderRule = { pattern: RegExp; headers: Array<[string, string]> }

/** Parses the Netlify / Cloudflare Pages `_headers` format. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  let current: HeaderRule | undefined
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const glob = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
      current = { pattern: new RegExp(`^${glob}$`), headers: [] }
      rules.push(current)
    } else if (current) {
      const at = line.indexOf(':')
      if (at > 0) current.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()])
    }
  }
  return rules
}

export type StaticServerOptions = {
  /** The URL path the site is served under (`/deploy/sigil/`); anything outside it is a bare 404. */
  basePath?: string
  /** Apply the build's `_headers` and cache headers; false serves like a plain bucket. */
  headers?: boolean
  /**
   * Gzip text to a browser that accepts it, as every CDN and the build's nginx block do: on a throttled
   * network the bytes on the wire are what a visitor waits for. Off, the loopback's bytes are the files'.
   */
  compress?: boolean
}

/** Text a CDN compresses (images other than SVG are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest'])

export function startStaticServer(
  root: string,
  port = 0,
  host = '127.0.0.1',
  { basePath = '/', headers = true, compress = false }: StaticServerOptions = {},
): Promise<{ server: Server; url: string }> {
  const base = resolve(root)
  const gzipped = new Map<string, Buffer>()
  const gzipOf = (file: string): Buffer => {
    let body = gzipped.get(file)
    if (!body) gzipped.set(file, (body = gzipSync(readFileSync(file), { level: 9 })))
    return body
  }
  const headersFile = join(base, '_headers')
  const rules = headers && existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local')
    if (`${url.pathname}/` === basePath) {
      res.writeHead(301, { Location: basePath }).end()
      return
    }
    if (!url.pathname.startsWith(basePath)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
      return
    }
    let pathname: string
    try {
      pathname = `/${decodeURIComponent(url.pathname.slice(basePath.length))}`
    } catch {
      pathname = '/'
    }
    let file = normalize(join(base, pathname))
    if (!file.startsWith(base)) file = base
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    else if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`
    let status = 200
    if (!existsSync(file)) {
      status = 404
      file = join(base, '404.html')
      if (!existsSync(file)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
        return
      }
    }
    for (const rule of rules) {
      if (rule.pattern.test(url.pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value)
    }
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream')
    if (headers) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    }
    if (compress && COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.setHeader('Content-Encoding', 'gzip')
      res.setHeader('Vary', 'Accept-Encoding')
      res.writeHead(status).end(gzipOf(file))
      return
    }
    res.writeHead(status)
    createReadStream(file).pipe(res)
  })
  return new Promise((done) => {
    server.listen(port, host, () => {
      const address = server.address()
      const actual = typeof address === 'object' && address ? address.port : port
      done({ server, url: `http://${host}:${actual}` })
    })
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root = 'dist', port = '4321'] = process.argv.slice(2)
  void startStaticServer(root, Number(port)).then(({ url }) => console.log(`serving ${root} at ${url}`))
}
