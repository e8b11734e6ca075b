import { expect, test } from 'vitest'
import { nginxExample } from './nginx'
import { contentSecurityPolicy, headersFile } from './policy'
import { resolvePolicyConfig } from '../../../test/config/policyConfig'

const atRoot = resolvePolicyConfig({})
const underBase = resolvePolicyConfig({ PUBLIC_BASE_PATH: '/deploy/sigil/' })

/** The `add_header` lines of one `location` block, as [name, value]. */
function headersOf(config: string, location: string): Array<[string, string]> {
  const start = config.search(new RegExp(`location (= )?${location.replaceAll('.', '\\.')} \\{`))
  expect(start).toBeGreaterThan(-1)
  const block = config.slice(start, config.indexOf('\n    }', start))
  return [...block.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map(([, name, value]) => [name!, value!])
}

test('default', () => {
  const config = nginxExample(atRoot, ['sha256-abc='])
  expect(config).toContain('error_page 404 /404.html;')
  expect(config).toContain('try_files $uri $uri/index.html $uri.html =404;')
  expect(config).toMatch(/^ {4}gzip on;$/m)
  expect(config).toMatch(/^ {4}gzip_types .*text\/javascript.*;$/m)
  expect(headersOf(config, '/')).toContainEqual([
    'Content-Security-Policy',
    contentSecurityPolicy(atRoot, ['sha256-abc=']),
  ])
})

test('behavior: the same headers as _headers, in both blocks (add_header is not inherited into a block with its own)', () => {
  const config = nginxExample(underBase, ['sha256-abc='])
  const fromHeadersFile = [...headersFile(underBase, ['sha256-abc=']).matchAll(/^ {2}([\w-]+): (.*)$/gm)].map(
    ([, name, value]) => [name!, value!],
  )
  const pages = headersOf(config, '/deploy/sigil/')
  const chunks = headersOf(config, '/deploy/sigil/_astro/')
  for (const header of fromHeadersFile.filter(([name]) => name !== 'Cache-Control' && name !== 'Content-Type')) {
    expect(pages).toContainEqual(header)
    expect(chunks).toContainEqual(header)
  }
  expect(chunks).toContainEqual(['Cache-Control', 'public, max-age=31536000, immutable'])
  expect(pages).toContainEqual(['Cache-Control', 'no-cache'])
})

test('behavior: under a base path every location and the 404 page follow it; host-only files are not served', () => {
  const config = nginxExample(underBase, [])
  expect(config).toContain('error_page 404 /deploy/sigil/404.html;')
  expect(config).toContain('location = /deploy/sigil/_headers { return 404; }')
  expect(config).toContain('location = /deploy/sigil/nginx.conf.example { return 404; }')
  expect(config).not.toMatch(/location \/(?!deploy\/sigil\/)/)
  expect(config).not.toMatch(/location = \/(?!deploy\/sigil\/)/)
})

test('behavior: the offline reader’s worker is served with every header and never cached; the manifest with its type', () => {
  const config = nginxExample(underBase, ['sha256-abc='])
  const worker = headersOf(config, '/deploy/sigil/sw.js')
  expect(worker).toContainEqual(['Cache-Control', 'no-cache'])
  expect(worker).toContainEqual(['Content-Security-Policy', contentSecurityPolicy(underBase, ['sha256-abc='])])
  expect(config).toContain('default_type application/manifest+json;')
  expect(headersOf(config, '/deploy/sigil/manifest.webmanifest')).toContainEqual([
    'Content-Security-Policy',
    contentSecurityPolicy(underBase, ['sha256-abc=']),
  ])
})
