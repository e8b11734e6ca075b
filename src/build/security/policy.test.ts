import { describe, expect, test } from 'vitest'
import { contentSecurityPolicy, headersFile, metaContentSecurityPolicy, solanaSocketOrigin } from './policy'
import { inlineScripts, sha256 } from './inlineScripts'
import { resolvePolicyConfig } from '../../../test/config/policyConfig'

const config = resolvePolicyConfig({
  PUBLIC_ETHEREUM_RPC_URL: 'http://127.0.0.1:18545/rpc',
  PUBLIC_BASE_RPC_URL: 'https://base.example/v1/key',
  PUBLIC_SOLANA_RPC_URL: 'http://127.0.0.1:18550',
  PUBLIC_WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:18560',
})

describe('contentSecurityPolicy', () => {
  test('default', () => {
    const policy = contentSecurityPolicy(config, ['sha256-abc='])
    expect(policy).toContain("script-src 'self' 'sha256-abc='")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toMatch(/unsafe-eval/)
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  test('behavior: connect-src allows exactly the configured endpoints (by origin) and Reown', () => {
    const connect = contentSecurityPolicy(config, [])
      .split('; ')
      .find((d) => d.startsWith('connect-src'))!
    expect(connect.split(' ')).toEqual(
      expect.arrayContaining([
        "'self'",
        'http://127.0.0.1:18545',
        'https://base.example',
        'http://127.0.0.1:18550',
        'ws://127.0.0.1:18551',
        'ws://127.0.0.1:18560',
        'https://api.web3modal.org',
        'wss://relay.walletconnect.org',
      ]),
    )
    expect(connect).not.toContain('/v1/key')
  })

  test('behavior: workers only from the site itself (the roll call’s and the offline reader’s)', () => {
    const worker = contentSecurityPolicy(config, [])
      .split('; ')
      .find((d) => d.startsWith('worker-src'))
    expect(worker).toBe("worker-src 'self'")
  })

  test('behavior: _headers serves the offline reader’s worker with no-cache, under the base', () => {
    const file = headersFile(resolvePolicyConfig({ PUBLIC_BASE_PATH: '/deploy/sigil/' }), [])
    expect(file).toContain('/deploy/sigil/sw.js\n  Cache-Control: no-cache\n')
    expect(file).toContain('/deploy/sigil/manifest.webmanifest\n  Content-Type: application/manifest+json\n')
  })

  test('behavior: the <meta> policy leaves out what a meta tag cannot carry', () => {
    expect(metaContentSecurityPolicy(config, [])).not.toContain('frame-ancestors')
  })

  test('behavior: _headers carries the policy and the other headers for every path', () => {
    const file = headersFile(config, ['sha256-abc='])
    expect(file.startsWith('/*\n')).toBe(true)
    for (const name of [
      'Content-Security-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]) {
      expect(file).toContain(`  ${name}: `)
    }
  })

  test('behavior: under a base path, _headers names the paths under it', () => {
    const file = headersFile(resolvePolicyConfig({ PUBLIC_BASE_PATH: '/deploy/sigil/' }), [])
    expect(file.startsWith('/deploy/sigil/*\n')).toBe(true)
    expect(file).toContain('\n/deploy/sigil/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n')
    expect(file).not.toMatch(/^\/(?!deploy\/sigil\/)/m)
  })
})

test('solanaSocketOrigin', () => {
  expect(solanaSocketOrigin('https://api.mainnet-beta.solana.com')).toBe('wss://api.mainnet-beta.solana.com')
  expect(solanaSocketOrigin('http://127.0.0.1:8899')).toBe('ws://127.0.0.1:8900')
})

test('inlineScripts and sha256', () => {
  const html =
    '<script>a()</script><script src="/x.js"></script><script type="module">b()</script><script type="application/json">{}</script>'
  expect(inlineScripts(html)).toEqual(['a()', 'b()'])
  // The CSP hash the browser computes for `alert(1)`.
  expect(sha256('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=')
})
